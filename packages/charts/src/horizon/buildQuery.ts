import { buildQueryContext, normalizeOrderBy } from '../shared/query/index.js';
import type { BuildQuery } from '../types.js';

/**
 * The legacy time-series query (`is_timeseries` over `granularity_sqla`): the metrics by
 * time and groupby, series limited by `limit` (sorted by `timeseries_limit_metric`).
 */
export const buildQuery: BuildQuery = (formData) =>
  buildQueryContext(formData, (baseQueryObject) => [
    {
      ...baseQueryObject,
      is_timeseries: true,
      series_columns: baseQueryObject.columns,
      orderby: normalizeOrderBy(baseQueryObject).orderby,
    },
  ]);
