/**
 * The legacy filter box's filters on a dashboard (Superset's `dashboardFilters` and
 * `activeDashboardFilters`): each `filter_box` chart offers a value per column of its
 * `filter_configs` and per time key of its date, time column and time grain filters. A value
 * is the dashboard's data mask part under the legacy filter key `<chartId>_<column>` (its
 * `filterState.value`); it applies to the charts of the box's `json_metadata.filter_scopes`
 * for that column (`scope` less `immune`, the whole dashboard by default), never to the filter
 * box itself, as those charts' `extra_filters` (`applyDataMask`).
 */
import type { QueryObjectFilterClause } from '../schemas/queryObject.js';
import type { DashboardChart, DashboardMetadata } from '../schemas/dashboard.js';
import { NO_TIME_RANGE } from '../timeRange/index.js';
import type { DashboardDataMask } from './dataMask.js';
import { ROOT_ID, type DashboardLayout } from './layout.js';
import { parentIndex } from './layoutRules.js';
import { chartsInScope, type NativeFilterScopes } from './filterScope.js';

export const FILTER_BOX_VIZ_TYPE = 'filter_box';

/** A filter box's time controls and their keys among the legacy filters (TIME_FILTER_MAP). */
export const TIME_FILTER_MAP = {
  time_range: '__time_range',
  granularity_sqla: '__time_col',
  time_grain_sqla: '__time_grain',
  druid_time_origin: '__time_origin',
  granularity: '__granularity',
} as const;
export type TimeFilterControl = keyof typeof TIME_FILTER_MAP;

/** The time controls' labels (explore's and the filter box's). */
export const TIME_FILTER_LABELS = {
  time_range: 'Time Range',
  granularity_sqla: 'Time Column',
  time_grain_sqla: 'Time Grain',
  druid_time_origin: 'Origin',
  granularity: 'Time Granularity',
} as const satisfies Record<TimeFilterControl, string>;

/** One entry of a filter box's `filter_configs` (FilterBoxItemControl's fields). */
export interface FilterBoxConfig {
  column: string;
  label?: string;
  /** Allow multiple selections. */
  multiple?: boolean;
  /** Several values separated by semicolons when `multiple`. */
  defaultValue?: unknown;
  /** False: the filter is required. */
  clearable?: boolean;
  /** Sort ascending. */
  asc?: boolean;
  /** The metric the values are sorted by. */
  metric?: string | null;
  searchAllOptions?: boolean;
  vals?: unknown[];
}

/** Where one of a filter box's filters applies. */
export interface LegacyFilterScope {
  /** Layout component ids whose charts it filters. */
  scope: string[];
  /** Chart ids it leaves alone. */
  immune: number[];
}

/** The default: the whole dashboard, nothing immune. */
export const DASHBOARD_FILTER_SCOPE_GLOBAL: LegacyFilterScope = { scope: [ROOT_ID], immune: [] };

/** A filter box as a dashboard filter (Superset's `dashboardFilters` entry). */
export interface LegacyDashboardFilter {
  chartId: number;
  componentId: string | undefined;
  /** The filter box's `datasource` key. */
  datasourceId: string;
  filterName: string;
  /** The layout ids from the root to the filter box's component. */
  directPathToFilter: string[];
  /** Per column (or time key), the value it opens with. */
  columns: Record<string, unknown>;
  labels: Record<string, string>;
  scopes: Record<string, LegacyFilterScope>;
  isDateFilter: boolean;
  isInstantFilter: boolean;
}

/** Per filter box chart id, per column: the values a dashboard opens with (`default_filters`). */
export type PreselectFilters = Record<string, Record<string, unknown>>;

const FILTER_KEY = /^([0-9]+)_(.*)$/;

/** The legacy filter key: the chart id, an underscore, the column. */
export const dashboardFilterKey = (chartId: number | string, column: string) =>
  `${chartId}_${column}`;

/** Whether a data mask key is a legacy filter's. */
export const isLegacyFilterKey = (key: string) => FILTER_KEY.test(key);

