/**
 * A native filter's value as its part of the dashboard's data mask, as Superset's filter
 * plugins make it (`getSelectExtraFormData`, `getRangeExtraFormData`, the time, time grain and
 * time column plugins): the `extraFormData` it adds to the charts in its scope and the
 * `filterState` it shows (`value`, `label`). Also what a dashboard opens with (each filter's
 * default, then the masks a permalink or the address carry), the extra form data a child
 * filter's values are narrowed by (its parents' selections: cascading), and the required
 * filters still empty.
 */
import { NULL_STRING } from '../postProcessing/pivot.js';
import { NO_TIME_RANGE } from '../timeRange/index.js';
import type { QueryObjectFilterClause } from '../schemas/queryObject.js';
import {
  mergeExtraFormData,
  type DashboardDataMask,
  type DataMask,
  type ExtraFormData,
} from './dataMask.js';
import {
  isNativeFilter,
  type NativeFilter,
  type NativeFilterControlValues,
  type NativeFilterItem,
} from './nativeFilters.js';
import { nativeFilterColumn } from './filterScope.js';
import { isLegacyFilterKey } from './legacyFilters.js';

/** Superset's texts for values that are not text (NULL_STRING: the pivot's). */
export const TRUE_STRING = 'TRUE';
export const FALSE_STRING = 'FALSE';
export const EXCLUDED_SUFFIX = ' (excluded)';

const asArray = (value: unknown): unknown[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** Whether a filter state's value counts as set (not undefined, null or an empty list). */
export function hasFilterValue(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'string') return value !== '' && value !== NO_TIME_RANGE;
  return true;
}

/** A value as the bar and the indicators show it. */
export function filterValueText(value: unknown): string {
  if (value === null || value === undefined) return NULL_STRING;
  if (typeof value === 'boolean') return value ? TRUE_STRING : FALSE_STRING;
  return String(value);
}

/** `[lower, upper]` of a range filter's value (each a number or null). */
function rangeBounds(value: unknown): [number | null, number | null] {
  const [lower, upper] = Array.isArray(value) ? value : [];
  const bound = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  return [bound(lower), bound(upper)];
}

/**
 * The extra form data of a filter's value, as Superset's plugins build it: a select's
 * `IN` / `NOT IN` (inverse selection), a range's `>=` and `<=` (a missing bound left out), a
 * time range, time grain or time column. No value: nothing.
 */
export function nativeFilterExtraFormData(
  filterType: string,
  column: string | undefined,
  value: unknown,
  controlValues: NativeFilterControlValues = {},
): ExtraFormData {
  if (!hasFilterValue(value)) return {};
  switch (filterType) {
    case 'filter_select': {
      if (!column) return {};
      const op = controlValues.inverseSelection ? 'NOT IN' : 'IN';
      return { filters: [{ col: column, op, val: asArray(value) as never }] };
    }
    case 'filter_range': {
      if (!column) return {};
      const [lower, upper] = rangeBounds(value);
      const filters: QueryObjectFilterClause[] = [];
      if (lower !== null) filters.push({ col: column, op: '>=', val: lower });
      if (upper !== null) filters.push({ col: column, op: '<=', val: upper });
      return filters.length ? { filters } : {};
    }
    case 'filter_time':
      return typeof value === 'string' ? { time_range: value } : {};
    case 'filter_timegrain': {
      const grain = asArray(value)[0];
      return typeof grain === 'string' && grain ? { time_grain_sqla: grain } : {};
    }
    case 'filter_timecolumn': {
      const timeColumn = asArray(value)[0];
      return typeof timeColumn === 'string' && timeColumn ? { granularity_sqla: timeColumn } : {};
    }
    default:
      return {};
  }
}

/** The label Superset's plugins give a value (`label` of the filter state). */
export function nativeFilterLabel(
  filterType: string,
  value: unknown,
  controlValues: NativeFilterControlValues = {},
): string | undefined {
  if (!hasFilterValue(value)) return undefined;
  if (filterType === 'filter_range') {
    const [lower, upper] = rangeBounds(value);
    if (lower !== null && upper !== null) return `${lower} ≤ x ≤ ${upper}`;
    if (lower !== null) return `x ≥ ${lower}`;
    if (upper !== null) return `x ≤ ${upper}`;
    return undefined;
  }
  const text = asArray(value).map(filterValueText).join(', ');
  const excluded = filterType === 'filter_select' && controlValues.inverseSelection;
  return excluded ? `${text}${EXCLUDED_SUFFIX}` : text;
}

/**
 * A filter's part of the data mask for this value (a label given by the control wins, e.g. a
 * time grain's name). No value: an empty part, which applies nothing.
 */
