import { buildQueryContext } from '../shared/query/index.js';
import { ensureIsArray } from '../shared/query/valueChecks.js';
import type { BuildQuery, QueryFormColumn, QueryFormMetric, QueryFormOrderBy } from '../types.js';

/**
 * Bubble chart: one row per entity (and series) with the x, y and size metrics; ordered by
 * the "Sort by" metric (`orderby`, a saved or adhoc metric), descending unless `order_desc`
 * is off.
 */
export const buildQuery: BuildQuery = (formData) => {
  const { orderby, ...rest } = formData;
  const [sortBy] = ensureIsArray(orderby as QueryFormMetric | QueryFormMetric[] | null);
  const columns = [
    ...ensureIsArray(formData.entity as QueryFormColumn | null),
    ...ensureIsArray(formData.series as QueryFormColumn | null),
  ];
  const context = buildQueryContext(rest as typeof formData, (baseQueryObject) => [
    {
      ...baseQueryObject,
      columns,
      orderby: sortBy ? [[sortBy, !baseQueryObject.order_desc] as QueryFormOrderBy] : undefined,
    },
  ]);
  return { ...context, form_data: formData };
};
