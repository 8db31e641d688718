/**
 * The drag and drop of the layout editor (dnd-kit): what the builder pane offers and the
 * components of the layout are dragged, by pointer or keyboard, onto drop zones; a drop becomes
 * a layout change (`apply`), whose refusal is shown as a danger toast with the spec's text and
 * whose filter-scope notice as a warning. Screen readers hear what is picked up, where it is
 * over and where it lands.
 */
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { App, theme } from 'antd';
import { HolderOutlined } from '@ant-design/icons';
import type { DashboardLayout, LayoutOp, LayoutOpResult } from '@tessera/core';
import { dropOp, type LayoutDragSource, type LayoutDropData } from './dragData';
import { createDropZoneNavigator } from './dropZoneNavigation';
import { LayoutEditContext } from './layoutEditContext';

export interface LayoutDndProviderProps {
  /** The layout being edited (`useLayoutEditor().layout`). */
  layout: DashboardLayout;
  /** Makes a change (`useLayoutEditor().apply`). */
  apply(op: LayoutOp): LayoutOpResult;
  children: ReactNode;
}

const labelOf = (data: unknown) => (data as { label?: string } | undefined)?.label ?? 'component';

const announcements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${labelOf(active.data.current)}.`,
  onDragOver: ({ active, over }) =>
    over
      ? `${labelOf(active.data.current)} is over ${labelOf(over.data.current)}.`
      : `${labelOf(active.data.current)} is no longer over a place it can go.`,
  onDragEnd: ({ active, over }) =>
    over && (over.data.current as LayoutDropData | undefined)?.kind === 'dropZone'
      ? `${labelOf(active.data.current)} was dropped at ${labelOf(over.data.current)}.`
      : `${labelOf(active.data.current)} was not dropped.`,
  onDragCancel: ({ active }) =>
    `Dragging was cancelled. ${labelOf(active.data.current)} was not dropped.`,
};

const screenReaderInstructions = {
  draggable:
    'To pick up this component, press Space or Enter. Use the arrow keys to move between the places it can go, then press Space or Enter to drop it there, or Escape to cancel.',
};

function DragPreview({ label }: { label: string }) {
  const { token } = theme.useToken();
  return (
    <div aria-hidden style={{ pointerEvents: 'none' }}>
      <span
        style={{
          display: 'inline-flex',
          gap: token.marginXS,
          alignItems: 'center',
          maxWidth: 320,
          padding: `${token.paddingXXS}px ${token.paddingSM}px`,
          background: token.colorBgElevated,
          color: token.colorText,
          border: `1px solid ${token.colorPrimary}`,
          borderRadius: token.borderRadius,
          boxShadow: token.boxShadowSecondary,
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        }}
      >
        <HolderOutlined />
        {label}
      </span>
    </div>
  );
}

export function LayoutDndProvider({ layout, apply, children }: LayoutDndProviderProps) {
  const { message } = App.useApp();
  const [navigator] = useState(createDropZoneNavigator);
  const [dragging, setDragging] = useState<LayoutDragSource | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: navigator.coordinateGetter }),
  );

  const onDragStart = useCallback(
    ({ active }: DragStartEvent) => {
      navigator.reset();
      setDragging((active.data.current as LayoutDragSource | undefined) ?? null);
    },
    [navigator],
  );
  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      navigator.reset();
      setDragging(null);
      const drag = active.data.current as LayoutDragSource | undefined;
      const op = drag && dropOp(drag, over?.data.current as LayoutDropData | undefined);
      if (!op) return;
      const result = apply(op);
      if (result.error) message.error(result.error);
      if (result.notice) message.warning(result.notice);
    },
    [apply, message, navigator],
  );
  const onDragCancel = useCallback(() => {
    navigator.reset();
    setDragging(null);
  }, [navigator]);

  const context = useMemo(() => ({ layout, apply, dragging }), [layout, apply, dragging]);
  return (
    <LayoutEditContext.Provider value={context}>
      <DndContext
        sensors={sensors}
        collisionDetection={navigator.collisionDetection}
        measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
        accessibility={{ announcements, screenReaderInstructions }}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={onDragCancel}
      >
        {children}
        <DragOverlay dropAnimation={null}>
          {dragging ? <DragPreview label={dragging.label} /> : null}
        </DragOverlay>
      </DndContext>
    </LayoutEditContext.Provider>
  );
}
