/**
 * What the native filters dialog edits: each filter or divider of the dashboard's
 * `native_filter_configuration` as a draft (the saved item plus the switches of its form:
 * "Filter has default value", "Sort filter values", ...), new ones with Superset's ids
 * (`NATIVE_FILTER-<nanoid>`, `NATIVE_FILTER_DIVIDER-<nanoid>`), and the way back to the saved
 * shape Superset keeps (Superset's `createHandleSave`), with the charts and tabs in scope.
 */
import {
  ALL_PANELS_SCOPE,
  NATIVE_FILTER_DIVIDER_PREFIX,
  NATIVE_FILTER_PREFIX,
  NO_TIME_RANGE,
  chartsInScope,
  isNativeFilter,
  type AdhocFilter,
  type DashboardLayout,
  type NativeFilter,
  type NativeFilterControlValues,
  type NativeFilterDivider,
  type NativeFilterItem,
  type NativeFilterScope,
  type NativeFilterType,
} from '@tessera/core';
import { defaultDataMaskOf, defaultValueOf } from './defaultValue';
import { isScopingAll, tabsInScope } from './scopeTree';

/** The filter types in the order the Filter Type select offers them, with Superset's names. */
export const FILTER_TYPE_OPTIONS: { value: NativeFilterType; label: string }[] = [
  { value: 'filter_select', label: 'Value' },
  { value: 'filter_range', label: 'Numerical range' },
  { value: 'filter_time', label: 'Time range' },
  { value: 'filter_timecolumn', label: 'Time column' },
  { value: 'filter_timegrain', label: 'Time grain' },
];

/** A filter as the dialog edits it. */
export interface FilterDraft {
  kind: 'NATIVE_FILTER';
  id: string;
  name: string;
  filterType: NativeFilterType;
  datasetId?: number;
  column?: string;
  description: string;
  controlValues: NativeFilterControlValues;
  /** "Filter has default value", and the value (its shape depends on the type). */
  hasDefault: boolean;
  defaultValue: unknown;
  /** "Sort filter values": ascending or not (`controlValues.sortAscending`), by a metric. */
  sorted: boolean;
  sortMetric?: string | null;
  /** "Values are dependent on other filters": the parents (`cascadeParentIds`). */
  dependent: boolean;
  parentIds: string[];
  /** "Pre-filter available values": adhoc filters, a time range and its time column. */
  preFiltered: boolean;
  adhocFilters: AdhocFilter[];
  timeRange?: string;
  timeColumn?: string;
  scoping: 'all' | 'specific';
  scope: NativeFilterScope;
  /** The filter as saved (the keys the dialog does not edit are kept). */
  saved?: NativeFilter;
}

export interface DividerDraft {
  kind: 'DIVIDER';
  id: string;
  title: string;
  description: string;
  saved?: NativeFilterDivider;
}

export type ItemDraft = FilterDraft | DividerDraft;

/** The title of an item in the list (Superset's `[untitled]` until it has one). */
export const UNTITLED = '[untitled]';
export const itemTitle = (draft: ItemDraft): string =>
  (draft.kind === 'DIVIDER' ? draft.title : draft.name).trim() || UNTITLED;

const URL_ALPHABET = 'useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict';

function randomBytes(size: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(size));
}

/** A nanoid (21 characters of the URL-safe alphabet), as Superset's ids end. */
export function nanoid(size = 21, bytes: (size: number) => Uint8Array = randomBytes): string {
  return [...bytes(size)].map((b) => URL_ALPHABET[b & 63]).join('');
}

/** A new item's id: `NATIVE_FILTER-…` or `NATIVE_FILTER_DIVIDER-…`. */
export function newItemId(kind: ItemDraft['kind'], bytes?: (size: number) => Uint8Array): string {
  const prefix = kind === 'DIVIDER' ? NATIVE_FILTER_DIVIDER_PREFIX : NATIVE_FILTER_PREFIX;
  return `${prefix}${nanoid(21, bytes)}`;
}

