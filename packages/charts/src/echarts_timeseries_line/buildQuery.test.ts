import { describe, expect, it } from 'vitest';
import {
  BASE_QUERY,
  SUM_NUM,
  inFilter,
  sqlFilter,
  temporalRange,
} from '../shared/testing/fixtures.js';
import { parseQueryContext } from '../shared/testing/expectValidContext.js';
import type { QueryFormData } from '../types.js';
import { buildQuery } from './buildQuery.js';

const formData: QueryFormData = {
  datasource: '1__table',
  viz_type: 'echarts_timeseries_line',
  slice_id: 42,
  x_axis: 'ds',
  time_grain_sqla: 'P1Y',
  x_axis_sort_asc: true,
  x_axis_sort_series: 'name',
  x_axis_sort_series_ascending: true,
  metrics: [SUM_NUM],
  groupby: ['gender'],
  contributionMode: null,
  adhoc_filters: [
    temporalRange('ds', 'No filter'),
    inFilter('state', ['CA', 'NY']),
    sqlFilter('WHERE', "name <> ''"),
  ],
  limit: 5,
  timeseries_limit_metric: SUM_NUM,
  order_desc: true,
  row_limit: 10000,
  truncate_metric: true,
  show_empty_columns: true,
  comparison_type: 'values',
  annotation_layers: [],
  forecastPeriods: 10,
  forecastInterval: 0.8,
  rolling_type: 'mean',
  rolling_periods: 7,
  min_periods: 1,
  time_compare: ['1 year ago'],
  x_axis_title_margin: 15,
  y_axis_title_margin: 15,
  y_axis_title_position: 'Left',
  sort_series_type: 'sum',
  color_scheme: 'supersetColors',
  seriesType: 'line',
  only_total: true,
  opacity: 0.2,
  markerSize: 6,
  show_legend: true,
  legendType: 'scroll',
  legendOrientation: 'top',
  x_axis_time_format: 'smart_date',
  rich_tooltip: true,
  tooltipTimeFormat: 'smart_date',
  y_axis_format: 'SMART_NUMBER',
  y_axis_bounds: [null, null],
  extra_form_data: {},
  time_range: 'No filter',
};

describe('echarts_timeseries_line buildQuery', () => {
  it('builds the query Superset sends: BASE_AXIS x-axis, series, rolling over shifted series', () => {
    const context = buildQuery(formData);
    expect(context).toEqual({
      datasource: { id: 1, type: 'table' },
      force: false,
      result_format: 'json',
      result_type: 'full',
      form_data: formData,
      queries: [
        {
          ...BASE_QUERY,
          time_range: 'No filter',
          filters: [
            { col: 'ds', op: 'TEMPORAL_RANGE', val: 'No filter' },
            { col: 'state', op: 'IN', val: ['CA', 'NY'] },
          ],
          extras: { having: '', where: "(name <> '')" },
          columns: [
            {
              timeGrain: 'P1Y',
              columnType: 'BASE_AXIS',
              sqlExpression: 'ds',
              label: 'ds',
              expressionType: 'SQL',
            },
            'gender',
          ],
          metrics: [SUM_NUM],
          orderby: [[SUM_NUM, false]],
          row_limit: 10000,
          series_columns: ['gender'],
          timeseries_limit: 5,
          timeseries_limit_metric: SUM_NUM,
          order_desc: true,
          time_offsets: ['1 year ago'],
          post_processing: [
            {
              operation: 'pivot',
              options: {
                index: ['ds'],
                columns: ['gender'],
                drop_missing_columns: false,
                aggregates: {
                  'SUM(num)': { operator: 'mean' },
                  'SUM(num)__1 year ago': { operator: 'mean' },
                },
              },
            },
            {
              operation: 'rolling',
              options: {
                rolling_type: 'mean',
                window: 7,
                min_periods: 1,
                columns: {
                  'SUM(num)': 'SUM(num)',
                  'SUM(num)__1 year ago': 'SUM(num)__1 year ago',
                },
              },
            },
            {
              operation: 'rename',
              options: {
                columns: { 'SUM(num)__1 year ago': '1 year ago' },
                level: 0,
                inplace: true,
              },
            },
            { operation: 'flatten' },
          ],
        },
      ],
    });
    expect(Object.keys(context.queries[0])).not.toContain('is_timeseries');
    parseQueryContext(context);
  });

  it('drops the metric level when one metric is split by a dimension (truncate_metric)', () => {
    const context = buildQuery({
      ...formData,
      time_compare: [],
      rolling_type: null,
      limit: null,
      timeseries_limit_metric: null,
    });
    const [query] = context.queries;
    expect(query.time_offsets).toEqual([]);
    expect(query.timeseries_limit).toBe(0);
    expect(query.orderby).toEqual([[SUM_NUM, false]]);
    expect(query.post_processing).toEqual([
      {
        operation: 'pivot',
        options: {
          index: ['ds'],
          columns: ['gender'],
          aggregates: { 'SUM(num)': { operator: 'mean' } },
          drop_missing_columns: false,
        },
      },
      { operation: 'rename', options: { columns: { 'SUM(num)': null }, level: 0, inplace: true } },
      { operation: 'flatten' },
    ]);
    parseQueryContext(context);
  });

  it('passes result type and format through and applies native filters last', () => {
    const context = buildQuery({
      ...formData,
      result_format: 'csv',
      result_type: 'results',
      extra_form_data: {
        filters: [{ col: 'country', op: 'IN', val: ['FR'] }],
        time_range: 'Last year',
        time_grain_sqla: 'P1M',
      },
    });
    expect(context.result_format).toBe('csv');
    expect(context.result_type).toBe('results');
    const [query] = context.queries;
    expect(query.time_range).toBe('Last year');
    expect(query.filters).toContainEqual({ col: 'country', op: 'IN', val: ['FR'] });
    expect((query.columns ?? [])[0]).toMatchObject({ columnType: 'BASE_AXIS', timeGrain: 'P1M' });
    parseQueryContext(context);
  });
});
