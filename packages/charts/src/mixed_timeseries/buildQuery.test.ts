import { describe, expect, it } from 'vitest';
import { BASE_QUERY, SUM_NUM, inFilter, temporalRange } from '../shared/testing/fixtures.js';
import { parseQueryContext } from '../shared/testing/expectValidContext.js';
import type { QueryFormData } from '../types.js';
import { buildQuery } from './buildQuery.js';

const formData: QueryFormData = {
  datasource: '1__table',
  viz_type: 'mixed_timeseries',
  x_axis: 'ds',
  time_grain_sqla: 'P1M',
  metrics: [SUM_NUM],
  groupby: ['gender'],
  adhoc_filters: [temporalRange('ds', 'Last year')],
  limit: 5,
  timeseries_limit_metric: null,
  order_desc: true,
  row_limit: 10000,
  truncate_metric: true,
  metrics_b: ['count'],
  groupby_b: [],
  adhoc_filters_b: [temporalRange('ds', 'Last year'), inFilter('state', ['CA'])],
  limit_b: null,
  timeseries_limit_metric_b: null,
  order_desc_b: false,
  row_limit_b: 500,
  truncate_metric_b: true,
  rolling_type_b: 'sum',
  rolling_periods_b: 3,
  min_periods_b: 0,
  seriesType: 'line',
  seriesTypeB: 'bar',
  yAxisIndex: 0,
  yAxisIndexB: 1,
  show_legend: true,
  time_range: 'No filter',
  annotation_layers: [],
};

const xAxis = {
  timeGrain: 'P1M',
  columnType: 'BASE_AXIS',
  sqlExpression: 'ds',
  label: 'ds',
  expressionType: 'SQL',
};

describe('mixed_timeseries buildQuery', () => {
  it('Query A from the plain keys, Query B from the _b keys, each ordered by its first metric', () => {
    const context = buildQuery(formData);
    expect(context.queries).toEqual([
      {
        ...BASE_QUERY,
        time_range: 'No filter',
        filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last year' }],
        extras: { having: '', where: '' },
        columns: [xAxis, 'gender'],
        metrics: [SUM_NUM],
        orderby: [[SUM_NUM, false]],
        row_limit: 10000,
        series_columns: ['gender'],
        timeseries_limit: 5,
        time_offsets: [],
        post_processing: [
          {
            operation: 'pivot',
            options: {
              index: ['ds'],
              columns: ['gender'],
              aggregates: { 'SUM(num)': { operator: 'mean' } },
              drop_missing_columns: true,
            },
          },
          {
            operation: 'rename',
            options: { columns: { 'SUM(num)': null }, level: 0, inplace: true },
          },
          { operation: 'flatten' },
        ],
      },
      {
        ...BASE_QUERY,
        time_range: 'No filter',
        filters: [
          { col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last year' },
          { col: 'state', op: 'IN', val: ['CA'] },
        ],
        extras: { having: '', where: '' },
        columns: [xAxis],
        metrics: ['count'],
        orderby: [['count', true]],
        row_limit: 500,
        series_columns: [],
        timeseries_limit: 0,
        time_offsets: [],
        post_processing: [
          {
            operation: 'pivot',
            options: {
              index: ['ds'],
              columns: [],
              aggregates: { count: { operator: 'mean' } },
              drop_missing_columns: true,
            },
          },
          {
            operation: 'rolling',
            options: {
              rolling_type: 'sum',
              window: 3,
              min_periods: 0,
              columns: { count: 'count' },
            },
          },
          { operation: 'flatten' },
        ],
      },
    ]);
    // Superset sends Query A's form data (the `_b` keys stripped).
    expect(context.form_data).not.toHaveProperty('metrics_b');
    expect(context.form_data).toHaveProperty('seriesTypeB', 'bar');
    parseQueryContext(context);
  });

  it('a sort metric orders its own query only', () => {
    const context = buildQuery({
      ...formData,
      timeseries_limit_metric_b: 'count',
      order_desc_b: true,
    });
    expect(context.queries[0].orderby).toEqual([[SUM_NUM, false]]);
    expect(context.queries[1].orderby).toEqual([['count', false]]);
  });

  it('each query resolves its own custom and inherit time shifts', () => {
    const context = buildQuery({
      ...formData,
      time_compare: ['inherit'],
      comparison_type: 'values',
      time_compare_b: ['custom'],
      start_date_offset_b: '2020-02-01',
      comparison_type_b: 'difference',
    });
    expect(context.queries[0].time_offsets).toEqual(['inherit']);
    expect(context.queries[1].time_offsets).toEqual(['2020-02-01']);
    expect(context.queries[1].post_processing).toContainEqual({
      operation: 'compare',
      options: {
        source_columns: ['count'],
        compare_columns: ['count__2020-02-01'],
        compare_type: 'difference',
        drop_original_columns: true,
      },
    });
    parseQueryContext(context);
  });

  it('an x-axis of __timestamp makes is_timeseries queries', () => {
    const context = buildQuery({ ...formData, x_axis: '__timestamp', granularity_sqla: 'ds' });
    for (const query of context.queries) {
      expect(query.is_timeseries).toBe(true);
      expect(JSON.stringify(query.columns)).not.toContain('BASE_AXIS');
    }
  });
});
