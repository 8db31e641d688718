/**
 * The changes an author makes to a dashboard's layout in edit mode, as Superset's
 * `dashboardLayout` reducer and `handleComponentDrop` make them (dashboards.md §4, §5): drop a
 * new component, move, delete, resize, edit a component's meta. Each is a pure function of a
 * layout that answers a new layout (the given one is never changed) with `parents` kept right,
 * or the same layout with the refusal's text. `applyLayoutOp` runs one as data.
 *
 * Drop targets are a container and a gap index among its present children (0 = before the
 * first, `children.length` = after the last), as drop zones sit between components. The
 * top-level-tabs target is `{ parentId: ROOT_ID, index: 0 }`.
 */
import {
  BACKGROUNDS,
  GRID,
  GRID_ID,
  HEADER_ID,
  HEADER_SIZES,
  ROOT_ID,
  newComponentId,
  type ComponentType,
  type DashboardLayout,
  type LayoutItem,
  type LayoutMeta,
} from './layout.js';
import {
  chartIdsInLayout,
  componentIsResizable,
  descendantIds,
  dropPlacement,
  parentIndex,
  resizeBounds,
  topLevelTabOf,
  topLevelTabsId,
  widthFromDrop,
  withParents,
} from './layoutRules.js';

export * from './layoutRules.js';

/** The texts the page shows for a refused or noteworthy drop (spec §5, §8). */
export const LAYOUT_MESSAGES = {
  notEnoughSpace:
    'There is not enough space for this component. Try decreasing its width, or increasing the destination width.',
  topLevelTabIntoNestedTabs: 'Can not move top level tab into nested tabs',
  movedToDifferentFilterScope: 'This chart has been moved to a different filter scope.',
} as const;

/** What the builder pane offers to drag onto the layout, and TAB (a tabs component's "+"). */
export const NEW_COMPONENT_TYPES = [
  'CHART',
  'MARKDOWN',
  'HEADER',
  'DIVIDER',
  'ROW',
  'COLUMN',
  'TABS',
  'TAB',
] as const;
export type NewComponentType = (typeof NEW_COMPONENT_TYPES)[number];
export type NewComponentSource =
  | { type: 'CHART'; chartId: number; sliceName: string; uuid?: string }
  | { type: Exclude<NewComponentType, 'CHART'> };

export interface DropTarget {
  parentId: string;
  index: number;
}

/** The meta an author edits in place (header text and size, markdown, tab title, background). */
export type EditableMeta = Pick<
  LayoutMeta,
  'text' | 'code' | 'background' | 'headerSize' | 'sliceNameOverride'
>;

export type LayoutOp =
  | { type: 'dropNew'; source: NewComponentSource; target: DropTarget }
  | { type: 'move'; id: string; target: DropTarget }
  | { type: 'delete'; id: string }
  | { type: 'resize'; id: string; width?: number; height?: number }
  | { type: 'updateMeta'; id: string; meta: EditableMeta }
  | { type: 'deleteTopLevelTabs' };

export interface LayoutOpResult {
  /** The new layout, or the given one itself when nothing changed. */
  layout: DashboardLayout;
  changed: boolean;
  /** A refusal's text, for a danger toast (the layout is unchanged). */
  error?: string;
  /** A notice about a change made (a chart moved to another filter scope). */
  notice?: string;
  /** The component a `dropNew` created. */
  id?: string;
}

export interface LayoutOpOptions {
  /** Makes new component ids (tests pass a counter); `newComponentId` by default. */
  newId?: (type: ComponentType) => string;
}

const TRANSPARENT = 'BACKGROUND_TRANSPARENT';

/** The meta a new component starts with (Superset's `newComponentFactory`). */
const DEFAULT_META: Partial<Record<ComponentType, LayoutMeta>> = {
  CHART: { width: GRID.defaultChartWidth, height: GRID.defaultChartHeight },
  COLUMN: { width: GRID.defaultColumnWidth, background: TRANSPARENT },
  HEADER: { text: 'New header', headerSize: 'MEDIUM_HEADER', background: TRANSPARENT },
  MARKDOWN: { width: GRID.defaultChartWidth, height: GRID.defaultMarkdownHeight },
  ROW: { background: TRANSPARENT },
  TAB: { text: '', defaultText: 'Tab title', placeholder: 'Tab title' },
  DYNAMIC: { width: GRID.columnCount, background: TRANSPARENT },
};

