/** The table's geometry: row and header heights, column widths and a cell's box. */
import type { CSSProperties } from 'react';
import type { TableColumn } from './columns.js';

export const ROW_HEIGHT = 32;
export const HEADER_HEIGHT = 32;
const MIN_COLUMN_WIDTH = 80;

/** Configured widths, the rest shared out so the columns fill the chart. */
export function columnWidths(columns: TableColumn[], width: number): number[] {
  const fixed = columns.reduce((acc, c) => acc + (c.config.columnWidth ?? 0), 0);
  const flexible = columns.filter((c) => !c.config.columnWidth).length;
  const share = flexible ? Math.max(MIN_COLUMN_WIDTH, (width - 2 - fixed) / flexible) : 0;
  return columns.map((c) => c.config.columnWidth ?? Math.floor(share));
}

/** A header or body cell of `column`, `width` wide (with what the caller adds). */
export const cellStyle = (
  column: TableColumn,
  width: number,
  extra?: CSSProperties,
): CSSProperties => ({
  width,
  minWidth: width,
  padding: '0 8px',
  boxSizing: 'border-box',
  textAlign: column.align,
  overflow: 'hidden',
  textOverflow: column.config.truncateLongCells ? 'ellipsis' : undefined,
  whiteSpace: 'nowrap',
  lineHeight: `${ROW_HEIGHT}px`,
  position: 'relative',
  ...extra,
});
