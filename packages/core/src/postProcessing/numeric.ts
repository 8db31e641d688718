import type { DataFrameCell, DataFrameColumnName } from './dataFrame.js';
import { PostProcessingError } from './errors.js';

/**
 * A cell as a float, as pandas coerces a numeric column: null/NaN → NaN,
 * booleans → 0/1, bigint and numeric strings (e.g. DECIMAL values some drivers
 * return as text) → their number. Anything else is not numeric: undefined.
 */
export function cellToNumber(v: DataFrameCell): number | undefined {
  if (v === null || v === undefined) return NaN;
  if (typeof v === 'number') return v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'bigint') return Number(v);
  if (typeof v === 'string') {
    const t = v.trim();
    if (t === '') return undefined;
    const n = Number(t);
    if (!Number.isNaN(n)) return n;
    const lower = t.toLowerCase();
    if (lower === 'nan') return NaN;
    if (lower === 'inf' || lower === 'infinity') return Infinity;
    if (lower === '-inf' || lower === '-infinity') return -Infinity;
  }
  return undefined;
}

const describe = (name: DataFrameColumnName): string =>
  typeof name === 'string' ? name : name.map((l) => String(l)).join(', ');

/** A column's values as floats (NaN for missing); throws when a value is not numeric. */
export function toFloats(
  values: readonly DataFrameCell[],
  name: DataFrameColumnName,
  option?: string,
): Float64Array {
  const out = new Float64Array(values.length);
  for (let i = 0; i < values.length; i += 1) {
    const n = cellToNumber(values[i]);
    if (n === undefined) {
      throw new PostProcessingError(
        `Column "${describe(name)}" is not numeric (value ${JSON.stringify(values[i])}).`,
        option,
      );
    }
    out[i] = n;
  }
  return out;
}

/** Like toFloats, but values that are not numeric become NaN (pandas `to_numeric(errors="coerce")`). */
export function toFloatsCoerced(values: readonly DataFrameCell[]): Float64Array {
  const out = new Float64Array(values.length);
  for (let i = 0; i < values.length; i += 1) out[i] = cellToNumber(values[i]) ?? NaN;
  return out;
}

/** Floats back to cells: NaN → null. */
export function fromFloats(values: ArrayLike<number>): DataFrameCell[] {
  const out = new Array<DataFrameCell>(values.length);
  for (let i = 0; i < values.length; i += 1) out[i] = Number.isNaN(values[i]) ? null : values[i];
  return out;
}

export const floatToCell = (x: number): DataFrameCell => (Number.isNaN(x) ? null : x);

/**
 * numpy's pairwise summation of float64 (what `ndarray.sum` and pandas'
 * skipna sums use), so totals match Superset to the last bit.
 */
export function pairwiseSum(a: ArrayLike<number>, start = 0, n = a.length - start): number {
  if (n < 8) {
    let res = -0;
    for (let i = start; i < start + n; i += 1) res += a[i];
    return res === 0 ? 0 : res;
  }
  if (n <= 128) {
    const r = [a[start], a[start + 1], a[start + 2], a[start + 3]];
    const s = [a[start + 4], a[start + 5], a[start + 6], a[start + 7]];
    let i = 8;
    for (; i < n - (n % 8); i += 8) {
      const b = start + i;
      r[0] += a[b];
      r[1] += a[b + 1];
      r[2] += a[b + 2];
      r[3] += a[b + 3];
      s[0] += a[b + 4];
      s[1] += a[b + 5];
      s[2] += a[b + 6];
      s[3] += a[b + 7];
    }
    let res = r[0] + r[1] + (r[2] + r[3]) + (s[0] + s[1] + (s[2] + s[3]));
    for (; i < n; i += 1) res += a[start + i];
    return res;
  }
  let n2 = Math.floor(n / 2);
  n2 -= n2 % 8;
  return pairwiseSum(a, start, n2) + pairwiseSum(a, start + n2, n - n2);
}

/** numpy `around`: round half to even on the scaled value. */
export function roundHalfEven(x: number, decimals: number): number {
  if (!Number.isFinite(x)) return x;
  const rint = (y: number): number => {
    const r = Math.round(y);
    return Math.abs(y % 1) === 0.5 && r % 2 !== 0 ? r - 1 : r;
  };
  if (decimals >= 0) {
    const f = 10 ** decimals;
    return rint(x * f) / f;
  }
  const f = 10 ** -decimals;
  return rint(x / f) * f;
}

/** Smallest and largest of many numbers (no argument spreading, which overflows on large arrays). */
export function extent(values: readonly number[]): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return [min, max];
}
