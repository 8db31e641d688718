import { describe, expect, it } from 'vitest';
import { applicableRlsRules, rlsPredicates } from './rowLevelSecurity.js';
import type { RlsRule } from './types.js';

const rule = (clause: string, over: Partial<RlsRule> = {}): RlsRule => ({
  clause,
  group_key: null,
  filter_type: 'Regular',
  role_ids: [1],
  table_ids: [10],
  ...over,
});

describe('row level security', () => {
  it('applies Regular rules to members and Base rules to everyone else', () => {
    const rules = [
      rule('a', { role_ids: [1] }),
      rule('b', { role_ids: [2] }),
      rule('c', { filter_type: 'Base', role_ids: [1] }),
      rule('d', { filter_type: 'Base', role_ids: [3] }),
      rule('e', { table_ids: [11] }),
    ];
    const clauses = (roleIds: number[]) =>
      applicableRlsRules(rules, { datasetId: 10, roleIds }).map((r) => r.clause);
    expect(clauses([1])).toEqual(['a', 'd']);
    expect(clauses([2])).toEqual(['b', 'c', 'd']);
    expect(clauses([])).toEqual(['c', 'd']);
  });

  it('ORs a group, ANDs groups and ungrouped clauses, then guest rules', () => {
    const rules = [
      rule("region = 'west'", { group_key: 'region' }),
      rule('dept = 1'),
      rule("region = 'east'", { group_key: 'region' }),
      rule('year > 2000', { group_key: 'year' }),
    ];
    const guest = [
      { clause: 'x = 1' },
      { dataset: 10, clause: 'y = 2' },
      { dataset: 99, clause: 'z = 3' },
    ];
    expect(rlsPredicates(rules, { datasetId: 10, roleIds: [1] }, guest)).toEqual([
      '(dept = 1)',
      "((region = 'west') OR (region = 'east'))",
      '(year > 2000)',
      '(x = 1)',
      '(y = 2)',
    ]);
    expect(rlsPredicates(rules, { datasetId: 10, roleIds: [5] })).toEqual([]);
  });
});
