import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@tessera/charts';
import { datasetIdOf, drillDetailPayload, withoutFilter } from './drillPayload';

const PIE: QueryFormData = {
  datasource: '7__table',
  viz_type: 'pie',
  groupby: ['gender'],
  metric: 'count',
  granularity_sqla: 'ds',
  time_range: 'Last year',
  adhoc_filters: [
    {
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: 'state',
      operator: 'IN',
      comparator: ['CA'],
    },
    { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'num > 10' },
    { expressionType: 'SQL', clause: 'HAVING', sqlExpression: 'SUM(num) > 100' },
  ],
  // what the dashboard's data mask adds
  extra_form_data: { filters: [{ col: 'name', op: 'IN', val: ['Amy'] }] },
};

describe('the drill to detail payload', () => {
  it("keeps the chart's filters (the dashboard's too), time range and WHERE, not HAVING", () => {
    const payload = drillDetailPayload(PIE, [
      { col: 'gender', op: '==', val: 'girl', formattedVal: 'girl' },
    ]);
    expect(payload.filters).toEqual([
      { col: 'name', op: 'IN', val: ['Amy'] },
      { col: 'state', op: 'IN', val: ['CA'] },
      { col: 'gender', op: '==', val: 'girl' },
    ]);
    expect(payload.time_range).toBe('Last year');
    expect(payload.granularity).toBe('ds');
    expect(payload.extras?.where).toBe('(num > 10)');
    expect(payload.extras).not.toHaveProperty('having');
  });

  it('reads the dataset id and takes a removed chip out', () => {
    expect(datasetIdOf(PIE)).toBe(7);
    const filters = [
      { col: 'gender', op: '==' as const, val: 'girl', formattedVal: 'girl' },
      { col: 'state', op: '==' as const, val: 'CA', formattedVal: 'CA' },
    ];
    expect(withoutFilter(filters, 'gender').map((f) => f.col)).toEqual(['state']);
  });
});
