import type { DataFrameCell } from './dataFrame.js';

const isNull = (v: unknown): boolean =>
  v === null || v === undefined || (typeof v === 'number' && Number.isNaN(v));

const typeRank = (v: unknown): number => {
  if (isNull(v)) return 3;
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return 0;
  if (typeof v === 'string') return 1;
  return 2;
};

/**
 * Orders labels as pandas sorts group keys and index labels: numbers (and
 * booleans) numerically, strings by code unit, then anything else, missing last.
 * Mixed numbers and strings (which Python cannot compare) put numbers first.
 */
export function compareLabels(a: unknown, b: unknown): number {
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra - rb;
  if (ra === 0) {
    const x = Number(a);
    const y = Number(b);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (ra === 1) return (a as string) < (b as string) ? -1 : (a as string) > (b as string) ? 1 : 0;
  return 0;
}

/** Lexicographic comparison of label tuples. */
export function compareLabelTuples(a: readonly unknown[], b: readonly unknown[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i += 1) {
    const c = compareLabels(a[i], b[i]);
    if (c !== 0) return c;
  }
  return a.length - b.length;
}

const keyOf = (v: unknown): unknown => (isNull(v) ? null : v);

export interface Groups {
  /** One key tuple per group, sorted. */
  readonly keys: DataFrameCell[][];
  /** Row positions of each group, in row order. */
  readonly members: number[][];
  /** The group of each row (-1 for rows left out). */
  readonly groupOf: Int32Array;
}

/** Codes each distinct value of a column by its sorted rank (pandas `factorize(sort=True)`). */
function factorize(
  values: readonly DataFrameCell[],
  length: number,
): { codes: Int32Array; labels: DataFrameCell[] } {
  const seen = new Map<unknown, number>();
  const distinct: DataFrameCell[] = [];
  const first = new Int32Array(length);
  for (let row = 0; row < length; row += 1) {
    const v = keyOf(values[row]);
    let code = seen.get(v);
    if (code === undefined) {
      code = distinct.length;
      seen.set(v, code);
      distinct.push(v);
    }
    first[row] = code;
  }
  const order = distinct.map((_, i) => i).sort((a, b) => compareLabels(distinct[a], distinct[b]));
  const rankOf = new Int32Array(distinct.length);
  order.forEach((original, rank) => {
    rankOf[original] = rank;
  });
  for (let row = 0; row < length; row += 1) first[row] = rankOf[first[row]];
  return { codes: first, labels: order.map((i) => distinct[i]) };
}

/**
 * pandas `groupby(keys, sort=True, dropna=dropNull)`: groups rows by the values
 * of the key columns, sorted by key; with `dropNull` rows with a missing key
 * are left out, otherwise missing keys form groups sorted last.
 */
export function groupRows(
  keyColumns: readonly (readonly DataFrameCell[])[],
  length: number,
  dropNull: boolean,
): Groups {
  const factors = keyColumns.map((c) => factorize(c, length));
  const cardinality = factors.reduce((product, f) => product * Math.max(f.labels.length, 1), 1);
  const numeric = cardinality < Number.MAX_SAFE_INTEGER;
  const index = new Map<number | string, number>();
  const groupKeys: (number | string)[] = [];
  const members: number[][] = [];
  const groupOfUnsorted = new Int32Array(length).fill(-1);
  for (let row = 0; row < length; row += 1) {
    let numericKey = 0;
    let dropped = false;
    const parts: number[] = [];
    for (const f of factors) {
      const code = f.codes[row];
      if (dropNull && f.labels[code] === null) {
        dropped = true;
        break;
      }
      if (numeric) numericKey = numericKey * Math.max(f.labels.length, 1) + code;
      else parts.push(code);
    }
    if (dropped) continue;
    const key = numeric ? numericKey : parts.join(',');
    let g = index.get(key);
    if (g === undefined) {
      g = groupKeys.length;
      index.set(key, g);
      groupKeys.push(key);
      members.push([]);
    }
    members[g].push(row);
    groupOfUnsorted[row] = g;
  }
  const codesOf = (g: number): number[] => {
    const row = members[g][0];
    return factors.map((f) => f.codes[row]);
  };
  const order = groupKeys.map((_, i) => i);
  if (numeric) order.sort((a, b) => (groupKeys[a] as number) - (groupKeys[b] as number));
  else {
    order.sort((a, b) => {
      const x = codesOf(a);
      const y = codesOf(b);
      for (let k = 0; k < x.length; k += 1) if (x[k] !== y[k]) return x[k] - y[k];
      return 0;
    });
  }
  const position = new Int32Array(groupKeys.length);
  order.forEach((g, i) => {
    position[g] = i;
  });
  const groupOf = groupOfUnsorted.map((g) => (g < 0 ? -1 : position[g]));
  return {
    keys: order.map((g) => codesOf(g).map((code, k) => factors[k].labels[code])),
    members: order.map((g) => members[g]),
    groupOf,
  };
}

export { isNull };
