import { describe, expect, it } from 'vitest';
import { BASE_QUERY, SUM_NUM, temporalRange } from '../shared/testing/fixtures.js';
import { parseQueryContext } from '../shared/testing/expectValidContext.js';
import type { QueryFormData } from '../types.js';
import { buildQuery } from './buildQuery.js';

const formData: QueryFormData = {
  datasource: '5__table',
  viz_type: 'pivot_table_v2',
  groupbyColumns: ['ds', 'gender'],
  groupbyRows: ['state', 'gender'],
  temporal_columns_lookup: { ds: true },
  time_grain_sqla: 'P1Y',
  metrics: [SUM_NUM, 'count'],
  metricsLayout: 'COLUMNS',
  adhoc_filters: [temporalRange('ds', 'Last year')],
  series_limit: 10,
  row_limit: 10000,
  series_limit_metric: 'count',
  order_desc: false,
  aggregateFunction: 'Sum',
  rowTotals: false,
  colTotals: true,
  valueFormat: 'SMART_NUMBER',
  date_format: 'smart_date',
  rowOrder: 'key_a_to_z',
  colOrder: 'key_a_to_z',
  time_range: 'No filter',
};

describe('pivot_table_v2 buildQuery', () => {
  it('groups by columns then rows, de-duplicated, the temporal one as BASE_AXIS', () => {
    const context = buildQuery(formData);
    expect(context.queries).toEqual([
      {
        ...BASE_QUERY,
        time_range: 'No filter',
        filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last year' }],
        extras: { time_grain_sqla: 'P1Y', having: '', where: '' },
        columns: [
          {
            timeGrain: 'P1Y',
            columnType: 'BASE_AXIS',
            sqlExpression: 'ds',
            label: 'ds',
            expressionType: 'SQL',
          },
          'gender',
          'state',
        ],
        metrics: [SUM_NUM, 'count'],
        orderby: [['count', true]],
        row_limit: 10000,
        series_limit: 10,
        series_limit_metric: 'count',
        timeseries_limit: 0,
        order_desc: false,
      },
    ]);
    expect(context.queries[0]).not.toHaveProperty('post_processing');
    parseQueryContext(context);
  });

  it('orders by the first metric when there is no sort metric', () => {
    const context = buildQuery({ ...formData, series_limit_metric: null, order_desc: true });
    expect(context.queries[0].orderby).toEqual([[SUM_NUM, false]]);
  });

  it('keeps a temporal column as is without a time grain', () => {
    const context = buildQuery({ ...formData, time_grain_sqla: null });
    expect(context.queries[0].columns).toEqual(['ds', 'gender', 'state']);
  });
});
