/**
 * A query result as the file exports see it: columns with their header (the dataset's
 * verbose name where it has one) and whether they hold datetimes (epoch ms), row by row.
 */
import type { QueryRunResult } from '../execution/queryExecution.js';

export interface ExportColumn {
  header: string;
  temporal: boolean;
  value(row: number): unknown;
}

export interface ExportTable {
  columns: ExportColumn[];
  rowCount: number;
}

/** Rows written per piece of a streamed file. */
export const ROWS_PER_PIECE = 1000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * How pandas writes a datetime column: the date alone when every value is midnight,
 * microseconds when any value has a fraction of a second, else `YYYY-MM-DD HH:MM:SS`.
 */
export type DatetimeShape = 'date' | 'seconds' | 'fraction';

export function datetimeShape(column: ExportColumn, rowCount: number): DatetimeShape {
  let dateOnly = true;
  let fraction = false;
  for (let r = 0; r < rowCount; r += 1) {
    const v = column.value(r);
    if (typeof v !== 'number' || !Number.isFinite(v)) continue;
    if (v % 86_400_000 !== 0) dateOnly = false;
    if (v % 1000 !== 0) fraction = true;
  }
  return dateOnly ? 'date' : fraction ? 'fraction' : 'seconds';
}

/** Writes epoch-ms values of the column the way pandas writes them (see {@link datetimeShape}). */
export function datetimeFormatter(column: ExportColumn, rowCount: number) {
  const shape = datetimeShape(column, rowCount);
  return (ms: number): string => {
    const d = new Date(ms);
    const date = `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
    if (shape === 'date') return date;
    const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
    return shape === 'fraction'
      ? `${date} ${time}.${pad(d.getUTCMilliseconds() * 1000, 6)}`
      : `${date} ${time}`;
  };
}

const TEMPORAL = 2;

/** A query's rows as a file export sees them: index levels first (when not the default), headers verbose. */
export function exportTableOf(
  rows: QueryRunResult,
  verboseMap: Record<string, string>,
): ExportTable {
  const columns: ExportColumn[] = [];
  const levels = rows.index_levels ?? [];
  levels.forEach((level, i) => {
    const name = level.name ?? (levels.length === 1 ? 'index' : `level_${i}`);
    columns.push({
      header: verboseMap[name] ?? name,
      temporal: level.temporal,
      value: (r) =>
        levels.length === 1 ? rows.indexnames[r] : (rows.indexnames[r] as unknown[])[i],
    });
  });
  rows.colnames.forEach((name, i) => {
    columns.push({
      header: verboseMap[name] ?? name,
      temporal: rows.coltypes[i] === TEMPORAL,
      value: (r) => rows.data[r][name],
    });
  });
  return { columns, rowCount: rows.data.length };
}
