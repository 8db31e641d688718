import { buildQueryContext } from '../shared/query/index.js';
import { getXAxisColumn } from '../shared/query/xAxis.js';
import { getColumnLabel, getMetricLabel, isQueryFormColumn } from '../shared/query/labels.js';
import { ensureIsArray } from '../shared/query/valueChecks.js';
import type { BuildQuery, QueryFormColumn, QueryFormOrderBy } from '../types.js';

/** The single Y column (`groupby` is saved as a column or a one-column list). */
export const heatmapYColumn = (groupby: unknown): QueryFormColumn | undefined =>
  ensureIsArray(groupby as QueryFormColumn | QueryFormColumn[]).find(isQueryFormColumn);

/**
 * Heatmap: columns [x, y] with the metric; ordered by the axes sorted alphabetically (a
 * metric sort is the renderer's, over each category's total); a `rank` step gives each
 * cell's percentile rank, within its x or y category when normalizing across one.
 */
export const buildQuery: BuildQuery = (formData) => {
  const { sort_x_axis: sortX, sort_y_axis: sortY, normalize_across: across } = formData;
  const xAxis = getXAxisColumn(formData);
  const yAxis = heatmapYColumn(formData.groupby);
  const columns = [...ensureIsArray(xAxis), ...ensureIsArray(yAxis)];
  const orderby: QueryFormOrderBy[] = [];
  if (typeof sortX === 'string' && sortX && !sortX.includes('value') && columns[0])
    orderby.push([columns[0], sortX.includes('asc')]);
  if (typeof sortY === 'string' && sortY && !sortY.includes('value') && columns[1])
    orderby.push([columns[1], sortY.includes('asc')]);
  let groupBy: string | undefined;
  if (across === 'x' && xAxis) groupBy = getColumnLabel(xAxis);
  else if (across === 'y' && yAxis) groupBy = getColumnLabel(yAxis);
  const metric = formData.metric ? getMetricLabel(formData.metric) : undefined;
  return buildQueryContext(formData, (baseQueryObject) => [
    {
      ...baseQueryObject,
      columns,
      orderby,
      post_processing: metric
        ? [{ operation: 'rank', options: { metric, group_by: groupBy } }]
        : [],
    },
  ]);
};
