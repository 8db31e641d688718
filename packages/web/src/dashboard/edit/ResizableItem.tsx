/**
 * A chart, markdown or column an author resizes (re-resizable, as Superset's
 * ResizableContainer): its right edge sets the width in whole columns, its bottom edge the
 * height in grid units, within what the layout allows (core's `resizeBounds`); the change is
 * made when the drag ends. Both edges are focusable separators: Left/Right change the width a
 * column, Up/Down the height a unit (Shift: ten), Home/End to the least and the most.
 */
import type { CSSProperties, KeyboardEvent, ReactNode } from 'react';
import { Resizable, type ResizeCallback } from 're-resizable';
import { theme } from 'antd';
import { GRID, resizeBounds, type ResizeBounds } from '@tessera/core';
import { describeComponent } from './dragData';
import { useLayoutEditContext } from './layoutEditContext';
import { columnsAfter, heightPx, keyboardResize, unitsAfter, widthPx } from './resizeMath';

export interface ResizableItemProps {
  /** The layout component (CHART, MARKDOWN, COLUMN or DYNAMIC). */
  id: string;
  /** One column's width in px: (the row's inner width - 11 gutters) / 12. */
  columnWidth: number;
  /** Its name for the handles ("Resize width of <label>"); from its type and title by default. */
  label?: string;
  /** Called while resizing with the size it would get (columns, grid units). */
  onResize?(size: { width: number; height: number }): void;
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
}

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

export function ResizableItem({
  id,
  columnWidth,
  label,
  onResize,
  children,
  className,
  style,
}: ResizableItemProps) {
  const { layout, apply } = useLayoutEditContext();
  const item = layout[id];
  const bounds = resizeBounds(layout, id);
  if (!item || !bounds) return <div className={className}>{children}</div>;
  const name = label ?? describeComponent(layout, id);
  const width = item.meta.width ?? GRID.defaultChartWidth;
  const height = item.meta.height ?? GRID.defaultChartHeight;
  const sizeFrom = (delta: { width: number; height: number }) => ({
    width: columnsAfter(width, delta.width, columnWidth),
    height: bounds.adjustableHeight ? unitsAfter(height, delta.height) : height,
  });
  const onResizing: ResizeCallback = (_e, _dir, _el, delta) => onResize?.(sizeFrom(delta));
  const onResizeStop: ResizeCallback = (_e, _dir, _el, delta) => {
    apply({ type: 'resize', id, ...sizeFrom(delta) });
  };
  const handleSize = GRID.baseUnit + 2;
  return (
    <Resizable
      className={className}
      style={style}
      size={{
        width: widthPx(width, columnWidth),
        height: bounds.adjustableHeight ? heightPx(height) : 'auto',
      }}
      minWidth={widthPx(bounds.minWidth, columnWidth)}
      maxWidth={widthPx(bounds.maxWidth, columnWidth)}
      minHeight={bounds.adjustableHeight ? heightPx(bounds.minHeight) : undefined}
      maxHeight={bounds.adjustableHeight ? heightPx(bounds.maxHeight) : undefined}
      grid={[columnWidth + GRID.gutterSize, GRID.baseUnit]}
      enable={{
        right: true,
        bottom: bounds.adjustableHeight,
        bottomRight: bounds.adjustableHeight,
      }}
      handleStyles={{
        right: { width: handleSize, right: -handleSize / 2, zIndex: 3 },
        bottom: { height: handleSize, bottom: -handleSize / 2, zIndex: 3 },
        bottomRight: { zIndex: 3 },
      }}
      handleComponent={{
        right: (
          <ResizeHandle
            handle="width"
            label={name}
            value={width}
            bounds={bounds}
            onStep={(next) => apply({ type: 'resize', id, width: next })}
          />
        ),
        ...(bounds.adjustableHeight
          ? {
              bottom: (
                <ResizeHandle
                  handle="height"
                  label={name}
                  value={height}
                  bounds={bounds}
                  onStep={(next) => apply({ type: 'resize', id, height: next })}
                />
              ),
            }
          : {}),
      }}
      onResize={onResizing}
      onResizeStop={onResizeStop}
    >
      {children}
    </Resizable>
  );
}
