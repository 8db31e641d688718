import { describe, expect, it } from 'vitest';
import { parseQueryContext } from '../shared/testing/expectValidContext.js';
import { SUM_NUM } from '../shared/testing/fixtures.js';
import type { QueryFormData } from '../types.js';
import { buildQuery } from './buildQuery.js';

const formData: QueryFormData = {
  datasource: '5__table',
  viz_type: 'sankey_v2',
  source: 'source',
  target: 'target',
  metric: SUM_NUM,
  adhoc_filters: [],
  row_limit: 10000,
  sort_by_metric: true,
  color_scheme: 'supersetColors',
};

describe('sankey_v2 buildQuery', () => {
  it('groups by source and target, ordered by the metric descending', () => {
    const context = buildQuery(formData);
    const [query] = context.queries;
    expect(query.columns).toEqual(['source', 'target']);
    expect(query.metrics).toEqual([SUM_NUM]);
    expect(query.orderby).toEqual([[SUM_NUM, false]]);
    expect(query.row_limit).toBe(10000);
    parseQueryContext(context);
  });
  it('no order without "Sort by metric"; one-item lists and adhoc columns as columns', () => {
    const adhoc = { label: 'src', sqlExpression: 'lower(source)', expressionType: 'SQL' };
    const context = buildQuery({
      ...formData,
      sort_by_metric: false,
      source: [adhoc],
      target: ['target'],
    });
    expect(context.queries[0]).not.toHaveProperty('orderby');
    expect(context.queries[0].columns).toEqual([adhoc, 'target']);
  });
});
