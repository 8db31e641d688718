import { getMetricLabel } from '../query/labels.js';
import { ensureIsArray, ensureIsInt } from '../query/valueChecks.js';
import { getMetricOffsetsMap, isTimeComparison } from './timeComparison.js';
import type { PostProcessingFactory } from './types.js';

/** Rolling functions of the advanced analytics section (null = None). */
export const ROLLING_TYPES = ['mean', 'sum', 'std', 'cumsum'] as const;

/** `cum` (cumsum) or `rolling` (mean, sum, std) over every metric column, offsets included. */
export const rollingWindowOperator: PostProcessingFactory = (formData, queryObject) => {
  const columns = isTimeComparison(formData, queryObject)
    ? (() => {
        const map = getMetricOffsetsMap(formData, queryObject);
        return [...map.values(), ...map.keys()];
      })()
    : ensureIsArray(queryObject.metrics).map((metric) =>
        typeof metric === 'string' ? metric : (metric.label ?? getMetricLabel(metric)),
      );
  const columnsMap = Object.fromEntries(columns.map((col) => [col, col]));
  const rollingType = formData.rolling_type;

  if (rollingType === 'cumsum') {
    return { operation: 'cum', options: { operator: 'sum', columns: columnsMap } };
  }
  if (rollingType === 'sum' || rollingType === 'mean' || rollingType === 'std') {
    return {
      operation: 'rolling',
      options: {
        rolling_type: rollingType,
        window: ensureIsInt(formData.rolling_periods, 1),
        min_periods: ensureIsInt(formData.min_periods, 0),
        columns: columnsMap,
      },
    };
  }
  return undefined;
};
