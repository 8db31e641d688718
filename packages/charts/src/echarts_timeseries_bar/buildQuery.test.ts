import { describe, expect, it } from 'vitest';
import { BASE_QUERY, SUM_NUM } from '../shared/testing/fixtures.js';
import { parseQueryContext } from '../shared/testing/expectValidContext.js';
import type { QueryFormData } from '../types.js';
import { buildQuery } from './buildQuery.js';

const formData: QueryFormData = {
  datasource: '9__table',
  viz_type: 'echarts_timeseries_bar',
  x_axis: 'name',
  time_grain_sqla: 'P1D',
  x_axis_sort: 'count',
  x_axis_sort_asc: false,
  metrics: [SUM_NUM],
  groupby: [],
  adhoc_filters: [],
  order_desc: true,
  row_limit: 10,
  timeseries_limit_metric: 'count',
  truncate_metric: true,
  show_empty_columns: true,
  orientation: 'horizontal',
  stack: null,
  show_value: false,
  color_scheme: 'supersetColors',
};

describe('echarts_timeseries_bar buildQuery', () => {
  it('a categorical x-axis sorted by the "Sort query by" metric queries that metric too', () => {
    const context = buildQuery(formData);
    expect(context.queries).toEqual([
      {
        ...BASE_QUERY,
        filters: [],
        extras: { having: '', where: '' },
        columns: [
          {
            timeGrain: 'P1D',
            columnType: 'BASE_AXIS',
            sqlExpression: 'name',
            label: 'name',
            expressionType: 'SQL',
          },
        ],
        metrics: [SUM_NUM, 'count'],
        orderby: [['count', false]],
        row_limit: 10,
        series_columns: [],
        timeseries_limit: 0,
        timeseries_limit_metric: 'count',
        order_desc: true,
        time_offsets: [],
        post_processing: [
          {
            operation: 'pivot',
            options: {
              index: ['name'],
              columns: [],
              aggregates: { 'SUM(num)': { operator: 'mean' }, count: { operator: 'mean' } },
              drop_missing_columns: false,
            },
          },
          { operation: 'sort', options: { by: 'count', ascending: false } },
          { operation: 'flatten' },
        ],
      },
    ]);
    parseQueryContext(context);
  });

  it('sorting by the axis itself sorts the index', () => {
    const context = buildQuery({ ...formData, x_axis_sort: 'name', x_axis_sort_asc: true });
    expect(context.queries[0].metrics).toEqual([SUM_NUM]);
    expect(context.queries[0].post_processing).toContainEqual({
      operation: 'sort',
      options: { is_sort_index: true, ascending: true },
    });
  });

  it('no sort step once the bars are split by a dimension', () => {
    const context = buildQuery({ ...formData, groupby: ['gender'] });
    const operations = (context.queries[0].post_processing ?? []).map((p) => p?.operation);
    expect(operations).toEqual(['pivot', 'rename', 'flatten']);
  });
});
