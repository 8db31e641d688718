/**
 * Row level security predicates for one dataset and one user (superset-api.md §2,
 * Superset's `get_sqla_row_level_filters`): a Regular rule applies to members of its
 * roles, a Base rule to everyone except them; clauses sharing a `group_key` are OR-ed,
 * each group and each ungrouped clause AND-ed into WHERE. Guest-token rules apply to
 * their dataset (or all when none is named) and are AND-ed one by one.
 */
import type { GuestRlsRule, RlsRule } from './types.js';

export interface RlsSubject {
  datasetId: number;
  /** The user's role ids. */
  roleIds: readonly number[];
}

/** The rules of `rules` that apply to this dataset and user, in their order. */
export function applicableRlsRules(rules: readonly RlsRule[], subject: RlsSubject): RlsRule[] {
  const roles = new Set(subject.roleIds);
  return rules.filter((rule) => {
    if (!rule.table_ids.includes(subject.datasetId)) return false;
    const member = rule.role_ids.some((id) => roles.has(id));
    return rule.filter_type === 'Base' ? !member : member;
  });
}

/**
 * The predicates to AND into WHERE, each parenthesised: ungrouped clauses first (each on
 * its own), then one `(a) OR (b)` per group key in order of first appearance, then the
 * guest rules. `render` turns a clause into SQL (templating, checks).
 */
export function rlsPredicates(
  rules: readonly RlsRule[],
  subject: RlsSubject,
  guestRules: readonly GuestRlsRule[] = [],
  render: (clause: string) => string = (clause) => clause,
): string[] {
  const ungrouped: string[] = [];
  const groups = new Map<string, string[]>();
  for (const rule of applicableRlsRules(rules, subject)) {
    const clause = `(${render(rule.clause)})`;
    if (rule.group_key) {
      const group = groups.get(rule.group_key) ?? [];
      group.push(clause);
      groups.set(rule.group_key, group);
    } else {
      ungrouped.push(clause);
    }
  }
  const grouped = [...groups.values()].map((clauses) =>
    clauses.length === 1 ? clauses[0] : `(${clauses.join(' OR ')})`,
  );
  const guest = guestRules
    .filter(
      (rule) =>
        rule.dataset === undefined || rule.dataset === null || rule.dataset === subject.datasetId,
    )
    .map((rule) => `(${render(rule.clause)})`);
  return [...ungrouped, ...grouped, ...guest];
}