/** The chart id and column of a legacy filter key. */
export function chartIdAndColumnOfFilterKey(key: string): { chartId: number; column: string } {
  const match = FILTER_KEY.exec(key);
  if (!match) throw new Error('Cannot parse invalid filter key');
  return { chartId: parseInt(match[1], 10), column: match[2] };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The filter configurations of a filter box's form data (entries without a column dropped). */
export function filterBoxConfigs(formData: Record<string, unknown>): FilterBoxConfig[] {
  const configs = formData.filter_configs;
  if (!Array.isArray(configs)) return [];
  return configs.filter(
    (c): c is FilterBoxConfig => isObject(c) && typeof c.column === 'string' && c.column !== '',
  );
}

/** A select filter's default: null when empty, the `;` separated values when multiple. */
export function filterBoxDefaultValue(config: FilterBoxConfig): unknown {
  const value = config.defaultValue === '' ? null : config.defaultValue;
  if (value && config.multiple && typeof value === 'string') return value.split(';');
  return value;
}

/**
 * The values a filter box opens with and their labels (Superset's
 * `getFilterConfigsFromFormdata`): each select filter's saved or default value, then the time
 * keys of the filters it shows ("No filter" for the time range).
 */
export function filterBoxColumns(formData: Record<string, unknown>): {
  columns: Record<string, unknown>;
  labels: Record<string, string>;
} {
  const columns: Record<string, unknown> = {};
  const labels: Record<string, string> = {};
  for (const config of filterBoxConfigs(formData)) {
    columns[config.column] = config.vals || filterBoxDefaultValue(config);
    labels[config.column] = config.label ?? config.column;
  }
  const time = (control: TimeFilterControl, value: unknown) => {
    columns[TIME_FILTER_MAP[control]] = value;
    labels[TIME_FILTER_MAP[control]] = TIME_FILTER_LABELS[control];
  };
  if (formData.date_filter) time('time_range', NO_TIME_RANGE);
  if (formData.show_sqla_time_granularity) time('time_grain_sqla', null);
  if (formData.show_sqla_time_column) time('granularity_sqla', null);
  if (formData.show_druid_time_granularity) time('granularity', null);
  if (formData.show_druid_time_origin) time('druid_time_origin', null);
  return { columns, labels };
}

/** The dashboard's `default_filters` (or the address's `preselect_filters`), when readable. */
export function preselectFiltersOf(text: unknown): PreselectFilters {
  if (typeof text !== 'string' || !text) return isObject(text) ? (text as PreselectFilters) : {};
  try {
    const parsed: unknown = JSON.parse(text);
    return isObject(parsed) ? (parsed as PreselectFilters) : {};
  } catch {
    return {};
  }
}

/** A filter box's scope per column: its `filter_scopes` entry over the global default. */
export function filterBoxScope(
  filterScopes: DashboardMetadata['filter_scopes'],
  chartId: number | string,
  column: string,
): LegacyFilterScope {
  const own = (filterScopes?.[String(chartId)] as Record<string, unknown> | undefined)?.[column];
  const settings = isObject(own) ? own : {};
  return {
    scope: Array.isArray(settings.scope)
      ? settings.scope.map(String)
      : DASHBOARD_FILTER_SCOPE_GLOBAL.scope,
    immune: Array.isArray(settings.immune)
      ? settings.immune.map(Number).filter(Number.isInteger)
      : DASHBOARD_FILTER_SCOPE_GLOBAL.immune,
  };
}

/** A chart's saved form data as far as its type goes. */
export const isFilterBox = (chart: Pick<DashboardChart, 'viz_type' | 'form_data'>) =>
  (chart.form_data?.viz_type ?? chart.viz_type) === FILTER_BOX_VIZ_TYPE;

function pathTo(layout: DashboardLayout, componentId: string | undefined): string[] {
  if (!componentId) return [];
  const parents = parentIndex(layout);
  const path = [componentId];
  for (let id = parents.get(componentId); id; id = parents.get(id)) path.unshift(id);
  return path;
}

/**
 * The dashboard's filter boxes as filters (Superset's hydrate): each one's opening values
 * (its defaults, then `preselect`'s non-empty ones), labels and scope per column.
 */
export function legacyDashboardFilters(
  charts: readonly Pick<DashboardChart, 'id' | 'slice_name' | 'viz_type' | 'form_data'>[],
  metadata: Pick<DashboardMetadata, 'filter_scopes'>,
  layout: DashboardLayout,
  preselect: PreselectFilters = {},
): Record<string, LegacyDashboardFilter> {
  const componentOf = new Map<number, string>();
  for (const item of Object.values(layout))
    if (item.type === 'CHART' && typeof item.meta.chartId === 'number')
      componentOf.set(item.meta.chartId, item.id);
  const filters: Record<string, LegacyDashboardFilter> = {};
  for (const chart of charts) {
    if (!isFilterBox(chart)) continue;
    const formData = chart.form_data ?? {};
    const { columns, labels } = filterBoxColumns(formData);
    const chosen = preselect[String(chart.id)];
    if (isObject(chosen))
      for (const column of Object.keys(columns))
        if (chosen[column]) columns[column] = chosen[column];
    const scopes: Record<string, LegacyFilterScope> = {};
    for (const column of Object.keys(columns))
      scopes[column] = filterBoxScope(metadata.filter_scopes, chart.id, column);
    const componentId = componentOf.get(chart.id);
    filters[String(chart.id)] = {
      chartId: chart.id,
      componentId,
      datasourceId: String(formData.datasource ?? ''),
      filterName: chart.slice_name,
      directPathToFilter: pathTo(layout, componentId),
      columns,
      labels,
      scopes,
      isDateFilter: TIME_FILTER_MAP.time_range in columns,
      isInstantFilter: Boolean(formData.instant_filtering),
    };
  }
  return filters;
}

/** A selection of a filter box (column or time key → value) as its parts of the data mask. */
export function legacyFilterMask(
  chartId: number,
  selection: Record<string, unknown>,
): DashboardDataMask {
  const mask: DashboardDataMask = {};
  for (const [column, value] of Object.entries(selection))
    mask[dashboardFilterKey(chartId, column)] = { filterState: { value: value ?? null } };
  return mask;
}

/** The values the filter boxes open with, as their parts of the data mask. */
export function legacyFilterDefaults(
  filters: Record<string, LegacyDashboardFilter>,
): DashboardDataMask {
  const mask: DashboardDataMask = {};
  for (const filter of Object.values(filters)) {
    const set = Object.entries(filter.columns).filter(([, value]) => value !== undefined);
    Object.assign(mask, legacyFilterMask(filter.chartId, Object.fromEntries(set)));
  }
  return mask;
}

/** A filter box's own values in the mask (what it shows selected), by column. */
export function legacyFilterValues(
  dataMask: DashboardDataMask,
  chartId: number,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, part] of Object.entries(dataMask)) {
    if (!isLegacyFilterKey(key)) continue;
    const { chartId: owner, column } = chartIdAndColumnOfFilterKey(key);
    if (owner === chartId && part?.filterState && 'value' in part.filterState)
      values[column] = part.filterState.value;
  }
  return values;
}

