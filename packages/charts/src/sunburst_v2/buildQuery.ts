import { buildQueryContext } from '../shared/query/index.js';
import type { BuildQuery, QueryFormOrderBy } from '../types.js';

/**
 * The base query: the hierarchy `columns`, the metric and the secondary metric, ordered by
 * the metric descending when sorting.
 */
export const buildQuery: BuildQuery = (formData) => {
  const { metric, sort_by_metric: sortByMetric } = formData;
  return buildQueryContext(formData, (baseQueryObject) => [
    {
      ...baseQueryObject,
      ...(sortByMetric && metric ? { orderby: [[metric, false] as QueryFormOrderBy] } : {}),
    },
  ]);
};
