import { describe, expect, it } from 'vitest';
import type { DashboardLayout, LayoutItem } from './layout.js';
import {
  chartsInScope,
  filtersOutOfScope,
  nativeFilterColumn,
  nativeFilterScopes,
} from './filterScope.js';
import { activeTabsByTabSet } from './pageLayout.js';
import type { NativeFilter, NativeFilterDivider } from './nativeFilters.js';
import { nativeFilter } from './nativeFilters.fixtures.js';

const node = (id: string, type: string, children: string[] = [], meta = {}): LayoutItem =>
  ({ id, type, children, meta }) as LayoutItem;

/** ROOT → TABS (TAB-a: charts 1, 2; TAB-b: chart 3 and nested tabs with chart 4). */
const layout: DashboardLayout = {
  ROOT_ID: node('ROOT_ID', 'ROOT', ['TABS-top']),
  'TABS-top': node('TABS-top', 'TABS', ['TAB-a', 'TAB-b']),
  'TAB-a': node('TAB-a', 'TAB', ['ROW-a']),
  'ROW-a': node('ROW-a', 'ROW', ['CHART-1', 'CHART-2']),
  'CHART-1': node('CHART-1', 'CHART', [], { chartId: 1 }),
  'CHART-2': node('CHART-2', 'CHART', [], { chartId: 2 }),
  'TAB-b': node('TAB-b', 'TAB', ['ROW-b', 'TABS-inner']),
  'ROW-b': node('ROW-b', 'ROW', ['CHART-3']),
  'CHART-3': node('CHART-3', 'CHART', [], { chartId: 3 }),
  'TABS-inner': node('TABS-inner', 'TABS', ['TAB-c']),
  'TAB-c': node('TAB-c', 'TAB', ['CHART-4']),
  'CHART-4': node('CHART-4', 'CHART', [], { chartId: 4 }),
  // not reachable from ROOT: not on the dashboard
  'CHART-9': node('CHART-9', 'CHART', [], { chartId: 9 }),
};

const filter = (over: Partial<NativeFilter> = {}) =>
  nativeFilter({ id: 'NATIVE_FILTER-a', ...over });

describe('chartsInScope', () => {
  it('takes every chart under ROOT_ID, but the excluded ones', () => {
    expect(chartsInScope({ rootPath: ['ROOT_ID'], excluded: [] }, layout)).toEqual([1, 2, 3, 4]);
    expect(chartsInScope({ rootPath: ['ROOT_ID'], excluded: [2, 4] }, layout)).toEqual([1, 3]);
  });

  it('takes the charts under any tab of the root path, nested tabs too', () => {
    expect(chartsInScope({ rootPath: ['TAB-b'], excluded: [] }, layout)).toEqual([3, 4]);
    expect(chartsInScope({ rootPath: ['TAB-a', 'TAB-c'], excluded: [1] }, layout)).toEqual([2, 4]);
  });

  it('keeps to the given chart ids, and to all panels without a scope', () => {
    expect(chartsInScope({ rootPath: ['ROOT_ID'], excluded: [] }, layout, [4, 3, 9])).toEqual([
      4, 3,
    ]);
    expect(chartsInScope(undefined, layout)).toEqual([1, 2, 3, 4]);
    expect(chartsInScope({ rootPath: ['TAB-gone'], excluded: [] }, layout)).toEqual([]);
  });
});

describe('nativeFilterScopes', () => {
  const columns: Record<number, Set<string>> = {
    1: new Set(['gender', 'name']),
    2: new Set(['name']),
    3: new Set(['gender']),
  };
  const divider: NativeFilterDivider = { id: 'D', type: 'DIVIDER', title: 'T', description: '' };

  it('leaves a filter out of the charts whose dataset lacks its column', () => {
    const time = filter({ id: 'NATIVE_FILTER-t', filterType: 'filter_time', targets: [{}] });
    const scopes = nativeFilterScopes([filter(), divider, time], layout, (id) => columns[id]);
    expect(scopes.inScope).toEqual({
      'NATIVE_FILTER-a': [1, 2, 3, 4],
      'NATIVE_FILTER-t': [1, 2, 3, 4],
    });
    // chart 4's columns are not known: assumed to fit
    expect(scopes.applying['NATIVE_FILTER-a']).toEqual([1, 3, 4]);
    // a time range has no column: it applies to every chart in scope
    expect(scopes.applying['NATIVE_FILTER-t']).toEqual([1, 2, 3, 4]);
  });

  it('reads the column of the filters that have one', () => {
    expect(nativeFilterColumn(filter())).toBe('gender');
    expect(nativeFilterColumn(filter({ filterType: 'filter_range' }))).toBe('gender');
    expect(nativeFilterColumn(filter({ filterType: 'filter_timegrain' }))).toBeUndefined();
    expect(nativeFilterColumn(filter({ targets: [{ datasetId: 1 }] }))).toBeUndefined();
  });
});

describe('filtersOutOfScope', () => {
  const items = [
    filter({ id: 'F-all', scope: { rootPath: ['ROOT_ID'], excluded: [] } }),
    filter({ id: 'F-b', scope: { rootPath: ['TAB-b'], excluded: [] } }),
    filter({ id: 'F-c', scope: { rootPath: ['TAB-c'], excluded: [] } }),
  ];
  const { inScope } = nativeFilterScopes(items, layout, () => undefined);

  it('puts out of scope the filters whose charts are all in tabs not shown', () => {
    const first = activeTabsByTabSet(layout, []);
    expect([...filtersOutOfScope(items, layout, inScope, first)]).toEqual(['F-b', 'F-c']);
    const second = activeTabsByTabSet(layout, ['TAB-b']);
    // TAB-b shows chart 3 and its inner tab set's only tab, TAB-c, with chart 4
    expect([...filtersOutOfScope(items, layout, inScope, second)]).toEqual([]);
  });

  it('puts none out of scope on a dashboard without tabs', () => {
    const flat: DashboardLayout = {
      ROOT_ID: node('ROOT_ID', 'ROOT', ['CHART-1']),
      'CHART-1': node('CHART-1', 'CHART', [], { chartId: 1 }),
    };
    const scopes = nativeFilterScopes(items, flat, () => undefined);
    expect(filtersOutOfScope(items, flat, scopes.inScope, new Map()).size).toBe(0);
  });
});
