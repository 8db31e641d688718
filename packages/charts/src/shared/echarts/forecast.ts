import type { DataRecord } from '../../types.js';

/** Prophet output columns: `<series>__yhat`, `__yhat_lower`, `__yhat_upper`. */
export type ForecastSeriesType = 'observation' | 'trend' | 'lower' | 'upper';

const SUFFIXES: [string, ForecastSeriesType][] = [
  ['__yhat_lower', 'lower'],
  ['__yhat_upper', 'upper'],
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

/** The upper bound becomes `upper - lower`, so stacking it on the lower bound draws the band. */
export function rebaseForecastDatum(data: DataRecord[]): DataRecord[] {
  return data.map((row) => {
    const next: DataRecord = {};
    for (const [key, value] of Object.entries(row)) {
      const ctx = extractForecastSeriesContext(key);
      const lower = row[`${ctx.name}__yhat_lower`];
      next[key] =
        ctx.type === 'upper' && typeof value === 'number' && typeof lower === 'number'
          ? value - lower
          : value;
    }
    return next;
  });
}
