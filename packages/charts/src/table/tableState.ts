import { cellBackground } from '../shared/format/conditionalFormatting.js';
import type { ColorFormatter } from '../shared/format/conditionalFormatting.js';
import type { DataRecord, DataRecordValue } from '../types.js';
import { formatCellValue } from './columns.js';
import type { TableColumn } from './columns.js';

const searchIndexes = new WeakMap<DataRecord[], { columns: TableColumn[]; texts: string[] }>();

/** Each row's searchable text (raw and shown values), built once per data and columns. */
function searchIndex(rows: DataRecord[], columns: TableColumn[]): string[] {
  const cached = searchIndexes.get(rows);
  if (cached && cached.columns === columns) return cached.texts;
  const texts = rows.map((row) =>
    columns
      .map((column) => {
        const value = row[column.key];
        if (value === null || value === undefined) return '';
        return `${String(value)}\u0000${formatCellValue(column, value)}`;
      })
      .join('\u0001')
      .toLowerCase(),
  );
  searchIndexes.set(rows, { columns, texts });
  return texts;
}

/** Rows whose cells (as shown, or raw) contain the search text, case-insensitively. */
export function searchRows(rows: DataRecord[], columns: TableColumn[], text: string): DataRecord[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return rows;
  const texts = searchIndex(rows, columns);
  return rows.filter((_, i) => texts[i].includes(needle));
}

function compare(a: DataRecordValue | undefined, b: DataRecordValue | undefined): number {
  const aMissing = a === null || a === undefined;
  const bMissing = b === null || b === undefined;
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true });
}

/** A stable sort by one column; nulls always last. */
export function sortRows(rows: DataRecord[], key: string, desc: boolean): DataRecord[] {
  return rows
    .map((row, index) => ({ row, index }))
    .sort((x, y) => {
      const a = x.row[key];
      const b = y.row[key];
      const missing = (v: unknown) => v === null || v === undefined;
      if (missing(a) || missing(b)) return compare(a, b) || x.index - y.index;
      return (desc ? -compare(a, b) : compare(a, b)) || x.index - y.index;
    })
    .map(({ row }) => row);
}

export function pageCount(total: number, pageSize: number): number {
  return pageSize > 0 ? Math.max(1, Math.ceil(total / pageSize)) : 1;
}

export function pageRows(rows: DataRecord[], pageSize: number, page: number): DataRecord[] {
  if (pageSize <= 0) return rows;
  const start = Math.min(page, pageCount(rows.length, pageSize) - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}

/** A cell bar: its width and left offset (percent of the cell) and colour. */
export interface CellBar {
  width: number;
  offset: number;
  color: string;
}

export function cellBar(column: TableColumn, value: unknown): CellBar | undefined {
  if (!column.valueRange || typeof value !== 'number') return undefined;
  const [min, max] = column.valueRange;
  const color = `rgba(${column.colorPositiveNegative && value < 0 ? 150 : 0},0,0,0.2)`;
  if (column.alignPositiveNegative) {
    return { width: max === 0 ? 0 : Math.abs(Math.round((value / max) * 100)), offset: 0, color };
  }
  const pos = Math.abs(Math.max(max, 0));
  const neg = Math.abs(Math.min(min, 0));
  const total = pos + neg;
  if (total === 0) return { width: 0, offset: 0, color };
  return {
    width: Math.round((Math.abs(value) / total) * 100),
    offset: Math.round((Math.min(neg + value, neg) / total) * 100),
    color,
  };
}

/** What one cell shows: text, conditional background, cell bar. */
export function renderCell(
  column: TableColumn,
  row: DataRecord,
  colorFormatters: ColorFormatter[],
): { text: string; isNull: boolean; background?: string; bar?: CellBar } {
  const value = row[column.key];
  // A rule on a compared metric also colours its Main column.
  const background =
    cellBackground(colorFormatters, column.key, value) ??
    (column.groupLabel && column.key.startsWith('Main ')
      ? cellBackground(colorFormatters, column.key.slice('Main '.length), value)
      : undefined);
  return {
    text: formatCellValue(column, value),
    isNull: value === null,
    background,
    bar: cellBar(column, value),
  };
}

/** The columns in the user's dragged order (columns not in it keep their place at the end). */
export function orderColumns(columns: TableColumn[], order: string[] | null): TableColumn[] {
  if (!order) return columns;
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const ordered = order.flatMap((key) => byKey.get(key) ?? []);
  return [...ordered, ...columns.filter((c) => !order.includes(c.key))];
}

/** The order after dropping column `from` onto column `to` (it takes `to`'s place). */
export function moveColumn(keys: string[], from: string, to: string): string[] {
  const fromIndex = keys.indexOf(from);
  const toIndex = keys.indexOf(to);
  if (fromIndex < 0 || toIndex < 0 || fromIndex === toIndex) return keys;
  const next = keys.filter((k) => k !== from);
  next.splice(toIndex, 0, from);
  return next;
}
