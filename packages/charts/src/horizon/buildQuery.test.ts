import { describe, expect, it } from 'vitest';
import { parseQueryContext } from '../shared/testing/expectValidContext.js';
import { SUM_NUM } from '../shared/testing/fixtures.js';
import type { QueryFormData } from '../types.js';
import { buildQuery } from './buildQuery.js';

const formData: QueryFormData = {
  datasource: '23__table',
  viz_type: 'horizon',
  granularity_sqla: 'order_date',
  time_grain_sqla: 'P1M',
  time_range: 'No filter',
  groupby: ['product_line'],
  metrics: [SUM_NUM],
  adhoc_filters: [],
  order_desc: true,
  limit: 5,
  row_limit: null,
  series_height: '25',
  horizon_color_scale: 'series',
};

describe('horizon buildQuery', () => {
  it('a legacy time-series query: granularity, grain, series columns and limit', () => {
    const context = buildQuery(formData);
    const [query] = context.queries;
    expect(query).toMatchObject({
      is_timeseries: true,
      granularity: 'order_date',
      columns: ['product_line'],
      series_columns: ['product_line'],
      metrics: [SUM_NUM],
      timeseries_limit: 5,
      orderby: [[SUM_NUM, false]],
      extras: { time_grain_sqla: 'P1M' },
    });
    expect(query.row_limit).toBeUndefined();
    parseQueryContext(context);
  });
  it('without groupby: one series per metric', () => {
    const [query] = buildQuery({ ...formData, groupby: [], limit: null }).queries;
    expect(query.columns).toEqual([]);
    expect(query.timeseries_limit).toBe(0);
  });
});
