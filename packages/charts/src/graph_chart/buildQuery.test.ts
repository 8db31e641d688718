import { describe, expect, it } from 'vitest';
import { parseQueryContext } from '../shared/testing/expectValidContext.js';
import { SUM_NUM } from '../shared/testing/fixtures.js';
import type { QueryFormData } from '../types.js';
import { buildQuery } from './buildQuery.js';

const formData: QueryFormData = {
  datasource: '5__table',
  viz_type: 'graph_chart',
  source: 'source',
  target: 'target',
  source_category: 'src_kind',
  target_category: null,
  metric: SUM_NUM,
  adhoc_filters: [],
  row_limit: 10000,
  layout: 'force',
  edgeSymbol: 'none,arrow',
};

describe('graph_chart buildQuery', () => {
  it('source, target and the set categories as columns, ordered by them under a row limit', () => {
    const context = buildQuery(formData);
    const [query] = context.queries;
    expect(query.columns).toEqual(['source', 'target', 'src_kind']);
    expect(query.metrics).toEqual([SUM_NUM]);
    expect(query.orderby).toEqual([
      ['source', true],
      ['target', true],
      ['src_kind', true],
    ]);
    parseQueryContext(context);
  });
  it('no order without a row limit; a category equal to the source is asked once', () => {
    const context = buildQuery({ ...formData, row_limit: null, source_category: 'source' });
    expect(context.queries[0]).not.toHaveProperty('orderby');
    expect(context.queries[0].columns).toEqual(['source', 'target']);
  });
});
