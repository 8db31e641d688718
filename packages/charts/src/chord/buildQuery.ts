import { buildQueryContext } from '../shared/query/index.js';
import { getColumnLabel, isQueryFormColumn } from '../shared/query/labels.js';
import { ensureIsArray, removeDuplicates } from '../shared/query/valueChecks.js';
import type { BuildQuery, QueryFormColumn, QueryFormMetric, QueryFormOrderBy } from '../types.js';

/**
 * Source (`groupby`) and target (`columns`, each one column, saved as a name or a one-item
 * list) and the metric; ordered by the metric descending when sorting.
 */
export const buildQuery: BuildQuery = (formData) => {
  const { metric, sort_by_metric: sortByMetric } = formData;
  const columns = removeDuplicates(
    [formData.groupby, formData.columns]
      .map(
        (c) => ensureIsArray(c as QueryFormColumn | QueryFormColumn[]).filter(isQueryFormColumn)[0],
      )
      .filter(isQueryFormColumn),
    getColumnLabel,
  );
  return buildQueryContext(formData, (baseQueryObject) => [
    {
      ...baseQueryObject,
      columns,
      metrics: metric ? [metric as QueryFormMetric] : [],
      ...(sortByMetric && metric ? { orderby: [[metric, false] as QueryFormOrderBy] } : {}),
    },
  ]);
};
