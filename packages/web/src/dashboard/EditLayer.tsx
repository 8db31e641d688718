/**
 * Edit mode's layer, loaded only when edit mode opens (the drag and drop and resize code stays
 * out of a viewer's page), drawn beside the layout, never around it: the layout editor's drag
 * and drop with the builder pane, and, through portals into the places the drawn layout keeps
 * for them (editSlots.ts), each movable component's drag handle, the resize handles of charts,
 * markdown and columns, and the drop zones among a container's children. The layout's
 * components stay where they are in React's tree: entering or leaving edit mode draws no chart
 * again and keeps the focus.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { componentIsResizable } from '@tessera/core';
import { BuilderPane } from './edit/BuilderPane';
import { DragHandle } from './edit/DragHandle';
import { DropZone } from './edit/DropZone';
import { LayoutDndProvider } from './edit/LayoutDndProvider';
import { useLayoutEditContext } from './edit/layoutEditContext';
import { ResizeHandles } from './edit/ResizeHandles';
import type { LayoutEditor } from './edit/useLayoutEditor';
import type { DropSlot, EditSlots, FrameSlots } from './editSlots';

/** A component's handles: to move it (before it), to resize it (after it, once measured). */
function FrameHandles({
  frame,
  columnWidth,
  slots,
}: {
  frame: FrameSlots;
  columnWidth: number;
  slots: EditSlots;
}) {
  const { layout } = useLayoutEditContext();
  const { id } = frame;
  const onMoving = useCallback((moving: boolean) => slots.setMoving(id, moving), [slots, id]);
  const item = layout[id];
  if (!item) return null;
  return (
    <>
      {createPortal(
        <DragHandle id={item.id} frame={frame.frame} onMoving={onMoving} />,
        frame.before,
      )}
      {componentIsResizable(item) &&
        columnWidth > 0 &&
        createPortal(
          <ResizeHandles
            id={item.id}
            columnWidth={columnWidth}
            onPreview={(size) => slots.setPreview(item.id, size)}
          />,
          frame.after,
        )}
    </>
  );
}

/** A drop zone in its slot: a line in a gap, the whole of an empty container. */
function SlotZone({ slot }: { slot: DropSlot }) {
  const { layout } = useLayoutEditContext();
  const parent = layout[slot.parentId];
  const inRow = parent?.type === 'ROW';
  const empty = (parent?.children.length ?? 0) === 0;
  return createPortal(
    <DropZone
      parentId={slot.parentId}
      index={slot.index}
      orientation={inRow ? 'vertical' : 'horizontal'}
      fill={empty}
    >
      {empty ? (inRow ? 'Empty row' : 'Empty') : null}
    </DropZone>,
    slot.element,
  );
}

export default function EditLayer({
  editor,
  columnWidth,
  dashboardId,
  slots,
}: {
  editor: LayoutEditor;
  columnWidth: number;
  dashboardId: number;
  /** Where the layout lets it draw (LayoutEditing's). */
  slots: EditSlots;
}) {
  const placed = useSyncExternalStore(slots.subscribe, slots.placed);
  return (
    <LayoutDndProvider layout={editor.layout} apply={editor.apply}>
      {placed.frames.map((frame) => (
        <FrameHandles key={frame.id} frame={frame} columnWidth={columnWidth} slots={slots} />
      ))}
      {placed.dropSlots.map((slot) => (
        <SlotZone key={`${slot.parentId}:${slot.index}`} slot={slot} />
      ))}
      <BuilderPane
        dashboardId={dashboardId}
        style={{ width: 360, position: 'sticky', top: 0, height: '100vh', flex: 'none' }}
      />
    </LayoutDndProvider>
  );
}
