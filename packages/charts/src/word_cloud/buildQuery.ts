import { buildQueryContext } from '../shared/query/index.js';
import type { BuildQuery, QueryFormColumn, QueryFormMetric, QueryFormOrderBy } from '../types.js';

/**
 * The words (`series`) and their metric; with a row limit, the biggest first (metric
 * descending when sorting by it, then the word ascending), so the limit keeps the top words.
 */
export const buildQuery: BuildQuery = (formData) => {
  const { metric, series } = formData as { metric?: QueryFormMetric; series?: QueryFormColumn };
  const sortByMetric = Boolean(formData.sort_by_metric);
  const rowLimit = Number(formData.row_limit) || 0;
  const orderby: QueryFormOrderBy[] = [];
  if (sortByMetric && metric) orderby.push([metric, false]);
  if (series) orderby.push([series, true]);
  return buildQueryContext(formData, (baseQueryObject) => [
    { ...baseQueryObject, ...(rowLimit > 0 && orderby.length > 0 ? { orderby } : {}) },
  ]);
};
