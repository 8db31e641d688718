import { describe, expect, it } from 'vitest';
import { parseQueryContext } from '../shared/testing/expectValidContext.js';
import { SUM_NUM } from '../shared/testing/fixtures.js';
import type { QueryFormData } from '../types.js';
import { buildQuery } from './buildQuery.js';

const formData: QueryFormData = {
  datasource: '5__table',
  viz_type: 'tree_chart',
  id: 'city',
  parent: 'country',
  name: 'city_name',
  root_node_id: '',
  metric: SUM_NUM,
  row_limit: 10000,
  layout: 'orthogonal',
  orient: 'LR',
};

describe('tree_chart buildQuery', () => {
  it('id, parent and name as columns with the metric', () => {
    const context = buildQuery(formData);
    expect(context.queries[0].columns).toEqual(['city', 'country', 'city_name']);
    expect(context.queries[0].metrics).toEqual([SUM_NUM]);
    expect(context.queries[0].row_limit).toBe(10000);
    parseQueryContext(context);
  });
  it('no name, no metric', () => {
    const context = buildQuery({ ...formData, name: null, metric: null });
    expect(context.queries[0].columns).toEqual(['city', 'country']);
    expect(context.queries[0].metrics).toEqual([]);
  });
});
