import type { QueryFormData, QueryFormMetric } from '../../types.js';
import { getMetricLabel } from '../query/labels.js';
import { ensureIsArray } from '../query/valueChecks.js';
import { getTimeOffsets } from './timeOffsets.js';
import type { PostProcessingFactory } from './types.js';

/** Superset's TIME_COMPARISON_SEPARATOR: `<metric>__<offset>`. */
export const TIME_COMPARISON_SEPARATOR = '__';

/** Superset's `ComparisonType` values. */
export const COMPARISON_TYPES = ['values', 'difference', 'percentage', 'ratio'] as const;
export type ComparisonType = (typeof COMPARISON_TYPES)[number];

/**
 * The form data's comparison type. `absolute` (the older name of `difference`, kept by
 * charts saved before the control stored `difference`) is read as `difference`.
 */
export function comparisonTypeOf(formData: QueryFormData): ComparisonType | undefined {
  const value = formData.comparison_type === 'absolute' ? 'difference' : formData.comparison_type;
  return (COMPARISON_TYPES as readonly unknown[]).includes(value)
    ? (value as ComparisonType)
    : undefined;
}

/**
 * `{"<metric>__<offset>": "<metric>"}` for every metric and time offset, in that order
 * (`custom` stands for its `start_date_offset` date, see `getTimeOffsets`).
 */
export const getMetricOffsetsMap: PostProcessingFactory<Map<string, string>> = (
  formData,
  queryObject,
) => {
  const map = new Map<string, string>();
  const offsets = getTimeOffsets(formData);
  for (const metric of ensureIsArray(queryObject.metrics)) {
    const label = getMetricLabel(metric);
    for (const offset of offsets) map.set([label, offset].join(TIME_COMPARISON_SEPARATOR), label);
  }
  return map;
};

/** A known comparison type and at least one metric and time shift. */
export const isTimeComparison: PostProcessingFactory<boolean> = (formData, queryObject) =>
  comparisonTypeOf(formData) !== undefined && getMetricOffsetsMap(formData, queryObject).size > 0;

/**
 * The "Sort query by" metric, queried as well when the x-axis is sorted by it and it is
 * not already a metric (single-series charts only).
 */
export function extractExtraMetrics(formData: QueryFormData): QueryFormMetric[] {
  const { groupby, x_axis_sort, metrics } = formData;
  const [limitMetric] = ensureIsArray(formData.timeseries_limit_metric);
  if (
    !(groupby ?? []).length &&
    limitMetric &&
    getMetricLabel(limitMetric) === x_axis_sort &&
    !metrics?.some((metric) => getMetricLabel(metric) === x_axis_sort)
  ) {
    return [limitMetric];
  }
  return [];
}