const TYPES = new Set<string>(FILTER_TYPE_OPTIONS.map((o) => o.value));

/** A new Value filter (Superset's defaults: multiple values, all panels) on `datasetId`. */
export function newFilterDraft(id: string, datasetId?: number): FilterDraft {
  return {
    kind: 'NATIVE_FILTER',
    id,
    name: '',
    filterType: 'filter_select',
    datasetId,
    description: '',
    controlValues: {
      enableEmptyFilter: false,
      defaultToFirstItem: false,
      multiSelect: true,
      searchAllOptions: false,
      inverseSelection: false,
    },
    hasDefault: false,
    defaultValue: undefined,
    sorted: false,
    dependent: false,
    parentIds: [],
    preFiltered: false,
    adhocFilters: [],
    scoping: 'all',
    scope: ALL_PANELS_SCOPE,
  };
}

export function newDividerDraft(id: string): DividerDraft {
  return { kind: 'DIVIDER', id, title: '', description: '' };
}

function filterDraftOf(filter: NativeFilter): FilterDraft {
  const target = filter.targets?.[0] ?? {};
  const controlValues = { ...(filter.controlValues ?? {}) };
  const defaultValue = defaultValueOf(filter.defaultDataMask);
  const adhocFilters = filter.adhoc_filters ?? [];
  const timeRange = filter.time_range;
  const scope = filter.scope?.rootPath ? filter.scope : ALL_PANELS_SCOPE;
  return {
    kind: 'NATIVE_FILTER',
    id: filter.id,
    name: filter.name ?? '',
    filterType: (TYPES.has(filter.filterType)
      ? filter.filterType
      : 'filter_select') as NativeFilterType,
    datasetId: target.datasetId,
    column: target.column?.name,
    description: filter.description ?? '',
    controlValues,
    hasDefault: defaultValue !== undefined && defaultValue !== null,
    defaultValue,
    sorted: typeof controlValues.sortAscending === 'boolean',
    sortMetric: filter.sortMetric ?? controlValues.sortMetric ?? undefined,
    dependent: (filter.cascadeParentIds ?? []).length > 0,
    parentIds: [...(filter.cascadeParentIds ?? [])],
    preFiltered: adhocFilters.length > 0 || (!!timeRange && timeRange !== NO_TIME_RANGE),
    adhocFilters,
    timeRange,
    timeColumn: filter.granularity_sqla,
    scoping: isScopingAll(scope) ? 'all' : 'specific',
    scope,
    saved: filter,
  };
}

/** The draft of a saved item. */
export function draftOf(item: NativeFilterItem): ItemDraft {
  if (isNativeFilter(item)) return filterDraftOf(item);
  return {
    kind: 'DIVIDER',
    id: item.id,
    title: item.title ?? '',
    description: item.description ?? '',
    saved: item,
  };
}

/** Which parts of the form a filter type has (Superset's filter plugins). */
export const filterTypeHas = (type: NativeFilterType) => ({
  dataset: type !== 'filter_time',
  column: type === 'filter_select' || type === 'filter_range',
  preFilter: type === 'filter_select' || type === 'filter_range',
  sort: type === 'filter_select',
  parents: type === 'filter_select' || type === 'filter_range',
  selectOptions: type === 'filter_select',
});

/** The types a filter's values may depend on (Superset's ALLOW_DEPENDENCIES). */
export const CAN_BE_PARENT: readonly string[] = ['filter_select', 'filter_range', 'filter_time'];

function controlValuesOf(draft: FilterDraft): NativeFilterControlValues {
  const values: NativeFilterControlValues = { ...draft.controlValues };
  if (draft.filterType !== 'filter_select') {
    for (const key of ['defaultToFirstItem', 'multiSelect', 'searchAllOptions', 'inverseSelection'])
      delete values[key];
  }
  if (draft.sorted && filterTypeHas(draft.filterType).sort) {
    values.sortAscending = draft.controlValues.sortAscending !== false;
    values.sortMetric = draft.sortMetric ?? null;
  } else {
    delete values.sortAscending;
    delete values.sortMetric;
  }
  return values;
}

