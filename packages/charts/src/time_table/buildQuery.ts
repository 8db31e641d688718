import { legacyTimeColumn } from '../paired_ttest/buildQuery.js';
import { buildQueryContext } from '../shared/query/index.js';
import { ensureIsArray } from '../shared/query/valueChecks.js';
import type { BuildQuery, QueryFormOrderBy } from '../types.js';

export const GROUPBY_SINGLE_METRIC = "When using 'Group By' you are limited to use a single metric";

/**
 * Superset's TimeTableViz query: a time series (`__timestamp` at the time grain) ordered
 * by the first metric (ascending unless `order_desc`), a single metric when grouped.
 */
export const buildQuery: BuildQuery = (formData) =>
  buildQueryContext(formData, (baseQueryObject) => {
    const metrics = ensureIsArray(baseQueryObject.metrics);
    if (ensureIsArray(formData.groupby).length > 0 && metrics.length > 1) {
      throw new Error(GROUPBY_SINGLE_METRIC);
    }
    const [firstMetric] = metrics;
    return [
      {
        ...baseQueryObject,
        granularity: baseQueryObject.granularity ?? legacyTimeColumn(formData),
        is_timeseries: true,
        orderby: firstMetric
          ? [[firstMetric, !formData.order_desc] as QueryFormOrderBy]
          : undefined,
      },
    ];
  });
