/**
 * A dashboard's data mask (Superset's `dataMask` state): per native filter, and per chart
 * that cross-filters, the `extraFormData` it adds to the charts in its scope, what it shows
 * selected (`filterState`) and a chart's own state (`ownState`: a table's page, sort...).
 * One mask per dashboard; every chart's form data goes through `applyDataMask` (Superset's
 * `getFormDataWithExtraFilters`) before its query is built.
 */
import type { AdhocFilter, QueryColumn, QueryObjectFilterClause } from '../schemas/queryObject.js';
import { legacyExtraFilters } from './legacyFilters.js';

/** What a filter adds to a chart's query (Superset's `ExtraFormData`). */
export interface ExtraFormData {
  filters?: QueryObjectFilterClause[];
  adhoc_filters?: AdhocFilter[];
  interactive_groupby?: QueryColumn[];
  interactive_highlight?: QueryColumn[];
  interactive_drilldown?: QueryColumn[];
  custom_form_data?: Record<string, unknown>;
  granularity?: string | null;
  granularity_sqla?: string;
  time_column?: string;
  time_grain?: string;
  time_range?: string;
  time_grain_sqla?: string;
  relative_start?: string;
  relative_end?: string;
  time_compare?: string;
  [key: string]: unknown;
}

/** One filter's (or cross-filtering chart's) part of the mask. */
export interface DataMask {
  id?: string;
  extraFormData?: ExtraFormData;
  filterState?: { value?: unknown; label?: string; selectedValues?: unknown[] | null } & Record<
    string,
    unknown
  >;
  ownState?: Record<string, unknown>;
}

/** The dashboard's mask: native filter id (`NATIVE_FILTER-…`) or chart id → its part. */
export type DashboardDataMask = Record<string, DataMask>;

/** Keys whose values are appended when masks merge (Superset's EXTRA_FORM_DATA_APPEND_KEYS). */
export const EXTRA_FORM_DATA_APPEND_KEYS = [
  'adhoc_filters',
  'filters',
  'interactive_groupby',
  'interactive_highlight',
  'interactive_drilldown',
  'custom_form_data',
] as const;

/** Keys a later mask overrides (Superset's EXTRA_FORM_DATA_OVERRIDE_KEYS). */
export const EXTRA_FORM_DATA_OVERRIDE_KEYS = [
  'granularity',
  'granularity_sqla',
  'time_column',
  'time_grain',
  'time_range',
  'relative_start',
  'relative_end',
  'time_grain_sqla',
] as const;

const asList = (value: unknown): unknown[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

/** Superset's `mergeExtraFormData`: lists appended, overridable fields taken from the newer. */
export function mergeExtraFormData(
  original: ExtraFormData = {},
  newer: ExtraFormData = {},
): ExtraFormData {
  const merged: ExtraFormData = {};
  for (const key of EXTRA_FORM_DATA_APPEND_KEYS) {
    const values = [...asList(original[key]), ...asList(newer[key])];
    if (values.length) merged[key] = values as never;
  }
  for (const key of EXTRA_FORM_DATA_OVERRIDE_KEYS) {
    if (original[key] !== undefined) merged[key] = original[key] as never;
    if (newer[key] !== undefined) merged[key] = newer[key] as never;
  }
  return merged;
}

/** What the dashboard adds to every chart's form data besides the mask. */
export interface DataMaskContext {
  /**
   * The charts each mask applies to (a native filter's `chartsInScope`, a cross-filter's
   * scope, a legacy filter box filter's `filter_scopes`). A mask without an entry applies to
   * every chart but the one it is keyed by; a legacy filter without one applies to none.
   */
  chartsInScope?: Record<string, readonly number[]>;
  /** Sent as the request's `dashboard_id`. */
  dashboardId?: number;
  /** The dashboard's `color_scheme`: it wins over the chart's own when set. */
  colorScheme?: string | null;
  /** The dashboard's `label_colors`. */
  labelColors?: Record<string, string>;
  /** The dashboard's `shared_label_colors`. */
  sharedLabelColors?: unknown;
}

const hasExtra = (
  mask: DataMask | undefined,
): mask is DataMask & { extraFormData: ExtraFormData } =>
  Boolean(mask?.extraFormData && Object.keys(mask.extraFormData).length > 0);

/** The masks that apply to this chart, in the mask's order. */
export function masksApplyingTo(
  dataMask: DashboardDataMask,
  chartId: number,
  chartsInScope: Record<string, readonly number[]> = {},
): string[] {
  return Object.keys(dataMask).filter((id) => {
    if (!hasExtra(dataMask[id])) return false;
    const scope = chartsInScope[id];
    return scope ? scope.includes(chartId) : id !== String(chartId);
  });
}

/**
 * The chart's form data as the dashboard queries it (Superset's `getFormDataWithExtraFilters`):
 * the merged `extra_form_data` of the masks in scope (none: the chart's own is kept), the
 * legacy filter boxes' values in scope as `extra_filters` (legacyFilters.ts), the dashboard's
 * colours, and its id. A new object; the input is left alone.
 */
export function applyDataMask<F extends object>(
  formData: F,
  dataMask: DashboardDataMask,
  chartId: number,
  context: DataMaskContext = {},
): F & Record<string, unknown> {
  const next = { ...formData } as Record<string, unknown>;
  const applying = masksApplyingTo(dataMask, chartId, context.chartsInScope);
  if (applying.length) {
    next.extra_form_data = applying.reduce<ExtraFormData>(
      (merged, id) => mergeExtraFormData(merged, dataMask[id]!.extraFormData),
      {},
    );
  }
  const extraFilters = legacyExtraFilters(dataMask, chartId, context.chartsInScope);
  if (extraFilters.length) next.extra_filters = extraFilters;
  if (context.labelColors) next.label_colors = context.labelColors;
  if (context.sharedLabelColors !== undefined) next.shared_label_colors = context.sharedLabelColors;
  if (context.colorScheme) next.color_scheme = context.colorScheme;
  if (context.dashboardId !== undefined) next.dashboardId = context.dashboardId;
  return next as F & Record<string, unknown>;
}

/** The chart's own state in the mask (a table's page, sort, search). */
export function ownStateOf(dataMask: DashboardDataMask, chartId: number) {
  return dataMask[String(chartId)]?.ownState;
}
