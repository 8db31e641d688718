/**
 * A row of the table (or its summary row): each cell formatted, coloured by the conditional
 * formatting, with its value bar, and its HTML rendered (sanitised) when allowed.
 */
import type { CSSProperties, MouseEvent } from 'react';
import type { ChartThemeColors } from '../shared/echarts/constants.js';
import type { ColorFormatter } from '../shared/format/conditionalFormatting.js';
import type { DataRecord } from '../types.js';
import type { TableColumn } from './columns.js';
import { cellStyle } from './layout.js';
import { cellHtml } from './safeHtml.js';
import { renderCell } from './tableState.js';

export interface TableRowProps {
  columns: TableColumn[];
  widths: number[];
  colors: ChartThemeColors;
  colorFormatters: ColorFormatter[];
  allowRenderHtml: boolean;
  onCellClick(column: TableColumn, value: unknown): void;
  /** A right-click on a cell (the drill menu), when the page offers one. */
  onCellContextMenu?(column: TableColumn, row: DataRecord, event: MouseEvent): void;
  row: DataRecord;
  style: CSSProperties;
  /** The summary row: bold, no bars nor HTML, "Summary" in an empty first cell. */
  summary?: boolean;
}

export function TableRow({
  columns,
  widths,
  colors,
  colorFormatters,
  allowRenderHtml,
  onCellClick,
  onCellContextMenu,
  row,
  style,
  summary = false,
}: TableRowProps) {
  return (
    <div
      role="row"
      style={{ display: 'flex', borderBottom: `1px solid ${colors.border}`, ...style }}
    >
      {columns.map((column, i) => {
        const cell = renderCell(column, row, colorFormatters);
        const html = summary ? undefined : cellHtml(row[column.key], allowRenderHtml);
        const text =
          summary && i === 0 && (row[column.key] === undefined || row[column.key] === null)
            ? 'Summary'
            : cell.text;
        return (
          <div
            key={column.key}
            role="cell"
            title={column.config.truncateLongCells ? text : undefined}
            onClick={summary ? undefined : () => onCellClick(column, row[column.key])}
            onContextMenu={
              summary || !onCellContextMenu
                ? undefined
                : (event) => onCellContextMenu(column, row, event)
            }
            style={cellStyle(column, widths[i], {
              background: cell.background,
              color: cell.isNull ? colors.subtleText : undefined,
              fontWeight: summary ? 700 : undefined,
            })}
          >
            {cell.bar && !summary ? (
              <div
                aria-hidden
                style={{
                  position: 'absolute',
                  top: 4,
                  bottom: 4,
                  left: `${cell.bar.offset}%`,
                  width: `${cell.bar.width}%`,
                  background: cell.bar.color,
                }}
              />
            ) : null}
            {html !== undefined ? (
              <span style={{ position: 'relative' }} dangerouslySetInnerHTML={{ __html: html }} />
            ) : (
              <span style={{ position: 'relative' }}>{text}</span>
            )}
          </div>
        );
      })}
    </div>
  );
}
