import { buildQueryContext } from '../shared/query/index.js';
import { isQueryFormColumn } from '../shared/query/labels.js';
import { ensureIsArray } from '../shared/query/valueChecks.js';
import type { BuildQuery, QueryFormColumn, QueryFormMetric, QueryFormOrderBy } from '../types.js';

/** Source and target as the query's columns, the metric, ordered by it when sorting. */
export const buildQuery: BuildQuery = (formData) => {
  const { metric, sort_by_metric: sortByMetric } = formData;
  const columns = [formData.source, formData.target]
    .flatMap((c) => ensureIsArray(c as QueryFormColumn | QueryFormColumn[]))
    .filter(isQueryFormColumn);
  return buildQueryContext(formData, (baseQueryObject) => [
    {
      ...baseQueryObject,
      columns,
      metrics: metric ? [metric as QueryFormMetric] : [],
      ...(sortByMetric && metric ? { orderby: [[metric, false] as QueryFormOrderBy] } : {}),
    },
  ]);
};
