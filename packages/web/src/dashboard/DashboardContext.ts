/**
 * What the dashboard's components read: its data (the dashboard, its layout, charts, their
 * form data, datasets and query store, the colours, what the person may do), and its view
 * state (the tabs shown, the component the address points at, expanded descriptions, the chart
 * shown full size, edit mode and what it gives the components).
 */
import { createContext, useContext } from 'react';
import type {
  DashboardChart,
  DataMask,
  DashboardLayout,
  DashboardShow,
  DisplayMode,
  EditableMeta,
  LegacyDashboardFilter,
  NativeFilterItem,
} from '@tessera/core';
import type { ChartDatasource, LabelColorNamespace } from '@tessera/charts';
import type { DashboardDataset } from '../api/dashboardPage';
import type { DashboardChartQueries } from './chartQueries';
import type { EditSlots } from './editSlots';
import type { DashboardMaskView } from './maskView';
import type { DashboardPermissions } from './permissions';

export interface DashboardData {
  dashboard: DashboardShow;
  layout: DashboardLayout;
  charts: ReadonlyMap<number, DashboardChart>;
  /** By datasource key (`<id>__<type>`); undefined until the datasets have come. */
  datasources: ReadonlyMap<string, ChartDatasource> | undefined;
  datasets: ReadonlyMap<string, DashboardDataset> | undefined;
  /**
   * What the data mask makes of the dashboard: each chart's form data, the filters' scopes,
   * the cross-filters (read a part with maskView.ts's `useDashboardMask`: this value itself
   * does not change with the mask, so that a filter draws only what it changes).
   */
  mask: DashboardMaskView;
  queries: DashboardChartQueries;
  labelColors: LabelColorNamespace;
  permissions: DashboardPermissions;
  /** Asks these charts' data again, past the results cache (Superset's force refresh). */
  refreshCharts(chartIds: readonly number[]): void;
  /** The native filters (json_metadata.native_filter_configuration). */
  nativeFilters: readonly NativeFilterItem[];
  /** The filter boxes' filters, by filter box chart id, while they filter (not converted). */
  legacyFilters: Readonly<Record<string, LegacyDashboardFilter>>;
  /** Whether the charts emit cross-filters (flag DASHBOARD_CROSS_FILTERS, `cross_filters_enabled`). */
  crossFiltersEnabled: boolean;
  /** Sets (or, with a mask that filters nothing, clears) a chart's cross-filter. */
  setCrossFilter(chartId: number, mask: DataMask | null): void;
}

/**
 * The side of the handle edit mode puts over a movable component's top-left corner (a tab
 * bar starts its titles after it).
 */
export const DRAG_HANDLE_SIZE = 24;

/**
 * What edit mode gives the drawn components (absent while viewing): in-place changes, and the
 * places its layer draws the handles and drop zones into (editSlots.ts).
 */
export interface LayoutEditing {
  /** Changes a component's meta (header text, markdown, tab title, chart title, size). */
  updateMeta(id: string, meta: EditableMeta): void;
  /** Adds a tab at the end of a TABS component (its "+" button). */
  addTab(tabsId: string): void;
  slots: EditSlots;
}

export interface DashboardView {
  editMode: boolean;
  editing: LayoutEditing | null;
  /** Superset's display mode (3, a report: no chart menus). */
  displayMode: DisplayMode;
  /** The tab each tab set shows. */
  activeTabs: ReadonlyMap<string, string>;
  chooseTab(tabId: string): void;
  /** The component the address's hash points at. */
  focusedId: string | undefined;
  /** Charts whose description is shown (`expanded_slices`). */
  expanded: Readonly<Record<string, boolean>>;
  toggleExpanded(chartId: number): void;
  fullSizeChartId: number | null;
  setFullSizeChartId(chartId: number | null): void;
  /** The tabs not shown are drawn out of sight, ready to show (once the shown ones are done). */
  prerenderTabs: boolean;
  /** The first charts of the tabs shown, drawn without waiting to be seen in view. */
  drawnAtOnce: ReadonlySet<number>;
}

export const DashboardDataContext = createContext<DashboardData | null>(null);
export const DashboardViewContext = createContext<DashboardView | null>(null);

/** Whether the components below sit in a tab not shown (drawn out of sight, ahead of time). */
export const HiddenTabContext = createContext(false);

export function useDashboardData(): DashboardData {
  const value = useContext(DashboardDataContext);
  if (!value) throw new Error('useDashboardData outside a dashboard');
  return value;
}

export function useDashboardView(): DashboardView {
  const value = useContext(DashboardViewContext);
  if (!value) throw new Error('useDashboardView outside a dashboard');
  return value;
}
