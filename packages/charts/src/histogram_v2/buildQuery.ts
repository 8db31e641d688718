import { buildQueryContext } from '../shared/query/index.js';
import { getColumnLabel, isPhysicalColumn, isQueryFormColumn } from '../shared/query/labels.js';
import { ensureIsArray } from '../shared/query/valueChecks.js';
import type { BuildQuery, QueryFormColumn } from '../types.js';

/** The bin count (5 when unset or not a number; the histogram step takes 1 to 1000). */
export function binCount(bins: unknown): number {
  const n = typeof bins === 'number' ? bins : Number.parseInt(String(bins ?? ''), 10);
  return Number.isFinite(n) ? Math.min(1000, Math.max(1, Math.round(n))) : 5;
}

/**
 * Histogram: the raw values of the column (and the dimensions), no metric; a `histogram`
 * step cuts them into equal-width bins and counts each dimension group's values per bin.
 */
export const buildQuery: BuildQuery = (formData) => {
  const column = formData.column as QueryFormColumn | undefined;
  const groupby = ensureIsArray(formData.groupby);
  return buildQueryContext(formData, (baseQueryObject) => [
    {
      ...baseQueryObject,
      columns: [...groupby, ...(isQueryFormColumn(column) ? [column] : [])],
      metrics: undefined,
      post_processing: isQueryFormColumn(column)
        ? [
            {
              operation: 'histogram',
              options: {
                column: isPhysicalColumn(column) ? column : getColumnLabel(column),
                groupby: groupby.map(getColumnLabel),
                bins: binCount(formData.bins),
                cumulative: Boolean(formData.cumulative),
                normalize: Boolean(formData.normalize),
              },
            },
          ]
        : [],
    },
  ]);
};
