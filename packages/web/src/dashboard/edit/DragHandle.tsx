/**
 * A component of the layout that an author can move: dragged by its handle (a button, so it
 * is reached with Tab and picked up with Space or Enter) over the top-left corner of the
 * element that moves (the component's frame, which the handle does not wrap: the page draws
 * the frame whether editing or not). `useLayoutDraggable` gives the same to a component that
 * places its handle itself (in a hover menu, say).
 */
import { useLayoutEffect, type HTMLAttributes } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { theme } from 'antd';
import { HolderOutlined } from '@ant-design/icons';
import { isDraggableComponent } from '@tessera/core';
import { DRAG_HANDLE_SIZE } from '../DashboardContext';
import { describeComponent, type LayoutDragSource } from './dragData';
import { useLayoutEditContext } from './layoutEditContext';

export interface LayoutDraggable {
  /** For the element that moves (the component's outer element). */
  setNodeRef(element: HTMLElement | null): void;
  /** Spread on the handle (a <button>): its ref, ARIA attributes and drag listeners. */
  handleProps: HTMLAttributes<HTMLElement> & { ref(element: HTMLElement | null): void };
  isDragging: boolean;
  /** ROOT, the grid, the header and top-level tabs do not move. */
  disabled: boolean;
}

export function useLayoutDraggable(id: string, label?: string): LayoutDraggable {
  const { layout } = useLayoutEditContext();
  const name = label ?? describeComponent(layout, id);
  const data: LayoutDragSource = { kind: 'existing', id, label: name };
  const disabled = !isDraggableComponent(layout, id);
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, isDragging } = useDraggable({
    id: `component:${id}`,
    data,
    disabled,
  });
  return {
    setNodeRef,
    handleProps: { ref: setActivatorNodeRef, ...attributes, ...listeners },
    isDragging,
    disabled,
  };
}

/**
 * The handle straddles the component's top-left corner, a third of it outside: inside it
 * stays within the 16 px every drawn component keeps clear around its text (a chart's title,
 * a header), and tab bars start their titles after it.
 */
const HANDLE_OFFSET = -8;

export interface DragHandleProps {
  /** The layout component's id. */
  id: string;
  /** The element that moves: the component's frame. */
  frame: HTMLElement;
  /** Its name for the handle ("Move <label>") and announcements; from its type and title by default. */
  label?: string;
  /** Told when the component is picked up and when it is put down (it shows faintly). */
  onMoving?(moving: boolean): void;
}

export function DragHandle({ id, frame, label, onMoving }: DragHandleProps) {
  const { token } = theme.useToken();
  const { layout } = useLayoutEditContext();
  const name = label ?? describeComponent(layout, id);
  const { setNodeRef, handleProps, isDragging, disabled } = useLayoutDraggable(id, name);
  useLayoutEffect(() => {
    setNodeRef(frame);
    return () => setNodeRef(null);
  }, [frame, setNodeRef]);
  useLayoutEffect(() => {
    if (!isDragging) return undefined;
    onMoving?.(true);
    return () => onMoving?.(false);
  }, [isDragging, onMoving]);
  if (disabled) return null;
  return (
    <button
      type="button"
      aria-label={`Move ${name}`}
      title={`Move ${name}`}
      {...handleProps}
      style={{
        position: 'absolute',
        top: HANDLE_OFFSET,
        left: HANDLE_OFFSET,
        zIndex: 2,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: DRAG_HANDLE_SIZE,
        height: DRAG_HANDLE_SIZE,
        padding: 0,
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadiusSM,
        background: token.colorBgElevated,
        color: token.colorText,
        cursor: isDragging ? 'grabbing' : 'grab',
        touchAction: 'none',
        // the handle's place lets the pointer through to the component; the handle takes it
        pointerEvents: 'auto',
      }}
    >
      <HolderOutlined aria-hidden />
    </button>
  );
}
