import { getMetricLabel } from '../query/labels.js';
import { ensureIsArray } from '../query/valueChecks.js';
import { getXAxisLabel } from '../query/xAxis.js';
import {
  TIME_COMPARISON_SEPARATOR,
  comparisonTypeOf,
  getMetricOffsetsMap,
  isTimeComparison,
} from './timeComparison.js';
import { getTimeOffsets } from './timeOffsets.js';
import type { PostProcessingFactory } from './types.js';

/**
 * Drops or renames the metric level of the pivoted columns: with one metric and a
 * dimension (and `truncate_metric`) series are named by the dimension only; time-shift
 * columns are named by their offset (`"<metric>, <offset>"` with several metrics).
 */
export const renameOperator: PostProcessingFactory = (formData, queryObject) => {
  const metrics = ensureIsArray(queryObject.metrics);
  const columns = ensureIsArray(queryObject.series_columns || queryObject.columns);
  const timeOffsets = getTimeOffsets(formData);
  const truncateMetric = formData.truncate_metric;
  const xAxisLabel = getXAxisLabel(formData);
  const comparing = isTimeComparison(formData, queryObject);
  const comparisonType = comparisonTypeOf(formData);

  if (
    metrics.length === 0 ||
    !xAxisLabel ||
    !(
      comparing ||
      ((columns.length > 0 || timeOffsets.length > 1) &&
        truncateMetric !== undefined &&
        !!truncateMetric)
    )
  ) {
    return undefined;
  }

  const renamePairs: [string, string | null][] = [];
  if (comparing) {
    for (const [metricWithOffset, metricOnly] of getMetricOffsetsMap(formData, queryObject)) {
      const offsetLabel = timeOffsets.find((offset) => metricWithOffset.includes(offset));
      renamePairs.push([
        comparisonType === 'values'
          ? metricWithOffset
          : [comparisonType, metricOnly, metricWithOffset].join(TIME_COMPARISON_SEPARATOR),
        metrics.length > 1 ? `${metricOnly}, ${offsetLabel}` : (offsetLabel ?? null),
      ]);
    }
  }
  if (
    !['difference', 'percentage', 'ratio'].includes(comparisonType as string) &&
    metrics.length === 1 &&
    renamePairs.length === 0
  ) {
    renamePairs.push([getMetricLabel(metrics[0]), null]);
  }
  if (renamePairs.length === 0) return undefined;
  return {
    operation: 'rename',
    options: { columns: Object.fromEntries(renamePairs), level: 0, inplace: true },
  };
};
