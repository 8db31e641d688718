import { buildQueryContext } from '../shared/query/index.js';
import { getColumnLabel, isQueryFormColumn } from '../shared/query/labels.js';
import { ensureIsArray, removeDuplicates } from '../shared/query/valueChecks.js';
import type { BuildQuery, QueryFormColumn, QueryFormMetric, QueryFormOrderBy } from '../types.js';

/**
 * Source, target and their categories as the query's columns, the metric; with a row limit,
 * ordered by those columns so the rows kept do not change from one run to the next.
 */
export const buildQuery: BuildQuery = (formData) => {
  const { metric, row_limit: rowLimit } = formData;
  const columns = removeDuplicates(
    [formData.source, formData.target, formData.source_category, formData.target_category]
      .flatMap((c) => ensureIsArray(c as QueryFormColumn | QueryFormColumn[]))
      .filter(isQueryFormColumn),
    getColumnLabel,
  );
  return buildQueryContext(formData, (baseQueryObject) => [
    {
      ...baseQueryObject,
      columns,
      metrics: metric ? [metric as QueryFormMetric] : [],
      ...(rowLimit ? { orderby: columns.map((col) => [col, true] as QueryFormOrderBy) } : {}),
    },
  ]);
};