/** A new component of `type` with its default meta, `meta` over it. */
export function newComponentFactory(
  type: ComponentType,
  meta: LayoutMeta = {},
  newId: (type: ComponentType) => string = newComponentId,
): LayoutItem {
  return {
    id: newId(type),
    type,
    children: [],
    parents: [],
    meta: { ...DEFAULT_META[type], ...meta },
  };
}

const unchanged = (layout: DashboardLayout): LayoutOpResult => ({ layout, changed: false });
const refused = (layout: DashboardLayout, error: string): LayoutOpResult => ({
  layout,
  changed: false,
  error,
});
const done = (layout: DashboardLayout, extra: Partial<LayoutOpResult> = {}): LayoutOpResult => ({
  ...extra,
  layout: withParents(layout),
  changed: true,
});

function insertAt(list: string[], index: number, id: string): string[] {
  const next = [...list];
  next.splice(Math.min(Math.max(Math.trunc(index) || 0, 0), next.length), 0, id);
  return next;
}

/** Puts `childId` in a new row at its place among `parentId`'s children (in `next`, a copy). */
function wrapInRow(
  next: DashboardLayout,
  parentId: string,
  childId: string,
  newId: LayoutOpOptions['newId'],
) {
  const row = newComponentFactory('ROW', {}, newId);
  row.children = [childId];
  next[row.id] = row;
  const parent = next[parentId];
  next[parentId] = {
    ...parent,
    children: parent.children.map((c) => (c === childId ? row.id : c)),
  };
}

/**
 * Removes `id` and its descendants from `next` (a copy), then the parent rows and columns it
 * leaves empty, and theirs.
 */
function removeWithEmptyParents(next: DashboardLayout, id: string): void {
  const parents = parentIndex(next);
  let current: string | undefined = id;
  while (current) {
    for (const d of descendantIds(next, current)) delete next[d];
    delete next[current];
    const parentId = parents.get(current);
    const parent = parentId ? next[parentId] : undefined;
    if (!parent) return;
    const removed: string = current;
    next[parent.id] = { ...parent, children: parent.children.filter((c) => c !== removed) };
    current =
      (parent.type === 'ROW' || parent.type === 'COLUMN') && next[parent.id].children.length === 0
        ? parent.id
        : undefined;
  }
}

/** ROOT → TABS → TAB holding what the grid held (Superset's `CREATE_TOP_LEVEL_TABS`). */
function intoTopLevelTabs(next: DashboardLayout, tabsId: string): void {
  const root = next[ROOT_ID];
  const topId = root.children[0];
  const top = next[topId];
  const tabs = next[tabsId];
  const firstTab = next[tabs.children[0]];
  const moving = (top?.children ?? []).filter((c) => c !== tabsId);
  if (top) next[topId] = { ...top, children: [] };
  next[firstTab.id] = { ...firstTab, children: [...firstTab.children, ...moving] };
  next[ROOT_ID] = { ...root, children: [tabsId] };
}

/** Drops a new component from the builder pane (Superset's `CREATE_COMPONENT`). */
export function dropNewComponent(
  layout: DashboardLayout,
  source: NewComponentSource,
  target: DropTarget,
  options: LayoutOpOptions = {},
): LayoutOpResult {
  const parent = layout[target.parentId];
  const placement = dropPlacement(layout, source.type, target.parentId);
  if (!parent || !placement) return unchanged(layout);
  if (source.type === 'CHART' && chartIdsInLayout(layout).includes(source.chartId))
    return unchanged(layout);
  const meta: LayoutMeta =
    source.type === 'CHART'
      ? {
          chartId: source.chartId,
          sliceName: source.sliceName,
          ...(source.uuid ? { uuid: source.uuid } : {}),
        }
      : {};
  const child = newComponentFactory(source.type, meta, options.newId);
  const width = widthFromDrop(layout, child, undefined, target.parentId);
  if (width !== undefined && width < 0) return refused(layout, LAYOUT_MESSAGES.notEnoughSpace);
  if (componentIsResizable(child)) {
    if (width) child.meta.width = width;
    else delete child.meta.width;
  }
  const next: DashboardLayout = { ...layout, [child.id]: child };
  if (source.type === 'TABS') {
    const tab = newComponentFactory('TAB', {}, options.newId);
    next[tab.id] = tab;
    child.children = [tab.id];
  }
  if (target.parentId === ROOT_ID) {
    intoTopLevelTabs(next, child.id);
    return done(next, { id: child.id });
  }
  next[parent.id] = { ...parent, children: insertAt(parent.children, target.index, child.id) };
  if (placement === 'wrap') wrapInRow(next, parent.id, child.id, options.newId);
  return done(next, { id: child.id });
}

