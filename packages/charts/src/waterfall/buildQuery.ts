import { buildQueryContext } from '../shared/query/index.js';
import { isQueryFormColumn } from '../shared/query/labels.js';
import { ensureIsArray } from '../shared/query/valueChecks.js';
import type { BuildQuery, QueryFormColumn, QueryFormOrderBy } from '../types.js';

/** The waterfall's x column: `x_axis`, else the legacy time column. */
export const waterfallXColumn = (formData: Record<string, unknown>): QueryFormColumn | undefined =>
  isQueryFormColumn(formData.x_axis)
    ? formData.x_axis
    : isQueryFormColumn(formData.granularity_sqla)
      ? formData.granularity_sqla
      : undefined;

/** Waterfall: the metric by x (and the breakdown), in ascending order of those columns. */
export const buildQuery: BuildQuery = (formData) => {
  const columns = [
    ...ensureIsArray(waterfallXColumn(formData)),
    ...ensureIsArray(formData.groupby).slice(0, 1),
  ];
  return buildQueryContext(formData, (baseQueryObject) => [
    {
      ...baseQueryObject,
      columns,
      orderby: columns.map((column): QueryFormOrderBy => [column, true]),
    },
  ]);
};
