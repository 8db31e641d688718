import { buildQueryContext } from '../shared/query/index.js';
import { getColumnLabel, isQueryFormColumn } from '../shared/query/labels.js';
import { ensureIsArray, removeDuplicates } from '../shared/query/valueChecks.js';
import type { BuildQuery, QueryFormColumn, QueryFormMetric } from '../types.js';

/** Id, parent and name as the query's columns, with the node metric when there is one. */
export const buildQuery: BuildQuery = (formData) => {
  const { metric } = formData;
  const columns = removeDuplicates(
    [formData.id, formData.parent, formData.name]
      .flatMap((c) => ensureIsArray(c as QueryFormColumn | QueryFormColumn[]))
      .filter(isQueryFormColumn),
    getColumnLabel,
  );
  return buildQueryContext(formData, (baseQueryObject) => [
    {
      ...baseQueryObject,
      columns,
      metrics: metric ? [metric as QueryFormMetric] : [],
    },
  ]);
};
