/**
 * What a layout answers about itself while it is edited: who holds whom, where a component
 * may be dropped (Superset's `isValidChild` over `VALID_CHILDREN`, `shouldWrapChildInRow`),
 * how wide things are (`getDetailedComponentWidth`, `getComponentWidthFromDrop`) and how far
 * a component may be resized. Pure reads; `layoutOps.ts` makes the changes.
 */
import {
  GRID,
  GRID_ID,
  HEADER_ID,
  ROOT_ID,
  VALID_CHILDREN,
  type ComponentType,
  type DashboardLayout,
  type LayoutItem,
} from './layout.js';

/** child id → parent id, over every component of the layout. */
export function parentIndex(layout: DashboardLayout): Map<string, string> {
  const index = new Map<string, string>();
  for (const item of Object.values(layout))
    for (const child of item.children ?? []) index.set(child, item.id);
  return index;
}

/** The id of the component holding `childId` (Superset's `findParentId`). */
export function findParentId(layout: DashboardLayout, childId: string): string | undefined {
  for (const item of Object.values(layout)) if (item.children?.includes(childId)) return item.id;
  return undefined;
}

/** Every component below `id`, depth first (a cycle is walked once). */
export function descendantIds(layout: DashboardLayout, id: string): string[] {
  const seen = new Set<string>([id]);
  const out: string[] = [];
  const stack = [...(layout[id]?.children ?? [])].reverse();
  while (stack.length) {
    const current = stack.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    out.push(current);
    stack.push(...[...(layout[current]?.children ?? [])].reverse());
  }
  return out;
}

function sameList(a: string[] | undefined, b: string[]): boolean {
  return !!a && a.length === b.length && a.every((v, i) => v === b[i]);
}

/**
 * Sets each component's `parents` to its ancestors from ROOT (Superset's
 * `updateComponentParentsList`). Components whose list is right are kept as they are, and the
 * layout itself when all are.
 */
export function withParents(layout: DashboardLayout): DashboardLayout {
  if (!layout[ROOT_ID]) return layout;
  let next: DashboardLayout | undefined;
  const seen = new Set<string>();
  const stack: [string, string[]][] = [[ROOT_ID, []]];
  while (stack.length) {
    const [id, parents] = stack.pop()!;
    const item = layout[id];
    if (!item || seen.has(id)) continue;
    seen.add(id);
    if (!sameList(item.parents, parents)) {
      next ??= { ...layout };
      next[id] = { ...item, parents };
    }
    for (const child of item.children ?? []) stack.push([child, [...parents, id]]);
  }
  return next ?? layout;
}

/** The chart ids on the layout (the components reachable from ROOT). */
export function chartIdsInLayout(layout: DashboardLayout): number[] {
  return [ROOT_ID, ...descendantIds(layout, ROOT_ID)]
    .map((id) => layout[id])
    .filter((item) => item?.type === 'CHART' && typeof item.meta.chartId === 'number')
    .map((item) => item.meta.chartId as number);
}

/** The top-level TABS' id, when ROOT holds tabs rather than the grid. */
export function topLevelTabsId(layout: DashboardLayout): string | undefined {
  const first = layout[ROOT_ID]?.children[0];
  return first && layout[first]?.type === 'TABS' ? first : undefined;
}

/**
 * Where a chart the layout lacks goes (in a new row at the end, as Superset places a
 * dashboard's charts its layout does not show): the first tab of top-level tabs, else what
 * ROOT holds (the grid).
 */
export function newChartsParentId(layout: DashboardLayout): string {
  const first = layout[layout[ROOT_ID]?.children[0] ?? ''];
  if (first?.type === 'TABS' && first.children[0] && layout[first.children[0]])
    return first.children[0];
  return first?.id ?? GRID_ID;
}

/** The top-level TAB that `id` is (or sits in), if any: a chart's filter scope. */
export function topLevelTabOf(layout: DashboardLayout, id: string): string | undefined {
  const tabsId = topLevelTabsId(layout);
  if (!tabsId) return undefined;
  const parents = parentIndex(layout);
  const seen = new Set<string>();
  for (let current: string | undefined = id; current; current = parents.get(current)) {
    if (seen.has(current)) return undefined;
    seen.add(current);
    if (parents.get(current) === tabsId) return current;
  }
  return undefined;
}

