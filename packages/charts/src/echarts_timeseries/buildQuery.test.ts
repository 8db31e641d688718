import { describe, expect, it } from 'vitest';
import { SUM_NUM } from '../shared/testing/fixtures.js';
import { parseQueryContext } from '../shared/testing/expectValidContext.js';
import type { QueryFormData } from '../types.js';
import { buildQuery } from './buildQuery.js';

const formData: QueryFormData = {
  datasource: '1__table',
  viz_type: 'echarts_timeseries',
  x_axis: 'ds',
  time_grain_sqla: 'P1D',
  metrics: [SUM_NUM],
  groupby: ['gender'],
  adhoc_filters: [],
  row_limit: 10000,
  order_desc: true,
  truncate_metric: true,
  show_empty_columns: true,
  rolling_type: 'cumsum',
  time_compare: ['1 year ago', '2 years ago'],
  comparison_type: 'difference',
  seriesType: 'bar',
};

describe('echarts_timeseries buildQuery', () => {
  it('cumulative sums of the series and their shifts, then the differences', () => {
    const context = buildQuery(formData);
    expect(context.queries[0].time_offsets).toEqual(['1 year ago', '2 years ago']);
    expect(context.queries[0].post_processing).toEqual([
      {
        operation: 'pivot',
        options: {
          index: ['ds'],
          columns: ['gender'],
          drop_missing_columns: false,
          aggregates: {
            'SUM(num)': { operator: 'mean' },
            'SUM(num)__1 year ago': { operator: 'mean' },
            'SUM(num)__2 years ago': { operator: 'mean' },
          },
        },
      },
      {
        operation: 'cum',
        options: {
          operator: 'sum',
          columns: {
            'SUM(num)': 'SUM(num)',
            'SUM(num)__1 year ago': 'SUM(num)__1 year ago',
            'SUM(num)__2 years ago': 'SUM(num)__2 years ago',
          },
        },
      },
      {
        operation: 'compare',
        options: {
          source_columns: ['SUM(num)', 'SUM(num)'],
          compare_columns: ['SUM(num)__1 year ago', 'SUM(num)__2 years ago'],
          compare_type: 'difference',
          drop_original_columns: true,
        },
      },
      {
        operation: 'rename',
        options: {
          columns: {
            'difference__SUM(num)__SUM(num)__1 year ago': '1 year ago',
            'difference__SUM(num)__SUM(num)__2 years ago': '2 years ago',
          },
          level: 0,
          inplace: true,
        },
      },
      { operation: 'flatten' },
    ]);
    parseQueryContext(context);
  });

  it('the spec\'s "absolute" comparison type is read as "difference"', () => {
    const absolute = buildQuery({ ...formData, comparison_type: 'absolute' });
    expect(absolute.queries).toEqual(buildQuery(formData).queries);
  });

  it('an unknown comparison type means no time comparison at all', () => {
    const context = buildQuery({ ...formData, comparison_type: 'bogus' });
    expect(context.queries[0].time_offsets).toEqual([]);
    const operations = (context.queries[0].post_processing ?? []).map((p) => p?.operation);
    expect(operations).toEqual(['pivot', 'cum', 'rename', 'flatten']);
  });
});
