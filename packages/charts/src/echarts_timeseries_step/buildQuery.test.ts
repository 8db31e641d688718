import { describe, expect, it } from 'vitest';
import { BASE_QUERY, SUM_NUM } from '../shared/testing/fixtures.js';
import { parseQueryContext } from '../shared/testing/expectValidContext.js';
import type { QueryFormData } from '../types.js';
import { buildQuery } from './buildQuery.js';

const formData: QueryFormData = {
  datasource: '1__table',
  viz_type: 'echarts_timeseries_step',
  x_axis: 'ds',
  time_grain_sqla: 'P1D',
  metrics: ['count', SUM_NUM],
  groupby: [],
  adhoc_filters: [],
  row_limit: 10000,
  order_desc: true,
  time_compare: ['1 week ago'],
  comparison_type: 'percentage',
  truncate_metric: true,
  show_empty_columns: true,
  seriesType: 'start',
};

describe('echarts_timeseries_step buildQuery', () => {
  it('percentage change against a week ago: compare, then name series "<metric>, <offset>"', () => {
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
            sqlExpression: 'ds',
            label: 'ds',
            expressionType: 'SQL',
          },
        ],
        metrics: ['count', SUM_NUM],
        orderby: [['count', false]],
        row_limit: 10000,
        series_columns: [],
        timeseries_limit: 0,
        order_desc: true,
        time_offsets: ['1 week ago'],
        post_processing: [
          {
            operation: 'pivot',
            options: {
              index: ['ds'],
              columns: [],
              drop_missing_columns: false,
              aggregates: {
                count: { operator: 'mean' },
                'SUM(num)': { operator: 'mean' },
                'count__1 week ago': { operator: 'mean' },
                'SUM(num)__1 week ago': { operator: 'mean' },
              },
            },
          },
          {
            operation: 'compare',
            options: {
              source_columns: ['count', 'SUM(num)'],
              compare_columns: ['count__1 week ago', 'SUM(num)__1 week ago'],
              compare_type: 'percentage',
              drop_original_columns: true,
            },
          },
          {
            operation: 'rename',
            options: {
              columns: {
                'percentage__count__count__1 week ago': 'count, 1 week ago',
                'percentage__SUM(num)__SUM(num)__1 week ago': 'SUM(num), 1 week ago',
              },
              level: 0,
              inplace: true,
            },
          },
          { operation: 'flatten' },
        ],
      },
    ]);
    parseQueryContext(context);
  });
});
