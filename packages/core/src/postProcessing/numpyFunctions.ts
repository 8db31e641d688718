import type { DataFrameCell } from './dataFrame.js';
import { PostProcessingError } from './errors.js';
import { cellToNumber, floatToCell, pairwiseSum } from './numeric.js';

/**
 * The numpy functions Superset allows as aggregate operators (NUMPY_FUNCTIONS),
 * applied to one group's values the way pandas calls them: `np.fn(series, **options)`.
 * numpy hands sum/mean/min/max/prod/std/var/argmin/argmax to the pandas Series
 * method, which skips missing values (std/var keep numpy's default ddof=0);
 * average/median/percentile work on the raw array, so a missing value gives NaN;
 * the `nan*` variants skip missing values; `count` (np.ma.count) counts every row.
 */
export const NUMPY_FUNCTIONS = [
  'average',
  'argmin',
  'argmax',
  'count',
  'count_nonzero',
  'cumsum',
  'cumprod',
  'max',
  'mean',
  'median',
  'nansum',
  'nanmin',
  'nanmax',
  'nanmean',
  'nanmedian',
  'nanpercentile',
  'min',
  'percentile',
  'prod',
  'product',
  'std',
  'sum',
  'var',
] as const;
export type NumpyFunction = (typeof NUMPY_FUNCTIONS)[number];

export const isNumpyFunction = (name: string): name is NumpyFunction =>
  (NUMPY_FUNCTIONS as readonly string[]).includes(name);

export type QuantileMethod = 'linear' | 'lower' | 'higher' | 'midpoint' | 'nearest';

/** numpy's `_lerp`, exact to the bit. */
const lerp = (a: number, b: number, t: number): number => {
  const diff = b - a;
  return t >= 0.5 ? b - diff * (1 - t) : a + diff * t;
};

/** numpy `percentile`/`quantile` of sorted values at q ∈ [0, 1]. */
export function quantileOfSorted(
  sorted: readonly number[],
  q: number,
  method: QuantileMethod,
): number {
  const n = sorted.length;
  if (n === 0) return NaN;
  // numpy's _compute_virtual_index with alpha = beta = 1
  const virtual = n * q + (1 + q * (1 - 1 - 1)) - 1;
  const clamp = (i: number): number => Math.min(Math.max(i, 0), n - 1);
  const lo = Math.floor(virtual);
  const hi = Math.ceil(virtual);
  switch (method) {
    case 'lower':
      return sorted[clamp(lo)];
    case 'higher':
      return sorted[clamp(hi)];
    case 'nearest': {
      const frac = virtual - lo;
      const idx = frac === 0.5 ? (lo % 2 === 0 ? lo : hi) : Math.round(virtual);
      return sorted[clamp(idx)];
    }
    case 'midpoint':
      return lo === virtual ? sorted[clamp(lo)] : lerp(sorted[clamp(lo)], sorted[clamp(hi)], 0.5);
    default: {
      const gamma = virtual - lo;
      return lerp(sorted[clamp(lo)], sorted[clamp(lo + 1)], gamma);
    }
  }
}

const QUANTILE_METHODS: readonly QuantileMethod[] = [
  'linear',
  'lower',
  'higher',
  'midpoint',
  'nearest',
];

/** Sorted copy of the values (no NaN). */
export const sortedNumbers = (values: readonly number[]): number[] =>
  [...values].sort((a, b) => a - b);

/** The mean as pandas computes it (pairwise sum / count). */
export const meanOf = (values: readonly number[]): number =>
  values.length === 0 ? NaN : pairwiseSum(values) / values.length;

/** pandas' two-pass `nanvar`: missing values count as 0 in the sums and are left out of the count. */
function maskedVariance(cells: readonly DataFrameCell[], count: number, ddof: number): number {
  const d = count - ddof;
  if (count === 0 || d <= 0) return NaN;
  const values = cells.map((c) => cellToNumber(c) ?? NaN);
  const avg = pairwiseSum(values.map((v) => (Number.isNaN(v) ? 0 : v))) / count;
  return pairwiseSum(values.map((v) => (Number.isNaN(v) ? 0 : (avg - v) ** 2))) / d;
}

