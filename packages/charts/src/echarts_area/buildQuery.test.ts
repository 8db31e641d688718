import { describe, expect, it } from 'vitest';
import { BASE_QUERY, SUM_NUM, temporalRange } from '../shared/testing/fixtures.js';
import { parseQueryContext } from '../shared/testing/expectValidContext.js';
import type { QueryFormData } from '../types.js';
import { buildQuery } from './buildQuery.js';

const formData: QueryFormData = {
  datasource: '1__table',
  viz_type: 'echarts_area',
  x_axis: 'ds',
  time_grain_sqla: 'P1W',
  metrics: ['count', SUM_NUM],
  groupby: ['gender', 'state'],
  contributionMode: 'row',
  adhoc_filters: [temporalRange('ds', 'Last quarter')],
  limit: 10,
  timeseries_limit_metric: null,
  order_desc: false,
  row_limit: 1000,
  truncate_metric: true,
  show_empty_columns: false,
  rolling_type: null,
  resample_rule: '1D',
  resample_method: 'ffill',
  comparison_type: 'values',
  time_compare: [],
  stack: 'Stack',
  opacity: 0.2,
  seriesType: 'line',
};

describe('echarts_area buildQuery', () => {
  it('series limit, resample, then row contribution', () => {
    const context = buildQuery(formData);
    expect(context.queries).toEqual([
      {
        ...BASE_QUERY,
        filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last quarter' }],
        extras: { having: '', where: '' },
        columns: [
          {
            timeGrain: 'P1W',
            columnType: 'BASE_AXIS',
            sqlExpression: 'ds',
            label: 'ds',
            expressionType: 'SQL',
          },
          'gender',
          'state',
        ],
        metrics: ['count', SUM_NUM],
        orderby: [['count', true]],
        row_limit: 1000,
        series_columns: ['gender', 'state'],
        timeseries_limit: 10,
        order_desc: false,
        time_offsets: [],
        post_processing: [
          {
            operation: 'pivot',
            options: {
              index: ['ds'],
              columns: ['gender', 'state'],
              aggregates: { count: { operator: 'mean' }, 'SUM(num)': { operator: 'mean' } },
              drop_missing_columns: true,
            },
          },
          { operation: 'resample', options: { method: 'ffill', rule: '1D', fill_value: null } },
          { operation: 'contribution', options: { orientation: 'row', time_shifts: [] } },
          { operation: 'flatten' },
        ],
      },
    ]);
    parseQueryContext(context);
  });
});
