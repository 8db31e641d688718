/**
 * An .xlsx workbook's sheets read row by row as the file is inflated, by ExcelJS's streaming
 * reader: cell values as text (numbers as numbers print, booleans as `True`/`False`, dates as
 * `YYYY-MM-DD HH:MM:SS[.fff]`, formula cells as their cached result, rich text as its text,
 * errors as `#N/A` and the like), one call per sheet row with blank rows for gaps, and a sheet
 * written out as CSV for the CSV reader (line numbers are row numbers).
 *
 * Four things ExcelJS 4.4's reader gets wrong are set right here. It reads the zip as a
 * stream, keeping the sheets it meets before the workbook's part and shared strings in
 * temporary files, and its loop over the zip's entries ends when the zip's last byte is read,
 * dropping the entries read meanwhile: under load the workbook's part or its shared strings
 * were lost (the file taken for no workbook, or its text cells left empty). The zip is read
 * here from its directory instead (yauzl), its parts in the order they are needed, without
 * temporary files. It decodes every inflated chunk of XML on its own, so a character whose
 * UTF-8 bytes straddle two chunks came out as U+FFFD (ExcelJS issues 2063 and 2316): the
 * chunks are decoded here, as one stream, before the reader sees them. It takes a shared
 * string's phonetic reading (`<rPh>`, which Excel keeps beside Japanese text) for the string
 * itself: the readings are left out before it reads the table. And it reads Excel's 1900 date
 * system without Excel's 29 February 1900, so its dates before March 1900 are a day early.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { pipeline, Transform, type Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import type ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import { UploadFailedError } from './errors.js';

export type Cells = (string | null)[];

/** Reads a row; returning false stops the reading of this sheet. */
export type OnRow = (cells: Cells, rowIndex: number) => boolean | void | Promise<boolean | void>;

type Chunks = AsyncIterable<Buffer | string>;

/** What the streaming reader holds that its typings leave out. */
interface ReaderState {
  model?: { sheets?: { name: string }[] };
  properties?: { model?: { date1904?: boolean } };
}

interface SheetReader extends AsyncIterable<ExcelJS.Row> {
  name?: string;
  /** The XML the sheet is read from (added here): its zip entry's stream. */
  source?: Readable;
}

type ParseWorksheet = (this: unknown, chunks: Chunks, sheetNo: string) => Generator<Parsed>;
type ParseEntry = (this: unknown, entry: Readable) => unknown;
type ParseParts = (this: unknown, entry: Readable) => AsyncGenerator<Parsed>;
interface Parsed {
  eventType: string;
  value: SheetReader;
}

/** A zip entry's bytes as text decoded as one UTF-8 stream; closed when a reader stops early. */
async function* utf8(entry: Readable): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  const it = (entry as AsyncIterable<Buffer | string>)[Symbol.asyncIterator]();
  let finished = false;
  try {
    for (let next = await it.next(); !next.done; next = await it.next()) {
      const text = typeof next.value === 'string' ? next.value : decoder.write(next.value);
      if (text) yield text;
    }
    finished = true;
    const rest = decoder.end();
    if (rest) yield rest;
  } finally {
    if (!finished) entry.destroy();
  }
}

/**
 * The shared strings table's XML without its phonetic readings (`<rPh ...>...</rPh>`), as
 * text; a tag cut by a chunk boundary waits for the next chunk.
 */
function withoutPhonetic(entry: Readable): Readable {
  let carry = '';
  let inReading = false;
  const filter = new Transform({
    decodeStrings: false,
    encoding: 'utf8',
    transform(chunk: string, _encoding, done) {
      let text = carry + chunk;
      let out = '';
      for (;;) {
        if (inReading) {
          const end = text.indexOf('</rPh>');
          if (end < 0) {
            carry = text.slice(-5);
            break;
          }
          text = text.slice(end + 6);
          inReading = false;
        } else {
          const start = text.search(/<rPh[\s>]/);
          if (start < 0) {
            const keep = Math.min(text.length, 4);
            out += text.slice(0, text.length - keep);
            carry = text.slice(text.length - keep);
            break;
          }
          out += text.slice(0, start);
          text = text.slice(start + 4);
          inReading = true;
        }
      }
      done(null, out);
    },
    flush(done) {
      done(null, inReading ? '' : carry);
    },
  });
  return pipeline(entry.setEncoding('utf8'), filter, () => undefined);
}

