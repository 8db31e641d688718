/**
 * An export as an XLSX workbook of one sheet, written by ExcelJS's streaming writer as the
 * rows come: text in the shared strings table (as Excel and pandas `to_excel` write it),
 * numbers as numbers, booleans as booleans and datetimes as Excel dates under a date format,
 * below a bold header row (as Superset's exports).
 */
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type ExcelJS from 'exceljs';
import { datetimeShape, ROWS_PER_PIECE, type ExportTable } from './exportTable.js';

/** Excel's cell text limit. */
const MAX_CELL_TEXT = 32767;
/** Excel's row limit. */
export const XLSX_MAX_ROWS = 1_048_576;

// One object per style: ExcelJS keeps a style's id per object, so shared objects cost nothing.
const PLAIN: Partial<ExcelJS.Style> = Object.freeze({});
const HEADER: Partial<ExcelJS.Style> = Object.freeze({
  font: { bold: true, size: 11, name: 'Calibri' },
});
const DATETIME: Partial<ExcelJS.Style> = Object.freeze({ numFmt: 'yyyy-mm-dd hh:mm:ss' });
const DATE: Partial<ExcelJS.Style> = Object.freeze({ numFmt: 'yyyy-mm-dd' });

// Characters XML 1.0 cannot hold at all (controls other than tab, newline, return; lone surrogates).
const INVALID_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text as a cell can hold it: characters XML cannot carry dropped, cut to Excel's limit. */
function cellText(text: string): string {
  const clean = text.replace(INVALID_XML, '');
  return clean.length > MAX_CELL_TEXT ? clean.slice(0, MAX_CELL_TEXT) : clean;
}

function cellValue(value: unknown, temporal: boolean): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    return temporal ? new Date(value) : value;
  }
  if (typeof value === 'boolean') return value;
  return cellText(typeof value === 'string' ? value : JSON.stringify(value));
}

/** Resolves once the stream can take more, or is gone. */
async function writable(out: PassThrough): Promise<void> {
  if (out.writableNeedDrain && !out.destroyed)
    await Promise.race([once(out, 'drain'), once(out, 'close')]);
  // A turn of the event loop lets the writer's compression catch up with the rows given it.
  await nextTurn();
}

async function writeWorkbook(table: ExportTable, sheetName: string, out: PassThrough) {
  if (table.rowCount + 1 > XLSX_MAX_ROWS) {
    throw new Error(`An XLSX sheet holds at most ${XLSX_MAX_ROWS - 1} rows`);
  }
  // Loaded on first use: the server starts without it.
  const { default: excel } = await import('exceljs');
  const book = new excel.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: true,
    useStyles: true,
  });
  book.creator = 'Tessera';
  book.lastModifiedBy = 'Tessera';
  const sheet = book.addWorksheet(sheetName);
  const styles = table.columns.map((c) => {
    if (!c.temporal) return PLAIN;
    return datetimeShape(c, table.rowCount) === 'date' ? DATE : DATETIME;
  });
  const header = sheet.addRow(table.columns.map((c) => cellText(c.header)));
  header.eachCell((cell) => (cell.style = HEADER));
  header.commit();
  for (let r = 0; r < table.rowCount; r += 1) {
    const row = sheet.addRow(table.columns.map((c) => cellValue(c.value(r), c.temporal)));
    row.eachCell((cell, n) => (cell.style = styles[n - 1]));
    row.commit();
    if ((r + 1) % ROWS_PER_PIECE === 0) {
      await writable(out);
      if (out.destroyed) return;
    }
  }
  sheet.commit();
  await book.commit();
}

/** The workbook as a stream of pieces; nothing is written before the first piece is asked for. */
export async function* xlsxStream(
  table: ExportTable,
  sheetName = 'Sheet1',
): AsyncGenerator<Buffer> {
  const out = new PassThrough();
  const writing = writeWorkbook(table, sheetName, out).catch((error: unknown) => {
    out.destroy(error as Error);
  });
  try {
    for await (const piece of out) yield piece as Buffer;
    await writing;
  } finally {
    // A reader that stops early ends the writing (it stops at its next batch of rows).
    out.destroy();
  }
}
