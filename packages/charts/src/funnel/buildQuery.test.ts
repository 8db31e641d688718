import { describe, expect, it } from 'vitest';
import { parseQueryContext } from '../shared/testing/expectValidContext.js';
import { SUM_NUM } from '../shared/testing/fixtures.js';
import type { QueryFormData } from '../types.js';
import { buildQuery } from './buildQuery.js';

const formData: QueryFormData = {
  datasource: '2__table',
  viz_type: 'funnel',
  groupby: ['gender'],
  metric: SUM_NUM,
  adhoc_filters: [],
  row_limit: 10,
  sort_by_metric: true,
  percent_calculation_type: 'first_step',
  time_range: 'No filter',
};

describe('funnel buildQuery', () => {
  it('one row per stage, the biggest first, ten by default', () => {
    const context = buildQuery(formData);
    expect(context.queries[0]).toMatchObject({
      columns: ['gender'],
      metrics: [SUM_NUM],
      orderby: [[SUM_NUM, false]],
      row_limit: 10,
    });
    parseQueryContext(context);
  });
  it('keeps the query order without "Sort by metric"', () => {
    const context = buildQuery({ ...formData, sort_by_metric: false });
    expect(context.queries[0].orderby).not.toEqual([[SUM_NUM, false]]);
    parseQueryContext(context);
  });
});