/**
 * Moves a component (Superset's `handleComponentDrop` and `MOVE_COMPONENT`): refused when the
 * destination row lacks the width, or when a top-level tab would go into nested tabs; a no-op
 * when neither the container nor the position changes. The source row or tabs left empty are
 * deleted; moving charts to another top-level tab answers the filter-scope notice.
 */
export function moveComponent(
  layout: DashboardLayout,
  id: string,
  target: DropTarget,
  options: LayoutOpOptions = {},
): LayoutOpResult {
  const item = layout[id];
  const parents = parentIndex(layout);
  const sourceParentId = parents.get(id);
  const destination = layout[target.parentId];
  if (!item || !sourceParentId || !destination) return unchanged(layout);
  const topTabs = topLevelTabsId(layout);
  if (id === topTabs || (sourceParentId === topTabs && target.parentId !== topTabs))
    return refused(layout, LAYOUT_MESSAGES.topLevelTabIntoNestedTabs);
  if (id === target.parentId || descendantIds(layout, id).includes(target.parentId))
    return unchanged(layout);
  const placement = dropPlacement(layout, item.type, target.parentId);
  if (!placement || (target.parentId === ROOT_ID && !layout[item.children[0]]))
    return unchanged(layout);
  const width = widthFromDrop(layout, item, sourceParentId, target.parentId);
  if (width !== undefined && width < 0) return refused(layout, LAYOUT_MESSAGES.notEnoughSpace);

  const source = layout[sourceParentId];
  const sourceIndex = source.children.indexOf(id);
  const next: DashboardLayout = { ...layout };
  if (sourceParentId === target.parentId) {
    let index = Math.min(Math.max(Math.trunc(target.index) || 0, 0), source.children.length);
    if (index > sourceIndex) index -= 1;
    if (index === sourceIndex) return unchanged(layout);
    const children = source.children.filter((c) => c !== id);
    children.splice(index, 0, id);
    next[source.id] = { ...source, children };
  } else {
    next[source.id] = { ...source, children: source.children.filter((c) => c !== id) };
    if (target.parentId === ROOT_ID) intoTopLevelTabs(next, id);
    else
      next[destination.id] = {
        ...destination,
        children: insertAt(destination.children, target.index, id),
      };
  }
  if (componentIsResizable(item) && item.meta.width !== (width || undefined)) {
    const meta = { ...item.meta, width: width || undefined };
    if (!width) delete meta.width;
    next[id] = { ...item, meta };
  }
  if (placement === 'wrap') wrapInRow(next, destination.id, id, options.newId);
  const emptied = next[source.id];
  if (
    emptied &&
    emptied.children.length === 0 &&
    (emptied.type === 'ROW' || emptied.type === 'TABS')
  )
    removeWithEmptyParents(next, source.id);

  const movesCharts =
    item.type === 'CHART' || descendantIds(layout, id).some((d) => layout[d]?.type === 'CHART');
  const scopeChanged =
    movesCharts &&
    target.parentId !== ROOT_ID &&
    topLevelTabOf(layout, sourceParentId) !== topLevelTabOf(layout, target.parentId);
  return done(next, scopeChanged ? { notice: LAYOUT_MESSAGES.movedToDifferentFilterScope } : {});
}

/** Removes the top-level tabs: their tabs' contents go back to the grid (`DELETE_TOP_LEVEL_TABS`). */
export function deleteTopLevelTabs(layout: DashboardLayout): LayoutOpResult {
  const tabsId = topLevelTabsId(layout);
  if (!tabsId) return unchanged(layout);
  const next: DashboardLayout = { ...layout };
  const moving: string[] = [];
  for (const tabId of layout[tabsId].children) {
    moving.push(...(layout[tabId]?.children ?? []));
    delete next[tabId];
  }
  delete next[tabsId];
  const grid = layout[GRID_ID] ?? { id: GRID_ID, type: 'GRID', children: [], meta: {} };
  next[GRID_ID] = { ...grid, children: [...grid.children, ...moving] };
  next[ROOT_ID] = { ...layout[ROOT_ID], children: [GRID_ID] };
  return done(next);
}

/**
 * Deletes a component and what it holds, then the parent rows and columns left empty. The
 * last tab takes its tabs with it (the last top-level tab leaves an empty grid); deleting the
 * top-level tabs themselves puts their contents back on the grid. ROOT, GRID and the header
 * stay.
 */
