import { buildQueryContext } from '../shared/query/index.js';
import type { BuildQuery, QueryFormData } from '../types.js';

/**
 * The time column of a legacy time-series chart: `granularity_sqla`, else the column of
 * its time range filter (charts saved after the time section became a filter).
 */
export function legacyTimeColumn(formData: QueryFormData): string | undefined {
  if (typeof formData.granularity_sqla === 'string' && formData.granularity_sqla)
    return formData.granularity_sqla;
  const filter = (formData.adhoc_filters ?? []).find(
    (f) => f.expressionType === 'SIMPLE' && f.operator === 'TEMPORAL_RANGE',
  );
  return filter && 'subject' in filter && typeof filter.subject === 'string'
    ? filter.subject
    : undefined;
}

/**
 * Superset's legacy PairedTTestViz query: a time series (`__timestamp` at the time grain)
 * of the metrics per group.
 */
export const buildQuery: BuildQuery = (formData) =>
  buildQueryContext(formData, (baseQueryObject) => [
    {
      ...baseQueryObject,
      granularity: baseQueryObject.granularity ?? legacyTimeColumn(formData),
      is_timeseries: true,
    },
  ]);
