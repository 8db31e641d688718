/**
 * pandas' rolling-window kernels (pandas/_libs/window/aggregations.pyx) over
 * float arrays with NaN for missing values, ported so sums, means and
 * variances match pandas to the bit (Kahan-compensated sliding sums, Welford
 * variance, the "same value repeated" guards).
 */

export interface WindowBounds {
  /** Window of row i is [start[i], end[i]). */
  readonly start: Int32Array;
  readonly end: Int32Array;
}

/** pandas FixedWindowIndexer (closed right). */
export function fixedWindowBounds(n: number, window: number, center: boolean): WindowBounds {
  const offset = center ? Math.floor((window - 1) / 2) : 0;
  const start = new Int32Array(n);
  const end = new Int32Array(n);
  for (let i = 0; i < n; i += 1) {
    const e = i + 1 + offset;
    end[i] = Math.min(Math.max(e, 0), n);
    start[i] = Math.min(Math.max(e - window, 0), n);
  }
  return { start, end };
}

interface KahanState {
  nobs: number;
  sum: number;
  compAdd: number;
  compRemove: number;
  negCt: number;
  sameCount: number;
  prev: number;
}

const newKahan = (first: number): KahanState => ({
  nobs: 0,
  sum: 0,
  compAdd: 0,
  compRemove: 0,
  negCt: 0,
  sameCount: 0,
  prev: first,
});

function addKahan(s: KahanState, val: number): void {
  if (Number.isNaN(val)) return;
  s.nobs += 1;
  const y = val - s.compAdd;
  const t = s.sum + y;
  s.compAdd = t - s.sum - y;
  s.sum = t;
  if (val < 0 || Object.is(val, -0)) s.negCt += 1;
  s.sameCount = val === s.prev ? s.sameCount + 1 : 1;
  s.prev = val;
}

function removeKahan(s: KahanState, val: number): void {
  if (Number.isNaN(val)) return;
  s.nobs -= 1;
  const y = -val - s.compRemove;
  const t = s.sum + y;
  s.compRemove = t - s.sum - y;
  s.sum = t;
  if (val < 0 || Object.is(val, -0)) s.negCt -= 1;
}

/** Runs a sliding Kahan window and maps each window's state to an output. */
function slideKahan(
  values: Float64Array,
  { start, end }: WindowBounds,
  result: (s: KahanState) => number,
): Float64Array {
  const out = new Float64Array(start.length);
  let s = newKahan(NaN);
  for (let i = 0; i < start.length; i += 1) {
    if (i === 0 || start[i] >= end[i - 1]) {
      s = newKahan(values[start[i]]);
      for (let j = start[i]; j < end[i]; j += 1) addKahan(s, values[j]);
    } else {
      for (let j = start[i - 1]; j < start[i]; j += 1) removeKahan(s, values[j]);
      for (let j = end[i - 1]; j < end[i]; j += 1) addKahan(s, values[j]);
    }
    out[i] = result(s);
  }
  return out;
}

/** pandas roll_sum (0 for an empty window when min_periods is 0). */
export const rollSum = (values: Float64Array, bounds: WindowBounds, minp: number): Float64Array =>
  slideKahan(values, bounds, (s) => {
    if (s.nobs === 0 && minp === 0) return 0;
    if (s.nobs < minp) return NaN;
    return s.sameCount >= s.nobs ? s.prev * s.nobs : s.sum;
  });

/** pandas roll_mean. */
export const rollMean = (values: Float64Array, bounds: WindowBounds, minp: number): Float64Array =>
  slideKahan(values, bounds, (s) => {
    if (!(s.nobs >= minp && s.nobs > 0)) return NaN;
    const result = s.sum / s.nobs;
    if (s.sameCount >= s.nobs) return s.prev;
    if (s.negCt === 0 && result < 0) return 0;
    if (s.negCt === s.nobs && result > 0) return 0;
    return result;
  });

