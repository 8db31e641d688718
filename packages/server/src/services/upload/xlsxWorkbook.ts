/**
 * An .xlsx workbook (Office Open XML: a zip of XML parts) as far as reading its sheets
 * needs: the sheets in order with their parts, the shared strings, which cell styles are
 * dates, and the date system (1900 or 1904).
 */
import { StringDecoder } from 'node:string_decoder';
import { UploadFailedError } from './errors.js';
import { XmlScanner, type XmlHandlers } from './xmlScan.js';
import { openZipEntry, readZipEntries, type ZipEntry } from './zip.js';

export interface XlsxSheet {
  name: string;
  entry: ZipEntry;
}

export interface Workbook {
  path: string;
  sheets: XlsxSheet[];
  sharedStrings: string[];
  /** Per cell style index (`s`), whether its number format shows a date or time. */
  dateStyles: boolean[];
  date1904: boolean;
}

/** Built-in number formats that are dates or times. */
const BUILTIN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51,
  52, 53, 54, 55, 56, 57, 58,
]);

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

/**
 * Streams one zip entry's XML through the scanner; `afterChunk` runs after each inflated
 * chunk (and once at the end) and stops the reading by returning true.
 */
export async function scanEntry(
  path: string,
  entry: ZipEntry,
  handlers: XmlHandlers,
  afterChunk: () => boolean | Promise<boolean> = () => false,
): Promise<void> {
  const stream = await openZipEntry(path, entry);
  const decoder = new StringDecoder('utf8');
  const scanner = new XmlScanner(handlers);
  try {
    for await (const chunk of stream) {
      scanner.write(decoder.write(chunk as Buffer));
      if (await afterChunk()) return;
    }
    scanner.write(decoder.end());
    await afterChunk();
  } catch (error) {
    if (error instanceof UploadFailedError) throw error;
    throw new UploadFailedError(
      `Parsing error: the Excel file is damaged (${(error as Error).message})`,
    );
  } finally {
    stream.destroy();
  }
}

async function sharedStringsOf(path: string, entry: ZipEntry | undefined): Promise<string[]> {
  if (!entry) return [];
  const strings: string[] = [];
  let current: string | null = null;
  let inText = false;
  let phonetic = 0;
  await scanEntry(path, entry, {
    open(name, _attrs, selfClosing) {
      if (name === 'si') current = selfClosing ? null : '';
      else if (name === 'rPh') phonetic++;
      else if (name === 't' && !selfClosing) inText = phonetic === 0;
      if (name === 'si' && selfClosing) strings.push('');
    },
    close(name) {
      if (name === 'si' && current !== null) {
        strings.push(current);
        current = null;
      } else if (name === 'rPh') phonetic--;
      else if (name === 't') inText = false;
    },
    text(t) {
      if (inText && current !== null) current += t;
    },
  });
  return strings;
}

async function dateStylesOf(path: string, entry: ZipEntry | undefined): Promise<boolean[]> {
  if (!entry) return [];
  const custom = new Map<number, string>();
  const formats: number[] = [];
  let inCellXfs = false;
  await scanEntry(path, entry, {
    open(name, attrs) {
      if (name === 'numFmt') custom.set(Number(attrs.numFmtId), attrs.formatCode ?? '');
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) formats.push(Number(attrs.numFmtId ?? 0));
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return formats.map((id) =>
    custom.has(id) ? isDateFormat(custom.get(id)!) : BUILTIN_DATE_FORMATS.has(id),
  );
}

/** `xl/worksheets/sheet1.xml` from a relationship target relative to `xl/`. */
function partPath(target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = ['xl'];
  for (const seg of target.split('/')) {
    if (seg === '..') parts.pop();
    else if (seg !== '.') parts.push(seg);
  }
  return parts.join('/');
}

export async function openWorkbook(path: string, size: number): Promise<Workbook> {
  const entries = await readZipEntries(path, size).catch(() => {
    throw new UploadFailedError('Parsing error: the file is not an .xlsx workbook');
  });
  const byName = new Map(entries.map((e) => [e.name.replace(/^\//, ''), e]));
  const workbook = byName.get('xl/workbook.xml');
  if (!workbook) throw new UploadFailedError('Parsing error: the file is not an .xlsx workbook');
  const declared: { name: string; rid: string }[] = [];
  let date1904 = false;
  await scanEntry(path, workbook, {
    open(name, attrs) {
      if (name === 'sheet') declared.push({ name: attrs.name ?? '', rid: attrs.id ?? '' });
      else if (name === 'workbookPr')
        date1904 = attrs.date1904 === '1' || attrs.date1904 === 'true';
    },
  });
  const targets = new Map<string, string>();
  const rels = byName.get('xl/_rels/workbook.xml.rels');
  if (rels)
    await scanEntry(path, rels, {
      open(name, attrs) {
        if (name === 'Relationship') targets.set(attrs.Id ?? '', attrs.Target ?? '');
      },
    });
  const sheets: XlsxSheet[] = [];
  declared.forEach((s, i) => {
    const target = targets.get(s.rid);
    const entry =
      (target && byName.get(partPath(target))) ?? byName.get(`xl/worksheets/sheet${i + 1}.xml`);
    if (entry) sheets.push({ name: s.name, entry });
  });
  if (!sheets.length) throw new UploadFailedError('Parsing error: the workbook has no sheets');
  return {
    path,
    sheets,
    sharedStrings: await sharedStringsOf(path, byName.get('xl/sharedStrings.xml')),
    dateStyles: await dateStylesOf(path, byName.get('xl/styles.xml')),
    date1904,
  };
}

/** The sheet `sheet_name` names (the first sheet by default); pandas' error otherwise. */
export function pickSheet(workbook: Workbook, sheetName: string | null): XlsxSheet {
  if (sheetName === null) return workbook.sheets[0];
  const sheet = workbook.sheets.find((s) => s.name === sheetName);
  if (!sheet) throw new UploadFailedError(`Worksheet named '${sheetName}' not found`);
  return sheet;
}
