import { describe, expect, it } from 'vitest';
import { parseQueryContext } from '../shared/testing/expectValidContext.js';
import { temporalRange } from '../shared/testing/fixtures.js';
import type { QueryFormData } from '../types.js';
import { binCount, buildQuery } from './buildQuery.js';

const formData: QueryFormData = {
  datasource: '2__table',
  viz_type: 'histogram_v2',
  column: 'num',
  groupby: ['gender'],
  adhoc_filters: [temporalRange('ds')],
  row_limit: 10000,
  bins: 5,
  normalize: false,
  cumulative: false,
  color_scheme: 'supersetColors',
  show_value: false,
  show_legend: true,
  x_axis_format: 'SMART_NUMBER',
  y_axis_format: 'SMART_NUMBER',
};

describe('histogram_v2 buildQuery', () => {
  it('the raw values of the column and dimensions, no metric, then a histogram step', () => {
    const context = buildQuery(formData);
    const [query] = context.queries;
    expect(query.columns).toEqual(['gender', 'num']);
    expect(query).not.toHaveProperty('metrics');
    expect(query.row_limit).toBe(10000);
    expect(query.post_processing).toEqual([
      {
        operation: 'histogram',
        options: {
          column: 'num',
          groupby: ['gender'],
          bins: 5,
          cumulative: false,
          normalize: false,
        },
      },
    ]);
    parseQueryContext(context);
  });

  it('free-form bins, cumulative and normalized; an adhoc column by its label', () => {
    const context = buildQuery({
      ...formData,
      bins: '10',
      cumulative: true,
      normalize: true,
      groupby: [],
      column: { sqlExpression: 'num * 2', label: 'double', expressionType: 'SQL' },
    });
    expect(context.queries[0].post_processing?.[0]?.options).toEqual({
      column: 'double',
      groupby: [],
      bins: 10,
      cumulative: true,
      normalize: true,
    });
    parseQueryContext(context);
    expect([binCount(undefined), binCount('x'), binCount(5000), binCount(0)]).toEqual([
      5, 5, 1000, 1,
    ]);
  });
});
