import { DTTM_ALIAS } from '@tessera/core';
import type { AdhocColumn } from '@tessera/core';
import type { ChartQueryObject, QueryFormColumn, QueryFormData } from '../../types.js';
import { isAdhocColumn, isPhysicalColumn } from './labels.js';

/**
 * Superset's `normalizeTimeColumn`: the x-axis column of a query becomes an adhoc
 * `BASE_AXIS` column carrying the time grain, which leaves `extras`; `is_timeseries`
 * is dropped. Queries without the x-axis column are left alone.
 */
export function normalizeTimeColumn(
  formData: QueryFormData,
  queryObject: ChartQueryObject,
): ChartQueryObject {
  const xAxis = formData.x_axis;
  if (!xAxis || xAxis === DTTM_ALIAS) return queryObject;
  const columns = queryObject.columns;
  if (!Array.isArray(columns)) return queryObject;

  const axisIdx = columns.findIndex(
    (col) =>
      (isPhysicalColumn(col) && isPhysicalColumn(xAxis) && col === xAxis) ||
      (isAdhocColumn(col) && isAdhocColumn(xAxis) && col.sqlExpression === xAxis.sqlExpression),
  );
  if (axisIdx < 0) return queryObject;

  const timeGrain = queryObject.extras?.time_grain_sqla;
  const axisColumn = columns[axisIdx];
  const mutatedColumns: QueryFormColumn[] = [...columns];
  mutatedColumns[axisIdx] = isAdhocColumn(axisColumn)
    ? ({ timeGrain, columnType: 'BASE_AXIS', ...axisColumn } as AdhocColumn)
    : ({
        timeGrain,
        columnType: 'BASE_AXIS',
        sqlExpression: xAxis as string,
        label: xAxis as string,
        expressionType: 'SQL',
      } as AdhocColumn);

  const { is_timeseries: _isTimeseries, ...rest } = queryObject;
  const result: ChartQueryObject = { ...rest, columns: mutatedColumns };
  if (queryObject.extras) {
    const { time_grain_sqla: _grain, ...extras } = queryObject.extras;
    result.extras = extras;
  }
  return result;
}
