/**
 * The resize handles of a chart, markdown or column (as Superset's ResizableContainer), drawn
 * over the component's right and bottom edges and its corner (its frame holds them; they do not
 * wrap it): the right edge sets the width in whole columns, the bottom edge the height in grid
 * units, within what the layout allows (core's `resizeBounds`): a column has no bottom edge, and
 * a chart or markdown in a column no right edge (it takes the column's width), neither a corner. While one is dragged the
 * component takes the size dragged out (`onPreview`); the change is made when the drag ends.
 * Both edges are focusable separators: Left/Right change the width a column, Up/Down the
 * height a unit (Shift: ten), Home/End to the least and the most.
 */
import {
  useRef,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { theme } from 'antd';
import { GRID, resizeBounds, type ResizeBounds } from '@tessera/core';
import type { ResizePreview } from '../editSlots';
import { describeComponent } from './dragData';
import { useLayoutEditContext } from './layoutEditContext';
import { columnsAfter, keyboardResize, unitsAfter } from './resizeMath';

export interface ResizeHandlesProps {
  /** The layout component (CHART, MARKDOWN, COLUMN or DYNAMIC). */
  id: string;
  /** One column's width in px: (the grid's width - 11 gutters) / 12. */
  columnWidth: number;
  /** Its name for the handles ("Resize width of <label>"); from its type and title by default. */
  label?: string;
  /** The size while a handle is dragged (columns, grid units); null once the drag is over. */
  onPreview?(size: ResizePreview | null): void;
}

type Edge = 'right' | 'bottom' | 'bottomRight';

/** The side of the strip each edge's handle takes, half of it outside the component. */
const HANDLE_SIZE = GRID.baseUnit + 2;
/** The corner's square, half of it outside the component. */
const CORNER_SIZE = 20;

const EDGE_STYLES: Record<Edge, CSSProperties> = {
  right: {
    top: 0,
    bottom: 0,
    right: -HANDLE_SIZE / 2,
    width: HANDLE_SIZE,
    cursor: 'col-resize',
  },
  bottom: {
    left: 0,
    right: 0,
    bottom: -HANDLE_SIZE / 2,
    height: HANDLE_SIZE,
    cursor: 'row-resize',
  },
  bottomRight: {
    right: -CORNER_SIZE / 2,
    bottom: -CORNER_SIZE / 2,
    width: CORNER_SIZE,
    height: CORNER_SIZE,
    cursor: 'se-resize',
  },
};

function ResizeHandle({
  handle,
  label,
  value,
  bounds,
  onStep,
}: {
  handle: 'width' | 'height';
  label: string;
  value: number;
  bounds: ResizeBounds;
  onStep(next: number): void;
}) {
  const { token } = theme.useToken();
  const [min, max] =
    handle === 'width' ? [bounds.minWidth, bounds.maxWidth] : [bounds.minHeight, bounds.maxHeight];
  const onKeyDown = (e: KeyboardEvent) => {
    const next = keyboardResize(handle, e.key, e.shiftKey, value, bounds);
    if (next === undefined) return;
    e.preventDefault();
    e.stopPropagation();
    if (next !== value) onStep(next);
  };
  return (
    <div
      role="separator"
      tabIndex={0}
      aria-label={`Resize ${handle} of ${label}`}
      aria-orientation={handle === 'width' ? 'vertical' : 'horizontal'}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={handle === 'width' ? `${value} of 12 columns` : `${value} grid units`}
      onKeyDown={onKeyDown}
      style={{ width: '100%', height: '100%', outlineOffset: -2 }}
    >
      <span
        aria-hidden
        style={{
          position: 'absolute',
          background: token.colorPrimaryBorder,
          borderRadius: 2,
          ...(handle === 'width'
            ? { top: '40%', bottom: '40%', left: 3, width: 3 }
            : { left: '40%', right: '40%', top: 3, height: 3 }),
        }}
      />
    </div>
  );
}

export function ResizeHandles({ id, columnWidth, label, onPreview }: ResizeHandlesProps) {
  const { layout, apply } = useLayoutEditContext();
  // the drag under way: where it started and the size it gives
  const drag = useRef<{ edge: Edge; x: number; y: number; size: ResizePreview } | null>(null);
  const item = layout[id];
  const bounds = resizeBounds(layout, id);
  if (!item || !bounds) return null;
  const name = label ?? describeComponent(layout, id);
  const width = item.meta.width ?? GRID.defaultChartWidth;
  const height = item.meta.height ?? GRID.defaultChartHeight;
  const within = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

  const start = (edge: Edge) => (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    // no text selected while dragging
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { edge, x: e.clientX, y: e.clientY, size: { width, height } };
  };
  const move = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    const size = {
      width:
        d.edge === 'bottom'
          ? width
          : within(
              columnsAfter(width, e.clientX - d.x, columnWidth),
              bounds.minWidth,
              bounds.maxWidth,
            ),
      height:
        d.edge === 'right'
          ? height
          : within(unitsAfter(height, e.clientY - d.y), bounds.minHeight, bounds.maxHeight),
    };
    if (size.width === d.size.width && size.height === d.size.height) return;
    d.size = size;
    onPreview?.(size);
  };
  const end = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    drag.current = null;
    if (e.type === 'pointerup' && (d.size.width !== width || d.size.height !== height))
      apply({ type: 'resize', id, ...d.size });
    onPreview?.(null);
  };
  const edge = (which: Edge, content?: ReactNode) => (
    <div
      data-resize-handle={which}
      onPointerDown={start(which)}
      onPointerMove={move}
      onPointerUp={end}
      onPointerCancel={end}
      style={{
        position: 'absolute',
        zIndex: 3,
        pointerEvents: 'auto',
        touchAction: 'none',
        userSelect: 'none',
        ...EDGE_STYLES[which],
      }}
    >
      {content}
    </div>
  );

  return (
    <>
      {bounds.adjustableWidth &&
        edge(
          'right',
          <ResizeHandle
            handle="width"
            label={name}
            value={width}
            bounds={bounds}
            onStep={(next) => apply({ type: 'resize', id, width: next })}
          />,
        )}
      {bounds.adjustableHeight &&
        edge(
          'bottom',
          <ResizeHandle
            handle="height"
            label={name}
            value={height}
            bounds={bounds}
            onStep={(next) => apply({ type: 'resize', id, height: next })}
          />,
        )}
      {bounds.adjustableWidth && bounds.adjustableHeight && edge('bottomRight')}
    </>
  );
}