export function medianOf(values: readonly number[]): number {
  const s = sortedNumbers(values);
  const n = s.length;
  if (n === 0) return NaN;
  const mid = Math.floor(n / 2);
  return n % 2 === 1 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

const optionNumber = (options: Record<string, unknown>, key: string, fallback: number): number => {
  const v = options[key];
  if (v === undefined || v === null) return fallback;
  if (typeof v !== 'number') {
    throw new PostProcessingError(
      `Option "${key}" must be a number, got ${JSON.stringify(v)}.`,
      key,
    );
  }
  return v;
};

function percentileOf(values: readonly number[], options: Record<string, unknown>): number {
  const q = options.q;
  if (typeof q !== 'number' || q < 0 || q > 100) {
    throw new PostProcessingError(
      `percentile needs options.q, a number from 0 to 100 (got ${JSON.stringify(q)}).`,
      'options.q',
    );
  }
  const method = (options.method ?? options.interpolation ?? 'linear') as QuantileMethod;
  if (!QUANTILE_METHODS.includes(method)) {
    throw new PostProcessingError(
      `Invalid percentile method: ${String(method)}.`,
      'options.method',
    );
  }
  return quantileOfSorted(sortedNumbers(values), q / 100, method);
}

/** sum/mean of plain numbers without intermediate arrays (the pivot's dummy `mean` on every cell). */
function fastSumMean(cells: readonly DataFrameCell[], sum: boolean): DataFrameCell | undefined {
  let count = 0;
  for (const c of cells) {
    if (typeof c === 'number') {
      if (!Number.isNaN(c)) count += 1;
    } else if (c !== null && c !== undefined) {
      return undefined;
    }
  }
  let total: number;
  if (cells.length < 8) {
    total = 0;
    for (const c of cells) if (typeof c === 'number' && !Number.isNaN(c)) total += c;
  } else {
    const filled = new Float64Array(cells.length);
    cells.forEach((c, i) => {
      filled[i] = typeof c === 'number' && !Number.isNaN(c) ? c : 0;
    });
    total = pairwiseSum(filled);
  }
  if (sum) return total;
  return count === 0 ? null : total / count;
}

/** Applies one numpy operator to a group's cells. */
export function applyNumpyFunction(
  operator: NumpyFunction,
  cells: readonly DataFrameCell[],
  options: Record<string, unknown> = {},
): DataFrameCell {
  if (operator === 'count') return cells.length;
  if (
    operator === 'mean' ||
    operator === 'nanmean' ||
    operator === 'sum' ||
    operator === 'nansum'
  ) {
    const fast = fastSumMean(cells, operator === 'sum' || operator === 'nansum');
    if (fast !== undefined) return fast;
  }
  const isCompared =
    operator === 'max' || operator === 'min' || operator === 'nanmax' || operator === 'nanmin';
  const nums: number[] = [];
  let hasNull = false;
  let strings: string[] | null = null;
  for (const cell of cells) {
    const n = typeof cell === 'string' && isCompared ? undefined : cellToNumber(cell);
    if (n === undefined) {
      if (isCompared && typeof cell === 'string') {
        (strings ??= []).push(cell);
        continue;
      }
      throw new PostProcessingError(`Cannot apply ${operator} to ${JSON.stringify(cell)}.`);
    }
    if (Number.isNaN(n)) hasNull = true;
    else nums.push(n);
  }
  if (strings) {
    if (nums.length > 0) throw new PostProcessingError(`Cannot apply ${operator} to mixed values.`);
    if (strings.length === 0) return null;
    const sorted = [...strings].sort();
    return operator.endsWith('max') ? sorted[sorted.length - 1] : sorted[0];
  }
  const withZeros = (): number[] => cells.map((c) => cellToNumber(c) || 0);
  switch (operator) {
    case 'sum':
    case 'nansum':
      return pairwiseSum(withZeros());
    case 'prod':
    case 'product':
      return nums.reduce((a, b) => a * b, 1);
    case 'mean':
    case 'nanmean':
      return floatToCell(nums.length === 0 ? NaN : pairwiseSum(withZeros()) / nums.length);
    case 'average':
      return floatToCell(hasNull ? NaN : meanOf(nums));
    case 'max':
    case 'nanmax':
      return nums.length === 0 ? null : nums.reduce((a, b) => (b > a ? b : a));
    case 'min':
    case 'nanmin':
      return nums.length === 0 ? null : nums.reduce((a, b) => (b < a ? b : a));
    case 'median':
      return floatToCell(hasNull ? NaN : medianOf(nums));
    case 'nanmedian':
      return floatToCell(medianOf(nums));
    case 'percentile':
      return floatToCell(hasNull ? NaN : percentileOf(nums, options));
    case 'nanpercentile':
      return floatToCell(percentileOf(nums, options));
    case 'std':
    case 'var': {
      const variance = maskedVariance(cells, nums.length, optionNumber(options, 'ddof', 0));
      return floatToCell(operator === 'std' ? Math.sqrt(variance) : variance);
    }
    case 'count_nonzero':
      return cells.filter((c) => cellToNumber(c) !== 0).length;
    case 'argmin':
    case 'argmax': {
      let best = -1;
      let bestValue = NaN;
      cells.forEach((c, i) => {
        const v = cellToNumber(c) ?? NaN;
        if (Number.isNaN(v)) return;
        if (best < 0 || (operator === 'argmin' ? v < bestValue : v > bestValue)) {
          best = i;
          bestValue = v;
        }
      });
      return best;
    }
    case 'cumsum':
    case 'cumprod':
      if (cells.length !== 1) {
        throw new PostProcessingError(
          `${operator} does not produce one value per group (Must produce aggregated value).`,
        );
      }
      return floatToCell(cellToNumber(cells[0]) ?? NaN);
    default:
      throw new PostProcessingError(`Invalid numpy function: ${String(operator)}`);
  }
}
