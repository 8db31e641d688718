/**
 * Superset's grid in CSS: 12 columns with 16 px gutters across the grid's width, widths in
 * columns, heights in 8 px units. The grid is a size container; a column's width is a CSS
 * variable worked out from it, so every component's width follows the grid's without a
 * measurement in script.
 */
import type { CSSProperties } from 'react';
import { GRID } from '@tessera/core';

const COLUMN_WIDTH = '--dashboard-column-width';
const GUTTERS = (GRID.columnCount - 1) * GRID.gutterSize;

/** The grid's style: a size container, and the width of one column below it. */
export const GRID_STYLE = {
  containerType: 'inline-size',
  [COLUMN_WIDTH]: `calc((100cqw - ${GUTTERS}px) / ${GRID.columnCount})`,
} as CSSProperties;

/** The width of a component `columns` wide (its gutters inside it). */
export function columnsWidth(
  columns: number | undefined,
  fallback: number = GRID.defaultChartWidth,
): string {
  const n = Math.min(
    GRID.columnCount,
    Math.max(GRID.minColumnWidth, Math.round(columns ?? fallback) || fallback),
  );
  return `calc(var(${COLUMN_WIDTH}) * ${n} + ${(n - 1) * GRID.gutterSize}px)`;
}

/** The height of a component `units` grid units high. */
export function unitsHeight(
  units: number | undefined,
  fallback: number = GRID.defaultChartHeight,
): number {
  const n = Number(units);
  return (Number.isFinite(n) && n > 0 ? n : fallback) * GRID.baseUnit;
}

export const GUTTER = GRID.gutterSize;
