import { describe, expect, it } from 'vitest';
import { SUM_NUM } from '../shared/testing/fixtures.js';
import { parseQueryContext } from '../shared/testing/expectValidContext.js';
import type { QueryFormData } from '../types.js';
import { buildQuery } from './buildQuery.js';

const formData: QueryFormData = {
  datasource: '1__table',
  viz_type: 'echarts_timeseries_smooth',
  x_axis: 'ds',
  time_grain_sqla: 'P1M',
  metrics: [SUM_NUM],
  groupby: [],
  adhoc_filters: [],
  row_limit: 10000,
  order_desc: true,
  truncate_metric: true,
  show_empty_columns: true,
  forecastEnabled: true,
  forecastPeriods: '12',
  forecastInterval: '0.9',
  forecastSeasonalityYearly: true,
  forecastSeasonalityWeekly: false,
  forecastSeasonalityDaily: null,
};

describe('echarts_timeseries_smooth buildQuery', () => {
  it('a forecast adds a prophet step after flatten', () => {
    const context = buildQuery(formData);
    expect(context.queries[0].post_processing).toEqual([
      {
        operation: 'pivot',
        options: {
          index: ['ds'],
          columns: [],
          aggregates: { 'SUM(num)': { operator: 'mean' } },
          drop_missing_columns: false,
        },
      },
      { operation: 'flatten' },
      {
        operation: 'prophet',
        options: {
          time_grain: 'P1M',
          periods: 12,
          confidence_interval: 0.9,
          yearly_seasonality: true,
          weekly_seasonality: false,
          daily_seasonality: null,
          index: 'ds',
        },
      },
    ]);
    expect(context.queries[0].columns).toEqual([
      {
        timeGrain: 'P1M',
        columnType: 'BASE_AXIS',
        sqlExpression: 'ds',
        label: 'ds',
        expressionType: 'SQL',
      },
    ]);
    parseQueryContext(context);
  });

  it('an adhoc SQL x-axis keeps its own definition and gets the grain', () => {
    const xAxis = {
      label: 'day',
      sqlExpression: 'CAST(ds AS DATE)',
      expressionType: 'SQL' as const,
    };
    const context = buildQuery({ ...formData, x_axis: xAxis, forecastEnabled: false });
    expect(context.queries[0].columns).toEqual([
      { timeGrain: 'P1M', columnType: 'BASE_AXIS', ...xAxis },
    ]);
    expect(context.queries[0].post_processing?.[0]).toMatchObject({ options: { index: ['day'] } });
    parseQueryContext(context);
  });
});
