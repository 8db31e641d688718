import { describe, expect, it } from 'vitest';
import type { DashboardChart } from '../schemas/dashboard.js';
import {
  FILTER_BOX_TRANSITION_SNOOZE_DURATION,
  filterBoxMigrationState,
  hasNativeFilterConfiguration,
  legacyFiltersActive,
  nativeFilterConfigOfFilterBoxes,
  type MigrationStateInput,
} from './filterBoxMigration.js';
import type { DashboardLayout, LayoutItem } from './layout.js';
import { nativeFilterConfigurationErrors } from './validateNativeFilters.js';

const node = (id: string, type: string, children: string[] = [], meta = {}): LayoutItem =>
  ({ id, type, children, meta }) as LayoutItem;

/** ROOT → GRID → ROW (filter boxes 10 and 11, table 1), TAB-b (chart 2). */
const layout: DashboardLayout = {
  ROOT_ID: node('ROOT_ID', 'ROOT', ['GRID_ID']),
  GRID_ID: node('GRID_ID', 'GRID', ['ROW-1', 'TABS-1']),
  'ROW-1': node('ROW-1', 'ROW', ['CHART-10', 'CHART-11', 'CHART-1']),
  'CHART-10': node('CHART-10', 'CHART', [], { chartId: 10 }),
  'CHART-11': node('CHART-11', 'CHART', [], { chartId: 11 }),
  'CHART-1': node('CHART-1', 'CHART', [], { chartId: 1 }),
  'TABS-1': node('TABS-1', 'TABS', ['TAB-b']),
  'TAB-b': node('TAB-b', 'TAB', ['CHART-2']),
  'CHART-2': node('CHART-2', 'CHART', [], { chartId: 2 }),
};

const chart = (id: number, formData: Record<string, unknown>) =>
  ({ id, viz_type: String(formData.viz_type), form_data: formData }) as Pick<
    DashboardChart,
    'id' | 'viz_type' | 'form_data'
  >;

const PREFILTER = [{ clause: 'WHERE', expressionType: 'SQL', sqlExpression: 'num > 0' }];

const timeBox = chart(10, {
  viz_type: 'filter_box',
  datasource: '3__table',
  date_filter: true,
  time_range: 'Last year',
  show_sqla_time_granularity: true,
  show_sqla_time_column: true,
  adhoc_filters: PREFILTER,
  filter_configs: [
    {
      column: 'gender',
      label: 'Gender',
      multiple: true,
      clearable: true,
      asc: true,
      metric: 'count',
      defaultValue: 'boy;girl',
    },
  ],
});
const selectBox = chart(11, {
  viz_type: 'filter_box',
  datasource: '3__table',
  show_sqla_time_granularity: true,
  filter_configs: [{ column: 'state', multiple: false, clearable: false, asc: false }],
});

/** Ids in order: NATIVE_FILTER-000000001, -000000002, ... */
function counter() {
  let n = 0;
  return () => (n += 1) / 36 ** 9;
}