export function deleteComponent(layout: DashboardLayout, id: string): LayoutOpResult {
  const item = layout[id];
  if (!item || id === ROOT_ID || id === GRID_ID || id === HEADER_ID) return unchanged(layout);
  const topTabs = topLevelTabsId(layout);
  if (id === topTabs) return deleteTopLevelTabs(layout);
  const parentId = parentIndex(layout).get(id);
  const parent = parentId ? layout[parentId] : undefined;
  if (item.type === 'TAB' && parent && parent.children.length === 1) {
    if (parent.id !== topTabs) return deleteComponent(layout, parent.id);
    const next: DashboardLayout = { ...layout };
    removeWithEmptyParents(next, parent.id);
    next[GRID_ID] = layout[GRID_ID] ?? { id: GRID_ID, type: 'GRID', children: [], meta: {} };
    next[ROOT_ID] = { ...layout[ROOT_ID], children: [GRID_ID] };
    return done(next);
  }
  const next: DashboardLayout = { ...layout };
  removeWithEmptyParents(next, id);
  return done(next);
}

/**
 * Resizes a chart, markdown or column: width in columns within what its row leaves free,
 * height in grid units within GRID.minChartHeight..maxChartHeight (clamped, not refused).
 */
export function resizeComponent(
  layout: DashboardLayout,
  id: string,
  size: { width?: number; height?: number },
): LayoutOpResult {
  const bounds = resizeBounds(layout, id);
  const item = layout[id];
  if (!bounds || !item) return unchanged(layout);
  const clamp = (v: number, min: number, max: number) =>
    Math.min(Math.max(Math.round(v), min), max);
  const meta = { ...item.meta };
  if (size.width !== undefined && bounds.adjustableWidth && Number.isFinite(size.width))
    meta.width = clamp(size.width, bounds.minWidth, bounds.maxWidth);
  if (size.height !== undefined && bounds.adjustableHeight && Number.isFinite(size.height))
    meta.height = clamp(size.height, bounds.minHeight, bounds.maxHeight);
  if (meta.width === item.meta.width && meta.height === item.meta.height) return unchanged(layout);
  return done({ ...layout, [id]: { ...item, meta } });
}

/** Which meta keys each type lets an author edit. */
const EDITABLE: Partial<Record<ComponentType, readonly (keyof EditableMeta)[]>> = {
  HEADER: ['text', 'headerSize', 'background'],
  MARKDOWN: ['code'],
  TAB: ['text'],
  ROW: ['background'],
  COLUMN: ['background'],
  CHART: ['sliceNameOverride'],
};

function acceptable(key: keyof EditableMeta, value: unknown): boolean {
  if (value === undefined) return key === 'sliceNameOverride';
  if (key === 'background') return (BACKGROUNDS as readonly unknown[]).includes(value);
  if (key === 'headerSize') return (HEADER_SIZES as readonly unknown[]).includes(value);
  return typeof value === 'string';
}

/**
 * Edits a component's meta in place: header text, size and background (the dashboard title is
 * `HEADER_ID`'s text), markdown code, tab title, row and column background, a chart's name
 * override. Keys the type does not have, and values out of range, are left alone.
 */
export function updateComponentMeta(
  layout: DashboardLayout,
  id: string,
  patch: EditableMeta,
): LayoutOpResult {
  const item = layout[id];
  if (!item) return unchanged(layout);
  const meta: LayoutMeta = { ...item.meta };
  let changed = false;
  for (const key of EDITABLE[item.type] ?? []) {
    if (!(key in patch) || !acceptable(key, patch[key]) || meta[key] === patch[key]) continue;
    if (patch[key] === undefined) delete meta[key];
    else meta[key] = patch[key] as never;
    changed = true;
  }
  return changed ? done({ ...layout, [id]: { ...item, meta } }) : unchanged(layout);
}

/** Runs one layout change given as data. */
export function applyLayoutOp(
  layout: DashboardLayout,
  op: LayoutOp,
  options: LayoutOpOptions = {},
): LayoutOpResult {
  switch (op.type) {
    case 'dropNew':
      return dropNewComponent(layout, op.source, op.target, options);
    case 'move':
      return moveComponent(layout, op.id, op.target, options);
    case 'delete':
      return deleteComponent(layout, op.id);
    case 'resize':
      return resizeComponent(layout, op.id, op);
    case 'updateMeta':
      return updateComponentMeta(layout, op.id, op.meta);
    case 'deleteTopLevelTabs':
      return deleteTopLevelTabs(layout);
  }
}
