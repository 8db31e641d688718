import { describe, expect, it } from 'vitest';
import { BASE_QUERY, SUM_NUM } from '../shared/testing/fixtures.js';
import { parseQueryContext } from '../shared/testing/expectValidContext.js';
import type { QueryFormData } from '../types.js';
import { buildQuery } from './buildQuery.js';
import { DEFAULT_HANDLEBARS_TEMPLATE } from './controlPanel.js';

const formData: QueryFormData = {
  datasource: '2__table',
  viz_type: 'handlebars',
  query_mode: 'aggregate',
  groupby: ['name'],
  metrics: [SUM_NUM],
  adhoc_filters: [],
  row_limit: 10,
  order_desc: true,
  handlebarsTemplate: DEFAULT_HANDLEBARS_TEMPLATE,
  styleTemplate: '',
  time_range: 'No filter',
};

describe('handlebars buildQuery', () => {
  it('aggregate: groupby + metrics, ordered by the first metric descending', () => {
    const context = buildQuery(formData);
    expect(context.queries).toEqual([
      {
        ...BASE_QUERY,
        time_range: 'No filter',
        filters: [],
        extras: { having: '', where: '' },
        columns: ['name'],
        metrics: [SUM_NUM],
        orderby: [[SUM_NUM, false]],
        row_limit: 10,
        timeseries_limit: 0,
        order_desc: true,
      },
    ]);
    parseQueryContext(context);
  });

  it('raw records: the columns in the saved order, no metrics', () => {
    const context = buildQuery({
      ...formData,
      query_mode: 'raw',
      all_columns: ['name', 'num'],
      order_by_cols: ['["num", false]'],
    });
    const [query] = context.queries;
    expect(query.columns).toEqual(['name', 'num']);
    expect(query.metrics).toBeUndefined();
    expect(query.orderby).toEqual([['num', false]]);
    parseQueryContext(context);
  });

  it('include_time asks for __timestamp first', () => {
    const [query] = buildQuery({ ...formData, include_time: true, granularity_sqla: 'ds' }).queries;
    expect(query.columns?.[0]).toBe('__timestamp');
  });
});
