import { describe, expect, it } from 'vitest';
import { parseQueryContext } from '../shared/testing/expectValidContext.js';
import { SUM_NUM } from '../shared/testing/fixtures.js';
import type { QueryFormData } from '../types.js';
import { buildQuery } from './buildQuery.js';

const formData: QueryFormData = {
  datasource: '3__table',
  viz_type: 'time_pivot',
  granularity_sqla: 'ds',
  time_grain_sqla: 'P1D',
  time_range: 'No filter',
  metric: SUM_NUM,
  freq: 'AS',
  adhoc_filters: [],
  rolling_type: 'mean',
  rolling_periods: 7,
  min_periods: 1,
  line_interpolation: 'linear',
  color_picker: { r: 0, g: 122, b: 135, a: 1 },
  x_axis_format: 'smart_date',
  y_axis_format: 'SMART_NUMBER',
};

describe('time_pivot buildQuery', () => {
  it('a legacy time-series query of the one metric over granularity_sqla at the grain', () => {
    const context = buildQuery(formData);
    expect(context.queries).toHaveLength(1);
    expect(context.queries[0]).toMatchObject({
      is_timeseries: true,
      granularity: 'ds',
      metrics: [SUM_NUM],
      columns: [],
      time_range: 'No filter',
      extras: { time_grain_sqla: 'P1D' },
    });
    parseQueryContext(context);
  });
  it('no metric: no metrics', () => {
    expect(buildQuery({ ...formData, metric: undefined }).queries[0].metrics).toEqual([]);
  });
});
