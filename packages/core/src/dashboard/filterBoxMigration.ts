/**
 * The filter box migration (Superset's `FILTER_BOX_MIGRATION_STATES` and
 * `getNativeFilterConfig`): an editor of a dashboard that holds filter boxes, with native
 * filters on, is asked to review them as native filters. NOOP: nothing to do (viewers, no
 * filter box, native filters off); UNDECIDED: the question is asked; SNOOZED: not now (for 24
 * hours, or this visit); REVIEWING: the filter boxes are shown converted into native filters,
 * `show_native_filters` forced on, until the dashboard is saved with them; CONVERTED: the
 * dashboard has its native filters. The legacy filters act only in NOOP and SNOOZED.
 */
import type { DashboardChart, DashboardMetadata } from '../schemas/dashboard.js';
import type { DashboardLayout } from './layout.js';
import { chartsInScope } from './filterScope.js';
import {
  TIME_FILTER_LABELS,
  TIME_FILTER_MAP,
  filterBoxConfigs,
  filterBoxDefaultValue,
  filterBoxScope,
  isFilterBox,
  type FilterBoxConfig,
  type LegacyFilterScope,
  type PreselectFilters,
  type TimeFilterControl,
} from './legacyFilters.js';
import { NATIVE_FILTER_PREFIX, type NativeFilter } from './nativeFilters.js';

export const FILTER_BOX_MIGRATION_STATES = [
  'CONVERTED',
  'NOOP',
  'REVIEWING',
  'SNOOZED',
  'UNDECIDED',
] as const;
export type FilterBoxMigrationState = (typeof FILTER_BOX_MIGRATION_STATES)[number];

/** How long "Remind me in 24 hours" keeps the question away. */
export const FILTER_BOX_TRANSITION_SNOOZE_DURATION = 24 * 60 * 60 * 1000;
/** The browser storage key of the snoozes: dashboard id → when. */
export const FILTER_BOX_TRANSITION_SNOOZED_AT = 'filter_box_transition_snoozed_at';
/** The address parameter that asks for a state. */
export const MIGRATION_STATE_PARAM = 'migration_state';

export const isFilterBoxMigrationState = (value: unknown): value is FilterBoxMigrationState =>
  (FILTER_BOX_MIGRATION_STATES as readonly unknown[]).includes(value);

/** Whether the filter boxes filter the dashboard in this state. */
export const legacyFiltersActive = (state: FilterBoxMigrationState) =>
  state === 'NOOP' || state === 'SNOOZED';

/** Whether the dashboard has its native filter configuration (filter boxes converted). */
export const hasNativeFilterConfiguration = (metadata: DashboardMetadata) =>
  Array.isArray(metadata.native_filter_configuration) &&
  metadata.native_filter_configuration.length > 0;

export interface MigrationStateInput {
  canEdit: boolean;
  /** Flag DASHBOARD_NATIVE_FILTERS. */
  nativeFiltersEnabled: boolean;
  hasFilterBox: boolean;
  /** The dashboard has a native filter configuration. */
  converted: boolean;
  /** The address's `migration_state`. */
  requested?: string | null;
  /** When this dashboard's question was last snoozed (ms), if ever. */
  snoozedAt?: number;
  now: number;
}

/** The state a dashboard page opens in (Superset's DashboardPage). */
export function filterBoxMigrationState(input: MigrationStateInput): FilterBoxMigrationState {
  if (!input.canEdit || !input.nativeFiltersEnabled) return 'NOOP';
  if (input.converted) return 'CONVERTED';
  if (!input.hasFilterBox) return 'NOOP';
  if (isFilterBoxMigrationState(input.requested)) return input.requested;
  if (input.now - (input.snoozedAt ?? 0) < FILTER_BOX_TRANSITION_SNOOZE_DURATION) return 'SNOOZED';
  return 'UNDECIDED';
}

