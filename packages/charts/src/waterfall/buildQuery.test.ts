import { describe, expect, it } from 'vitest';
import { parseQueryContext } from '../shared/testing/expectValidContext.js';
import { SUM_NUM, temporalRange } from '../shared/testing/fixtures.js';
import type { QueryFormData } from '../types.js';
import { buildQuery } from './buildQuery.js';

const formData: QueryFormData = {
  datasource: '2__table',
  viz_type: 'waterfall',
  x_axis: 'ds',
  time_grain_sqla: 'P1Y',
  groupby: [],
  metric: SUM_NUM,
  adhoc_filters: [temporalRange('ds')],
  row_limit: 10000,
  show_value: true,
  show_legend: true,
  x_ticks_layout: 'auto',
  y_axis_format: 'SMART_NUMBER',
};

describe('waterfall buildQuery', () => {
  it('the metric by x at its grain, ordered ascending', () => {
    const context = buildQuery(formData);
    const [query] = context.queries;
    expect(query.columns).toEqual([
      {
        timeGrain: 'P1Y',
        columnType: 'BASE_AXIS',
        sqlExpression: 'ds',
        label: 'ds',
        expressionType: 'SQL',
      },
    ]);
    expect(query.metrics).toEqual([SUM_NUM]);
    expect(query.orderby).toEqual([['ds', true]]);
    parseQueryContext(context);
  });

  it('a breakdown is the second column; legacy form data uses its time column', () => {
    const broken = buildQuery({ ...formData, x_axis: 'state', groupby: ['gender'] }).queries[0];
    expect(broken.orderby).toEqual([
      ['state', true],
      ['gender', true],
    ]);
    const legacy = buildQuery({ ...formData, x_axis: undefined, granularity_sqla: 'ds' });
    expect(legacy.queries[0].columns).toEqual(['ds']);
    parseQueryContext(legacy);
  });
});
