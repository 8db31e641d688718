import { describe, expect, it } from 'vitest';
import { parseQueryContext } from '../shared/testing/expectValidContext.js';
import type { QueryFormData } from '../types.js';
import { buildQuery } from './buildQuery.js';

const formData: QueryFormData = {
  datasource: '2__table',
  viz_type: 'gauge_chart',
  groupby: ['gender'],
  metric: 'count',
  adhoc_filters: [],
  row_limit: 10,
  sort_by_metric: true,
  time_range: 'No filter',
};

describe('gauge_chart buildQuery', () => {
  it('one row per pointer, ordered by the metric when sorting', () => {
    const context = buildQuery(formData);
    expect(context.queries[0]).toMatchObject({
      columns: ['gender'],
      metrics: ['count'],
      orderby: [['count', false]],
      row_limit: 10,
    });
    parseQueryContext(context);
  });
  it('without groupby: one value', () => {
    const context = buildQuery({ ...formData, groupby: [] });
    expect(context.queries[0].columns).toEqual([]);
    parseQueryContext(context);
  });
});
