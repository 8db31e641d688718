import { describe, expect, it } from 'vitest';
import { parseQueryContext } from '../shared/testing/expectValidContext.js';
import { COUNT_STAR, SUM_NUM } from '../shared/testing/fixtures.js';
import type { QueryFormData } from '../types.js';
import { buildQuery } from './buildQuery.js';

const formData: QueryFormData = {
  datasource: '2__table',
  viz_type: 'radar',
  groupby: ['state'],
  metrics: [SUM_NUM, COUNT_STAR],
  adhoc_filters: [],
  row_limit: 10,
  time_range: 'No filter',
};

describe('radar buildQuery', () => {
  it('orders by the first metric descending', () => {
    const context = buildQuery(formData);
    expect(context.queries[0]).toMatchObject({
      columns: ['state'],
      metrics: [SUM_NUM, COUNT_STAR],
      orderby: [[SUM_NUM, false]],
      row_limit: 10,
    });
    parseQueryContext(context);
  });
  it('or by the "Sort by" metric', () => {
    const context = buildQuery({ ...formData, series_limit_metric: COUNT_STAR });
    expect(context.queries[0].orderby).toEqual([[COUNT_STAR, false]]);
    parseQueryContext(context);
  });
});
