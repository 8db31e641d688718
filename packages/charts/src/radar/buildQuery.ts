import { buildQueryContext, ensureIsArray } from '../shared/query/index.js';
import type { BuildQuery, QueryFormMetric, QueryFormOrderBy } from '../types.js';

/** The base query (groupby + metrics), ordered by the sort metric (or the first) descending. */
export const buildQuery: BuildQuery = (formData) => {
  const sortMetric = (formData.series_limit_metric ?? formData.timeseries_limit_metric) as
    QueryFormMetric | null | undefined;
  return buildQueryContext(formData, (baseQueryObject) => {
    const orderMetric = sortMetric || ensureIsArray(baseQueryObject.metrics)[0];
    return [
      {
        ...baseQueryObject,
        ...(orderMetric ? { orderby: [[orderMetric, false] as QueryFormOrderBy] } : {}),
      },
    ];
  });
};