/** lodash's `isEmpty` as Superset's rules use it (numbers and booleans are empty). */
function isEmpty(value: unknown): boolean {
  if (typeof value === 'string' || Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object' && value !== null) return Object.keys(value).length === 0;
  return true;
}

/** A value kept as a one-item list: the first non-empty one. */
function asOneItemList(first: unknown, second: unknown): unknown[] {
  if (!isEmpty(first)) return [first];
  if (!isEmpty(second)) return [second];
  return [];
}

const newFilterId = (random: () => number) =>
  `${NATIVE_FILTER_PREFIX}${Math.floor(random() * 36 ** 9)
    .toString(36)
    .padStart(9, '0')}`;

type FilterComponentType = 'filter_time' | 'filter_timegrain' | 'filter_timecolumn';

/** The filters of one filter box, and which filter each of its columns became. */
interface Converted {
  filters: NativeFilter[];
  byColumn: Record<string, string>;
}

function convertFilterBox(
  chart: Pick<DashboardChart, 'id' | 'form_data'>,
  filterScopes: DashboardMetadata['filter_scopes'],
  preselect: PreselectFilters,
  random: () => number,
): Converted {
  const key = String(chart.id);
  const formData = chart.form_data ?? {};
  const datasetId = parseInt(String(formData.datasource ?? '').split('__')[0], 10);
  const chosen = preselect[key] ?? {};
  const scopeOf = (column: string): LegacyFilterScope => filterBoxScope(filterScopes, key, column);
  const dashboardDefault = (column: string) => (chosen[column] ? chosen[column] : null);
  const converted: Converted = { filters: [], byColumn: {} };
  const base = (column: string, name: string, description: string) => {
    const { scope, immune } = scopeOf(column);
    return {
      id: newFilterId(random),
      description,
      controlValues: {},
      name,
      cascadeParentIds: [] as string[],
      defaultDataMask: {},
      type: 'NATIVE_FILTER' as const,
      scope: { rootPath: scope, excluded: immune },
    };
  };
  const push = (column: string, filter: NativeFilter) => {
    converted.byColumn[column] = filter.id;
    converted.filters.push(filter);
  };
  const timeFilter = (
    control: TimeFilterControl,
    filterType: FilterComponentType,
    description: string,
    extraKey: 'granularity_sqla' | 'time_grain_sqla',
  ) => {
    const column = TIME_FILTER_MAP[control];
    const filter: NativeFilter = {
      ...base(column, TIME_FILTER_LABELS[control], description),
      filterType,
      targets: [{ datasetId }],
    };
    const chosenValue = dashboardDefault(column);
    if (!isEmpty(chosenValue)) {
      filter.defaultDataMask = {
        extraFormData: { [extraKey]: (chosenValue || formData[control]) as string },
        filterState: { value: asOneItemList(chosenValue, formData[control]) },
      };
    }
    push(column, filter);
  };

  if (formData.date_filter) {
    const column = TIME_FILTER_MAP.time_range;
    const filter: NativeFilter = {
      ...base(column, TIME_FILTER_LABELS.time_range, 'time range filter'),
      filterType: 'filter_time',
      targets: [{}],
    };
    const value = dashboardDefault(column) || formData.time_range;
    if (!isEmpty(value))
      filter.defaultDataMask = {
        extraFormData: { time_range: value as string },
        filterState: { value },
      };
    push(column, filter);
    if (formData.show_sqla_time_granularity)
      timeFilter('time_grain_sqla', 'filter_timegrain', 'time grain filter', 'time_grain_sqla');
    if (formData.show_sqla_time_column)
      timeFilter('granularity_sqla', 'filter_timecolumn', 'time column filter', 'granularity_sqla');
    if (formData.show_druid_time_granularity)
      timeFilter('granularity', 'filter_timegrain', 'time grain filter', 'granularity_sqla');
    if (formData.show_druid_time_origin)
      timeFilter(
        'druid_time_origin',
        'filter_timecolumn',
        'time column filter',
        'granularity_sqla',
      );
  }

  for (const config of filterBoxConfigs(formData)) push(config.column, selectFilter(config));
  return converted;

  function selectFilter(config: FilterBoxConfig): NativeFilter {
    const filter: NativeFilter = {
      ...base(config.column, config.label || config.column, ''),
      controlValues: {
        enableEmptyFilter: !config.clearable,
        defaultToFirstItem: false,
        inverseSelection: false,
        multiSelect: config.multiple,
        sortAscending: config.asc,
      },
      filterType: 'filter_select',
      targets: [{ datasetId, column: { name: config.column } }],
      adhoc_filters: (formData.adhoc_filters as NativeFilter['adhoc_filters']) ?? [],
      sortMetric: config.metric,
      time_range: formData.time_range as string | undefined,
    };
    const value = dashboardDefault(config.column) || filterBoxDefaultValue(config);
    if (!isEmpty(value))
      filter.defaultDataMask = {
        extraFormData: { filters: [{ col: config.column, op: 'IN', val: value as never }] },
        filterState: { value },
      };
    return filter;
  }
}

/**
 * The native filter configuration the dashboard's filter boxes convert into (Superset's
 * `getNativeFilterConfig`): per filter box, with date_filter a time range filter (and, when
 * shown, the time grain and time column ones), then a select filter per filter config; each
 * with its column's scope (`rootPath` ← scope, `excluded` ← immune) and its default (the
 * dashboard's `default_filters` first). A filter box in the scope of another's column takes
 * that column's filter as a parent of its select and range filters.
 */
export function nativeFilterConfigOfFilterBoxes(
  charts: readonly Pick<DashboardChart, 'id' | 'viz_type' | 'form_data'>[],
  metadata: Pick<DashboardMetadata, 'filter_scopes'>,
  layout: DashboardLayout,
  preselect: PreselectFilters = {},
  random: () => number = Math.random,
): NativeFilter[] {
  const config: NativeFilter[] = [];
  const byFilterBox: Record<string, Record<string, string>> = {};
  for (const chart of charts) {
    if (!isFilterBox(chart)) continue;
    const converted = convertFilterBox(chart, metadata.filter_scopes, preselect, random);
    byFilterBox[String(chart.id)] = converted.byColumn;
    config.push(...converted.filters);
  }
  const filterScopes = (metadata.filter_scopes ?? {}) as Record<string, Record<string, unknown>>;
  const scopedBoxes = Object.keys(filterScopes).map((key) => parseInt(key, 10));
  for (const [key, fields] of Object.entries(filterScopes)) {
    for (const field of Object.keys(fields ?? {})) {
      const parentId = byFilterBox[key]?.[field];
      if (!parentId) continue;
      const { scope, immune } = filterBoxScope(metadata.filter_scopes, key, field);
      const children = chartsInScope({ rootPath: scope, excluded: immune }, layout).filter(
        (id) => scopedBoxes.includes(id) && String(id) !== key,
      );
      for (const child of children) {
        for (const childId of Object.values(byFilterBox[String(child)] ?? {})) {
          const filter = config.find((f) => f.id === childId);
          if (
            filter &&
            (filter.filterType === 'filter_select' || filter.filterType === 'filter_range')
          )
            filter.cascadeParentIds.push(parentId);
        }
      }
    }
  }
  return config;
}
