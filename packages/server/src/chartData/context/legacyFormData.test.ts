/** The legacy explore_json form data as the query object the charts package builds. */
import { describe, expect, it } from 'vitest';
import { QueryObject } from '@tessera/core';
import { queryContextOfFormData, queryObjectOfFormData } from './legacyFormData.js';

const parse = (fd: Record<string, unknown>) => QueryObject.parse(queryObjectOfFormData(fd));

describe('legacy form data -> query object', () => {
  it('groups by the columns, filters, and orders by the first metric descending', () => {
    const q = parse({
      viz_type: 'table',
      groupby: ['gender'],
      metrics: ['count', 'sum__num'],
      adhoc_filters: [
        {
          expressionType: 'SIMPLE',
          clause: 'WHERE',
          subject: 'state',
          operator: '==',
          comparator: 'CA',
        },
        { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'num > 1' },
      ],
      row_limit: '10',
      time_range: 'Last week',
    });
    expect(q).toMatchObject({
      columns: ['gender'],
      metrics: ['count', 'sum__num'],
      filters: [{ col: 'state', op: '==', val: 'CA' }],
      extras: { where: '(num > 1)' },
      orderby: [['count', false]],
      row_limit: 10,
      time_range: 'Last week',
      is_timeseries: false,
    });
  });

  it('puts the x-axis first with its time grain, and orders by the sort metric', () => {
    const q = parse({
      viz_type: 'echarts_timeseries_line',
      x_axis: 'ds',
      time_grain_sqla: 'P1Y',
      groupby: ['gender'],
      metrics: ['count'],
      timeseries_limit_metric: 'sum__num',
      order_desc: false,
      granularity_sqla: 'ds',
    });
    expect(q.columns[0]).toMatchObject({
      sqlExpression: 'ds',
      columnType: 'BASE_AXIS',
      timeGrain: 'P1Y',
    });
    expect(q.columns.slice(1)).toEqual(['gender']);
    expect(q.granularity).toBeNull();
    expect(q.orderby).toEqual([['sum__num', true]]);
  });

  it('reads raw records from all_columns, without metrics or a default order', () => {
    const q = parse({
      viz_type: 'table',
      all_columns: ['name', 'num'],
      groupby: ['gender'],
      metrics: ['count'],
      order_by_cols: ['["num", false]'],
    });
    expect(q).toMatchObject({ columns: ['name', 'num'], metrics: null, orderby: [['num', false]] });
  });

  it('adds the legacy time column under include_time with a time column', () => {
    const q = parse({
      viz_type: 'table',
      groupby: ['gender'],
      metrics: ['count'],
      include_time: true,
      granularity_sqla: 'ds',
    });
    expect(q).toMatchObject({ is_timeseries: true, granularity: 'ds' });
  });

  it('makes a one-query context with the form data and its force flag', () => {
    const fd = { viz_type: 'table', groupby: ['gender'], metrics: ['count'], force: 'true' };
    expect(queryContextOfFormData(fd, { id: 3, type: 'table' }, 'full', 'csv')).toMatchObject({
      datasource: { id: 3, type: 'table' },
      form_data: fd,
      result_type: 'full',
      result_format: 'csv',
      force: true,
    });
  });
});