/** pandas roll_var (Welford with Kahan compensation); std is its square root. */
export function rollVar(
  values: Float64Array,
  { start, end }: WindowBounds,
  minPeriods: number,
  ddof = 1,
): Float64Array {
  const minp = Math.max(minPeriods, 1);
  const out = new Float64Array(start.length);
  let nobs = 0;
  let mean = 0;
  let ssqdm = 0;
  let compAdd = 0;
  let compRemove = 0;
  let sameCount = 0;
  let prev = NaN;
  const add = (val: number): void => {
    if (Number.isNaN(val)) return;
    nobs += 1;
    sameCount = val === prev ? sameCount + 1 : 1;
    prev = val;
    const prevMean = mean - compAdd;
    const y = val - compAdd;
    const t = y - mean;
    compAdd = t + mean - y;
    mean = nobs ? mean + t / nobs : 0;
    ssqdm += (val - prevMean) * (val - mean);
  };
  const remove = (val: number): void => {
    if (Number.isNaN(val)) return;
    nobs -= 1;
    if (nobs) {
      const prevMean = mean - compRemove;
      const y = val - compRemove;
      const t = y - mean;
      compRemove = t + mean - y;
      mean -= t / nobs;
      ssqdm -= (val - prevMean) * (val - mean);
    } else {
      mean = 0;
      ssqdm = 0;
    }
  };
  for (let i = 0; i < start.length; i += 1) {
    if (i === 0 || start[i] >= end[i - 1]) {
      prev = values[start[i]];
      sameCount = 0;
      nobs = mean = ssqdm = compAdd = compRemove = 0;
      for (let j = start[i]; j < end[i]; j += 1) add(values[j]);
    } else {
      for (let j = start[i - 1]; j < start[i]; j += 1) remove(values[j]);
      for (let j = end[i - 1]; j < end[i]; j += 1) add(values[j]);
    }
    if (nobs >= minp && nobs > ddof) {
      out[i] = nobs === 1 || sameCount >= nobs ? 0 : ssqdm / (nobs - ddof);
    } else {
      out[i] = NaN;
    }
  }
  return out;
}

/** pandas roll_std: the square root of roll_var, negatives clipped to 0. */
export const rollStd = (values: Float64Array, bounds: WindowBounds, minp: number, ddof = 1) =>
  rollVar(values, bounds, minp, ddof).map((v) => (v < 0 ? 0 : Math.sqrt(v)));

/** Applies `fn` to each window's non-missing values (for the order statistics and moments). */
function perWindow(
  values: Float64Array,
  { start, end }: WindowBounds,
  fn: (window: number[], rows: number) => number,
): Float64Array {
  const out = new Float64Array(start.length);
  for (let i = 0; i < start.length; i += 1) {
    const window: number[] = [];
    for (let j = start[i]; j < end[i]; j += 1) if (!Number.isNaN(values[j])) window.push(values[j]);
    out[i] = fn(window, end[i] - start[i]);
  }
  return out;
}

/** pandas roll_max / roll_min. */
export const rollExtreme = (
  values: Float64Array,
  bounds: WindowBounds,
  minp: number,
  max: boolean,
) =>
  perWindow(values, bounds, (w) => {
    if (w.length === 0 || w.length < minp) return NaN;
    let best = w[0];
    for (const v of w) if (max ? v > best : v < best) best = v;
    return best;
  });

/** pandas rolling count: non-missing values, NaN while the window has fewer than min_periods rows. */
export const rollCount = (values: Float64Array, bounds: WindowBounds, minp: number) =>
  perWindow(values, bounds, (w, rows) => (rows >= minp ? w.length : NaN));

export type RollingInterpolation = 'linear' | 'lower' | 'higher' | 'midpoint' | 'nearest';

/** pandas roll_quantile (and roll_median_c at q = 0.5 with linear interpolation). */
export const rollQuantile = (
  values: Float64Array,
  bounds: WindowBounds,
  minp: number,
  q: number,
  interpolation: RollingInterpolation,
) =>
  perWindow(values, bounds, (w) => {
    const nobs = w.length;
    if (nobs === 0 || nobs < minp) return NaN;
    w.sort((a, b) => a - b);
    if (nobs === 1) return w[0];
    const idxWithFraction = q * (nobs - 1);
    const idx = Math.floor(idxWithFraction);
    const low = w[idx];
    if (idxWithFraction === idx) return low;
    const high = w[Math.min(idx + 1, nobs - 1)];
    switch (interpolation) {
      case 'lower':
        return low;
      case 'higher':
        return high;
      case 'midpoint':
        return (low + high) / 2;
      case 'nearest': {
        const frac = idxWithFraction - idx;
        if (frac === 0.5) return idx % 2 === 0 ? low : high;
        return frac < 0.5 ? low : high;
      }
      default:
        return low + (high - low) * (idxWithFraction - idx);
    }
  });

/** pandas roll_median_c. */
export const rollMedian = (values: Float64Array, bounds: WindowBounds, minp: number) =>
  perWindow(values, bounds, (w) => {
    const nobs = w.length;
    if (nobs === 0 || nobs < minp) return NaN;
    w.sort((a, b) => a - b);
    const mid = Math.floor(nobs / 2);
    return nobs % 2 ? w[mid] : (w[mid] + w[mid - 1]) / 2;
  });

