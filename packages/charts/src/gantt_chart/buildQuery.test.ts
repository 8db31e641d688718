import { describe, expect, it } from 'vitest';
import { parseQueryContext } from '../shared/testing/expectValidContext.js';
import { COUNT_STAR } from '../shared/testing/fixtures.js';
import type { QueryFormData } from '../types.js';
import { buildQuery } from './buildQuery.js';

const END = { expressionType: 'SQL', sqlExpression: 'ds + INTERVAL 1 DAY', label: 'end' };
const formData: QueryFormData = {
  datasource: '3__table',
  viz_type: 'gantt_chart',
  start_time: 'ds',
  end_time: END,
  y_axis: 'state',
  series: 'gender',
  subcategories: false,
  tooltip_metrics: [COUNT_STAR],
  tooltip_columns: ['name', 'state'],
  adhoc_filters: [],
  order_by_cols: ['["ds", true]'],
  row_limit: 10000,
  time_range: 'No filter',
};

describe('gantt_chart buildQuery', () => {
  it('distinct start, end, y-axis, series, tooltip and order columns; tooltip metrics', () => {
    const context = buildQuery(formData);
    expect(context.queries[0]).toMatchObject({
      columns: ['ds', END, 'state', 'gender', 'name'],
      metrics: [COUNT_STAR],
      orderby: [['ds', true]],
      series_columns: ['gender'],
      row_limit: 10000,
    });
    parseQueryContext(context);
  });
  it('no series, no tooltip metrics, no ordering', () => {
    const [query] = buildQuery({
      ...formData,
      series: null,
      tooltip_metrics: [],
      tooltip_columns: [],
      order_by_cols: [],
    }).queries;
    expect(query.columns).toEqual(['ds', END, 'state']);
    expect(query.metrics).toEqual([]);
    expect(query.orderby).toEqual([]);
  });
});
