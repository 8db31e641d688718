import { getColumnLabel, getMetricLabel } from '../query/labels.js';
import { ensureIsArray } from '../query/valueChecks.js';
import { getXAxisLabel } from '../query/xAxis.js';
import { extractExtraMetrics, getMetricOffsetsMap, isTimeComparison } from './timeComparison.js';
import type { PostProcessingFactory } from './types.js';

/**
 * Long rows to wide: index the x-axis, one column per series value, each metric put in
 * its cell with a dummy `mean` (which keeps NaN).
 */
export const pivotOperator: PostProcessingFactory = (formData, queryObject) => {
  const metricLabels = [
    ...ensureIsArray(queryObject.metrics),
    ...extractExtraMetrics(formData),
  ].map(getMetricLabel);
  const xAxisLabel = getXAxisLabel(formData);
  const columns = queryObject.series_columns || queryObject.columns;
  if (!xAxisLabel || metricLabels.length === 0) return undefined;
  return {
    operation: 'pivot',
    options: {
      index: [xAxisLabel],
      columns: ensureIsArray(columns).map(getColumnLabel),
      aggregates: Object.fromEntries(metricLabels.map((metric) => [metric, { operator: 'mean' }])),
      drop_missing_columns: !formData.show_empty_columns,
    },
  };
};

/** The pivot of a time-compared query: the metrics and their `<metric>__<offset>` twins. */
export const timeComparePivotOperator: PostProcessingFactory = (formData, queryObject) => {
  const metricOffsetMap = getMetricOffsetsMap(formData, queryObject);
  const xAxisLabel = getXAxisLabel(formData);
  const columns = queryObject.series_columns || queryObject.columns;
  if (!isTimeComparison(formData, queryObject) || !xAxisLabel) return undefined;
  const aggregates = Object.fromEntries(
    [...metricOffsetMap.values(), ...metricOffsetMap.keys()].map((metric) => [
      metric,
      { operator: 'mean' },
    ]),
  );
  return {
    operation: 'pivot',
    options: {
      index: [xAxisLabel],
      columns: ensureIsArray(columns).map(getColumnLabel),
      drop_missing_columns: !formData.show_empty_columns,
      aggregates,
    },
  };
};
