import type { AdhocColumn } from '@tessera/core';
import { boxplotOperator } from '../shared/operators/index.js';
import { buildQueryContext } from '../shared/query/index.js';
import { isPhysicalColumn } from '../shared/query/labels.js';
import { ensureIsArray } from '../shared/query/valueChecks.js';
import type { BuildQuery, QueryFormColumn } from '../types.js';

/**
 * Box plot: the query groups by the "distribute across" columns (the time column when there
 * are none) and the series dimensions; a `boxplot` step then folds each series' rows into
 * its quartiles, whiskers and outliers. A temporal column is cut at the time grain.
 */
export const buildQuery: BuildQuery = (formData) => {
  const columns = ensureIsArray(formData.columns);
  const groupby = ensureIsArray(formData.groupby);
  const temporal = (formData.temporal_columns_lookup ?? {}) as Record<string, boolean>;
  const distribution: QueryFormColumn[] =
    columns.length === 0 && formData.granularity_sqla ? [formData.granularity_sqla] : [];
  return buildQueryContext(formData, (baseQueryObject) => [
    {
      ...baseQueryObject,
      columns: [
        ...distribution,
        ...columns.map((column): QueryFormColumn =>
          isPhysicalColumn(column) && temporal[column]
            ? ({
                timeGrain: formData.time_grain_sqla ?? undefined,
                columnType: 'BASE_AXIS',
                sqlExpression: column,
                label: column,
                expressionType: 'SQL',
              } as AdhocColumn)
            : column,
        ),
        ...groupby,
      ],
      series_columns: groupby,
      post_processing: [boxplotOperator(formData, baseQueryObject)],
    },
  ]);
};