const allSame = (w: readonly number[]): boolean => w.every((v) => v === w[0]);

/** pandas roll_skew (bias-corrected sample skewness, at least 3 values). */
export const rollSkew = (values: Float64Array, bounds: WindowBounds, minPeriods: number) =>
  perWindow(values, bounds, (w) => {
    const n = w.length;
    if (n < Math.max(minPeriods, 3)) return NaN;
    if (allSame(w)) return 0;
    const a = w.reduce((s, v) => s + v, 0) / n;
    const b = w.reduce((s, v) => s + v * v, 0) / n - a * a;
    const c = w.reduce((s, v) => s + v * v * v, 0) / n - a * a * a - 3 * a * b;
    if (b <= 1e-14) return NaN;
    const r = Math.sqrt(b);
    return (Math.sqrt(n * (n - 1)) * c) / ((n - 2) * r * r * r);
  });

/** pandas roll_kurt (bias-corrected excess kurtosis, at least 4 values). */
export const rollKurt = (values: Float64Array, bounds: WindowBounds, minPeriods: number) =>
  perWindow(values, bounds, (w) => {
    const n = w.length;
    if (n < Math.max(minPeriods, 4)) return NaN;
    if (allSame(w)) return -3;
    const sum = (p: number): number => w.reduce((s, v) => s + v ** p, 0) / n;
    const a = sum(1);
    let r = a * a;
    const b = sum(2) - r;
    r *= a;
    const c = sum(3) - r - 3 * a * b;
    r *= a;
    const d = sum(4) - r - 6 * b * a * a - 4 * c * a;
    if (b <= 1e-14) return NaN;
    const k = ((n * n - 1) * d) / (b * b) - 3 * (n - 1) ** 2;
    return k / ((n - 2) * (n - 3));
  });

/** scipy.signal.get_window(win_type, size, fftbins=False): the symmetric window pandas uses. */
export function windowWeights(winType: string, size: number): Float64Array | null {
  const w = new Float64Array(size);
  if (size === 1) return w.fill(1);
  const cosine = (coefficients: readonly number[]): Float64Array => {
    const step = (2 * Math.PI) / (size - 1);
    for (let i = 0; i < size; i += 1) {
      const fac = i === size - 1 ? Math.PI : i * step - Math.PI;
      w[i] = coefficients.reduce((acc, a, k) => acc + a * Math.cos(k * fac), 0);
    }
    return w;
  };
  switch (winType) {
    case 'boxcar':
      return w.fill(1);
    case 'triang': {
      const half = Math.floor((size + 1) / 2);
      for (let n = 1; n <= half; n += 1) {
        const v = size % 2 === 0 ? (2 * n - 1) / size : (2 * n) / (size + 1);
        w[n - 1] = v;
        w[size - n] = v;
      }
      return w;
    }
    case 'hamming':
      return cosine([0.54, 0.46]);
    case 'hann':
    case 'hanning':
      return cosine([0.5, 0.5]);
    case 'blackman':
      return cosine([0.42, 0.5, 0.08]);
    case 'bartlett':
      for (let n = 0; n < size; n += 1) {
        w[n] = n <= (size - 1) / 2 ? (2 * n) / (size - 1) : 2 - (2 * n) / (size - 1);
      }
      return w;
    default:
      return null;
  }
}

/** pandas roll_weighted_sum / roll_weighted_mean (windows weighted by `win_type`). */
export function rollWeighted(
  values: Float64Array,
  weights: Float64Array,
  minPeriods: number,
  center: boolean,
  mean: boolean,
): Float64Array {
  const offset = center ? Math.floor((weights.length - 1) / 2) : 0;
  const padded = new Float64Array(values.length + offset).fill(NaN);
  padded.set(values);
  const n = padded.length;
  const win = weights.length;
  const minp = Math.max(minPeriods, 1);
  const sums = new Float64Array(n);
  const counts = new Float64Array(n);
  const totals = new Float64Array(n);
  for (let wi = 0; wi < win; wi += 1) {
    const weight = weights[wi];
    if (Number.isNaN(weight)) continue;
    for (let i = 0; i < n - (win - wi) + 1; i += 1) {
      const v = padded[i];
      if (Number.isNaN(v)) continue;
      const target = i + (win - wi) - 1;
      sums[target] += v * weight;
      counts[target] += 1;
      totals[target] += weight;
    }
  }
  const out = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    if (counts[i] < minp) out[i] = NaN;
    else if (!mean) out[i] = sums[i];
    else out[i] = totals[i] === 0 ? NaN : sums[i] / totals[i];
  }
  return out.slice(offset);
}
