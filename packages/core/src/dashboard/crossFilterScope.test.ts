import { describe, expect, it } from 'vitest';
import type { DashboardMetadata } from '../schemas/dashboard.js';
import type { DashboardDataMask } from './dataMask.js';
import { applyDataMask } from './dataMask.js';
import { crossFilterIndicators } from './filterIndicators.js';
import type { DashboardLayout, LayoutItem } from './layout.js';
import {
  activeCrossFilters,
  crossFilterScopeOf,
  crossFilterScopes,
  crossFiltersConfiguration,
} from './crossFilterScope.js';

const node = (id: string, type: string, children: string[] = [], meta = {}): LayoutItem =>
  ({ id, type, children, meta }) as LayoutItem;

/** ROOT → TABS (TAB-a: charts 1, 2; TAB-b: charts 3, 4). */
const layout: DashboardLayout = {
  ROOT_ID: node('ROOT_ID', 'ROOT', ['TABS-top']),
  'TABS-top': node('TABS-top', 'TABS', ['TAB-a', 'TAB-b']),
  'TAB-a': node('TAB-a', 'TAB', ['CHART-1', 'CHART-2']),
  'CHART-1': node('CHART-1', 'CHART', [], { chartId: 1 }),
  'CHART-2': node('CHART-2', 'CHART', [], { chartId: 2 }),
  'TAB-b': node('TAB-b', 'TAB', ['CHART-3', 'CHART-4']),
  'CHART-3': node('CHART-3', 'CHART', [], { chartId: 3 }),
  'CHART-4': node('CHART-4', 'CHART', [], { chartId: 4 }),
};

const genderMask: DashboardDataMask = {
  '1': {
    extraFormData: { filters: [{ col: 'gender', op: 'IN', val: ['girl'] }] },
    filterState: { value: ['girl'], selectedValues: ['girl'] },
  },
};

const all = () => new Set(['gender', 'name']);

describe('crossFilterScopeOf', () => {
  it("takes the chart's own scope, else the global one, else none", () => {
    const own = { rootPath: ['TAB-b'], excluded: [] };
    const global = { rootPath: ['ROOT_ID'], excluded: [3] };
    const metadata = {
      chart_configuration: {
        '1': { id: 1, crossFilters: { scope: own } },
        '2': { id: 2, crossFilters: { scope: 'global' } },
      },
      global_chart_configuration: { scope: global },
    } as DashboardMetadata;
    expect(crossFilterScopeOf(metadata, 1)).toEqual(own);
    expect(crossFilterScopeOf(metadata, 2)).toEqual(global);
    expect(crossFilterScopeOf(metadata, 3)).toEqual(global);
    expect(crossFilterScopeOf({}, 1)).toBeUndefined();
  });
});

describe('crossFilterScopes', () => {
  it('applies to every chart but the emitter by default', () => {
    const scopes = crossFilterScopes(genderMask, {}, layout, all);
    expect(scopes.inScope['1']).toEqual([2, 3, 4]);
    expect(scopes.applying['1']).toEqual([2, 3, 4]);
  });

  it("follows the chart's configured scope, never the emitter", () => {
    const metadata = {
      chart_configuration: {
        '1': { crossFilters: { scope: { rootPath: ['ROOT_ID'], excluded: [1, 4] } } },
      },
    } as DashboardMetadata;
    expect(crossFilterScopes(genderMask, metadata, layout, all).applying['1']).toEqual([2, 3]);
    const tab = { global_chart_configuration: { scope: { rootPath: ['TAB-a'], excluded: [] } } };
    expect(crossFilterScopes(genderMask, tab, layout, all).applying['1']).toEqual([2]);
  });

  it('leaves out the charts whose dataset lacks the column (unknown columns: assumed there)', () => {
    const columnsOf = (id: number) =>
      id === 3 ? new Set(['state']) : id === 4 ? undefined : new Set(['gender']);
    const scopes = crossFilterScopes(genderMask, {}, layout, columnsOf);
    expect(scopes.inScope['1']).toEqual([2, 3, 4]);
    expect(scopes.applying['1']).toEqual([2, 4]);
    const formData = (id: number) =>
      applyDataMask({ viz_type: 'table' }, genderMask, id, { chartsInScope: scopes.applying });
    expect(formData(2).extra_form_data).toEqual({
      filters: [{ col: 'gender', op: 'IN', val: ['girl'] }],
    });
    expect(formData(3).extra_form_data).toBeUndefined();
    expect(formData(1).extra_form_data).toBeUndefined();
  });

  it('applies nowhere when cross-filters are off, and skips parts that filter nothing', () => {
    const off = crossFilterScopes(genderMask, { cross_filters_enabled: false }, layout, all);
    expect(off.applying['1']).toEqual([]);
    expect(crossFilterScopes(genderMask, {}, layout, all, false).applying['1']).toEqual([]);
    const cleared = { '1': { extraFormData: { filters: [] }, ownState: { pageSize: 10 } } };
    expect(crossFilterScopes(cleared, {}, layout, all).applying).toEqual({});
  });
});

