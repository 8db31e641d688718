/** The result grid's view of rows: filter text, column sort, the "result was cut" notice, TSV. */
import type { SqlLabResultColumn } from '@tessera/core';
import type { Query } from './types';
import type { Row } from './resultWindows';

export interface SortState {
  column: string;
  direction: 'asc' | 'desc';
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const na = Number(a);
  const nb = Number(b);
  if (typeof a !== 'boolean' && a !== '' && b !== '' && !Number.isNaN(na) && !Number.isNaN(nb))
    return na - nb;
  return String(a).localeCompare(String(b));
}

/** Rows whose any cell contains the filter text (case-insensitive), sorted by one column. */
export function viewRows(
  rows: readonly Row[],
  columns: readonly SqlLabResultColumn[],
  filter: string,
  sort: SortState | null,
): Row[] {
  const needle = filter.trim().toLowerCase();
  let out = needle
    ? rows.filter((r) =>
        columns.some((c) => formatCell(r[c.column_name]).toLowerCase().includes(needle)),
      )
    : [...rows];
  if (sort) {
    const sign = sort.direction === 'asc' ? 1 : -1;
    // Nulls last whichever the direction.
    out = out.sort((x, y) => {
      const a = x[sort.column];
      const b = y[sort.column];
      if (a === null || a === undefined) return b === null || b === undefined ? 0 : 1;
      if (b === null || b === undefined) return -1;
      return sign * compare(a, b);
    });
  }
  return out;
}

/** Next sort when a header is clicked: ascending, descending, then none. */
export function nextSort(current: SortState | null, column: string): SortState | null {
  if (!current || current.column !== column) return { column, direction: 'asc' };
  if (current.direction === 'asc') return { column, direction: 'desc' };
  return null;
}

export function formatCell(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Rows as tab-separated text with a header line (copy to clipboard). */
export function rowsToTsv(rows: readonly Row[], columns: readonly SqlLabResultColumn[]): string {
  const clean = (s: string) => s.replace(/[\t\n\r]+/g, ' ');
  const header = columns.map((c) => clean(c.column_name)).join('\t');
  const body = rows.map((r) => columns.map((c) => clean(formatCell(r[c.column_name]))).join('\t'));
  return [header, ...body].join('\n') + '\n';
}

/**
 * The notice shown when the result was cut, naming the limit; null when it was not.
 * `shownRows`: how many rows the result holds, when the query does not say.
 */
export function limitNotice(
  query: Query,
  displayLimitReached: boolean,
  shownRows = 0,
): string | null {
  const rows = query.rows ?? shownRows;
  if (displayLimitReached) {
    return `The number of results displayed is limited to ${rows}. Please add additional limits/filters or download to csv to see more rows up to the ${query.queryLimit ?? query.limit ?? rows} limit.`;
  }
  switch (query.limitingFactor) {
    case 'QUERY':
      return `The number of rows displayed is limited to ${rows} by the query`;
    case 'DROPDOWN':
      return `The number of rows displayed is limited to ${rows} by the limit dropdown.`;
    case 'QUERY_AND_DROPDOWN':
      return `The number of rows displayed is limited to ${rows} by the query and limit dropdown.`;
    default:
      return null;
  }
}
