/**
 * Where a native filter applies (Superset's `getChartIdsInFilterScope`): the charts under any
 * component of its scope's `rootPath`, but the `excluded` ones; and, of those, the charts it
 * can filter: a filter on a column applies to a chart whose dataset has a column of that name
 * (whatever the dataset), and leaves the others alone (incompatible), so that their queries
 * stay as they are rather than failing or being asked again for nothing.
 */
import type { DashboardLayout } from './layout.js';
import { ROOT_ID } from './layout.js';
import { chartIdsInLayout, descendantIds } from './layoutRules.js';
import { chartIdsShown } from './pageLayout.js';
import {
  ALL_PANELS_SCOPE,
  isNativeFilter,
  type NativeFilter,
  type NativeFilterItem,
  type NativeFilterScope,
} from './nativeFilters.js';

/** The chart ids of the components under `rootPath`, in layout order. */
function chartIdsUnder(layout: DashboardLayout, rootPath: readonly string[]): Set<number> {
  const ids = new Set<number>();
  for (const rootId of rootPath) {
    const under = rootId === ROOT_ID ? chartIdsInLayout(layout) : chartIdsOf(layout, rootId);
    for (const id of under) ids.add(id);
  }
  return ids;
}

function chartIdsOf(layout: DashboardLayout, componentId: string): number[] {
  return [componentId, ...descendantIds(layout, componentId)]
    .map((id) => layout[id])
    .filter((item) => item?.type === 'CHART' && typeof item.meta.chartId === 'number')
    .map((item) => item!.meta.chartId as number);
}

/**
 * The charts in a filter's scope: of `chartIds` (every chart on the layout when not given),
 * those under a component of `rootPath`, but the excluded ones.
 */
export function chartsInScope(
  scope: NativeFilterScope | undefined,
  layout: DashboardLayout,
  chartIds: readonly number[] = chartIdsInLayout(layout),
): number[] {
  const { rootPath, excluded } = scope?.rootPath ? scope : ALL_PANELS_SCOPE;
  const under = chartIdsUnder(layout, rootPath);
  const out = new Set(excluded ?? []);
  return chartIds.filter((id) => under.has(id) && !out.has(id));
}

/** The column a filter targets (none for the time range, time grain and time column). */
export function nativeFilterColumn(filter: NativeFilter): string | undefined {
  if (filter.filterType !== 'filter_select' && filter.filterType !== 'filter_range')
    return undefined;
  const name = filter.targets?.[0]?.column?.name;
  return name || undefined;
}

/**
 * Whether the filter can apply to a chart whose dataset has these columns: a filter without a
 * column applies to every chart; one with a column to a dataset that has it. Columns not known
 * yet (`undefined`): assumed there.
 */
export function filterFitsColumns(
  filter: NativeFilter,
  columns: ReadonlySet<string> | undefined,
): boolean {
  const column = nativeFilterColumn(filter);
  return !column || !columns || columns.has(column);
}

export interface NativeFilterScopes {
  /** Per filter id, the charts in its scope. */
  inScope: Record<string, number[]>;
  /** Per filter id, the charts in its scope it can filter (what `applyDataMask` is given). */
  applying: Record<string, number[]>;
}

/**
 * The scope of every native filter on this layout, and the charts each applies to given the
 * columns of each chart's dataset (`columnsOf`, undefined while not known).
 */
export function nativeFilterScopes(
  items: readonly NativeFilterItem[],
  layout: DashboardLayout,
  columnsOf: (chartId: number) => ReadonlySet<string> | undefined,
): NativeFilterScopes {
  const chartIds = chartIdsInLayout(layout);
  const inScope: Record<string, number[]> = {};
  const applying: Record<string, number[]> = {};
  for (const item of items) {
    if (!isNativeFilter(item)) continue;
    const ids = chartsInScope(item.scope, layout, chartIds);
    inScope[item.id] = ids;
    applying[item.id] = ids.filter((id) => filterFitsColumns(item, columnsOf(id)));
  }
  return { inScope, applying };
}

/**
 * The native filters out of scope of what the page shows (Superset's "Filters out of scope"
 * section of the filter bar): on a dashboard with tabs, the filters none of whose charts in
 * scope (`inScope`, from {@link nativeFilterScopes}) is in the tabs shown. Without tabs, none.
 */
export function filtersOutOfScope(
  items: readonly NativeFilterItem[],
  layout: DashboardLayout,
  inScope: Readonly<Record<string, readonly number[]>>,
  activeTabs: ReadonlyMap<string, string>,
): Set<string> {
  const out = new Set<string>();
  if (!Object.values(layout).some((item) => item?.type === 'TABS')) return out;
  const shown = new Set(chartIdsShown(layout, activeTabs));
  for (const item of items)
    if (isNativeFilter(item) && !(inScope[item.id] ?? []).some((id) => shown.has(id)))
      out.add(item.id);
  return out;
}
