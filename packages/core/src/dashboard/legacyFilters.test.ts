import { describe, expect, it } from 'vitest';
import type { DashboardChart } from '../schemas/dashboard.js';
import { applyDataMask } from './dataMask.js';
import type { DashboardLayout, LayoutItem } from './layout.js';
import {
  chartIdAndColumnOfFilterKey,
  dashboardFilterKey,
  filterBoxColumns,
  legacyDashboardFilters,
  legacyExtraFilters,
  legacyFilterDefaults,
  legacyFilterMask,
  legacyFilterScopes,
  legacyFilterValues,
  preselectFiltersOf,
} from './legacyFilters.js';
import { initialDashboardDataMask } from './nativeFilterMask.js';

const node = (id: string, type: string, children: string[] = [], meta = {}): LayoutItem =>
  ({ id, type, children, meta }) as LayoutItem;

/** ROOT → GRID → ROW (filter box 10, table 1) and TABS (TAB-a: chart 2; TAB-b: chart 3). */
const layout: DashboardLayout = {
  ROOT_ID: node('ROOT_ID', 'ROOT', ['GRID_ID']),
  GRID_ID: node('GRID_ID', 'GRID', ['ROW-1', 'TABS-1']),
  'ROW-1': node('ROW-1', 'ROW', ['CHART-box', 'CHART-1']),
  'CHART-box': node('CHART-box', 'CHART', [], { chartId: 10 }),
  'CHART-1': node('CHART-1', 'CHART', [], { chartId: 1 }),
  'TABS-1': node('TABS-1', 'TABS', ['TAB-a', 'TAB-b']),
  'TAB-a': node('TAB-a', 'TAB', ['CHART-2']),
  'CHART-2': node('CHART-2', 'CHART', [], { chartId: 2 }),
  'TAB-b': node('TAB-b', 'TAB', ['CHART-3']),
  'CHART-3': node('CHART-3', 'CHART', [], { chartId: 3 }),
};

const chart = (id: number, formData: Record<string, unknown>) =>
  ({
    id,
    slice_name: `Chart ${id}`,
    viz_type: String(formData.viz_type),
    form_data: formData,
  }) as Pick<DashboardChart, 'id' | 'slice_name' | 'viz_type' | 'form_data'>;

const box = chart(10, {
  viz_type: 'filter_box',
  datasource: '3__table',
  date_filter: true,
  show_sqla_time_granularity: true,
  instant_filtering: true,
  filter_configs: [
    { column: 'gender', label: 'Gender', multiple: true, defaultValue: 'boy;girl' },
    { column: 'state', multiple: false, defaultValue: '' },
    { column: 'name' },
  ],
});
const charts = [box, chart(1, { viz_type: 'table' }), chart(2, { viz_type: 'pie' })];

describe('legacy filter keys', () => {
  it('are the chart id, an underscore and the column', () => {
    expect(dashboardFilterKey(10, 'gender')).toBe('10_gender');
    expect(chartIdAndColumnOfFilterKey('10___time_range')).toEqual({
      chartId: 10,
      column: '__time_range',
    });
    expect(chartIdAndColumnOfFilterKey('7_first_name')).toEqual({
      chartId: 7,
      column: 'first_name',
    });
  });

  it('anything else is invalid', () => {
    for (const key of ['gender', 'NATIVE_FILTER-x', '10', 'a_10'])
      expect(() => chartIdAndColumnOfFilterKey(key)).toThrow('Cannot parse invalid filter key');
  });
});

describe('filterBoxColumns', () => {
  it('opens with the defaults: a multiple one split on semicolons, an empty one null', () => {
    const { columns, labels } = filterBoxColumns(box.form_data);
    expect(columns).toEqual({
      gender: ['boy', 'girl'],
      state: null,
      name: undefined,
      __time_range: 'No filter',
      __time_grain: null,
    });
    expect(labels).toEqual({
      gender: 'Gender',
      state: 'state',
      name: 'name',
      __time_range: 'Time Range',
      __time_grain: 'Time Grain',
    });
  });

  it('adds the time column and druid keys only when shown', () => {
    const { columns } = filterBoxColumns({
      show_sqla_time_column: true,
      show_druid_time_origin: true,
    });
    expect(Object.keys(columns)).toEqual(['__time_col', '__time_origin']);
  });
});