/** Whether an author may drag the component: not ROOT, the grid, the header or top-level tabs. */
export function isDraggableComponent(layout: DashboardLayout, id: string): boolean {
  return (
    !!layout[id] &&
    ![ROOT_ID, GRID_ID, HEADER_ID].includes(id) &&
    id !== topLevelTabsId(layout) &&
    parentIndex(layout).has(id)
  );
}

/**
 * How deep a container sits, as Superset counts for `isValidChild`: ROOT is 0, each level adds
 * one, but tabs add none to their tab, and a nested tab none to what it holds.
 */
export function componentDepth(layout: DashboardLayout, id: string): number {
  const parents = parentIndex(layout);
  const chain: string[] = [];
  for (let c: string | undefined = id; c && !chain.includes(c); c = parents.get(c))
    chain.unshift(c);
  const topTabs = topLevelTabsId(layout);
  let depth = 0;
  for (let i = 1; i < chain.length; i += 1) {
    const parent = layout[chain[i - 1]];
    if (parent.type === 'TABS') continue;
    if (parent.type === 'TAB' && parents.get(parent.id) !== topTabs) continue;
    depth += 1;
  }
  return depth;
}

/** The deepest a parent may sit to hold a child type (Superset's `parentMaxDepthLookup`). */
const PARENT_MAX_DEPTH: Partial<Record<ComponentType, Partial<Record<ComponentType, number>>>> = {
  ROOT: { TABS: 0, GRID: 0 },
  GRID: { CHART: 1, DYNAMIC: 1, MARKDOWN: 1, COLUMN: 1, DIVIDER: 1, HEADER: 1, ROW: 1, TABS: 1 },
  ROW: { CHART: 4, DYNAMIC: 4, MARKDOWN: 4, COLUMN: 4 },
  TABS: { TAB: 3 },
  TAB: { CHART: 5, DYNAMIC: 5, MARKDOWN: 5, COLUMN: 3, DIVIDER: 5, HEADER: 5, ROW: 3, TABS: 3 },
  COLUMN: { CHART: 5, HEADER: 5, MARKDOWN: 5, ROW: 3, DIVIDER: 3 },
};

/** Whether a parent of `parentType` at `parentDepth` may hold a `childType` (VALID_CHILDREN). */
export function isValidChild(
  parentType: ComponentType,
  childType: ComponentType,
  parentDepth: number,
): boolean {
  if (!VALID_CHILDREN[parentType]?.includes(childType)) return false;
  const max = PARENT_MAX_DEPTH[parentType]?.[childType];
  return max === undefined || parentDepth <= max;
}

/** Superset's `shouldWrapChildInRow`: charts, markdown and columns dropped on the grid or a tab. */
export function shouldWrapChildInRow(parentType: ComponentType, childType: ComponentType): boolean {
  return (
    (parentType === 'GRID' || parentType === 'TAB') &&
    (childType === 'CHART' || childType === 'MARKDOWN' || childType === 'COLUMN')
  );
}

/**
 * Whether a `childType` dropped into `parentId` goes in as it is, wrapped in a new row (it
 * cannot go there itself, or Superset wraps it), or not at all. ROOT is the top-level-tabs
 * target: it takes tabs while the dashboard has none at the top.
 */
export function dropPlacement(
  layout: DashboardLayout,
  childType: ComponentType,
  parentId: string,
): 'direct' | 'wrap' | undefined {
  const parent = layout[parentId];
  if (!parent) return undefined;
  if (parentId === ROOT_ID)
    return childType === 'TABS' && !topLevelTabsId(layout) ? 'direct' : undefined;
  const depth = componentDepth(layout, parentId);
  const direct = VALID_CHILDREN[parent.type]?.includes(childType);
  if (direct && !shouldWrapChildInRow(parent.type, childType))
    return isValidChild(parent.type, childType, depth) ? 'direct' : undefined;
  const topTabs = topLevelTabsId(layout);
  const nestedTab = parent.type === 'TAB' && findParentId(layout, parentId) !== topTabs;
  const rowDepth = depth + (nestedTab ? 0 : 1);
  return isValidChild(parent.type, 'ROW', depth) && isValidChild('ROW', childType, rowDepth)
    ? 'wrap'
    : undefined;
}

/** Superset's `componentIsResizable`. */
export function componentIsResizable(item: Pick<LayoutItem, 'type'>): boolean {
  return ['COLUMN', 'CHART', 'MARKDOWN', 'DYNAMIC'].includes(item.type);
}

export interface DetailedWidth {
  width?: number;
  occupiedWidth?: number;
  minimumWidth?: number;
}

