import { describe, expect, it } from 'vitest';
import { BASE_QUERY, SUM_NUM } from '../shared/testing/fixtures.js';
import { parseQueryContext } from '../shared/testing/expectValidContext.js';
import type { QueryFormData } from '../types.js';
import { buildQuery } from './buildQuery.js';

const formData: QueryFormData = {
  datasource: '2__table',
  viz_type: 'word_cloud',
  series: 'name',
  metric: SUM_NUM,
  adhoc_filters: [],
  row_limit: 100,
  sort_by_metric: true,
  size_from: 10,
  size_to: 70,
  rotation: 'square',
  color_scheme: 'supersetColors',
  time_range: 'No filter',
};

describe('word_cloud buildQuery', () => {
  it('groups by the word column, biggest metric first then the word, under the row limit', () => {
    const context = buildQuery(formData);
    expect(context.queries).toEqual([
      {
        ...BASE_QUERY,
        time_range: 'No filter',
        filters: [],
        extras: { having: '', where: '' },
        columns: ['name'],
        metrics: [SUM_NUM],
        orderby: [
          [SUM_NUM, false],
          ['name', true],
        ],
        row_limit: 100,
        timeseries_limit: 0,
        order_desc: true,
      },
    ]);
    parseQueryContext(context);
  });

  it('orders by the word only without "Sort by metric", not at all without a row limit', () => {
    expect(buildQuery({ ...formData, sort_by_metric: false }).queries[0].orderby).toEqual([
      ['name', true],
    ]);
    expect(buildQuery({ ...formData, row_limit: 0 }).queries[0]).not.toHaveProperty('orderby');
  });

  it("reads Superset's legacy saved form data (Unicode Cloud)", () => {
    const legacy: QueryFormData = {
      datasource: '5__table',
      viz_type: 'word_cloud',
      granularity_sqla: 'dttm',
      groupby: [],
      limit: '100',
      metric: {
        aggregate: 'SUM',
        column: { column_name: 'value' },
        expressionType: 'SIMPLE',
        label: 'Value',
      },
      rotation: 'square',
      row_limit: 50000,
      series: 'short_phrase',
      since: '100 years ago',
      size_from: '10',
      size_to: '70',
      until: 'now',
    };
    const [query] = buildQuery(legacy).queries;
    expect(query.columns).toEqual(['short_phrase']);
    expect(query.row_limit).toBe(50000);
    expect(query.orderby).toEqual([['short_phrase', true]]);
    parseQueryContext(buildQuery(legacy));
  });
});
