/**
 * What is dragged and where it lands, as the data of the dnd-kit draggables and droppables of
 * the layout editor, and the layout change a drop makes. Pure, so it is unit-tested.
 */
import {
  GRID_ID,
  ROOT_ID,
  descendantIds,
  dropPlacement,
  type ComponentType,
  type DashboardLayout,
  type LayoutOp,
  type NewComponentSource,
} from '@tessera/core';

/** A new component from the builder pane, or a component of the layout being moved. */
export type LayoutDragSource =
  | { kind: 'new'; source: NewComponentSource; label: string }
  | { kind: 'existing'; id: string; label: string };

/** A gap among a container's children: `index` 0 is before the first. */
export interface DropZoneData {
  kind: 'dropZone';
  parentId: string;
  index: number;
  label: string;
}

/** An area where letting go drops nothing (the builder pane). */
export interface NoDropData {
  kind: 'noDrop';
  label: string;
}

export type LayoutDropData = DropZoneData | NoDropData;

export function dragType(
  layout: DashboardLayout,
  drag: LayoutDragSource,
): ComponentType | undefined {
  return drag.kind === 'new' ? drag.source.type : layout[drag.id]?.type;
}

/** Whether the dragged component may land in `parentId` (as it is or wrapped in a row). */
export function canDropInto(
  layout: DashboardLayout,
  drag: LayoutDragSource,
  parentId: string,
): boolean {
  const type = dragType(layout, drag);
  if (!type || !dropPlacement(layout, type, parentId)) return false;
  return (
    drag.kind === 'new' ||
    (drag.id !== parentId && !descendantIds(layout, drag.id).includes(parentId))
  );
}

/** The layout change a drop makes, or none (no zone, or letting go where nothing drops). */
export function dropOp(
  drag: LayoutDragSource,
  over: LayoutDropData | undefined,
): LayoutOp | undefined {
  if (!over || over.kind !== 'dropZone') return undefined;
  const target = { parentId: over.parentId, index: over.index };
  return drag.kind === 'new'
    ? { type: 'dropNew', source: drag.source, target }
    : { type: 'move', id: drag.id, target };
}

const quoted = (text: unknown) => (typeof text === 'string' && text ? ` “${text}”` : '');

/** A component named for people: `tab “Overview”`, `chart “Sales”`, `row`, `the dashboard`. */
export function describeComponent(layout: DashboardLayout, id: string): string {
  const item = layout[id];
  if (id === ROOT_ID) return 'the dashboard';
  if (!item) return 'a removed component';
  const { meta } = item;
  switch (item.type) {
    case 'GRID':
      return id === GRID_ID ? 'the dashboard' : 'grid';
    case 'TAB': {
      const siblings = Object.values(layout).find((c) => c.children.includes(id))?.children ?? [id];
      const place =
        siblings.length > 1 ? ` (${siblings.indexOf(id) + 1} of ${siblings.length})` : '';
      return `tab${quoted(meta.text || meta.defaultText || 'Tab title')}${place}`;
    }
    case 'CHART':
      return `chart${quoted(meta.sliceNameOverride || meta.sliceName)}`;
    case 'HEADER':
      return `header${quoted(meta.text)}`;
    case 'MARKDOWN':
      return 'text';
    default:
      return item.type.toLowerCase();
  }
}

/** What a drop zone is called in the screen reader's announcements. */
export function dropZoneLabel(layout: DashboardLayout, parentId: string, index: number): string {
  if (parentId === ROOT_ID) return 'the top of the dashboard, as top-level tabs';
  return `position ${index + 1} in ${describeComponent(layout, parentId)}`;
}
