import { describe, expect, it } from 'vitest';
import { BASE_QUERY } from '../shared/testing/fixtures.js';
import { parseQueryContext } from '../shared/testing/expectValidContext.js';
import type { QueryFormData } from '../types.js';
import { buildQuery } from './buildQuery.js';

/** A chart saved before generic x-axes: a time column and a time range, no x_axis. */
const legacy: QueryFormData = {
  datasource: '4__table',
  viz_type: 'echarts_timeseries_scatter',
  granularity_sqla: 'ds',
  time_grain_sqla: 'P1D',
  time_range: 'Last year',
  metrics: ['count'],
  groupby: [],
  adhoc_filters: [],
  row_limit: 10000,
  order_desc: true,
  markerSize: 6,
};

describe('echarts_timeseries_scatter buildQuery', () => {
  it('legacy form data is a __timestamp time series over the time column', () => {
    const context = buildQuery(legacy);
    expect(context.queries).toEqual([
      {
        ...BASE_QUERY,
        time_range: 'Last year',
        granularity: 'ds',
        filters: [],
        extras: { time_grain_sqla: 'P1D', having: '', where: '' },
        columns: [],
        metrics: ['count'],
        orderby: [['count', false]],
        row_limit: 10000,
        series_columns: [],
        timeseries_limit: 0,
        order_desc: true,
        is_timeseries: true,
        time_offsets: [],
        post_processing: [
          {
            operation: 'pivot',
            options: {
              index: ['__timestamp'],
              columns: [],
              aggregates: { count: { operator: 'mean' } },
              drop_missing_columns: true,
            },
          },
          { operation: 'flatten' },
        ],
      },
    ]);
    const parsed = parseQueryContext(context);
    expect(parsed.queries[0].is_timeseries).toBe(true);
  });

  it('legacy extra_filters set the time range and grain', () => {
    const context = buildQuery({
      ...legacy,
      extra_filters: [
        { col: '__time_range', op: '==', val: 'Last week' },
        { col: '__time_grain', op: '==', val: 'PT1H' },
        { col: 'gender', op: 'IN', val: ['boy'] },
      ],
    });
    expect(context.queries[0]).toMatchObject({
      time_range: 'Last week',
      extras: { time_grain_sqla: 'PT1H' },
      filters: [{ col: 'gender', op: 'IN', val: ['boy'] }],
      applied_time_extras: { __time_range: 'Last week', __time_grain: 'PT1H' },
    });
  });
});
