/**
 * CSV as Superset exports it (pandas `to_csv`, `df_to_escaped_csv`): comma separated,
 * `\n` line ends, minimal quoting, empty cells for nulls, `True`/`False`, datetimes as
 * pandas writes them, and text that a spreadsheet would run as a formula (`=`, `+`, `-`,
 * `@`, `|`, `%`, tab, carriage return first) prefixed with `'` (pipes escaped).
 */
import { datetimeFormatter, ROWS_PER_PIECE, type ExportTable } from './exportTable.js';

const FORMULA_START = /^[=+\-@|%\t\r]/;

/** Superset's `escape_value`. */
export function escapeFormula(text: string): string {
  if (!FORMULA_START.test(text)) return text;
  return `'${text.replaceAll('|', '\\|')}`;
}

function quote(text: string): string {
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function cellText(value: unknown, formatDatetime: ((ms: number) => string) | null): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    return formatDatetime ? formatDatetime(value) : String(value);
  }
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'string') return quote(escapeFormula(value));
  return quote(escapeFormula(JSON.stringify(value)));
}

/** The table as CSV text, in pieces of {@link ROWS_PER_PIECE} rows. */
export function* csvPieces(table: ExportTable): Generator<string, void, undefined> {
  const formatters = table.columns.map((c) =>
    c.temporal ? datetimeFormatter(c, table.rowCount) : null,
  );
  yield table.columns.map((c) => quote(escapeFormula(c.header))).join(',') + '\n';
  let piece = '';
  for (let r = 0; r < table.rowCount; r += 1) {
    piece += table.columns.map((c, i) => cellText(c.value(r), formatters[i])).join(',') + '\n';
    if ((r + 1) % ROWS_PER_PIECE === 0) {
      yield piece;
      piece = '';
    }
  }
  if (piece) yield piece;
}

export function csvText(table: ExportTable): string {
  return [...csvPieces(table)].join('');
}
