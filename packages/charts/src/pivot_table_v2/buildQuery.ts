import type { AdhocColumn } from '@tessera/core';
import { buildQueryContext, ensureIsArray, isPhysicalColumn } from '../shared/query/index.js';
import type { BuildQuery, QueryFormColumn, QueryFormOrderBy } from '../types.js';

/**
 * One query grouped by the columns then the rows (de-duplicated); a temporal column
 * with a time grain becomes a `BASE_AXIS` adhoc column. Ordered by the sort metric (or
 * the first metric). The pivoting itself happens in the browser.
 */
export const buildQuery: BuildQuery = (formData) => {
  const groupbyColumns = ensureIsArray(formData.groupbyColumns as QueryFormColumn[] | undefined);
  const groupbyRows = ensureIsArray(formData.groupbyRows as QueryFormColumn[] | undefined);
  const timeGrain = formData.extra_form_data?.time_grain_sqla || formData.time_grain_sqla;
  const temporalLookup = formData.temporal_columns_lookup as Record<string, boolean> | undefined;

  const columns: QueryFormColumn[] = Array.from(new Set([...groupbyColumns, ...groupbyRows])).map(
    (col) => {
      if (
        isPhysicalColumn(col) &&
        timeGrain &&
        (temporalLookup?.[col] || formData.granularity_sqla === col)
      ) {
        return {
          timeGrain,
          columnType: 'BASE_AXIS',
          sqlExpression: col,
          label: col,
          expressionType: 'SQL',
        } satisfies AdhocColumn;
      }
      return col;
    },
  );

  return buildQueryContext(formData, (baseQueryObject) => {
    const { series_limit_metric: sortMetric, metrics, order_desc: orderDesc } = baseQueryObject;
    let orderby: QueryFormOrderBy[] | undefined;
    if (sortMetric) orderby = [[sortMetric, !orderDesc]];
    else if (Array.isArray(metrics) && metrics[0]) orderby = [[metrics[0], !orderDesc]];
    return [{ ...baseQueryObject, orderby, columns }];
  });
};
