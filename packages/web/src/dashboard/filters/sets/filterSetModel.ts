/**
 * What a filter set (Superset's FilterSet: `{nativeFilters, dataMask}` in `json_metadata`)
 * means against the dashboard's filters as they are now: its filters and values as the bar
 * lists them, the filters it holds that changed or no longer exist (an outdated set, which
 * Rebuild trims), whether it is the selection applied, the parts of the data mask clicking it
 * applies, and the metadata a new or rebuilt set saves.
 */
import {
  hasFilterValue,
  isNativeFilter,
  nativeFilterDataMask,
  type DashboardDataMask,
  type DataMask,
  type FilterSetItem,
  type NativeFilter,
  type NativeFilterItem,
} from '@tessera/core';

/** A set's `params`, as far as the bar reads them. */
export interface FilterSetParams {
  /** The filters' configuration when the set was saved, by filter id. */
  nativeFilters: Record<string, Partial<NativeFilter>>;
  /** Each filter's part of the data mask, by filter id. */
  dataMask: DashboardDataMask;
}

/** How a filter of a set stands against the dashboard's filters now. */
export type FilterSetFilterState = 'current' | 'changed' | 'removed';

export interface FilterSetRow {
  id: string;
  name: string;
  /** The value as the bar shows it ('' when none). */
  value: string;
  state: FilterSetFilterState;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const recordOf = <T>(value: unknown): Record<string, T> =>
  isRecord(value)
    ? (Object.fromEntries(Object.entries(value).filter(([, v]) => isRecord(v))) as Record<
        string,
        T
      >)
    : {};

/** A set's params, whatever was stored (anything unreadable counts as nothing). */
export function filterSetParams(set: Pick<FilterSetItem, 'params'>): FilterSetParams {
  return {
    nativeFilters: recordOf<Partial<NativeFilter>>(set.params.nativeFilters),
    dataMask: recordOf<DataMask>(set.params.dataMask),
  };
}

/** JSON with object keys sorted (undefined members left out), to compare configurations. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    isRecord(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, v[k]]),
        )
      : v,
  );
}

/** What makes a filter's value mean what it meant: its type, targets and options. */
const filterIdentity = (filter: Partial<NativeFilter>) =>
  stableJson([filter.filterType, filter.targets ?? [], filter.controlValues ?? {}]);

const valueKey = (part: DataMask | undefined) => {
  const value = part?.filterState?.value;
  return hasFilterValue(value) ? stableJson(value) : '';
};

const nativeFiltersOf = (items: readonly NativeFilterItem[]) => items.filter(isNativeFilter);

/** The ids of the filters the set holds (its configuration's, then its mask's). */
function setFilterIds(params: FilterSetParams): string[] {
  const ids = Object.keys(params.nativeFilters).filter(
    (id) => (params.nativeFilters[id]?.type as string | undefined) !== 'DIVIDER',
  );
  for (const id of Object.keys(params.dataMask)) if (!ids.includes(id)) ids.push(id);
  return ids;
}

/** How each filter the set holds stands: the same, changed since, or gone from the dashboard. */
export function filterSetFilterStates(
  params: FilterSetParams,
  items: readonly NativeFilterItem[],
): Map<string, FilterSetFilterState> {
  const current = new Map(nativeFiltersOf(items).map((f) => [f.id, f]));
  return new Map(
    setFilterIds(params).map((id): [string, FilterSetFilterState] => {
      const filter = current.get(id);
      if (!filter) return [id, 'removed'];
      const saved = params.nativeFilters[id];
      const changed = saved !== undefined && filterIdentity(saved) !== filterIdentity(filter);
      return [id, changed ? 'changed' : 'current'];
    }),
  );
}

/** Whether the set holds filters that changed or no longer exist (Rebuild drops them). */
export function isFilterSetOutdated(
  params: FilterSetParams,
  items: readonly NativeFilterItem[],
): boolean {
  return [...filterSetFilterStates(params, items).values()].some((s) => s !== 'current');
}

/** A value as the filter sets list shows it (Superset's getFilterValueForDisplay). */
export function filterValueForDisplay(part: DataMask | undefined): string {
  const label = part?.filterState?.label;
  const value = part?.filterState?.value;
  if (!hasFilterValue(value)) return '';
  if (typeof label === 'string' && label) return label;
  if (Array.isArray(value)) return value.map((v) => String(v)).join(', ');
  if (isRecord(value)) return JSON.stringify(value);
  return String(value);
}

/** The set's filters and values, each with how it stands now. */
export function filterSetRows(
  params: FilterSetParams,
  items: readonly NativeFilterItem[],
): FilterSetRow[] {
  const current = new Map(nativeFiltersOf(items).map((f) => [f.id, f]));
  return [...filterSetFilterStates(params, items)].map(([id, state]) => ({
    id,
    name: params.nativeFilters[id]?.name ?? current.get(id)?.name ?? id,
    value: filterValueForDisplay(params.dataMask[id]),
    state,
  }));
}

/** The dashboard's filters with the values applied now (what a new set would hold). */
export function appliedFilterRows(
  items: readonly NativeFilterItem[],
  applied: DashboardDataMask,
): FilterSetRow[] {
  return nativeFiltersOf(items).map((f) => ({
    id: f.id,
    name: f.name,
    value: filterValueForDisplay(applied[f.id]),
    state: 'current',
  }));
}

/** Whether any native filter has a value applied. */
export function hasAppliedFilters(
  items: readonly NativeFilterItem[],
  applied: DashboardDataMask,
): boolean {
  return nativeFiltersOf(items).some((f) => valueKey(applied[f.id]) !== '');
}

/**
 * The parts of the data mask that clicking the set applies: each filter it holds that is
 * still the same gets the set's value (none: emptied); filters it does not hold, or that
 * changed, keep theirs (Superset does not apply them).
 */
export function filterSetDataMask(
  params: FilterSetParams,
  items: readonly NativeFilterItem[],
): DashboardDataMask {
  const states = filterSetFilterStates(params, items);
  const parts: DashboardDataMask = {};
  for (const filter of nativeFiltersOf(items)) {
    if (states.get(filter.id) !== 'current') continue;
    const state = params.dataMask[filter.id]?.filterState;
    const label = typeof state?.label === 'string' ? state.label : undefined;
    parts[filter.id] = nativeFilterDataMask(filter, state?.value, label);
  }
  return parts;
}

/**
 * Whether the applied selection is the set's: every filter's value as the set holds it (a
 * filter whose configuration changed since holds none: the set does not apply it).
 */
export function filterSetMatches(
  params: FilterSetParams,
  items: readonly NativeFilterItem[],
  applied: DashboardDataMask,
): boolean {
  const states = filterSetFilterStates(params, items);
  const held = (id: string) => (states.get(id) === 'changed' ? '' : valueKey(params.dataMask[id]));
  return nativeFiltersOf(items).every((f) => held(f.id) === valueKey(applied[f.id]));
}

/** The first set whose selection is the applied one (Superset's findExistingFilterSet). */
export function findMatchingFilterSet<S extends Pick<FilterSetItem, 'params'>>(
  sets: readonly S[],
  items: readonly NativeFilterItem[],
  applied: DashboardDataMask,
): S | undefined {
  return sets.find((set) => filterSetMatches(filterSetParams(set), items, applied));
}

/** A part of the mask as a set keeps it: its id, extra form data and filter state. */
const keptPart = (id: string, part: DataMask): DataMask => ({
  id,
  extraFormData: part.extraFormData ?? {},
  filterState: part.filterState ?? {},
});

/** What a new set saves: the filters' configuration and the applied native filters' masks. */
export function newFilterSetMetadata(
  items: readonly NativeFilterItem[],
  applied: DashboardDataMask,
): FilterSetParams {
  const filters = nativeFiltersOf(items);
  return {
    nativeFilters: Object.fromEntries(filters.map((f) => [f.id, f])),
    dataMask: Object.fromEntries(
      filters.filter((f) => applied[f.id]).map((f) => [f.id, keptPart(f.id, applied[f.id]!)]),
    ),
  };
}

/** What Rebuild saves: the set's own, less the filters that changed or no longer exist. */
export function rebuiltFilterSetMetadata(
  params: FilterSetParams,
  items: readonly NativeFilterItem[],
): FilterSetParams {
  const states = filterSetFilterStates(params, items);
  const current = new Map(nativeFiltersOf(items).map((f) => [f.id, f]));
  const kept = [...states].filter(([, s]) => s === 'current').map(([id]) => id);
  return {
    nativeFilters: Object.fromEntries(
      kept.flatMap((id) => {
        const filter = params.nativeFilters[id] ?? current.get(id);
        return filter ? [[id, filter]] : [];
      }),
    ),
    dataMask: Object.fromEntries(
      kept.filter((id) => params.dataMask[id]).map((id) => [id, params.dataMask[id]!]),
    ),
  };
}

/** Whether another set (not `exceptId`) has this name already. */
export function isFilterSetNameTaken(
  sets: readonly Pick<FilterSetItem, 'id' | 'name'>[],
  name: string,
  exceptId?: number,
): boolean {
  const wanted = name.trim();
  return sets.some((s) => s.id !== exceptId && s.name.trim() === wanted);
}
