import { getMetricLabel } from '../query/labels.js';
import { ensureIsArray, isDefined, isEmptyValue } from '../query/valueChecks.js';
import { getXAxisLabel } from '../query/xAxis.js';
import { extractExtraMetrics } from './timeComparison.js';
import type { PostProcessingFactory } from './types.js';

/** Sorts a single-series chart's x-axis by the axis itself or by a metric (`x_axis_sort`). */
export const sortOperator: PostProcessingFactory = (formData) => {
  const xAxisLabel = getXAxisLabel(formData);
  const sortableLabels = [
    xAxisLabel,
    ...ensureIsArray(formData.metrics).map(getMetricLabel),
    ...extractExtraMetrics(formData).map(getMetricLabel),
  ].filter(Boolean);
  const sortBy = formData.x_axis_sort;
  const ascending = formData.x_axis_sort_asc;
  if (
    !isDefined(sortBy) ||
    !isDefined(ascending) ||
    !sortableLabels.includes(sortBy as string) ||
    !isEmptyValue(formData.groupby)
  ) {
    return undefined;
  }
  if (sortBy === xAxisLabel) {
    return { operation: 'sort', options: { is_sort_index: true, ascending } };
  }
  return { operation: 'sort', options: { by: sortBy, ascending } };
};