describe('legacyDashboardFilters', () => {
  it('builds each filter box with its scopes (the global one by default) and its place', () => {
    const metadata = {
      filter_scopes: { '10': { gender: { scope: ['TAB-a'], immune: [] }, state: { immune: [1] } } },
    };
    const filters = legacyDashboardFilters(charts, metadata, layout);
    expect(Object.keys(filters)).toEqual(['10']);
    const filter = filters['10'];
    expect(filter).toMatchObject({
      chartId: 10,
      componentId: 'CHART-box',
      datasourceId: '3__table',
      filterName: 'Chart 10',
      directPathToFilter: ['ROOT_ID', 'GRID_ID', 'ROW-1', 'CHART-box'],
      isDateFilter: true,
      isInstantFilter: true,
    });
    expect(filter.scopes.gender).toEqual({ scope: ['TAB-a'], immune: [] });
    expect(filter.scopes.state).toEqual({ scope: ['ROOT_ID'], immune: [1] });
    expect(filter.scopes.__time_range).toEqual({ scope: ['ROOT_ID'], immune: [] });
  });

  it("takes the dashboard's default_filters over the filter box's defaults", () => {
    const preselect = preselectFiltersOf('{"10": {"gender": ["girl"], "state": ""}}');
    const filters = legacyDashboardFilters(charts, {}, layout, preselect);
    expect(filters['10'].columns.gender).toEqual(['girl']);
    expect(filters['10'].columns.state).toBeNull();
    expect(preselectFiltersOf('not json')).toEqual({});
    expect(preselectFiltersOf(undefined)).toEqual({});
  });
});

describe('legacy filters in the data mask', () => {
  const filters = legacyDashboardFilters(charts, {}, layout);

  it('keeps each set value under its key, and reads a filter box back its own', () => {
    const defaults = legacyFilterDefaults(filters);
    expect(defaults).toEqual({
      '10_gender': { filterState: { value: ['boy', 'girl'] } },
      '10_state': { filterState: { value: null } },
      '10___time_range': { filterState: { value: 'No filter' } },
      '10___time_grain': { filterState: { value: null } },
    });
    const mask = {
      ...defaults,
      ...legacyFilterMask(10, { gender: ['girl'], __time_grain: 'P1Y' }),
    };
    expect(legacyFilterValues(mask, 10)).toEqual({
      gender: ['girl'],
      state: null,
      __time_range: 'No filter',
      __time_grain: 'P1Y',
    });
    expect(legacyFilterValues(mask, 11)).toEqual({});
  });

  it('a dashboard opens with them, and a permalink or key state replaces them', () => {
    const opened = initialDashboardDataMask(
      [],
      [legacyFilterDefaults(filters), { '10_gender': { filterState: { value: ['boy'] } } }],
    );
    expect(opened['10_gender']).toEqual({ filterState: { value: ['boy'] } });
    expect(opened['10___time_range']).toEqual({ filterState: { value: 'No filter' } });
  });
});

describe('legacyFilterScopes and legacyExtraFilters', () => {
  const metadata = {
    filter_scopes: {
      '10': { gender: { scope: ['ROOT_ID'], immune: [2] }, state: { scope: ['TAB-b'] } },
    },
  };
  const filters = legacyDashboardFilters(charts, metadata, layout);
  const columns: Record<number, Set<string>> = {
    1: new Set(['gender', 'state', 'name']),
    2: new Set(['gender']),
    3: new Set(['name']),
  };
  const scopes = legacyFilterScopes(filters, layout, (id) => columns[id]);

  it('a filter applies to its scope less the immune charts, never to the filter box itself', () => {
    expect(scopes.inScope['10_gender']).toEqual([1, 3]);
    expect(scopes.applying['10_gender']).toEqual([1]);
    expect(scopes.inScope['10_state']).toEqual([3]);
    expect(scopes.applying['10_state']).toEqual([]);
    // a time key applies whatever the dataset's columns
    expect(scopes.applying['10___time_range']).toEqual([1, 2, 3]);
  });

  it("a chart's extra filters: IN for values, the time keys as they are, no empty value", () => {
    const mask = legacyFilterMask(10, {
      gender: ['girl'],
      state: [],
      name: null,
      __time_range: 'Last year',
      __time_grain: 'P1M',
    });
    expect(legacyExtraFilters(mask, 1, scopes.applying)).toEqual([
      { col: 'gender', op: 'IN', val: ['girl'] },
      { col: '__time_range', op: '==', val: 'Last year' },
      { col: '__time_grain', op: '==', val: 'P1M' },
    ]);
    expect(legacyExtraFilters(mask, 10, scopes.applying)).toEqual([]);
    expect(legacyExtraFilters(mask, 1, {})).toEqual([]);
    const noFilter = legacyFilterMask(10, { __time_range: 'No filter' });
    expect(legacyExtraFilters(noFilter, 2, scopes.applying)).toEqual([]);
  });

  it("goes into a chart's form data through applyDataMask, native filters alike", () => {
    const mask = {
      ...legacyFilterMask(10, { gender: ['boy'] }),
      'NATIVE_FILTER-a': { extraFormData: { time_range: 'Last week' } },
    };
    const formData = applyDataMask({ viz_type: 'table' }, mask, 1, {
      chartsInScope: { ...scopes.applying, 'NATIVE_FILTER-a': [1] },
    });
    expect(formData.extra_filters).toEqual([{ col: 'gender', op: 'IN', val: ['boy'] }]);
    expect(formData.extra_form_data).toEqual({ time_range: 'Last week' });
    const box = applyDataMask({ viz_type: 'filter_box' }, mask, 10, {
      chartsInScope: scopes.applying,
    });
    expect(box.extra_filters).toBeUndefined();
  });
});
