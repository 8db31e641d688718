import type { ChartQueryObject, ExtraFormData } from '../../types.js';

/** `extra_form_data` keys that override a query object field. */
const REGULAR_OVERRIDES: Record<string, string> = {
  granularity: 'granularity',
  granularity_sqla: 'granularity',
  time_column: 'time_column',
  time_grain: 'time_grain',
  time_range: 'time_range',
};

/** `extra_form_data` keys that override a query object's `extras`. */
const EXTRAS_OVERRIDES = ['relative_start', 'relative_end', 'time_grain_sqla'] as const;

/**
 * Superset's `overrideExtraFormData`: native filters and cross-filters win. A time range
 * filter's `time_range` also becomes the range of the query's TEMPORAL_RANGE filters when the
 * query has no `granularity` (charts on a generic x-axis), as Superset's
 * `merge_extra_form_data` sets their comparator: otherwise it would change nothing they ask.
 */
export function overrideExtraFormData(
  queryObject: ChartQueryObject,
  overrides: Partial<ExtraFormData>,
): ChartQueryObject {
  const result: ChartQueryObject = { ...queryObject };
  const extras = result.extras ?? {};
  for (const [key, target] of Object.entries(REGULAR_OVERRIDES)) {
    const value = overrides[key];
    if (value !== undefined) result[target] = value;
  }
  for (const key of EXTRAS_OVERRIDES) {
    if (key in overrides) extras[key] = overrides[key] as string;
  }
  if (Object.keys(extras).length > 0) result.extras = extras;
  const range = overrides.time_range;
  if (typeof range === 'string' && range && !result.granularity && result.filters)
    result.filters = result.filters.map((f) =>
      String(f.op).toUpperCase() === 'TEMPORAL_RANGE' ? { ...f, val: range } : f,
    );
  return result;
}
