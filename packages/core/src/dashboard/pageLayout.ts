/**
 * A dashboard's layout as its page reads it (the page, and the server that serves it): its
 * `position_json` parsed, every chart of the dashboard placed (those the layout lacks in new
 * rows at the end, as Superset does), and the walks the page needs: which tab each tab set
 * shows, which charts those tabs show (in reading order), and the tabs that lead to a
 * component.
 */
import {
  DASHBOARD_VERSION_KEY,
  GRID,
  ROOT_ID,
  emptyLayout,
  newComponentId,
  type DashboardLayout,
  type LayoutItem,
} from './layout.js';
import { newChartsParentId, parentIndex } from './layoutRules.js';

export const UNTITLED_DASHBOARD = '[ untitled dashboard ]';

/** `position_json` as a layout; null when it holds none (empty, not JSON, no root). */
export function parseLayout(positionJson: string | null | undefined): DashboardLayout | null {
  if (!positionJson) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(positionJson);
  } catch {
    return null;
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const layout: DashboardLayout = {};
  for (const [id, value] of Object.entries(raw as Record<string, unknown>)) {
    if (id === DASHBOARD_VERSION_KEY || !value || typeof value !== 'object') continue;
    const item = value as Partial<LayoutItem>;
    if (typeof item.type !== 'string') continue;
    layout[id] = {
      ...item,
      id,
      type: item.type,
      children: Array.isArray(item.children)
        ? item.children.filter((c) => typeof c === 'string')
        : [],
      meta: item.meta && typeof item.meta === 'object' ? item.meta : {},
    };
  }
  return layout[ROOT_ID] ? layout : null;
}

/** Every CHART node's chart id. */
function placedChartIds(layout: DashboardLayout): Set<number> {
  const ids = new Set<number>();
  for (const item of Object.values(layout))
    if (item.type === 'CHART' && typeof item.meta.chartId === 'number') ids.add(item.meta.chartId);
  return ids;
}

/**
 * The page's layout: the stored one (or an empty one titled as the dashboard), with each chart
 * it lacks appended in rows of charts of the default width (Superset's hydrate).
 */
export function dashboardLayout(
  dashboard: { position_json: string | null; dashboard_title: string | null },
  charts: readonly { id: number; slice_name?: string | null }[],
  makeId: typeof newComponentId = newComponentId,
): DashboardLayout {
  const layout = parseLayout(dashboard.position_json) ?? {
    ...emptyLayout(dashboard.dashboard_title || UNTITLED_DASHBOARD),
  };
  const placed = placedChartIds(layout);
  const missing = charts.filter((c) => !placed.has(c.id));
  if (!missing.length) return layout;
  const parentId = newChartsParentId(layout);
  const parent = (layout[parentId] = {
    ...layout[parentId]!,
    children: [...layout[parentId]!.children],
  });
  let row: LayoutItem | undefined;
  let rowWidth = 0;
  for (const chart of missing) {
    if (!row || rowWidth + GRID.defaultChartWidth > GRID.columnCount) {
      row = {
        id: makeId('ROW'),
        type: 'ROW',
        children: [],
        meta: { background: 'BACKGROUND_TRANSPARENT' },
      };
      layout[row.id] = row;
      parent.children.push(row.id);
      rowWidth = 0;
    }
    const holder: LayoutItem = {
      id: makeId('CHART'),
      type: 'CHART',
      children: [],
      meta: {
        chartId: chart.id,
        width: GRID.defaultChartWidth,
        height: GRID.defaultChartHeight,
        sliceName: chart.slice_name ?? undefined,
      },
    };
    layout[holder.id] = holder;
    row.children.push(holder.id);
    rowWidth += GRID.defaultChartWidth;
  }
  return layout;
}

/** The tab each tab set shows: the last of `chosen` among its tabs, else its first. */
export function activeTabsByTabSet(
  layout: DashboardLayout,
  chosen: readonly string[],
): Map<string, string> {
  const active = new Map<string, string>();
  for (const item of Object.values(layout))
    if (item.type === 'TABS' && item.children.length) active.set(item.id, item.children[0]!);
  const parents = parentIndex(layout);
  for (const tab of chosen) {
    const tabSet = parents.get(tab);
    if (tabSet && active.has(tabSet) && layout[tab]?.type === 'TAB') active.set(tabSet, tab);
  }
  return active;
}

/** The chart ids in reading order under the tabs shown. */
export function chartIdsShown(
  layout: DashboardLayout,
  active: ReadonlyMap<string, string>,
): number[] {
  const ids: number[] = [];
  const seen = new Set<string>();
  const walk = (id: string) => {
    const item = layout[id];
    if (!item || seen.has(id)) return;
    seen.add(id);
    if (item.type === 'CHART' && typeof item.meta.chartId === 'number') ids.push(item.meta.chartId);
    const children = item.type === 'TABS' ? [active.get(id)!].filter(Boolean) : item.children;
    children.forEach(walk);
  };
  walk(ROOT_ID);
  return ids;
}

/** The tabs on the way from the root to a component (outermost first). */
export function tabsLeadingTo(layout: DashboardLayout, id: string): string[] {
  const parents = parentIndex(layout);
  const tabs: string[] = [];
  const seen = new Set<string>();
  for (let at = parents.get(id); at && !seen.has(at); at = parents.get(at)) {
    seen.add(at);
    if (layout[at]?.type === 'TAB') tabs.unshift(at);
  }
  return tabs;
}

/** The chosen tabs once `tabId` is chosen: it replaces the other tabs of its tab set. */
export function chooseTab(
  layout: DashboardLayout,
  chosen: readonly string[],
  tabId: string,
): string[] {
  const tabSet = parentIndex(layout).get(tabId);
  const siblings = new Set(tabSet ? layout[tabSet]?.children : []);
  return [...chosen.filter((t) => !siblings.has(t) && layout[t]), tabId];
}
