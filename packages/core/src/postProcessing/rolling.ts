import type { DataFrameColumn, DataFrame } from './dataFrame.js';
import { cum } from './cum.js';
import { appendColumns, columnsByLevel0, sliceRows } from './dataFrame.js';
import { PostProcessingError, requireColumns } from './errors.js';
import { fromFloats, toFloats } from './numeric.js';
import type { RollingInterpolation, WindowBounds } from './rollingWindows.js';
import {
  fixedWindowBounds,
  rollCount,
  rollExtreme,
  rollKurt,
  rollMean,
  rollMedian,
  rollQuantile,
  rollSkew,
  rollStd,
  rollSum,
  rollVar,
  rollWeighted,
  windowWeights,
} from './rollingWindows.js';
import type { PostProcessingRollingOptions } from './schemas.js';

/** Superset's DENYLIST_ROLLING_FUNCTIONS (despite the name, the allowed rolling types). */
export const ROLLING_TYPES = [
  'count',
  'corr',
  'cov',
  'kurt',
  'max',
  'mean',
  'median',
  'min',
  'std',
  'skew',
  'sum',
  'var',
  'quantile',
] as const;

const INTERPOLATIONS: readonly RollingInterpolation[] = [
  'linear',
  'lower',
  'higher',
  'midpoint',
  'nearest',
];

type Kernel = (values: Float64Array, bounds: WindowBounds, minp: number) => Float64Array;

function kernelFor(rollingType: string, typeOptions: Record<string, unknown>): Kernel {
  const ddof = typeOptions.ddof ?? 1;
  if (typeof ddof !== 'number') {
    throw new PostProcessingError(
      `Invalid options for ${rollingType}: ${JSON.stringify(typeOptions)} (option "rolling_type_options").`,
      'rolling_type_options',
    );
  }
  switch (rollingType) {
    case 'sum':
      return rollSum;
    case 'mean':
      return rollMean;
    case 'std':
      return (v, b, m) => rollStd(v, b, m, ddof);
    case 'var':
      return (v, b, m) => rollVar(v, b, m, ddof);
    case 'min':
      return (v, b, m) => rollExtreme(v, b, m, false);
    case 'max':
      return (v, b, m) => rollExtreme(v, b, m, true);
    case 'median':
      return rollMedian;
    case 'count':
      return rollCount;
    case 'skew':
      return rollSkew;
    case 'kurt':
      return rollKurt;
    case 'quantile': {
      const q = typeOptions.q ?? typeOptions.quantile;
      const interpolation = (typeOptions.interpolation ?? 'linear') as RollingInterpolation;
      if (typeof q !== 'number' || q < 0 || q > 1 || !INTERPOLATIONS.includes(interpolation)) {
        throw new PostProcessingError(
          `Invalid options for quantile: ${JSON.stringify(typeOptions)}; ` +
            'rolling_type_options needs "q" between 0 and 1 (option "rolling_type_options").',
          'rolling_type_options',
        );
      }
      return (v, b, m) => rollQuantile(v, b, m, q, interpolation);
    }
    default:
      throw new PostProcessingError(
        `Rolling type ${rollingType} is not supported yet (option "rolling_type").`,
        'rolling_type',
      );
  }
}

/**
 * Superset's `rolling`: a rolling window (pandas `df.rolling(window, min_periods,
 * center, win_type).<rolling_type>()`) down each column of `columns`
 * (`{source: target}`). `min_periods` defaults to the window size; when given
 * and non-zero, the first `min_periods - 1` rows are dropped, as Superset does.
 */
export function rolling(df: DataFrame, options: PostProcessingRollingOptions): DataFrame {
  const mapping = options.columns ?? {};
  requireColumns(df, 'columns', Object.keys(mapping));
  const rollingType = options.rolling_type;
  if (rollingType === 'cumsum') {
    // Not a pandas rolling type (charts send `cum` for it); accepted here for older requests.
    return cum(df, { operator: 'sum', columns: mapping });
  }
  const window = options.window;
  if (window === null || window === undefined) {
    throw new PostProcessingError(
      'Undefined window for rolling operation (option "window").',
      'window',
    );
  }
  if (window === 0)
    throw new PostProcessingError('Window must be > 0 (option "window").', 'window');
  if (window < 0) {
    throw new PostProcessingError(
      'window must be an integer 0 or greater (option "window").',
      'window',
    );
  }
  if (!(ROLLING_TYPES as readonly string[]).includes(rollingType)) {
    throw new PostProcessingError(
      `Invalid rolling_type: ${rollingType} (option "rolling_type").`,
      'rolling_type',
    );
  }
  const minPeriods = options.min_periods ?? null;
  if (minPeriods !== null && minPeriods > window) {
    throw new PostProcessingError(
      `min_periods ${minPeriods} must be <= window ${window} (option "min_periods").`,
      'min_periods',
    );
  }
  const center = options.center ?? false;
  const typeOptions = options.rolling_type_options ?? {};

  let compute: (values: Float64Array) => Float64Array;
  if (options.win_type) {
    const weights = windowWeights(options.win_type, window);
    if (!weights) {
      throw new PostProcessingError(
        `Invalid win_type ${options.win_type} (option "win_type").`,
        'win_type',
      );
    }
    if (rollingType !== 'sum' && rollingType !== 'mean') {
      throw new PostProcessingError(
        `Rolling type ${rollingType} with a win_type is not supported yet (option "rolling_type").`,
        'rolling_type',
      );
    }
    compute = (values) =>
      rollWeighted(values, weights, minPeriods ?? window, center, rollingType === 'mean');
  } else {
    const kernel = kernelFor(rollingType, typeOptions);
    const bounds = fixedWindowBounds(df.length, window, center);
    compute = (values) => kernel(values, bounds, minPeriods ?? window);
  }

  const computed = columnsByLevel0(df, Object.keys(mapping)).map((c): DataFrameColumn => ({
    name: c.name,
    values: fromFloats(compute(toFloats(c.values, c.name, 'columns'))),
  }));
  const result = appendColumns(df, computed, mapping);
  return minPeriods ? sliceRows(result, minPeriods - 1) : result;
}
