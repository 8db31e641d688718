import { buildQueryContext } from '../shared/query/index.js';
import { ensureIsArray } from '../shared/query/valueChecks.js';
import type { BuildQuery, QueryFormColumn, QueryFormMetric, QueryFormOrderBy } from '../types.js';

const parseOrderBy = (value: unknown): QueryFormOrderBy | null => {
  try {
    const parsed = typeof value === 'string' ? JSON.parse(value) : value;
    return Array.isArray(parsed) && parsed.length === 2 ? (parsed as QueryFormOrderBy) : null;
  } catch {
    return null;
  }
};

/**
 * One row per bar: the start, end, y-axis, series and tooltip columns (distinct), the
 * tooltip metrics (which group the rows), ordered by `order_by_cols`.
 */
export const buildQuery: BuildQuery = (formData) => {
  const series = ensureIsArray(formData.series as QueryFormColumn | undefined);
  const orderby = ensureIsArray(formData.order_by_cols as unknown[] | undefined)
    .map(parseOrderBy)
    .filter((o): o is QueryFormOrderBy => o !== null);
  const seen = new Set<string>();
  const columns = [
    formData.start_time,
    formData.end_time,
    formData.y_axis,
    ...series,
    ...ensureIsArray(formData.tooltip_columns as QueryFormColumn[] | undefined),
    ...orderby.map((o) => o[0]),
  ].filter((col): col is QueryFormColumn => {
    if (col === null || col === undefined || col === '') return false;
    const key = JSON.stringify(col);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return buildQueryContext(formData, (baseQueryObject) => [
    {
      ...baseQueryObject,
      columns,
      metrics: ensureIsArray(formData.tooltip_metrics as QueryFormMetric[] | undefined),
      orderby,
      series_columns: series,
    },
  ]);
};
