import { describe, expect, it } from 'vitest';
import { parseQueryContext } from '../shared/testing/expectValidContext.js';
import { COUNT_STAR, SUM_NUM } from '../shared/testing/fixtures.js';
import type { QueryFormData } from '../types.js';
import { buildQuery } from './buildQuery.js';

const formData: QueryFormData = {
  datasource: '3__table',
  viz_type: 'para',
  series: 'name',
  metrics: [SUM_NUM, 'count'],
  secondary_metric: COUNT_STAR,
  adhoc_filters: [],
  limit: 100,
  order_desc: true,
  show_datatable: false,
  include_series: false,
  linear_color_scheme: 'superset_seq_1',
  time_range: 'No filter',
};

describe('para buildQuery', () => {
  it('one row per series value with the metrics and the colour metric, top `limit` rows', () => {
    const context = buildQuery(formData);
    expect(context.queries[0]).toMatchObject({
      columns: ['name'],
      metrics: [SUM_NUM, 'count', COUNT_STAR],
      orderby: [[SUM_NUM, false]],
      row_limit: 100,
    });
    parseQueryContext(context);
  });
  it('the colour metric is not asked twice; the sort metric wins; no limit keeps row_limit', () => {
    const [query] = buildQuery({
      ...formData,
      secondary_metric: 'count',
      timeseries_limit_metric: 'count',
      order_desc: false,
      limit: null,
      row_limit: 500,
    }).queries;
    expect(query.metrics).toEqual([SUM_NUM, 'count']);
    expect(query.orderby).toEqual([['count', true]]);
    expect(query.row_limit).toBe(500);
  });
});
