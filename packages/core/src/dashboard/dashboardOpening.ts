/**
 * What a dashboard page opens with, worked out alike by the page and by the server that
 * serves it: each chart's form data as the dashboard queries it (its saved form data through
 * the dashboard's one data mask, `applyDataMask`, with the dashboard's colours and id), and
 * the order the charts' queries go out in: those of the tabs the address shows first, in
 * reading order, then the others. The chart data request of each is the charts package's
 * `chartDataBody` of its form data. A page opens with its native filters' defaults (the page
 * may find another mask in its address or permalink, and then asks again); the charts a
 * filter that defaults to its first item applies to wait for it on the page, so they are not
 * opened here.
 */
import type { DashboardChart, DashboardMetadata, DashboardShow } from '../schemas/dashboard.js';
import { applyDataMask, type DashboardDataMask } from './dataMask.js';
import type { DashboardLayout } from './layout.js';
import { nativeFilterScopes } from './filterScope.js';
import { chartIdsInLayout } from './layoutRules.js';
import {
  defaultsToFirstItem,
  initialDashboardDataMask,
  nativeFilterItems,
} from './nativeFilterMask.js';
import { isNativeFilter } from './nativeFilters.js';
import { activeTabsByTabSet, chartIdsShown, dashboardLayout } from './pageLayout.js';
import { chosenTabsOf } from './pageUrl.js';

/** `json_metadata` read leniently: anything unreadable is an empty metadata. */
export function parseDashboardMetadata(json: string | null | undefined): DashboardMetadata {
  if (!json) return {};
  try {
    const value = JSON.parse(json) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as DashboardMetadata)
      : {};
  } catch {
    return {};
  }
}

type FormData = Record<string, unknown>;

/** The chart's saved form data, with its id, type and dataset. */
export function savedChartFormData(chart: DashboardChart): FormData {
  const formData: FormData = { ...chart.form_data, slice_id: chart.id };
  if (!formData.viz_type && chart.viz_type) formData.viz_type = chart.viz_type;
  if (!formData.datasource && chart.datasource_id)
    formData.datasource = `${chart.datasource_id}__${chart.datasource_type ?? 'table'}`;
  return formData;
}

/**
 * The chart's form data on this dashboard under this mask (`chartsInScope`: the charts each
 * part applies to, filterScope.ts's `nativeFilterScopes`).
 */
export function dashboardChartFormData(
  chart: DashboardChart,
  dashboardId: number,
  metadata: DashboardMetadata,
  dataMask: DashboardDataMask,
  chartsInScope?: Record<string, readonly number[]>,
): FormData {
  return applyDataMask(savedChartFormData(chart), dataMask, chart.id, {
    chartsInScope,
    dashboardId,
    colorScheme: metadata.color_scheme,
    labelColors: metadata.label_colors,
    sharedLabelColors: metadata.shared_label_colors,
  });
}

/** The charts shown under these tabs, then the others. */
export function chartQueryOrder(layout: DashboardLayout, chosenTabs: readonly string[]) {
  const first = chartIdsShown(layout, activeTabsByTabSet(layout, chosenTabs));
  const shown = new Set(first);
  return { first, later: chartIdsInLayout(layout).filter((id) => !shown.has(id)) };
}

export interface OpeningChart {
  chartId: number;
  formData: FormData;
}

/**
 * The charts a page at this address opens, in the order their queries go out (`first`: the
 * tabs shown; `later`: asked once those are answered), each with its form data (the native
 * filters' defaults applied).
 */
export function dashboardOpening(
  dashboard: DashboardShow,
  charts: readonly DashboardChart[],
  search: string,
  hash: string,
): { first: OpeningChart[]; later: OpeningChart[] } {
  const layout = dashboardLayout(dashboard, charts);
  const metadata = parseDashboardMetadata(dashboard.json_metadata);
  const items = nativeFilterItems(metadata);
  const dataMask = initialDashboardDataMask(items);
  const scopes = nativeFilterScopes(items, layout, () => undefined);
  const waiting = new Set(
    items
      .filter(isNativeFilter)
      .filter(defaultsToFirstItem)
      .flatMap((f) => scopes.applying[f.id] ?? []),
  );
  const byId = new Map(charts.map((c) => [c.id, c]));
  const opening = (ids: number[]) =>
    ids.flatMap((chartId) => {
      const chart = byId.get(chartId);
      if (!chart || waiting.has(chartId)) return [];
      const formData = dashboardChartFormData(
        chart,
        dashboard.id,
        metadata,
        dataMask,
        scopes.applying,
      );
      return [{ chartId, formData }];
    });
  const order = chartQueryOrder(layout, chosenTabsOf(layout, search, hash));
  return { first: opening(order.first), later: opening(order.later) };
}
