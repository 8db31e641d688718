import { describe, expect, it } from 'vitest';
import { BASE_QUERY, SUM_NUM, temporalRange } from '../shared/testing/fixtures.js';
import { parseQueryContext } from '../shared/testing/expectValidContext.js';
import type { QueryFormData } from '../types.js';
import { buildQuery, GROUPBY_SINGLE_METRIC } from './buildQuery.js';

const formData: QueryFormData = {
  datasource: '2__table',
  viz_type: 'time_table',
  granularity_sqla: 'ds',
  time_grain_sqla: 'P1Y',
  metrics: [SUM_NUM, 'count'],
  adhoc_filters: [temporalRange('ds')],
  groupby: [],
  limit: 10,
  column_collection: [{ key: 'a', label: 'Trend', colType: 'spark' }],
  url: '',
  row_limit: 10000,
  order_desc: true,
};

describe('time_table buildQuery', () => {
  it('a time series of the metrics, ordered by the first metric', () => {
    const context = buildQuery(formData);
    expect(context.queries[0]).toMatchObject({
      ...BASE_QUERY,
      granularity: 'ds',
      is_timeseries: true,
      columns: [],
      metrics: [SUM_NUM, 'count'],
      orderby: [[SUM_NUM, false]],
      extras: { having: '', where: '', time_grain_sqla: 'P1Y' },
    });
    parseQueryContext(context);
    expect(buildQuery({ ...formData, order_desc: false }).queries[0].orderby).toEqual([
      [SUM_NUM, true],
    ]);
  });
  it('grouped: one metric only', () => {
    expect(() => buildQuery({ ...formData, groupby: ['gender'] })).toThrow(GROUPBY_SINGLE_METRIC);
    const [query] = buildQuery({ ...formData, groupby: ['gender'], metrics: [SUM_NUM] }).queries;
    expect(query.columns).toEqual(['gender']);
  });
});
