/**
 * A filter's scope as the Scoping tab shows it (Superset's FilterScope utils): the tree of the
 * layout's tabs and charts under "All panels", the charts checked for a scope
 * (`getTreeCheckedItems`), the scope of the checked charts (`findFilterScope`: `rootPath` the
 * top-most components holding them, `excluded` the charts under those left unchecked), and
 * the charts and tabs in a scope (`chartsInScope`, `tabsInScope`) that are saved beside it.
 */
import {
  ROOT_ID,
  descendantIds,
  withParents,
  type DashboardLayout,
  type LayoutItem,
  type NativeFilterScope,
} from '@tessera/core';

export const ALL_PANELS = 'All panels';

export interface ScopeTreeNode {
  key: string;
  title: string;
  kind: 'ROOT' | 'TAB' | 'CHART';
  chartId?: number;
  children: ScopeTreeNode[];
}

const isShown = (item: LayoutItem | undefined) =>
  item?.type === 'TAB' || item?.type === 'CHART' || item?.type === 'ROOT';

/** "Apply to all panels": the whole dashboard, nothing excluded. */
export const isScopingAll = (scope: NativeFilterScope | undefined) =>
  !scope || (scope.rootPath[0] === ROOT_ID && scope.excluded.length === 0);

/** A component's title in the tree: the chart's name or the tab's text. */
export function nodeTitle(item: LayoutItem, chartName?: (chartId: number) => string | undefined) {
  const { meta } = item;
  const chartId = typeof meta.chartId === 'number' ? meta.chartId : undefined;
  return (
    meta.sliceNameOverride ||
    meta.sliceName ||
    (chartId !== undefined ? chartName?.(chartId) : undefined) ||
    meta.text ||
    meta.defaultText ||
    item.id
  );
}

/** The tree of tabs and charts (other components are skipped, their children kept). */
export function scopeTree(
  layout: DashboardLayout,
  chartName?: (chartId: number) => string | undefined,
): ScopeTreeNode {
  const root: ScopeTreeNode = { key: ROOT_ID, title: ALL_PANELS, kind: 'ROOT', children: [] };
  const seen = new Set<string>([ROOT_ID]);
  const walk = (id: string, parent: ScopeTreeNode) => {
    const item = layout[id];
    if (!item || seen.has(id)) return;
    seen.add(id);
    let into = parent;
    if (item.type === 'TAB' || item.type === 'CHART') {
      into = {
        key: id,
        title: nodeTitle(item, chartName),
        kind: item.type,
        chartId: typeof item.meta.chartId === 'number' ? item.meta.chartId : undefined,
        children: [],
      };
      parent.children.push(into);
    }
    if (item.type !== 'CHART') for (const child of item.children ?? []) walk(child, into);
  };
  for (const child of layout[ROOT_ID]?.children ?? []) walk(child, root);
  return root;
}

const chartIdOf = (item: LayoutItem | undefined) =>
  item?.type === 'CHART' && typeof item.meta.chartId === 'number' ? item.meta.chartId : undefined;

/** The chart components checked for a scope: those under its roots, but the excluded. */
export function checkedKeysOf(scope: NativeFilterScope, layout: DashboardLayout): string[] {
  const excluded = new Set(scope.excluded);
  const keys = new Set<string>();
  for (const rootId of scope.rootPath) {
    if (!layout[rootId]) continue;
    for (const id of [rootId, ...descendantIds(layout, rootId)]) {
      const chartId = chartIdOf(layout[id]);
      if (chartId !== undefined && !excluded.has(chartId)) keys.add(id);
    }
  }
  return [...keys];
}

/**
 * The scope of the checked tree nodes (only charts count): the shown ancestors of the checked
 * charts at the depth of the shallowest one, and the charts under them left unchecked.
 */
export function scopeOf(
  checkedKeys: readonly string[],
  layout: DashboardLayout,
): NativeFilterScope {
  const placed = withParents(layout);
  const charts = checkedKeys.filter((key) => chartIdOf(placed[key]) !== undefined);
  if (!charts.length) return { rootPath: [], excluded: [] };
  const chains = charts
    .map((key) => [...new Set([ROOT_ID, ...(placed[key].parents ?? [])])])
    .map((chain) => chain.filter((id) => isShown(placed[id])))
    .sort((a, b) => a.length - b.length);
  const depth = chains[0].length - 1;
  const rootPath = [...new Set(chains.map((chain) => chain[depth]))];
  const checked = new Set(charts);
  const excluded: number[] = [];
  for (const [key, item] of Object.entries(placed)) {
    const chartId = chartIdOf(item);
    if (chartId === undefined || checked.has(key)) continue;
    const ancestors = [ROOT_ID, ...(item.parents ?? [])];
    if (ancestors.some((id) => rootPath.includes(id))) excluded.push(chartId);
  }
  return { rootPath, excluded };
}

/**
 * The tabs holding a chart in scope (Superset's `findTabsWithChartsInScope`): with top-level
 * tabs, every tab on the way down to such a chart; without, the tabs that hold one.
 */
export function tabsInScope(layout: DashboardLayout, charts: readonly number[]): string[] {
  const inScope = new Set(charts);
  const found = new Set<string>();
  const visit = (id: string, tabs: string[], seen: Set<string>) => {
    const item = layout[id];
    if (!item || seen.has(id)) return;
    seen.add(id);
    const chartId = chartIdOf(item);
    if (chartId !== undefined && inScope.has(chartId)) tabs.forEach((tab) => found.add(tab));
    if (!item.children?.length || (item.type === 'TAB' && found.has(id))) return;
    for (const child of item.children)
      visit(child, layout[child]?.type === 'TAB' ? [...tabs, child] : tabs, seen);
  };
  const top = layout[ROOT_ID]?.children?.[0];
  const topTabs = top && layout[top]?.type === 'TABS' ? layout[top].children : undefined;
  if (topTabs) for (const tab of topTabs) visit(tab, [tab], new Set());
  else
    for (const item of Object.values(layout))
      if (item.type === 'TAB') visit(item.id, [item.id], new Set());
  return [...found];
}
