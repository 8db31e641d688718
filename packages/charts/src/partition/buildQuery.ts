import type { AdhocColumn } from '@tessera/core';
import { buildQueryContext } from '../shared/query/index.js';
import { isPhysicalColumn, isQueryFormColumn } from '../shared/query/labels.js';
import { ensureIsArray } from '../shared/query/valueChecks.js';
import type { BuildQuery, QueryFormColumn, QueryFormOrderBy } from '../types.js';

/** The label of the time column the time modes add in front of the hierarchy. */
export const PARTITION_TIME = '__timestamp';

/**
 * The hierarchy (`groupby`) and the metrics; every mode but "Not Time Series" also groups
 * by the time column (`granularity_sqla`, or `x_axis`) at the time grain, first, labelled
 * `__timestamp`. Ordered by the sort metric (or the first metric).
 */
export const buildQuery: BuildQuery = (formData) => {
  const mode = (formData.time_series_option as string | undefined) ?? 'not_time';
  const groupby = ensureIsArray(formData.groupby as QueryFormColumn | QueryFormColumn[]).filter(
    isQueryFormColumn,
  );
  const timeColumn = (formData.granularity_sqla ?? formData.x_axis) as QueryFormColumn | undefined;
  const timeGrain = formData.extra_form_data?.time_grain_sqla || formData.time_grain_sqla;
  const time: AdhocColumn | undefined =
    mode !== 'not_time' && isPhysicalColumn(timeColumn)
      ? {
          ...(timeGrain ? { timeGrain: timeGrain as string } : {}),
          columnType: 'BASE_AXIS',
          sqlExpression: timeColumn,
          label: PARTITION_TIME,
          expressionType: 'SQL',
        }
      : undefined;
  return buildQueryContext(formData, (baseQueryObject) => {
    const { metrics, timeseries_limit_metric: sortMetric, order_desc: orderDesc } = baseQueryObject;
    const first = sortMetric ?? (Array.isArray(metrics) ? metrics[0] : undefined);
    const orderby: QueryFormOrderBy[] | undefined = first ? [[first, !orderDesc]] : undefined;
    return [
      {
        ...baseQueryObject,
        columns: time ? [time, ...groupby] : groupby,
        orderby,
      },
    ];
  });
};