function childrenWidth(layout: DashboardLayout, id: string): number {
  return (layout[id]?.children ?? []).reduce((sum, c) => sum + (layout[c]?.meta.width ?? 0), 0);
}

/**
 * A component's width in columns, the columns its contents occupy and the least it may have
 * (Superset's `getDetailedComponentWidth`): a row is as wide as what holds it (12 on the grid
 * or a tab) and occupies its children's widths; a column needs its widest row.
 */
export function detailedWidth(
  layout: DashboardLayout,
  item: LayoutItem | undefined,
): DetailedWidth {
  if (!item) return {};
  const width = item.meta.width;
  if (item.type === 'ROW') {
    const parentId = findParentId(layout, item.id);
    const occupiedWidth = childrenWidth(layout, item.id);
    return {
      width:
        (parentId ? detailedWidth(layout, layout[parentId]).width : undefined) || GRID.columnCount,
      occupiedWidth,
      minimumWidth: occupiedWidth || GRID.minColumnWidth,
    };
  }
  if (item.type === 'COLUMN') {
    const rows = item.children.filter((c) => layout[c]?.type === 'ROW');
    const widest = Math.max(GRID.minColumnWidth, ...rows.map((r) => childrenWidth(layout, r)));
    return { width, occupiedWidth: 0, minimumWidth: widest };
  }
  if (componentIsResizable(item))
    return { width, occupiedWidth: width, minimumWidth: GRID.minColumnWidth };
  return { width, occupiedWidth: width };
}

function capacity(d: DetailedWidth): number | undefined {
  return d.width === undefined || d.occupiedWidth === undefined
    ? undefined
    : d.width - d.occupiedWidth;
}

/**
 * The width `dragging` gets when dropped into `destinationId` (Superset's
 * `getComponentWidthFromDrop`): its own when it fits or the destination has no width, what is
 * left when that is at least its minimum, else -1 (it does not fit). A move within its own
 * container keeps its width. `sourceParentId` is undefined for a new component.
 */
export function widthFromDrop(
  layout: DashboardLayout,
  dragging: LayoutItem,
  sourceParentId: string | undefined,
  destinationId: string,
): number | undefined {
  if (sourceParentId === destinationId) return dragging.meta.width;
  const { width, minimumWidth = GRID.minColumnWidth } = detailedWidth(layout, dragging);
  let room = capacity(detailedWidth(layout, layout[destinationId]));
  if (room === undefined) {
    const grandparentId = findParentId(layout, destinationId);
    room = grandparentId ? capacity(detailedWidth(layout, layout[grandparentId])) : undefined;
  }
  if (room === undefined || width === undefined) return width;
  if (room >= width) return width;
  if (room >= minimumWidth) return room;
  return -1;
}

export interface ResizeBounds {
  adjustableWidth: boolean;
  adjustableHeight: boolean;
  /** Columns. */
  minWidth: number;
  maxWidth: number;
  /** Grid units (GRID.baseUnit px). */
  minHeight: number;
  maxHeight: number;
}

/**
 * How far a chart, markdown or column may be resized: its width only in a row (as Superset's
 * `adjustableWidth`; inside a column it takes the column's width), at least its minimum width
 * and at most what the row leaves free (a row is as wide as its column, or 12); heights (charts
 * and markdown) within GRID.minChartHeight..maxChartHeight. Undefined for the rest.
 */
export function resizeBounds(layout: DashboardLayout, id: string): ResizeBounds | undefined {
  const item = layout[id];
  if (!item || !componentIsResizable(item)) return undefined;
  const parentId = findParentId(layout, id);
  const parent = parentId ? layout[parentId] : undefined;
  const minWidth = detailedWidth(layout, item).minimumWidth ?? GRID.minColumnWidth;
  let maxWidth: number = GRID.columnCount;
  if (parent?.type === 'ROW') {
    const row = detailedWidth(layout, parent);
    maxWidth = (row.width ?? GRID.columnCount) - (row.occupiedWidth ?? 0) + (item.meta.width ?? 0);
  } else if (parent?.type === 'COLUMN') maxWidth = parent.meta.width ?? GRID.columnCount;
  return {
    adjustableWidth: parent?.type === 'ROW',
    adjustableHeight: item.type !== 'COLUMN',
    minWidth,
    maxWidth: Math.max(maxWidth, minWidth),
    minHeight: GRID.minChartHeight,
    maxHeight: GRID.maxChartHeight,
  };
}