type WorkbookReaderClass = typeof ExcelJS.stream.xlsx.WorkbookReader;
let readerClass: Promise<WorkbookReaderClass> | undefined;

/**
 * ExcelJS's streaming reader, fed text decoded across chunk boundaries; loaded on first use
 * (the server starts without it).
 */
function workbookReader(): Promise<WorkbookReaderClass> {
  readerClass ??= import('exceljs').then(({ default: excel }) => {
    const base = excel.stream.xlsx.WorkbookReader.prototype as unknown as {
      _parseWorksheet: ParseWorksheet;
      _parseSharedStrings: ParseParts;
      _parseWorkbook: ParseEntry;
      _parseRels: ParseEntry;
      _parseStyles: ParseEntry;
    };
    return class WorkbookReader extends excel.stream.xlsx.WorkbookReader {
      /**
       * The workbook's parts from the zip's directory: the relationships, the workbook, the
       * shared strings and the styles, then each sheet in its number's order.
       */
      override async *parse(): AsyncGenerator<Parsed> {
        const self = this as unknown as { input: string };
        const zip = await yauzl.openPromise(self.input, { lazyEntries: true, autoClose: false });
        try {
          const entries = new Map<string, yauzl.Entry>();
          for await (const entry of zip.eachEntry()) entries.set(entry.fileName, entry);
          const part = async (name: string) => {
            const entry = entries.get(name);
            return entry ? zip.openReadStreamPromise(entry) : null;
          };
          const rels = await part('xl/_rels/workbook.xml.rels');
          if (rels) await this._parseRels(rels);
          const workbook = await part('xl/workbook.xml');
          if (workbook) await this._parseWorkbook(workbook);
          const strings = await part('xl/sharedStrings.xml');
          if (strings) yield* this._parseSharedStrings(strings);
          const styles = await part('xl/styles.xml');
          if (styles) await this._parseStyles(styles);
          const sheets = [...entries.keys()]
            .map((name) => /^xl\/worksheets\/sheet(\d+)\.xml$/.exec(name))
            .filter((m) => m !== null)
            .sort((a, b) => Number(a[1]) - Number(b[1]));
          for (const [name, sheetNo] of sheets) {
            yield* this._parseWorksheet((await part(name))!, sheetNo);
          }
        } finally {
          zip.close();
        }
      }
      *_parseWorksheet(entry: Readable, sheetNo: string): Generator<Parsed> {
        for (const parsed of base._parseWorksheet.call(this, utf8(entry), sheetNo)) {
          parsed.value.source = entry;
          yield parsed;
        }
      }
      _parseSharedStrings(entry: Readable): AsyncGenerator<Parsed> {
        return base._parseSharedStrings.call(this, withoutPhonetic(entry));
      }
      _parseWorkbook(entry: Readable) {
        return base._parseWorkbook.call(this, entry.setEncoding('utf8'));
      }
      _parseRels(entry: Readable) {
        return base._parseRels.call(this, entry.setEncoding('utf8'));
      }
      _parseStyles(entry: Readable) {
        return base._parseStyles.call(this, entry.setEncoding('utf8'));
      }
    };
  });
  return readerClass;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A moment as `YYYY-MM-DD HH:MM:SS[.fff]` (UTC, no zone). */
export function timestampText(d: Date): string {
  const ms = d.getUTCMilliseconds();
  return (
    `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}` +
    (ms ? `.${pad(ms, 3)}` : '')
  );
}

const DAY_MS = 86_400_000;
const MARCH_1900 = Date.UTC(1900, 2, 1);

/** An Excel serial date as a moment (1900 system: serial 1 is 1900-01-01, 60 is 29 Feb). */
export function serialToDate(serial: number, date1904: boolean): Date {
  const days = date1904 ? serial - 24107 : (serial < 61 ? serial + 1 : serial) - 25569;
  return new Date(Math.round(days * DAY_MS));
}

/** Whether a number format code shows a date or time (quoted text, colours, pads aside). */
export function isDateFormat(code: string): boolean {
  const bare = code
    .split(';')[0]
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/[_*]./g, '')
    .replace(/\[[^\]]*\]/g, '');
  if (/^general$/i.test(bare.trim())) return false;
  return /[dmyhs]/i.test(bare) && !/^[#0.,%\s]*$/.test(bare);
}

