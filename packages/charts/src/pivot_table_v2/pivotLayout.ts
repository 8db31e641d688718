import type { PivotKey } from './pivotData.js';

export type PivotLeafKind = 'data' | 'subtotal' | 'total';

/** A row or column of the pivot as drawn: a key, a group's subtotal, or the total. */
export interface PivotLeaf {
  path: PivotKey;
  kind: PivotLeafKind;
}

const groupId = (path: PivotKey, length: number) => JSON.stringify(path.slice(0, length));

/**
 * The leaves along one axis: the sorted keys with a subtotal per group (each level but the
 * last), before or after its group, and the total at the end.
 */
export function buildLeaves(
  keys: PivotKey[],
  depth: number,
  opts: { subtotals: boolean; subtotalsFirst: boolean; totals: boolean },
): PivotLeaf[] {
  const walk = (group: PivotKey[], level: number): PivotLeaf[] => {
    if (level >= depth - 1) return group.map((path) => ({ path, kind: 'data' as const }));
    const groups = new Map<string, PivotKey[]>();
    for (const key of group) {
      const id = groupId(key, level + 1);
      const members = groups.get(id);
      if (members) members.push(key);
      else groups.set(id, [key]);
    }
    const leaves: PivotLeaf[] = [];
    for (const members of groups.values()) {
      const children = walk(members, level + 1);
      if (!opts.subtotals) {
        leaves.push(...children);
        continue;
      }
      const subtotal: PivotLeaf = { path: members[0].slice(0, level + 1), kind: 'subtotal' };
      leaves.push(...(opts.subtotalsFirst ? [subtotal, ...children] : [...children, subtotal]));
    }
    return leaves;
  };
  const leaves = depth === 0 ? [{ path: [], kind: 'data' as const }] : walk(keys, 0);
  if (opts.totals && depth > 0) leaves.push({ path: [], kind: 'total' });
  return leaves;
}

export interface HeaderToken {
  /** Identifies the span (equal ids next to each other merge). */
  id: string;
  label: string;
  kind: PivotLeafKind;
  /** A key header's values down to its level (what clicking it cross-filters). */
  path?: PivotKey;
}

/**
 * What a leaf shows at one attribute level: its key value, "Subtotal" at the level of
 * its group, the total label on the first level, blank elsewhere.
 */
export function headerToken(
  leaf: PivotLeaf,
  level: number,
  display: (value: PivotKey[number], level: number) => string,
  totalLabel: string,
): HeaderToken {
  if (leaf.kind === 'total') {
    return { id: 'total', label: level === 0 ? totalLabel : '', kind: 'total' };
  }
  const p = leaf.path.length;
  if (leaf.kind === 'subtotal' && level >= p) {
    return {
      id: `sub:${groupId(leaf.path, p)}:${level}`,
      label: level === p ? 'Subtotal' : '',
      kind: 'subtotal',
    };
  }
  return {
    id: `key:${groupId(leaf.path, level + 1)}`,
    label: display(leaf.path[level], level),
    kind: leaf.kind,
    path: leaf.path.slice(0, level + 1),
  };
}

export interface HeaderSpan {
  label: string;
  span: number;
  kind: PivotLeafKind;
  /** A key header's values down to its level (absent on subtotal and total headers). */
  path?: PivotKey;
}

/** One header row per column attribute, equal neighbours merged into spans. */
export function buildColumnHeaders(
  leaves: PivotLeaf[],
  depth: number,
  display: (value: PivotKey[number], level: number) => string,
  totalLabel: string,
): HeaderSpan[][] {
  const rows: HeaderSpan[][] = [];
  for (let level = 0; level < depth; level += 1) {
    const spans: (HeaderSpan & { id: string })[] = [];
    for (const leaf of leaves) {
      const token = headerToken(leaf, level, display, totalLabel);
      const last = spans[spans.length - 1];
      if (last && last.id === token.id) last.span += 1;
      else spans.push({ ...token, span: 1 });
    }
    rows.push(
      spans.map(({ label, span, kind, path }) => ({
        label,
        span,
        kind,
        ...(path ? { path } : {}),
      })),
    );
  }
  return rows;
}

/** Row labels, a value repeated from the row above shown only once (grouped look). */
export function buildRowLabels(
  leaves: PivotLeaf[],
  depth: number,
  display: (value: PivotKey[number], level: number) => string,
  totalLabel: string,
): string[][] {
  let previous: HeaderToken[] = [];
  return leaves.map((leaf) => {
    const tokens = Array.from({ length: depth }, (_, level) =>
      headerToken(leaf, level, display, totalLabel),
    );
    let same = true;
    const labels = tokens.map((token, level) => {
      same = same && previous[level]?.id === token.id && token.kind !== 'total';
      return same ? '' : token.label;
    });
    previous = tokens;
    return labels;
  });
}
