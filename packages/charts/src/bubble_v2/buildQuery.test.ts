import { describe, expect, it } from 'vitest';
import { parseQueryContext } from '../shared/testing/expectValidContext.js';
import { SUM_NUM, temporalRange } from '../shared/testing/fixtures.js';
import type { QueryFormData } from '../types.js';
import { buildQuery } from './buildQuery.js';

const AVG_NUM = { ...SUM_NUM, aggregate: 'AVG', label: 'AVG(num)' };
const formData: QueryFormData = {
  datasource: '2__table',
  viz_type: 'bubble_v2',
  series: 'gender',
  entity: 'name',
  x: SUM_NUM,
  y: AVG_NUM,
  size: 'count',
  adhoc_filters: [temporalRange('ds')],
  orderby: 'count',
  order_desc: true,
  row_limit: 100,
  color_scheme: 'supersetColors',
  max_bubble_size: '25',
  opacity: 0.6,
};

describe('bubble_v2 buildQuery', () => {
  it('entity and series columns with the x, y and size metrics, sorted by the metric', () => {
    const context = buildQuery(formData);
    const [query] = context.queries;
    expect(query.columns).toEqual(['name', 'gender']);
    expect(query.metrics).toEqual([SUM_NUM, AVG_NUM, 'count']);
    expect(query.orderby).toEqual([['count', false]]);
    expect(query.row_limit).toBe(100);
    parseQueryContext(context);
  });

  it('ascending when not descending; no order without a sort metric; no series', () => {
    expect(buildQuery({ ...formData, order_desc: false }).queries[0].orderby).toEqual([
      ['count', true],
    ]);
    const plain = buildQuery({ ...formData, orderby: null, series: null }).queries[0];
    expect(plain).not.toHaveProperty('orderby');
    expect(plain.columns).toEqual(['name']);
  });
});
