import type { DataFrameCell, DataFrameColumn, DataFrame } from './dataFrame.js';
import { PostProcessingError } from './errors.js';
import { isNull } from './grouping.js';
import type { Frequency } from './frequency.js';
import { DAY_MS, MAX_RESAMPLE_ROWS, parseFrequency, resampleBins } from './frequency.js';
import { cellToNumber, extent, floatToCell, toFloats } from './numeric.js';
import type { PostProcessingResampleOptions } from './schemas.js';

/** Superset's RESAMPLE_METHOD. */
export const RESAMPLE_METHODS = [
  'asfreq',
  'bfill',
  'ffill',
  'linear',
  'median',
  'mean',
  'sum',
] as const;

/** pandas' Kahan-compensated group sum. */
function kahanSum(values: readonly number[]): number {
  let sum = 0;
  let comp = 0;
  for (const v of values) {
    const y = v - comp;
    const t = sum + y;
    comp = t - sum - y;
    if (Number.isNaN(comp)) comp = 0;
    sum = t;
  }
  return sum;
}

function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** pandas `interpolate(method="linear")` by position: leading gaps stay, trailing gaps take the last value. */
function interpolateLinear(
  values: readonly DataFrameCell[],
  name: DataFrameColumn['name'],
): DataFrameCell[] {
  const y = toFloats(values, name, 'method');
  const valid: number[] = [];
  y.forEach((v, i) => {
    if (!Number.isNaN(v)) valid.push(i);
  });
  if (valid.length === 0) return [...values];
  const out = Array.from(y);
  let j = 0;
  for (let i = valid[0] + 1; i < y.length; i += 1) {
    if (!Number.isNaN(y[i])) continue;
    while (j + 1 < valid.length && valid[j + 1] < i) j += 1;
    if (j + 1 >= valid.length) {
      out[i] = y[valid[valid.length - 1]];
      continue;
    }
    const x0 = valid[j];
    const x1 = valid[j + 1];
    const slope = (y[x1] - y[x0]) / (x1 - x0);
    const v = slope * (i - x0) + y[x0];
    out[i] = Number.isNaN(v) ? slope * (i - x1) + y[x1] : v;
  }
  return out.map(floatToCell);
}

function fillDown(values: readonly DataFrameCell[], reverse: boolean): DataFrameCell[] {
  const out = [...values];
  let last: DataFrameCell = null;
  for (let k = 0; k < out.length; k += 1) {
    const i = reverse ? out.length - 1 - k : k;
    if (isNull(out[i])) out[i] = last;
    else last = out[i];
  }
  return out;
}

/** pandas' equal-sampling shortcut: regular data at the rule's own step is relabelled, not reindexed. */
function isRegularTick(times: readonly number[], freq: Frequency): boolean {
  if (freq.kind !== 'tick' || times.length < 3) return false;
  if (freq.step % DAY_MS === 0 && (freq.step / DAY_MS) % 7 === 0) return false;
  return times.every((t, i) => i === 0 || t - times[i - 1] === freq.step);
}

function upsample(
  times: readonly number[],
  rows: readonly number[],
  labels: readonly number[],
  method: string,
): (number | null)[] {
  if (new Set(times).size !== times.length) {
    throw new PostProcessingError('cannot reindex on an axis with duplicate labels', 'rule');
  }
  const ascending = times.every((t, i) => i === 0 || t > times[i - 1]);
  if ((method === 'ffill' || method === 'bfill') && !ascending) {
    throw new PostProcessingError('index must be monotonic increasing or decreasing', 'method');
  }
  const exact = new Map(times.map((t, i) => [t, rows[i]]));
  let p = 0;
  return labels.map((label) => {
    if (method === 'ffill') {
      while (p < times.length && times[p] <= label) p += 1;
      return p > 0 ? rows[p - 1] : null;
    }
    if (method === 'bfill') {
      while (p < times.length && times[p] < label) p += 1;
      return p < times.length ? rows[p] : null;
    }
    return exact.get(label) ?? null;
  });
}