/** The saved shape of a filter (Superset's `transformFilter`), its charts and tabs in scope. */
export function filterOf(draft: FilterDraft, layout: DashboardLayout): NativeFilter {
  const has = filterTypeHas(draft.filterType);
  const { saved } = draft;
  const scope: NativeFilterScope = draft.scoping === 'all' ? ALL_PANELS_SCOPE : draft.scope;
  const charts = chartsInScope(scope, layout);
  const target: NativeFilter['targets'][number] = {};
  // A bundle's dataset uuid stays while the dataset is the one saved.
  const savedTarget = saved?.targets?.[0];
  if (has.dataset && savedTarget?.datasetUuid && savedTarget.datasetId === draft.datasetId)
    target.datasetUuid = savedTarget.datasetUuid;
  if (has.dataset && (draft.datasetId !== undefined || target.datasetUuid)) {
    if (draft.datasetId !== undefined) target.datasetId = draft.datasetId;
    if (has.column && draft.column) target.column = { name: draft.column };
  }
  const preFilter = has.preFilter && draft.preFiltered;
  const controlValues = controlValuesOf(draft);
  const filter: NativeFilter = {
    ...saved,
    id: draft.id,
    type: 'NATIVE_FILTER',
    name: draft.name.trim(),
    filterType: draft.filterType,
    targets: [target],
    controlValues,
    defaultDataMask: defaultDataMaskOf({ ...draft, controlValues }),
    cascadeParentIds: has.parents && draft.dependent ? [...draft.parentIds] : [],
    scope: { rootPath: [...scope.rootPath], excluded: [...scope.excluded] },
    description: draft.description.trim(),
    chartsInScope: charts,
    tabsInScope: tabsInScope(layout, charts),
    adhoc_filters: preFilter && draft.adhocFilters.length ? draft.adhocFilters : undefined,
    time_range: preFilter && draft.timeRange ? draft.timeRange : undefined,
    granularity_sqla: preFilter && draft.timeRange ? draft.timeColumn : undefined,
    sortMetric: (controlValues.sortMetric as string | null | undefined) ?? undefined,
  };
  // Keys without a value are left out, as Superset's JSON leaves them.
  for (const key of Object.keys(filter) as (keyof NativeFilter)[])
    if (filter[key] === undefined) delete filter[key];
  return filter;
}

/** The saved shape of an item. */
export function itemOf(draft: ItemDraft, layout: DashboardLayout): NativeFilterItem {
  if (draft.kind === 'NATIVE_FILTER') return filterOf(draft, layout);
  const divider: NativeFilterDivider = {
    ...draft.saved,
    id: draft.id,
    type: 'DIVIDER',
    title: draft.title.trim(),
    description: draft.description.trim(),
    // A divider applies to nothing; new ones get Superset's all-panels scope.
    scope: draft.saved ? draft.saved.scope : ALL_PANELS_SCOPE,
  };
  if (!divider.scope) delete divider.scope;
  return divider;
}

/** Moves the item at `from` to `to` (the others keep their order). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length)
    return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/** The dataset most of the dashboard's charts use (a new filter starts on it). */
export function mostUsedDataset(datasources: readonly (string | undefined)[]): number | undefined {
  const counts = new Map<number, number>();
  for (const key of datasources) {
    const match = /^(\d+)__table$/.exec(key ?? '');
    if (match) counts.set(Number(match[1]), (counts.get(Number(match[1])) ?? 0) + 1);
  }
  let best: number | undefined;
  for (const [id, count] of counts) if (best === undefined || count > counts.get(best)!) best = id;
  return best;
}
