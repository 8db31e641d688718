import { describe, expect, it } from 'vitest';
import { parseQueryContext } from '../shared/testing/expectValidContext.js';
import { SUM_NUM } from '../shared/testing/fixtures.js';
import type { QueryFormData } from '../types.js';
import { buildQuery } from './buildQuery.js';

const formData: QueryFormData = {
  datasource: '3__table',
  viz_type: 'bullet',
  metric: SUM_NUM,
  adhoc_filters: [],
  ranges: '100, 200, 300',
  range_labels: 'low, mid, high',
  markers: '250',
  marker_labels: 'target',
  marker_lines: '280',
  marker_line_labels: 'stretch',
  time_range: 'No filter',
};

describe('bullet buildQuery', () => {
  it('queries the one metric, no columns', () => {
    const context = buildQuery(formData);
    expect(context.queries[0]).toMatchObject({ metrics: [SUM_NUM], columns: [] });
    expect(context.queries[0].orderby ?? []).toEqual([]);
    parseQueryContext(context);
  });
  it('a groupby gives one bullet per group, ordered by the metric', () => {
    const [query] = buildQuery({ ...formData, groupby: ['gender'], row_limit: 10 }).queries;
    expect(query).toMatchObject({
      columns: ['gender'],
      orderby: [[SUM_NUM, false]],
      row_limit: 10,
    });
  });
});