/**
 * Superset's `resample` over the frame's datetime index (the x-axis after
 * `pivot`): `asfreq`, `ffill`, `bfill` and `linear` put the data on the rule's
 * grid (asfreq keeps only exact matches; `fill_value` fills every gap);
 * `sum`, `mean` and `median` aggregate each bin. The older `time_column`
 * option resamples on that column instead and gives it back as a column.
 */
export function resample(df: DataFrame, options: PostProcessingResampleOptions): DataFrame {
  const method = options.method;
  if (!(RESAMPLE_METHODS as readonly string[]).includes(method)) {
    throw new PostProcessingError(
      `Resample method should be in ${RESAMPLE_METHODS.join(', ')}. (option "method")`,
      'method',
    );
  }
  let frame = df;
  if (options.time_column) {
    const column = df.columns.find((c) => c.name === options.time_column);
    if (!column) {
      throw new PostProcessingError(
        `Referenced columns not available in DataFrame: "${options.time_column}" (option "time_column").`,
        'time_column',
      );
    }
    frame = { ...df, columns: df.columns.filter((c) => c !== column), index: [column] };
  }
  const timeIndex = frame.index[0];
  if (frame.index.length !== 1 || !timeIndex.temporal) {
    throw new PostProcessingError('Resample operation requires DatetimeIndex', 'rule');
  }
  const freq = parseFrequency(options.rule);
  if (!freq)
    throw new PostProcessingError(`Invalid frequency: ${options.rule} (option "rule").`, 'rule');

  const rows: number[] = [];
  const times: number[] = [];
  timeIndex.values.forEach((v, i) => {
    const t = cellToNumber(v);
    if (t !== undefined && Number.isFinite(t)) {
      rows.push(i);
      times.push(t);
    }
  });
  if (rows.length === 0) return df;
  const bins = resampleBins(freq, ...extent(times));
  if (!bins) {
    throw new PostProcessingError(
      `Resampling with rule ${options.rule} would give more than ${MAX_RESAMPLE_ROWS} rows (option "rule").`,
      'rule',
    );
  }

  let columns: DataFrameColumn[];
  let labels = bins.labels;
  if (method === 'sum' || method === 'mean' || method === 'median') {
    const members: number[][] = bins.labels.map(() => []);
    times.forEach((t, k) => {
      let lo = 0;
      let hi = bins.lower.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (bins.lower[mid] <= t) lo = mid;
        else hi = mid - 1;
      }
      if (bins.lower[lo] <= t && t < bins.upper[lo]) members[lo].push(rows[k]);
    });
    columns = frame.columns.map((c) => {
      const values = toFloats(c.values, c.name, 'method');
      const reduced = members.map((m) => {
        const present = m.map((r) => values[r]).filter((v) => !Number.isNaN(v));
        if (method === 'sum') return kahanSum(present);
        if (method === 'mean') return present.length ? kahanSum(present) / present.length : NaN;
        return median(present);
      });
      return { name: c.name, values: reduced.map(floatToCell) };
    });
  } else {
    let source: (number | null)[];
    if (isRegularTick(times, freq) && times.length === labels.length) {
      source = rows;
    } else {
      source = upsample(times, rows, labels, method);
    }
    if (source.length !== labels.length) labels = labels.slice(0, source.length);
    columns = frame.columns.map((c) => {
      let values: DataFrameCell[] = source.map((r) => (r === null ? null : c.values[r]));
      if (method === 'asfreq' && !isNull(options.fill_value)) {
        values = values.map((v) => (isNull(v) ? options.fill_value : v));
      } else if (method === 'ffill' || method === 'bfill') {
        values = fillDown(values, method === 'bfill');
      } else if (method === 'linear') {
        values = interpolateLinear(values, c.name);
      }
      return { ...c, values };
    });
  }
  const index: DataFrameColumn = { name: timeIndex.name, values: labels, temporal: true };
  if (options.time_column) {
    return { columns: [index, ...columns], index: [], length: labels.length };
  }
  return { ...frame, columns, index: [index], length: labels.length };
}