describe('activeCrossFilters', () => {
  it("lists each chart's filter with its column and value", () => {
    const mask: DashboardDataMask = {
      ...genderMask,
      '3': { extraFormData: { filters: [{ col: 'state', op: 'IS NULL' }] } },
      'NATIVE_FILTER-x': { extraFormData: { filters: [{ col: 'name', op: 'IN', val: ['A'] }] } },
    };
    expect(activeCrossFilters(mask, [1, 2, 3, 4])).toEqual([
      { chartId: 1, column: 'gender', value: 'girl' },
      { chartId: 3, column: 'state', value: '<NULL>' },
    ]);
  });
});

describe('crossFilterIndicators', () => {
  it('lists the cross-filters whose scope holds the chart, applied or incompatible', () => {
    const columnsOf = (id: number) => (id === 3 ? new Set(['state']) : new Set(['gender']));
    const scopes = crossFilterScopes(genderMask, {}, layout, columnsOf);
    const active = activeCrossFilters(genderMask, [1, 2, 3, 4]);
    const titleOf = (id: number) => `Chart ${id}`;
    expect(crossFilterIndicators(active, 2, scopes, titleOf)).toEqual([
      {
        id: '1-gender',
        name: 'Chart 1',
        column: 'gender',
        value: 'gender: girl',
        status: 'APPLIED',
      },
    ]);
    expect(crossFilterIndicators(active, 3, scopes, titleOf)[0]!.status).toBe('INCOMPATIBLE');
    expect(crossFilterIndicators(active, 1, scopes, titleOf)).toEqual([]);
  });
});

describe('crossFiltersConfiguration', () => {
  it('points every interactive chart at the whole dashboard when nothing is saved', () => {
    const { chartConfiguration, globalChartConfiguration } = crossFiltersConfiguration(
      {},
      layout,
      [1, 3],
    );
    expect(globalChartConfiguration).toEqual({
      scope: { rootPath: ['ROOT_ID'], excluded: [] },
      chartsInScope: [1, 2, 3, 4],
    });
    expect(chartConfiguration).toEqual({
      '1': { id: 1, crossFilters: { scope: 'global', chartsInScope: [2, 3, 4] } },
      '3': { id: 3, crossFilters: { scope: 'global', chartsInScope: [1, 2, 4] } },
    });
  });

  it('keeps the saved scopes and counts the charts in them, never the chart itself', () => {
    const metadata = {
      chart_configuration: {
        '1': { id: 1, crossFilters: { scope: { rootPath: ['TAB-b'], excluded: [4] } } },
        '2': { id: 2, crossFilters: { scope: 'global' } },
        '9': { id: 9, crossFilters: { scope: 'global' } },
      },
      global_chart_configuration: { scope: { rootPath: ['ROOT_ID'], excluded: [3] } },
    } as DashboardMetadata;
    const { chartConfiguration, globalChartConfiguration } = crossFiltersConfiguration(
      metadata,
      layout,
      [1, 2],
    );
    expect(globalChartConfiguration.chartsInScope).toEqual([1, 2, 4]);
    expect(chartConfiguration['1'].crossFilters).toEqual({
      scope: { rootPath: ['TAB-b'], excluded: [4] },
      chartsInScope: [3],
    });
    expect(chartConfiguration['2'].crossFilters).toEqual({
      scope: 'global',
      chartsInScope: [1, 4],
    });
    // a chart no longer on the dashboard (9) has no entry
    expect(Object.keys(chartConfiguration)).toEqual(['1', '2']);
  });
});
