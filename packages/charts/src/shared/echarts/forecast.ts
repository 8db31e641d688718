import type { DataRecord } from '../../types.js';

/** Prophet output columns: `<series>__yhat`, `__yhat_lower`, `__yhat_upper`. */
export type ForecastSeriesType = 'observation' | 'trend' | 'lower' | 'upper';

const LOWER = '__yhat_lower';
const UPPER = '__yhat_upper';

const SUFFIXES: [string, ForecastSeriesType][] = [
  [LOWER, 'lower'],
  [UPPER, 'upper'],
  ['__yhat', 'trend'],
];

export function extractForecastSeriesContext(seriesName: string): {
  name: string;
  type: ForecastSeriesType;
} {
  for (const [suffix, type] of SUFFIXES) {
    if (seriesName.endsWith(suffix)) return { name: seriesName.slice(0, -suffix.length), type };
  }
  return { name: seriesName, type: 'observation' };
}

/** Which forecast parts each base series has. */
export function extractForecastSeriesContexts(
  names: string[],
): Record<string, ForecastSeriesType[]> {
  const contexts: Record<string, ForecastSeriesType[]> = {};
  for (const name of names) {
    const ctx = extractForecastSeriesContext(name);
    (contexts[ctx.name] ??= []).push(ctx.type);
  }
  return contexts;
}

/**
 * The upper bound becomes `upper - lower`, so stacking it on the lower bound draws the band.
 * Without forecast bounds the rows are answered as they are (nothing here changes them).
 */
export function rebaseForecastDatum(data: DataRecord[]): DataRecord[] {
  const bounds = new Map<string, string>(); // upper bound column -> its lower bound column
  for (const row of data) {
    for (const key in row) {
      if (key.endsWith(UPPER) && !bounds.has(key))
        bounds.set(key, `${key.slice(0, -UPPER.length)}${LOWER}`);
    }
  }
  if (bounds.size === 0) return data;
  return data.map((row) => {
    const next: DataRecord = { ...row };
    for (const [upper, lower] of bounds) {
      const value = row[upper];
      const low = row[lower];
      if (typeof value === 'number' && typeof low === 'number') next[upper] = value - low;
    }
    return next;
  });
}
