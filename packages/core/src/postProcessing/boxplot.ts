import type { NamedReducer } from './aggregate.js';
import { groupAndReduce } from './aggregate.js';
import type { DataFrameCell, DataFrame } from './dataFrame.js';
import { withColumns } from './dataFrame.js';
import { PostProcessingError, requireColumns } from './errors.js';
import { applyNumpyFunction, medianOf, quantileOfSorted, sortedNumbers } from './numpyFunctions.js';
import { floatToCell, toFloatsCoerced } from './numeric.js';
import type { PostProcessingBoxplotOptions } from './schemas.js';

type Series = readonly number[];

const present = (s: Series): number[] => s.filter((v) => !Number.isNaN(v));
const nanPercentile = (s: Series, q: number, method: 'linear' | 'midpoint'): number =>
  quantileOfSorted(sortedNumbers(present(s)), q / 100, method);
const quartile1 = (s: Series): number => nanPercentile(s, 25, 'midpoint');
const quartile3 = (s: Series): number => nanPercentile(s, 75, 'midpoint');
const maxOf = (s: Series): number => present(s).reduce((a, b) => (b > a ? b : a), -Infinity);
const minOf = (s: Series): number => present(s).reduce((a, b) => (b < a ? b : a), Infinity);
const orNaN = (x: number): number => (Number.isFinite(x) ? x : NaN);

function whiskers(options: PostProcessingBoxplotOptions): {
  high: (s: Series) => number;
  low: (s: Series) => number;
} {
  if (options.whisker_type === 'tukey') {
    return {
      high: (s) => {
        const limit = quartile3(s) + 1.5 * (quartile3(s) - quartile1(s));
        return orNaN(maxOf(s.filter((v) => v <= limit)));
      },
      low: (s) => {
        const limit = quartile1(s) - 1.5 * (quartile3(s) - quartile1(s));
        return orNaN(minOf(s.filter((v) => v >= limit)));
      },
    };
  }
  if (options.whisker_type === 'percentile') {
    const p = options.percentiles;
    if (!Array.isArray(p) || p.length !== 2 || p[0] >= p[1]) {
      throw new PostProcessingError(
        'percentiles must be a list or tuple with two numeric values, ' +
          'of which the first is lower than the second value (option "percentiles").',
        'percentiles',
      );
    }
    return {
      high: (s) => nanPercentile(s, p[1], 'linear'),
      low: (s) => nanPercentile(s, p[0], 'linear'),
    };
  }
  return { high: (s) => orNaN(maxOf(s)), low: (s) => orNaN(minOf(s)) };
}

/**
 * Superset's `boxplot`: per `groupby` group and metric, the columns
 * `<metric>__mean`, `__median`, `__max`, `__min`, `__q1`, `__q3`, `__count`
 * and `__outliers` (grouped by statistic, metrics in order within each).
 * Whiskers: `tukey` (the furthest values within 1.5 IQR of the quartiles, which
 * are midpoint percentiles), `min/max`, or `percentile` [low, high]. Outliers are
 * the values above the high whisker, then those below the low one.
 */
export function boxplot(df: DataFrame, options: PostProcessingBoxplotOptions): DataFrame {
  const groupby = options.groupby ?? [];
  requireColumns(df, 'groupby', groupby);
  for (const metric of options.metrics) {
    if (!df.columns.some((c) => c.name === metric)) {
      throw new PostProcessingError(
        `Column referenced by aggregate is undefined: ${metric} (option "metrics").`,
        'metrics',
      );
    }
  }
  const { high, low } = whiskers(options);
  const numeric = (cells: readonly DataFrameCell[]): number[] => Array.from(toFloatsCoerced(cells));
  const statistics: Record<string, (s: number[]) => DataFrameCell> = {
    mean: (s) => applyNumpyFunction('mean', s.map(floatToCell)),
    median: (s) => floatToCell(s.some(Number.isNaN) ? NaN : medianOf(s)),
    max: (s) => floatToCell(high(s)),
    min: (s) => floatToCell(low(s)),
    q1: (s) => floatToCell(quartile1(s)),
    q3: (s) => floatToCell(quartile3(s)),
    count: (s) => s.length,
    outliers: (s) => {
      const hi = high(s);
      const lo = low(s);
      return [...s.filter((v) => v > hi), ...s.filter((v) => v < lo)];
    },
  };
  const reducers: NamedReducer[] = Object.entries(statistics).flatMap(([statistic, fn]) =>
    options.metrics.map((metric): NamedReducer => ({
      name: `${metric}__${statistic}`,
      column: metric,
      reduce: (cells) => fn(numeric(cells)),
    })),
  );
  const coerced = withColumns(
    df,
    df.columns.map((c) =>
      typeof c.name === 'string' && options.metrics.includes(c.name)
        ? { name: c.name, values: Array.from(toFloatsCoerced(c.values), floatToCell) }
        : c,
    ),
  );
  return groupAndReduce(coerced, groupby, reducers);
}
