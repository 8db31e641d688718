/**
 * A worksheet's rows, read as its XML is inflated: cell values as text (shared and inline
 * strings, numbers as written, booleans as `True`/`False`, date-formatted numbers as
 * `YYYY-MM-DD HH:MM:SS`), and the sheet written out as CSV for the CSV reader, one line
 * per sheet row (missing rows are blank lines, so line numbers are row numbers).
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { scanEntry, type Workbook, type XlsxSheet } from './xlsxWorkbook.js';

export type Cells = (string | null)[];

/** 0-based column of a cell reference such as `AB12`. */
function columnIndex(ref: string): number {
  let n = 0;
  for (const ch of ref) {
    const code = ch.charCodeAt(0);
    if (code < 65 || code > 90) break;
    n = n * 26 + (code - 64);
  }
  return n - 1;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** An Excel serial date as `YYYY-MM-DD HH:MM:SS[.fff]` (UTC, no zone). */
export function serialToTimestamp(serial: number, date1904: boolean): string {
  // 1900 system: serial 25569 is 1970-01-01, and Excel counts a 29 February 1900.
  const days = date1904 ? serial - 24107 : (serial < 61 ? serial + 1 : serial) - 25569;
  const d = new Date(Math.round(days * 86_400_000));
  const ms = d.getUTCMilliseconds();
  return (
    `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}` +
    (ms ? `.${pad(ms, 3)}` : '')
  );
}

function isoTimestamp(text: string): string {
  const t = text.replace('T', ' ').replace(/Z$/, '');
  return /^\d{4}-\d{2}-\d{2}$/.test(t) ? `${t} 00:00:00` : t;
}

/**
 * Calls `onRow(cells, rowIndex)` for every row of the sheet in order, blank rows for gaps;
 * `onRow` returning false stops the reading.
 */
export async function readSheetRows(
  workbook: Workbook,
  sheet: XlsxSheet,
  onRow: (cells: Cells, rowIndex: number) => boolean | void | Promise<boolean | void>,
): Promise<void> {
  let nextRow = 0;
  let cells: Cells = [];
  let col = -1;
  let type = 'n';
  let style = 0;
  let value: string | null = null;
  let capture: 'v' | 't' | null = null;
  let captured = '';
  let inInline = false;
  let phonetic = 0;
  const pending: { cells: Cells; index: number }[] = [];

  const cellText = (): string | null => {
    switch (type) {
      case 's':
        return value === null ? null : (workbook.sharedStrings[Number(value)] ?? '');
      case 'b':
        return value === null ? null : value.trim() === '1' ? 'True' : 'False';
      case 'd':
        return value === null ? null : isoTimestamp(value.trim());
      case 'inlineStr':
      case 'str':
      case 'e':
        return value;
      default:
        if (value === null || value.trim() === '') return null;
        return workbook.dateStyles[style] && Number.isFinite(Number(value))
          ? serialToTimestamp(Number(value), workbook.date1904)
          : value.trim();
    }
  };

  const startRow = (attrs: Record<string, string>) => {
    const index = attrs.r ? Number(attrs.r) - 1 : nextRow;
    for (; nextRow < index; nextRow++) pending.push({ cells: [], index: nextRow });
    cells = [];
    col = -1;
  };
  const endRow = () => {
    while (cells.length && cells[cells.length - 1] === null) cells.pop();
    pending.push({ cells, index: nextRow });
    nextRow++;
  };

  await scanEntry(
    workbook.path,
    sheet.entry,
    {
      open(name, attrs, selfClosing) {
        if (name === 'row') startRow(attrs);
        else if (name === 'c') {
          col = attrs.r ? columnIndex(attrs.r) : col + 1;
          type = attrs.t ?? 'n';
          style = Number(attrs.s ?? 0);
          value = null;
        } else if (name === 'v' && !selfClosing) {
          capture = 'v';
          captured = '';
        } else if (name === 'is') {
          inInline = true;
          value = '';
        } else if (name === 'rPh') phonetic++;
        else if (name === 't' && inInline && phonetic === 0 && !selfClosing) {
          capture = 't';
          captured = '';
        }
      },
      close(name) {
        if (name === 'v' && capture === 'v') {
          value = captured;
          capture = null;
        } else if (name === 't' && capture === 't') {
          value = (value ?? '') + captured;
          capture = null;
        } else if (name === 'rPh') phonetic--;
        else if (name === 'is') inInline = false;
        else if (name === 'c' && col >= 0) {
          const text = cellText();
          while (cells.length < col) cells.push(null);
          cells[col] = text;
        } else if (name === 'row') endRow();
      },
      text(t) {
        if (capture) captured += t;
      },
    },
    async () => {
      for (const row of pending.splice(0))
        if ((await onRow(row.cells, row.index)) === false) return true;
      return false;
    },
  );
}

const csvField = (v: string | null) =>
  v === null ? '' : /[",\r\n]/.test(v) || v === '' ? `"${v.replaceAll('"', '""')}"` : v;

/** Writes the sheet as a comma-separated file; returns its width (the longest row's cells). */
export async function sheetToCsv(
  workbook: Workbook,
  sheet: XlsxSheet,
  dest: string,
): Promise<{ width: number; rows: number }> {
  const out = createWriteStream(dest);
  const failed = once(out, 'error').then(([e]) => {
    throw e;
  });
  failed.catch(() => undefined);
  let width = 0;
  let rows = 0;
  let buffer = '';
  const flush = async () => {
    if (!buffer) return;
    const ok = out.write(buffer);
    buffer = '';
    if (!ok) await Promise.race([once(out, 'drain'), failed]);
  };
  await readSheetRows(workbook, sheet, async (cells) => {
    width = Math.max(width, cells.length);
    rows++;
    buffer += cells.map(csvField).join(',') + '\n';
    if (buffer.length > 256 * 1024) await flush();
  });
  await flush();
  out.end();
  await Promise.race([once(out, 'finish'), failed]);
  return { width, rows };
}
