import { describe, expect, it } from 'vitest';
import { BASE_QUERY, COUNT_STAR, temporalRange } from '../shared/testing/fixtures.js';
import { parseQueryContext } from '../shared/testing/expectValidContext.js';
import type { QueryFormData } from '../types.js';
import { buildQuery } from './buildQuery.js';

const formData: QueryFormData = {
  datasource: '3__table',
  viz_type: 'big_number',
  x_axis: 'ds',
  time_grain_sqla: 'P1D',
  metric: COUNT_STAR,
  adhoc_filters: [temporalRange('ds', 'Last week')],
  compare_lag: '7',
  compare_suffix: 'WoW',
  show_timestamp: false,
  show_trend_line: true,
  start_y_axis_at_zero: true,
  color_picker: { r: 0, g: 122, b: 135, a: 1 },
  header_font_size: 0.4,
  subheader_font_size: 0.15,
  y_axis_format: 'SMART_NUMBER',
  time_format: 'smart_date',
  rolling_type: 'cumsum',
  resample_rule: '1D',
  resample_method: 'zerofill',
  aggregation: 'LAST_VALUE',
};

const trendline = {
  ...BASE_QUERY,
  filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last week' }],
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
  metrics: [COUNT_STAR],
  timeseries_limit: 0,
  order_desc: true,
  post_processing: [
    {
      operation: 'pivot',
      options: {
        index: ['ds'],
        columns: [],
        aggregates: { 'COUNT(*)': { operator: 'mean' } },
        drop_missing_columns: true,
      },
    },
    { operation: 'cum', options: { operator: 'sum', columns: { 'COUNT(*)': 'COUNT(*)' } } },
    { operation: 'resample', options: { method: 'asfreq', rule: '1D', fill_value: 0 } },
    { operation: 'flatten' },
  ],
};

describe('big_number buildQuery', () => {
  it('the trendline: pivot -> cum -> resample (zerofill as asfreq 0) -> flatten', () => {
    const context = buildQuery(formData);
    expect(context.queries).toEqual([trendline]);
    parseQueryContext(context);
  });

  it('"Overall value" adds a query over the whole range with no time column', () => {
    const context = buildQuery({ ...formData, aggregation: 'raw' });
    expect(context.queries).toEqual([
      trendline,
      {
        ...BASE_QUERY,
        filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last week' }],
        extras: { time_grain_sqla: 'P1D', having: '', where: '' },
        columns: [],
        metrics: [COUNT_STAR],
        timeseries_limit: 0,
        order_desc: true,
        is_timeseries: false,
        post_processing: [],
      },
    ]);
    parseQueryContext(context);
  });

  it('a rolling mean uses the periods (default 1) and min periods (default 0)', () => {
    const context = buildQuery({
      ...formData,
      rolling_type: 'mean',
      rolling_periods: '7',
      resample_rule: null,
    });
    expect(context.queries[0].post_processing).toEqual([
      trendline.post_processing[0],
      {
        operation: 'rolling',
        options: {
          rolling_type: 'mean',
          window: 7,
          min_periods: 0,
          columns: { 'COUNT(*)': 'COUNT(*)' },
        },
      },
      { operation: 'flatten' },
    ]);
  });

  it('legacy form data without x_axis is a __timestamp time series', () => {
    const { x_axis: _x, ...legacy } = formData;
    const context = buildQuery({ ...legacy, granularity_sqla: 'ds', rolling_type: null });
    const [query] = context.queries;
    expect(query).toMatchObject({ columns: [], is_timeseries: true, granularity: 'ds' });
    expect(query.post_processing?.[0]).toMatchObject({ options: { index: ['__timestamp'] } });
    parseQueryContext(context);
  });
});
