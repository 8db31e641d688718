import { describe, expect, it } from 'vitest';
import { parseQueryContext } from '../shared/testing/expectValidContext.js';
import { SUM_NUM } from '../shared/testing/fixtures.js';
import type { QueryFormData } from '../types.js';
import { buildQuery } from './buildQuery.js';

const formData: QueryFormData = {
  datasource: '2__table',
  viz_type: 'partition',
  groupby: ['gender', 'state'],
  metrics: [SUM_NUM, 'count'],
  granularity_sqla: 'ds',
  time_grain_sqla: 'P1Y',
  time_range: 'No filter',
  adhoc_filters: [],
  time_series_option: 'not_time',
  number_format: 'SMART_NUMBER',
  date_time_format: 'smart_date',
  partition_limit: '5',
  partition_threshold: '0.05',
  log_scale: false,
  equal_date_size: true,
  rich_tooltip: true,
  order_desc: true,
  row_limit: 10000,
};

describe('partition buildQuery', () => {
  it('not time series: the hierarchy and the metrics, by the first metric descending', () => {
    const context = buildQuery(formData);
    const [query] = context.queries;
    expect(query.columns).toEqual(['gender', 'state']);
    expect(query.metrics).toEqual([SUM_NUM, 'count']);
    expect(query.orderby).toEqual([[SUM_NUM, false]]);
    parseQueryContext(context);
  });
  it('time modes group by the time column at the grain first', () => {
    for (const mode of ['agg_sum', 'agg_mean', 'point_diff', 'adv_anal']) {
      const context = buildQuery({ ...formData, time_series_option: mode, order_desc: false });
      expect(context.queries[0].columns).toEqual([
        {
          timeGrain: 'P1Y',
          columnType: 'BASE_AXIS',
          sqlExpression: 'ds',
          label: '__timestamp',
          expressionType: 'SQL',
        },
        'gender',
        'state',
      ]);
      expect(context.queries[0].orderby).toEqual([[SUM_NUM, true]]);
      parseQueryContext(context);
    }
  });
  it('sort by metric; a single groupby saved as a name', () => {
    const context = buildQuery({
      ...formData,
      groupby: 'gender' as unknown as string[],
      timeseries_limit_metric: 'count',
    });
    expect(context.queries[0].columns).toEqual(['gender']);
    expect(context.queries[0].orderby).toEqual([['count', false]]);
  });
});
