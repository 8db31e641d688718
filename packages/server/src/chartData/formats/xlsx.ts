/**
 * A minimal XLSX workbook (Office Open XML SpreadsheetML), written as a stream: the
 * package's fixed parts plus one worksheet whose rows are written as they come. Text is
 * written inline (no shared-strings table, so nothing is held whole), numbers as numbers,
 * booleans as booleans and datetimes as Excel serial dates with a date format, under a
 * bold header row (as pandas `to_excel` writes Superset's exports).
 */
import { datetimeShape, ROWS_PER_PIECE, type ExportTable } from './exportTable.js';
import { zipStream, type ZipEntry } from './zip.js';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Excel's cell text limit. */
const MAX_CELL_TEXT = 32767;
/** Excel's row limit. */
export const XLSX_MAX_ROWS = 1_048_576;

/** Cell styles (indexes into `cellXfs`). */
const STYLE = { plain: 0, datetime: 1, date: 2, header: 3 } as const;

const CONTENT_TYPES =
  HEAD +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>';

const ROOT_RELS =
  HEAD +
  `<Relationships xmlns="${PKG_REL}">` +
  `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/>` +
  '</Relationships>';

const workbook = (sheetName: string) =>
  HEAD +
  `<workbook xmlns="${MAIN}" xmlns:r="${REL}">` +
  `<sheets><sheet name="${xmlEscape(sheetName)}" sheetId="1" r:id="rId1"/></sheets>` +
  '</workbook>';

const WORKBOOK_RELS =
  HEAD +
  `<Relationships xmlns="${PKG_REL}">` +
  `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/>` +
  '</Relationships>';

const xf = (numFmt: number, font: number) =>
  `<xf numFmtId="${numFmt}" fontId="${font}" fillId="0" borderId="0" xfId="0"` +
  `${numFmt ? ' applyNumberFormat="1"' : ''}${font ? ' applyFont="1"' : ''}/>`;

const STYLES =
  HEAD +
  `<styleSheet xmlns="${MAIN}">` +
  '<numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm:ss"/>' +
  '<numFmt numFmtId="165" formatCode="yyyy-mm-dd"/></numFmts>' +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font>' +
  '<font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill>' +
  '<fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  `<cellXfs count="4">${xf(0, 0)}${xf(164, 0)}${xf(165, 0)}${xf(0, 1)}</cellXfs>` +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

// Characters XML 1.0 cannot hold at all (controls other than tab, newline, return; lone surrogates).
const INVALID_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function xmlEscape(text: string): string {
  return text
    .replace(INVALID_XML, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** `A`, `B`, ..., `Z`, `AA`, ... for a 0-based column. */
export function columnLetters(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    letters = String.fromCharCode(65 + rem) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** Excel's serial date (days since 1899-12-30) of an epoch-ms instant read as UTC. */
export function excelSerial(ms: number): number {
  return ms / 86_400_000 + 25569;
}

function textCell(ref: string, text: string, style: number = STYLE.plain): string {
  const cut = text.length > MAX_CELL_TEXT ? text.slice(0, MAX_CELL_TEXT) : text;
  const s = style ? ` s="${style}"` : '';
  return `<c r="${ref}" t="inlineStr"${s}><is><t xml:space="preserve">${xmlEscape(cut)}</t></is></c>`;
}

function cell(ref: string, value: unknown, dateStyle: number | null): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    if (dateStyle !== null)
      return `<c r="${ref}" s="${dateStyle}"><v>${excelSerial(value)}</v></c>`;
    return `<c r="${ref}"><v>${value}</v></c>`;
  }
  if (typeof value === 'boolean') return `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;
  return textCell(ref, typeof value === 'string' ? value : JSON.stringify(value));
}

function* sheetPieces(table: ExportTable): Generator<string, void, undefined> {
  if (table.rowCount + 1 > XLSX_MAX_ROWS) {
    throw new Error(`An XLSX sheet holds at most ${XLSX_MAX_ROWS - 1} rows`);
  }
  const letters = table.columns.map((_, i) => columnLetters(i));
  const dateStyles = table.columns.map((c) => {
    if (!c.temporal) return null;
    return datetimeShape(c, table.rowCount) === 'date' ? STYLE.date : STYLE.datetime;
  });
  let piece =
    HEAD +
    `<worksheet xmlns="${MAIN}"><sheetData>` +
    `<row r="1">${table.columns.map((c, i) => textCell(`${letters[i]}1`, c.header, STYLE.header)).join('')}</row>`;
  for (let r = 0; r < table.rowCount; r += 1) {
    const n = r + 2;
    piece += `<row r="${n}">`;
    for (let i = 0; i < table.columns.length; i += 1) {
      piece += cell(`${letters[i]}${n}`, table.columns[i].value(r), dateStyles[i]);
    }
    piece += '</row>';
    if ((r + 1) % ROWS_PER_PIECE === 0) {
      yield piece;
      piece = '';
    }
  }
  yield piece + '</sheetData></worksheet>';
}

/** The workbook's parts, for the ZIP writer. */
export function xlsxEntries(table: ExportTable, sheetName = 'Sheet1'): ZipEntry[] {
  return [
    { name: '[Content_Types].xml', content: [CONTENT_TYPES] },
    { name: '_rels/.rels', content: [ROOT_RELS] },
    { name: 'xl/workbook.xml', content: [workbook(sheetName)] },
    { name: 'xl/_rels/workbook.xml.rels', content: [WORKBOOK_RELS] },
    { name: 'xl/styles.xml', content: [STYLES] },
    { name: 'xl/worksheets/sheet1.xml', content: sheetPieces(table) },
  ];
}

/** The workbook as a stream of pieces. */
export function xlsxStream(table: ExportTable, sheetName?: string): AsyncGenerator<Buffer> {
  return zipStream(xlsxEntries(table, sheetName));
}