describe('nativeFilterConfigOfFilterBoxes', () => {
  const convert = (metadata = {}, preselect = {}) =>
    nativeFilterConfigOfFilterBoxes(
      [timeBox, selectBox, chart(1, { viz_type: 'table' })],
      metadata,
      layout,
      preselect,
      counter(),
    );

  it('a date filter becomes a time range filter, with the time grain and time column ones', () => {
    const [time, grain, column] = convert();
    expect(time).toEqual({
      id: 'NATIVE_FILTER-000000001',
      description: 'time range filter',
      controlValues: {},
      name: 'Time Range',
      filterType: 'filter_time',
      targets: [{}],
      cascadeParentIds: [],
      defaultDataMask: {
        extraFormData: { time_range: 'Last year' },
        filterState: { value: 'Last year' },
      },
      type: 'NATIVE_FILTER',
      scope: { rootPath: ['ROOT_ID'], excluded: [] },
    });
    expect(grain).toMatchObject({
      name: 'Time Grain',
      description: 'time grain filter',
      filterType: 'filter_timegrain',
      targets: [{ datasetId: 3 }],
      defaultDataMask: {},
    });
    expect(column).toMatchObject({
      name: 'Time Column',
      description: 'time column filter',
      filterType: 'filter_timecolumn',
      targets: [{ datasetId: 3 }],
    });
  });

  it('each filter config becomes a select filter with its options, pre-filter and default', () => {
    const gender = convert()[3];
    expect(gender).toEqual({
      id: 'NATIVE_FILTER-000000004',
      description: '',
      controlValues: {
        enableEmptyFilter: false,
        defaultToFirstItem: false,
        inverseSelection: false,
        multiSelect: true,
        sortAscending: true,
      },
      name: 'Gender',
      filterType: 'filter_select',
      targets: [{ datasetId: 3, column: { name: 'gender' } }],
      cascadeParentIds: [],
      defaultDataMask: {
        extraFormData: { filters: [{ col: 'gender', op: 'IN', val: ['boy', 'girl'] }] },
        filterState: { value: ['boy', 'girl'] },
      },
      type: 'NATIVE_FILTER',
      scope: { rootPath: ['ROOT_ID'], excluded: [] },
      adhoc_filters: PREFILTER,
      sortMetric: 'count',
      time_range: 'Last year',
    });
  });

  it('a filter box without date_filter converts its selects only (time grain too needs it)', () => {
    const filters = convert().filter((f) => f.id > 'NATIVE_FILTER-000000004');
    expect(filters.map((f) => [f.name, f.filterType])).toEqual([['state', 'filter_select']]);
    expect(filters[0].controlValues).toMatchObject({ enableEmptyFilter: true, multiSelect: false });
    expect(filters[0].defaultDataMask).toEqual({});
  });

  it("takes each column's filter_scopes and the dashboard's default_filters", () => {
    const metadata = {
      filter_scopes: {
        '10': {
          gender: { scope: ['TAB-b'], immune: [2] },
          __time_grain: { scope: ['ROOT_ID'], immune: [1] },
        },
      },
    };
    const preselect = {
      '10': { gender: ['girl'], __time_grain: 'P1M', __time_range: 'Last week' },
    };
    const [time, grain, , gender] = convert(metadata, preselect);
    expect(gender.scope).toEqual({ rootPath: ['TAB-b'], excluded: [2] });
    expect(gender.defaultDataMask.filterState).toEqual({ value: ['girl'] });
    expect(grain.scope).toEqual({ rootPath: ['ROOT_ID'], excluded: [1] });
    expect(grain.defaultDataMask).toEqual({
      extraFormData: { time_grain_sqla: 'P1M' },
      filterState: { value: ['P1M'] },
    });
    expect(time.defaultDataMask.extraFormData).toEqual({ time_range: 'Last week' });
  });

  it("a filter box in another's scope takes that column's filter as a parent of its selects", () => {
    const metadata = {
      filter_scopes: { '10': { gender: { scope: ['ROOT_ID'], immune: [] } }, '11': {} },
    };
    const filters = convert(metadata);
    const gender = filters.find((f) => f.name === 'Gender')!;
    const state = filters.find((f) => f.name === 'state')!;
    expect(state.cascadeParentIds).toEqual([gender.id]);
    expect(gender.cascadeParentIds).toEqual([]);
    expect(filters.find((f) => f.filterType === 'filter_time')!.cascadeParentIds).toEqual([]);
  });

  it('is a configuration the dashboard saves', () => {
    expect(nativeFilterConfigurationErrors(convert())).toEqual([]);
    expect(new Set(convert().map((f) => f.id)).size).toBe(5);
  });

  it('no filter box, no filter', () => {
    expect(nativeFilterConfigOfFilterBoxes([chart(1, { viz_type: 'table' })], {}, layout)).toEqual(
      [],
    );
  });
});

describe('filterBoxMigrationState', () => {
  const now = 1_700_000_000_000;
  const input = (over: Partial<MigrationStateInput> = {}): MigrationStateInput => ({
    canEdit: true,
    nativeFiltersEnabled: true,
    hasFilterBox: true,
    converted: false,
    now,
    ...over,
  });

  it('asks an editor of a dashboard with filter boxes', () => {
    expect(filterBoxMigrationState(input())).toBe('UNDECIDED');
  });

  it('is NOOP for viewers, without filter boxes, with native filters off', () => {
    expect(filterBoxMigrationState(input({ canEdit: false }))).toBe('NOOP');
    expect(filterBoxMigrationState(input({ hasFilterBox: false }))).toBe('NOOP');
    expect(filterBoxMigrationState(input({ nativeFiltersEnabled: false }))).toBe('NOOP');
  });

  it('is CONVERTED once the dashboard has native filters', () => {
    expect(filterBoxMigrationState(input({ converted: true }))).toBe('CONVERTED');
    expect(hasNativeFilterConfiguration({ native_filter_configuration: [{ id: 'x' }] })).toBe(true);
    expect(hasNativeFilterConfiguration({ native_filter_configuration: [] })).toBe(false);
    expect(hasNativeFilterConfiguration({})).toBe(false);
  });

  it('takes the address state, then a snooze younger than 24 hours', () => {
    expect(filterBoxMigrationState(input({ requested: 'REVIEWING' }))).toBe('REVIEWING');
    expect(filterBoxMigrationState(input({ requested: 'BOGUS' }))).toBe('UNDECIDED');
    const snoozedAt = now - FILTER_BOX_TRANSITION_SNOOZE_DURATION + 1;
    expect(filterBoxMigrationState(input({ snoozedAt }))).toBe('SNOOZED');
    expect(filterBoxMigrationState(input({ snoozedAt: snoozedAt - 1 }))).toBe('UNDECIDED');
  });

  it('the legacy filters act only in NOOP and SNOOZED', () => {
    expect(legacyFiltersActive('NOOP')).toBe(true);
    expect(legacyFiltersActive('SNOOZED')).toBe(true);
    for (const state of ['UNDECIDED', 'REVIEWING', 'CONVERTED'] as const)
      expect(legacyFiltersActive(state)).toBe(false);
  });
});
