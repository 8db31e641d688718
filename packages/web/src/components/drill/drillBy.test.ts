import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@tessera/charts';
import {
  drillByBreadcrumbs,
  drillByColumns,
  drilledFormData,
  type DrillByLevel,
  type DrillColumn,
} from './drillBy';

const COLUMNS: DrillColumn[] = [
  { column_name: 'ds', groupby: true },
  { column_name: 'gender', verbose_name: 'Gender', groupby: true },
  { column_name: 'name', groupby: true },
  { column_name: 'state', verbose_name: 'State', groupby: true },
  { column_name: 'num', groupby: false },
];
const PIE: QueryFormData = {
  datasource: '7__table',
  viz_type: 'pie',
  slice_id: 12,
  slice_name: 'Births',
  dashboards: [3],
  groupby: ['gender'],
  metric: 'count',
  adhoc_filters: [],
};
const girl = { col: 'gender', op: '==' as const, val: 'girl', formattedVal: 'girl' };
const toState: DrillByLevel = {
  column: COLUMNS[3],
  groupbyFieldName: 'groupby',
  filters: [girl],
};

describe('drill by', () => {
  it('replaces the dimension and keeps the clicked values as filters, unsaved', () => {
    const drilled = drilledFormData(PIE, [toState]);
    expect(drilled.groupby).toEqual(['state']);
    expect(drilled.adhoc_filters).toEqual([
      expect.objectContaining({
        expressionType: 'SIMPLE',
        clause: 'WHERE',
        subject: 'gender',
        operator: '==',
        comparator: 'girl',
      }),
    ]);
    expect(drilled).not.toHaveProperty('slice_id');
    expect(drilled).not.toHaveProperty('slice_name');
    expect(drilled).not.toHaveProperty('dashboards');
    expect(drilledFormData(PIE, [])).toBe(PIE);
  });

  it('a second level replaces the dimension again and keeps both levels of filters', () => {
    const ca = { col: 'state', op: '==' as const, val: 'CA', formattedVal: 'CA' };
    const drilled = drilledFormData(PIE, [
      toState,
      { column: COLUMNS[2], groupbyFieldName: 'groupby', filters: [ca] },
    ]);
    expect(drilled.groupby).toEqual(['name']);
    expect(drilled.adhoc_filters?.map((f) => f.subject)).toEqual(['gender', 'state']);
    // a dimension held as one column stays one column; a temporal value keeps its grain
    const yearly = { col: 'ds', op: '==' as const, val: 0, grain: 'P1Y', formattedVal: '1970' };
    const byX = drilledFormData({ ...PIE, x_axis: 'ds' }, [
      { column: COLUMNS[3], groupbyFieldName: 'x_axis', filters: [yearly] },
    ]);
    expect(byX.x_axis).toBe('state');
    expect(byX.adhoc_filters?.[0]).toMatchObject({ subject: 'ds', timeGrain: 'P1Y' });
  });

  it('offers the groupable columns not in use, matching the search', () => {
    const names = (cs: DrillColumn[]) => cs.map((c) => c.column_name);
    expect(names(drillByColumns(COLUMNS, PIE, 'groupby'))).toEqual(['ds', 'name', 'state']);
    expect(names(drillByColumns(COLUMNS, { ...PIE, x_axis: 'ds' }, 'groupby', ['state']))).toEqual([
      'name',
    ]);
    expect(names(drillByColumns(COLUMNS, PIE, 'groupby', [], 'STA'))).toEqual(['state']);
  });

  it('the breadcrumbs: the dimension with the values drilled from, then each column', () => {
    expect(drillByBreadcrumbs(PIE, 'groupby', [toState], COLUMNS)).toEqual([
      { label: 'Gender (girl)', depth: 0 },
      { label: 'State', depth: 1 },
    ]);
    expect(drillByBreadcrumbs(PIE, 'groupby', [], COLUMNS)).toEqual([
      { label: 'Gender', depth: 0 },
    ]);
  });
});
