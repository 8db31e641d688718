/**
 * Grid sizes in pixels and back (Superset's ResizableContainer): a component `n` columns wide
 * spans n column widths and the n - 1 gutters between them; heights are grid units of
 * GRID.baseUnit px. Resizing snaps to whole columns and units.
 */
import { GRID, type ResizeBounds } from '@tessera/core';

/** The pixel width of `columns` columns of `columnWidth` px with gutters between. */
export function widthPx(
  columns: number,
  columnWidth: number,
  gutter: number = GRID.gutterSize,
): number {
  return columns * columnWidth + Math.max(columns - 1, 0) * gutter;
}

export function heightPx(units: number): number {
  return units * GRID.baseUnit;
}

/** The columns after dragging the width by `deltaPx`, to the nearest column. */
export function columnsAfter(
  columns: number,
  deltaPx: number,
  columnWidth: number,
  gutter: number = GRID.gutterSize,
): number {
  return Math.round(columns + deltaPx / (columnWidth + gutter));
}

/** The grid units after dragging the height by `deltaPx`, to the nearest unit. */
export function unitsAfter(units: number, deltaPx: number): number {
  return Math.round(units + deltaPx / GRID.baseUnit);
}

/**
 * What a key does on a focused resize handle: the width handle takes Left/Right (a column),
 * the height handle Up/Down (a grid unit, ten with Shift); Home and End go to the least and
 * the most. Undefined for other keys.
 */
export function keyboardResize(
  handle: 'width' | 'height',
  key: string,
  shiftKey: boolean,
  current: number,
  bounds: ResizeBounds,
): number | undefined {
  const [min, max] =
    handle === 'width' ? [bounds.minWidth, bounds.maxWidth] : [bounds.minHeight, bounds.maxHeight];
  const step = handle === 'height' && shiftKey ? 10 : 1;
  const [less, more] = handle === 'width' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
  let next: number;
  if (key === less) next = current - step;
  else if (key === more) next = current + step;
  else if (key === 'Home') next = min;
  else if (key === 'End') next = max;
  else return undefined;
  return Math.min(Math.max(next, min), max);
}