function valueText(
  value: ExcelJS.CellValue | undefined,
  numFmt: string | undefined,
  date1904: boolean,
): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'number') {
    // A number under a date format that ExcelJS left a number (a formula's result).
    if (numFmt && isDateFormat(numFmt)) return timestampText(serialToDate(value, date1904));
    return Number.isFinite(value) ? String(value) : null;
  }
  if (value instanceof Date) {
    // ExcelJS counts 1900 days without the 29th of February that Excel counts.
    const early = !date1904 && value.getTime() < MARCH_1900;
    return timestampText(early ? new Date(value.getTime() + DAY_MS) : value);
  }
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('error' in value) return value.error;
  if ('result' in value) return valueText(value.result, numFmt, date1904);
  if ('formula' in value || 'sharedFormula' in value) return null;
  if ('text' in value)
    return typeof value.text === 'string' ? value.text : valueText(value.text, numFmt, date1904);
  return null;
}

function rowCells(row: ExcelJS.Row, date1904: boolean): Cells {
  const cells: Cells = [];
  row.eachCell((cell, column) => {
    const text = valueText(cell.value, cell.numFmt, date1904);
    if (text === null) return;
    while (cells.length < column - 1) cells.push(null);
    cells[column - 1] = text;
  });
  return cells;
}

const notXlsx = () => new UploadFailedError('Parsing error: the file is not an .xlsx workbook');

/**
 * Reads the workbook's sheets in one pass: `visit(name, position)` (position in the workbook's
 * order) gives the reader of a sheet's rows, or null to skip the sheet. Resolves to the sheet
 * names in the workbook's order.
 */
export async function readWorkbook(
  path: string,
  visit: (sheetName: string, position: number) => OnRow | null,
): Promise<string[]> {
  const WorkbookReader = await workbookReader();
  const reader = new WorkbookReader(path, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  const state = reader as unknown as ReaderState;
  const declared = () => (state.model?.sheets ?? []).map((s) => s.name);
  try {
    for await (const sheet of reader as AsyncIterable<SheetReader>) {
      const position = sheet.name === undefined ? -1 : declared().indexOf(sheet.name);
      const onRow = visit(sheet.name ?? '', position);
      if (!onRow) {
        sheet.source?.destroy();
        continue;
      }
      const date1904 = state.properties?.model?.date1904 === true;
      let next = 0;
      for await (const row of sheet) {
        let stop = false;
        for (; next < row.number - 1 && !stop; next++) stop = (await onRow([], next)) === false;
        if (stop || (await onRow(rowCells(row, date1904), next++)) === false) break;
      }
    }
  } catch (error) {
    if (error instanceof UploadFailedError) throw error;
    if (!state.model) throw notXlsx();
    throw new UploadFailedError(
      `Parsing error: the Excel file is damaged (${(error as Error).message})`,
    );
  }
  if (!state.model) throw notXlsx();
  const names = declared();
  if (!names.length) throw new UploadFailedError('Parsing error: the workbook has no sheets');
  return names;
}

/** Reads the rows of the sheet named `sheetName` (the first sheet when null). */
export async function readSheetRows(
  path: string,
  sheetName: string | null,
  onRow: OnRow,
): Promise<void> {
  let found = false;
  await readWorkbook(path, (name, position) => {
    if (found || (sheetName === null ? position !== 0 : name !== sheetName)) return null;
    found = true;
    return onRow;
  });
  if (!found) {
    throw new UploadFailedError(
      sheetName === null
        ? 'Parsing error: the workbook has no sheets'
        : `Worksheet named '${sheetName}' not found`,
    );
  }
}

const csvField = (v: string | null) =>
  v === null ? '' : /[",\r\n]/.test(v) || v === '' ? `"${v.replaceAll('"', '""')}"` : v;

/** Writes a sheet as a comma-separated file; returns its width (the longest row's cells). */
export async function sheetToCsv(
  path: string,
  sheetName: string | null,
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
  try {
    await readSheetRows(path, sheetName, async (cells) => {
      width = Math.max(width, cells.length);
      rows++;
      buffer += cells.map(csvField).join(',') + '\n';
      if (buffer.length > 256 * 1024) await flush();
    });
    await flush();
  } finally {
    out.end();
  }
  await Promise.race([once(out, 'finish'), failed]);
  return { width, rows };
}
