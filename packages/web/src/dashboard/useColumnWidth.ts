/** One grid column's width in px, measured from the grid (edit mode's resize handles need it). */
import { useLayoutEffect, useState } from 'react';
import { GRID } from '@tessera/core';

export function columnWidthOf(gridWidth: number): number {
  return Math.max(0, (gridWidth - (GRID.columnCount - 1) * GRID.gutterSize) / GRID.columnCount);
}

/**
 * The grid's column width while `active`, from the element given to `gridRef` (a callback ref:
 * the observer follows whichever element is drawn).
 */
export function useColumnWidth(active: boolean): {
  columnWidth: number;
  gridRef(element: HTMLDivElement | null): void;
} {
  const [width, setWidth] = useState(0);
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    if (!active || !element) return undefined;
    // the observer reports the element's size once on observing it, then on each change
    const observer = new ResizeObserver(([entry]) =>
      setWidth(columnWidthOf(entry.contentRect.width)),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, active]);
  return { columnWidth: width, gridRef: setElement };
}
