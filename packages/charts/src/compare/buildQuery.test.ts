import { describe, expect, it } from 'vitest';
import { parseQueryContext } from '../shared/testing/expectValidContext.js';
import { SUM_NUM } from '../shared/testing/fixtures.js';
import type { QueryFormData } from '../types.js';
import { buildQuery } from './buildQuery.js';

const formData: QueryFormData = {
  datasource: '3__table',
  viz_type: 'compare',
  granularity_sqla: 'ds',
  time_grain_sqla: 'P1Y',
  time_range: 'No filter',
  metrics: [SUM_NUM],
  groupby: ['gender'],
  adhoc_filters: [],
  limit: 10,
  order_desc: true,
  contribution: false,
  row_limit: 50000,
  x_axis_format: 'smart_date',
  y_axis_format: '.3s',
};

describe('compare buildQuery', () => {
  it('the line chart query with the legacy time column as its x axis: pivot, rename, flatten', () => {
    const context = buildQuery(formData);
    const [query] = context.queries;
    expect(query).toMatchObject({
      granularity: 'ds',
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
      series_columns: ['gender'],
      metrics: [SUM_NUM],
      timeseries_limit: 10,
      row_limit: 50000,
    });
    expect(query.is_timeseries).toBeUndefined();
    expect(query.post_processing?.map((p) => p?.operation)).toEqual(['pivot', 'rename', 'flatten']);
    expect(context.form_data).toBe(formData);
    parseQueryContext(context);
  });
  it('contribution becomes a row contribution; rolling is kept', () => {
    const [query] = buildQuery({
      ...formData,
      contribution: true,
      rolling_type: 'cumsum',
    }).queries;
    expect(query.post_processing?.map((p) => p?.operation)).toEqual([
      'pivot',
      'cum',
      'rename',
      'contribution',
      'flatten',
    ]);
  });
});