const isTimeKey = (column: string) => (Object.values(TIME_FILTER_MAP) as string[]).includes(column);

/**
 * Where each filter box's filters apply, by legacy filter key: the charts of its scope but the
 * filter box itself (`inScope`) and, of those, the charts it can filter (`applying`): a time
 * key applies to every one, a column to the charts whose dataset has it (columns not known
 * yet: assumed there).
 */
export function legacyFilterScopes(
  filters: Record<string, LegacyDashboardFilter>,
  layout: DashboardLayout,
  columnsOf: (chartId: number) => ReadonlySet<string> | undefined = () => undefined,
): NativeFilterScopes {
  const inScope: Record<string, number[]> = {};
  const applying: Record<string, number[]> = {};
  for (const filter of Object.values(filters)) {
    for (const column of Object.keys(filter.columns)) {
      const { scope, immune } = filter.scopes[column] ?? DASHBOARD_FILTER_SCOPE_GLOBAL;
      const key = dashboardFilterKey(filter.chartId, column);
      const ids = chartsInScope({ rootPath: scope, excluded: immune }, layout).filter(
        (id) => id !== filter.chartId,
      );
      inScope[key] = ids;
      applying[key] = isTimeKey(column)
        ? ids
        : ids.filter((id) => {
            const columns = columnsOf(id);
            return !columns || columns.has(column);
          });
    }
  }
  return { inScope, applying };
}

/** Whether a legacy value filters: not empty, and for the time range not "No filter". */
export function legacyValueFilters(column: string, value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  return !(column === TIME_FILTER_MAP.time_range && value === NO_TIME_RANGE);
}

/**
 * The chart's `extra_filters` from the legacy filters in the mask whose scope holds it
 * (Superset's `getAppliedFilterValues` and `getEffectiveExtraFilters`): one per column (a
 * later filter box's value of a column wins), `IN` for a list of values.
 */
export function legacyExtraFilters(
  dataMask: DashboardDataMask,
  chartId: number,
  scopes: Record<string, readonly number[]> = {},
): QueryObjectFilterClause[] {
  const byColumn = new Map<string, unknown>();
  for (const [key, part] of Object.entries(dataMask)) {
    if (!isLegacyFilterKey(key) || !scopes[key]?.includes(chartId)) continue;
    const { column } = chartIdAndColumnOfFilterKey(key);
    const value = part?.filterState?.value;
    if (legacyValueFilters(column, value)) byColumn.set(column, value);
  }
  return [...byColumn].map(([col, val]) => ({
    col,
    op: Array.isArray(val) ? 'IN' : '==',
    val: val as never,
  }));
}