export function nativeFilterDataMask(
  filter: NativeFilter,
  value: unknown,
  label?: string,
): DataMask {
  const set = hasFilterValue(value);
  return {
    id: filter.id,
    extraFormData: set
      ? nativeFilterExtraFormData(
          filter.filterType,
          nativeFilterColumn(filter),
          value,
          filter.controlValues,
        )
      : {},
    filterState: {
      value: set ? value : undefined,
      label: set
        ? (label ?? nativeFilterLabel(filter.filterType, value, filter.controlValues))
        : undefined,
    },
  };
}

/**
 * What a filter starts with: its `defaultDataMask`'s value (its extra form data made again
 * from it, so that a configuration saved without one still filters); nothing when it defaults
 * to its first item (which comes with its values).
 */
export function defaultNativeFilterMask(filter: NativeFilter): DataMask {
  const state = filter.defaultDataMask?.filterState;
  if (filter.controlValues?.defaultToFirstItem) return nativeFilterDataMask(filter, undefined);
  return nativeFilterDataMask(filter, state?.value, state?.label);
}

/** The filters and dividers of a dashboard's `native_filter_configuration`. */
export function nativeFilterItems(metadata: {
  native_filter_configuration?: readonly Record<string, unknown>[] | null;
}): NativeFilterItem[] {
  return (metadata.native_filter_configuration ?? []).filter(
    (item) => item?.type === 'NATIVE_FILTER' || item?.type === 'DIVIDER',
  ) as unknown as NativeFilterItem[];
}

/** A select filter that takes its first value once its values come (Superset's requiredFirst). */
export const defaultsToFirstItem = (filter: NativeFilter) =>
  filter.filterType === 'filter_select' && Boolean(filter.controlValues?.defaultToFirstItem);

/** A chart's part (its cross-filter) or a filter box's (a legacy filter, `<chartId>_<column>`). */
const isChartKey = (key: string) => /^\d+$/.test(key) || isLegacyFilterKey(key);

/**
 * The data mask a dashboard opens with: each native filter's default, then each of `sources`
 * in turn (a permalink's mask, the address's), whose part for a filter replaces the one
 * before; parts of filters the dashboard no longer has are dropped, charts' parts
 * (cross-filters, filter boxes' values) kept.
 */
export function initialDashboardDataMask(
  items: readonly NativeFilterItem[],
  sources: readonly (DashboardDataMask | null | undefined)[] = [],
): DashboardDataMask {
  const filters = new Map<string, NativeFilter>();
  for (const item of items) if (isNativeFilter(item)) filters.set(item.id, item);
  const mask: DashboardDataMask = {};
  for (const filter of filters.values()) mask[filter.id] = defaultNativeFilterMask(filter);
  for (const source of sources) {
    if (!source || typeof source !== 'object') continue;
    for (const [key, part] of Object.entries(source)) {
      if (!part || typeof part !== 'object') continue;
      const filter = filters.get(key);
      if (filter) {
        const state = part.filterState;
        mask[key] = nativeFilterDataMask(filter, state?.value, state?.label);
      } else if (isChartKey(key)) mask[key] = part;
    }
  }
  return mask;
}

/**
 * The extra form data a filter's values query gets from its parents (cascading): the
 * selections of its `cascadeParentIds`, merged in order.
 */
export function cascadeExtraFormData(
  filter: NativeFilter,
  selected: DashboardDataMask,
): ExtraFormData {
  return (filter.cascadeParentIds ?? []).reduce<ExtraFormData>(
    (merged, parentId) => mergeExtraFormData(merged, selected[parentId]?.extraFormData),
    {},
  );
}

/** Whether a filter must have a value (Superset's `enableEmptyFilter`). */
export const isRequiredFilter = (filter: NativeFilter) =>
  Boolean(filter.controlValues?.enableEmptyFilter);

/** The required filters without a value in this mask (Apply waits for them). */
export function unsetRequiredFilters(
  items: readonly NativeFilterItem[],
  mask: DashboardDataMask,
): NativeFilter[] {
  return items.filter(
    (item): item is NativeFilter =>
      isNativeFilter(item) &&
      isRequiredFilter(item) &&
      !hasFilterValue(mask[item.id]?.filterState?.value),
  );
}

/** The filters whose value differs between two masks. */
export function changedFilterIds(
  items: readonly NativeFilterItem[],
  before: DashboardDataMask,
  after: DashboardDataMask,
): string[] {
  const valueOf = (mask: DashboardDataMask, id: string) => {
    const value = mask[id]?.filterState?.value;
    return hasFilterValue(value) ? JSON.stringify(value) : '';
  };
  return items
    .filter(isNativeFilter)
    .filter((f) => valueOf(before, f.id) !== valueOf(after, f.id))
    .map((f) => f.id);
}
