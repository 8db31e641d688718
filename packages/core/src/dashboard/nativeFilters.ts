/**
 * A dashboard's native filters as Superset stores them in `json_metadata.native_filter_configuration`
 * (and as its export bundles carry them): each a NATIVE_FILTER (a filter plugin over a dataset's
 * column) or a DIVIDER (a title and description in the bar). The filter bar, the configuration
 * dialog, the page's data mask and the server read these types; the rules over them (scope,
 * the extra form data of a value, cascading) live beside this file.
 */
import type { AdhocFilter } from '../schemas/queryObject.js';
import type { DataMask } from './dataMask.js';

/** Superset's filter plugin keys. */
export const NATIVE_FILTER_TYPES = [
  'filter_select',
  'filter_range',
  'filter_time',
  'filter_timegrain',
  'filter_timecolumn',
] as const;
export type NativeFilterType = (typeof NATIVE_FILTER_TYPES)[number];

/** The id prefixes Superset gives them. */
export const NATIVE_FILTER_PREFIX = 'NATIVE_FILTER-';
export const NATIVE_FILTER_DIVIDER_PREFIX = 'NATIVE_FILTER_DIVIDER-';

/** The column a filter targets: on a dataset named by id (`datasetId`) or, in bundles, uuid. */
export interface NativeFilterTarget {
  datasetId?: number;
  datasetUuid?: string;
  column?: { name: string; displayName?: string };
}

/** Where a filter applies: the layout subtree under `rootPath`, but the `excluded` chart ids. */
export interface NativeFilterScope {
  rootPath: string[];
  excluded: number[];
}

/** The options of a filter plugin (`controlValues`), as far as Superset's plugins read them. */
export interface NativeFilterControlValues {
  /** Required: the filter must have a value (Superset's `enableEmptyFilter`). */
  enableEmptyFilter?: boolean;
  defaultToFirstItem?: boolean;
  multiSelect?: boolean;
  /** Dynamically search all filter values (the values query is filtered by the typed text). */
  searchAllOptions?: boolean;
  inverseSelection?: boolean;
  sortAscending?: boolean;
  sortMetric?: string | null;
  /** `filter_range`: `enableSingleValue` (min only, max only, exact). */
  enableSingleValue?: number;
  [key: string]: unknown;
}

export interface NativeFilter {
  id: string;
  type: 'NATIVE_FILTER';
  name: string;
  filterType: NativeFilterType | string;
  targets: NativeFilterTarget[];
  controlValues: NativeFilterControlValues;
  /** The value the filter starts with (its `filterState.value` and `extraFormData`). */
  defaultDataMask: DataMask;
  /** Filters whose values narrow this one's (cascading). */
  cascadeParentIds: string[];
  scope: NativeFilterScope;
  description?: string;
  /** Worked out from `scope` when saved (Superset keeps both). */
  chartsInScope?: number[];
  tabsInScope?: string[];
  /** Pre-filter of the values: adhoc filters and a time range. */
  adhoc_filters?: AdhocFilter[];
  time_range?: string;
  granularity_sqla?: string;
  /** Sort the values by this metric. */
  sortMetric?: string | null;
  requiredFirst?: boolean;
}

export interface NativeFilterDivider {
  id: string;
  type: 'DIVIDER';
  title: string;
  description: string;
  scope?: NativeFilterScope;
}

export type NativeFilterItem = NativeFilter | NativeFilterDivider;

export const isNativeFilter = (item: { type?: unknown }): item is NativeFilter =>
  item.type === 'NATIVE_FILTER';

/** The default scope: all panels. */
export const ALL_PANELS_SCOPE: NativeFilterScope = { rootPath: ['ROOT_ID'], excluded: [] };
