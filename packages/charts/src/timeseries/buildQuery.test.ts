import { describe, expect, it } from 'vitest';
import { SUM_NUM } from '../shared/testing/fixtures.js';
import { parseQueryContext } from '../shared/testing/expectValidContext.js';
import type { QueryFormData } from '../types.js';
import { buildTimeseriesQuery } from './buildQuery.js';

const formData: QueryFormData = {
  datasource: '1__table',
  viz_type: 'echarts_timeseries_line',
  x_axis: 'ds',
  time_grain_sqla: 'P1D',
  metrics: [SUM_NUM],
  groupby: [],
  time_range: 'Last year',
};

describe('time series buildQuery: time comparison', () => {
  it('"custom" is sent as the start date and "inherit" as inherit', () => {
    const context = buildTimeseriesQuery({
      ...formData,
      time_compare: ['custom', 'inherit'],
      start_date_offset: '2019-06-01',
      comparison_type: 'values',
    });
    const [query] = context.queries;
    expect(query.time_offsets).toEqual(['2019-06-01', 'inherit']);
    const pivot = query.post_processing?.find((p) => p?.operation === 'pivot');
    expect(Object.keys(pivot?.options?.aggregates as object)).toEqual([
      'SUM(num)',
      'SUM(num)__2019-06-01',
      'SUM(num)__inherit',
    ]);
    const rename = query.post_processing?.find((p) => p?.operation === 'rename');
    expect(rename?.options?.columns).toEqual({
      'SUM(num)__2019-06-01': '2019-06-01',
      'SUM(num)__inherit': 'inherit',
    });
    expect(() => parseQueryContext(context)).not.toThrow();
  });

  it('"difference" (and the older "absolute") compare as difference', () => {
    for (const comparisonType of ['difference', 'absolute']) {
      const [query] = buildTimeseriesQuery({
        ...formData,
        time_compare: ['1 month ago'],
        comparison_type: comparisonType,
      }).queries;
      expect(query.post_processing?.find((p) => p?.operation === 'compare')).toEqual({
        operation: 'compare',
        options: {
          source_columns: ['SUM(num)'],
          compare_columns: ['SUM(num)__1 month ago'],
          compare_type: 'difference',
          drop_original_columns: true,
        },
      });
    }
  });

  it('linear and zero-fill resampling reach the query', () => {
    const [linear] = buildTimeseriesQuery({
      ...formData,
      resample_rule: '1MS',
      resample_method: 'linear',
    }).queries;
    expect(linear.post_processing?.find((p) => p?.operation === 'resample')?.options).toEqual({
      method: 'linear',
      rule: '1MS',
      fill_value: null,
    });
  });

  it('orders by the series limit metric', () => {
    const [query] = buildTimeseriesQuery({
      ...formData,
      groupby: ['gender'],
      series_limit_metric: 'count',
      order_desc: true,
    }).queries;
    expect(query.orderby).toEqual([['count', false]]);
  });
});
