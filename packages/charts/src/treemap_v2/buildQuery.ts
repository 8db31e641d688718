import { buildQueryContext, ensureIsArray } from '../shared/query/index.js';
import type { BuildQuery, QueryFormColumn, QueryFormOrderBy } from '../types.js';

/**
 * The base query (groupby + metric); with a row limit, ordered by the metric descending
 * (when sorting) and then by the groupby columns, so the rows kept are deterministic.
 */
export const buildQuery: BuildQuery = (formData) => {
  const { metric, sort_by_metric: sortByMetric, row_limit: rowLimit } = formData;
  const groupby = ensureIsArray(formData.groupby as QueryFormColumn[] | undefined);
  const orderby: QueryFormOrderBy[] = [];
  if (sortByMetric && metric) orderby.push([metric, false] as QueryFormOrderBy);
  for (const column of groupby) orderby.push([column, true] as QueryFormOrderBy);
  const limited = rowLimit !== undefined && rowLimit !== null && Number(rowLimit) !== 0;
  return buildQueryContext(formData, (baseQueryObject) => [
    { ...baseQueryObject, ...(limited && orderby.length ? { orderby } : {}) },
  ]);
};
