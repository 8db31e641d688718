import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { zipBuffer } from '../../chartData/formats/zip.js';
import {
  isDateFormat,
  readSheetRows,
  readWorkbook,
  serialToDate,
  sheetToCsv,
  timestampText,
  type Cells,
} from './xlsxReader.js';

const dir = mkdtempSync(join(tmpdir(), 'tessera-xlsx-reader-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A workbook written by ExcelJS's whole-file writer (shared strings, as Excel writes them). */
async function book(name: string, fill: (workbook: ExcelJS.Workbook) => void): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  fill(workbook);
  const path = join(dir, name);
  await workbook.xlsx.writeFile(path);
  return path;
}

async function rowsOf(path: string, sheet: string | null = null): Promise<Cells[]> {
  const rows: Cells[] = [];
  await readSheetRows(path, sheet, (cells) => {
    rows.push(cells);
  });
  return rows;
}

describe('Excel dates', () => {
  it('turns serial numbers into timestamps in both date systems', () => {
    const at = (serial: number, date1904: boolean) => timestampText(serialToDate(serial, date1904));
    expect(at(45322, false)).toBe('2024-01-31 00:00:00');
    expect(at(45322.75, false)).toBe('2024-01-31 18:00:00');
    expect(at(1, false)).toBe('1900-01-01 00:00:00');
    expect(at(0, true)).toBe('1904-01-01 00:00:00');
  });

  it('tells date formats from number formats', () => {
    for (const code of ['yyyy-mm-dd', 'd/m/yy h:mm', '[$-409]mmmm d, yyyy', 'hh:mm:ss AM/PM'])
      expect(isDateFormat(code), code).toBe(true);
    for (const code of ['General', '0.00', '#,##0', '"days "0', '[Red]0.0%', '0.00E+00'])
      expect(isDateFormat(code), code).toBe(false);
  });
});

describe('the .xlsx reader', () => {
  it('reads cells as text: strings, numbers, booleans, dates, formulas, errors, gaps', async () => {
    const path = await book('cells.xlsx', (wb) => {
      wb.addWorksheet('Notes').addRow(['just notes']);
      const s = wb.addWorksheet('Orders');
      s.addRow(['order', 'customer', 'amount', 'paid', 'placed', 'memo']);
      s.addRow([1, 'Ann & Co', 10.5, true, new Date(Date.UTC(2024, 0, 31)), 'rush <now>']);
      s.getCell('E2').numFmt = 'yyyy-mm-dd';
      s.getRow(4).values = [2, null, -7, false, 1, { formula: 'A4+1', result: 45322.75 }];
      s.getCell('E4').numFmt = 'd/m/yy h:mm';
      s.getCell('F4').numFmt = 'yyyy-mm-dd hh:mm';
      s.getRow(5).values = [
        { richText: [{ text: 'bold ' }, { text: 'plain' }] },
        { error: '#N/A' },
        { formula: 'C2*2', result: 21 },
        { formula: 'B2', result: 'Ann & Co' },
      ];
    });
    expect(await rowsOf(path, 'Orders')).toEqual([
      ['order', 'customer', 'amount', 'paid', 'placed', 'memo'],
      ['1', 'Ann & Co', '10.5', 'True', '2024-01-31 00:00:00', 'rush <now>'],
      [],
      ['2', null, '-7', 'False', '1900-01-01 00:00:00', '2024-01-31 18:00:00'],
      ['bold plain', '#N/A', '21', 'Ann & Co'],
    ]);
    expect(await rowsOf(path)).toEqual([['just notes']]);
    await expect(rowsOf(path, 'Nope')).rejects.toThrow("Worksheet named 'Nope' not found");
  });

  it('reads the 1904 date system', async () => {
    const path = await book('1904.xlsx', (wb) => {
      wb.properties.date1904 = true;
      wb.addWorksheet('S').getCell('A1').value = 0;
      wb.getWorksheet('S')!.getCell('A1').numFmt = 'yyyy-mm-dd';
    });
    expect(await rowsOf(path)).toEqual([['1904-01-01 00:00:00']]);
  });

  it('keeps characters whose bytes fall across two inflated chunks', async () => {
    const text = (i: number) => `日本語のテキスト ${i} — ünïcödé ✓ 🎉`;
    const path = await book('wide.xlsx', (wb) => {
      const s = wb.addWorksheet('Wide');
      for (let i = 0; i < 5000; i++) s.addRow([text(i), { richText: [{ text: text(-i) }] }]);
    });
    const rows = await rowsOf(path);
    expect(rows).toHaveLength(5000);
    rows.forEach((cells, i) => expect(cells).toEqual([text(i), text(-i)]));

    // Text in the sheet itself (no shared strings table), from ExcelJS's streaming writer.
    const inline = join(dir, 'wide-inline.xlsx');
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: inline });
    const sheet = writer.addWorksheet('Inline');
    for (let i = 0; i < 5000; i++) sheet.addRow([text(i)]).commit();
    sheet.commit();
    await writer.commit();
    const inlineRows = await rowsOf(inline);
    expect(inlineRows).toHaveLength(5000);
    inlineRows.forEach((cells, i) => expect(cells).toEqual([text(i)]));
  });

  it('reads a shared string as its text, not its phonetic reading', async () => {
    const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
    const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
    const n = 3000;
    const strings = Array.from(
      { length: n },
      (_, i) =>
        `<si><t>漢字 ${i}</t><rPh sb="0" eb="2"><t>かんじ</t></rPh><phoneticPr fontId="1"/></si>`,
    );
    const rows = Array.from(
      { length: n },
      (_, i) => `<row r="${i + 1}"><c r="A${i + 1}" t="s"><v>${i}</v></c></row>`,
    );
    const path = join(dir, 'phonetic.xlsx');
    writeFileSync(
      path,
      await zipBuffer([
        {
          name: 'xl/workbook.xml',
          content: [
            `<workbook xmlns="${main}" xmlns:r="${rel}"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>`,
          ],
        },
        {
          name: 'xl/_rels/workbook.xml.rels',
          content: [
            '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
              `<Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
          ],
        },
        { name: 'xl/sharedStrings.xml', content: [`<sst xmlns="${main}">`, ...strings, '</sst>'] },
        {
          name: 'xl/worksheets/sheet1.xml',
          content: [`<worksheet xmlns="${main}"><sheetData>`, ...rows, '</sheetData></worksheet>'],
        },
      ]),
    );
    const read = await rowsOf(path);
    expect(read).toHaveLength(n);
    read.forEach((cells, i) => expect(cells).toEqual([`漢字 ${i}`]));
  });

  it('names every sheet in the workbook’s order and stops a sheet when asked', async () => {
    const path = await book('sheets.xlsx', (wb) => {
      for (const name of ['Één', 'Two', 'Three']) {
        const s = wb.addWorksheet(name);
        for (let i = 0; i < 3000; i++) s.addRow([`${name} ${i}`]);
      }
    });
    const seen: string[] = [];
    const names = await readWorkbook(path, (name) => (cells, index) => {
      seen.push(`${name}: ${cells[0]}`);
      return index < 1;
    });
    expect(names).toEqual(['Één', 'Two', 'Three']);
    expect(seen).toEqual([
      'Één: Één 0',
      'Één: Één 1',
      'Two: Two 0',
      'Two: Two 1',
      'Three: Three 0',
      'Three: Three 1',
    ]);
  });

  it('writes a sheet as CSV, one line per sheet row', async () => {
    const path = await book('csv.xlsx', (wb) => {
      const s = wb.addWorksheet('S');
      s.addRow(['a', 'b,c']);
      s.getRow(3).values = ['say "hi"', '', 3];
    });
    const dest = join(dir, 'sheet.csv');
    expect(await sheetToCsv(path, null, dest)).toEqual({ width: 3, rows: 3 });
    expect(readFileSync(dest, 'utf8')).toBe('a,"b,c"\n\n"say ""hi""",,3\n');
  });

  it('refuses files that are no workbook', async () => {
    const notZip = join(dir, 'not.xlsx');
    writeFileSync(notZip, 'hello, I am a CSV file\n1,2\n');
    await expect(rowsOf(notZip)).rejects.toThrow(
      'Parsing error: the file is not an .xlsx workbook',
    );
    const otherZip = join(dir, 'other.xlsx');
    writeFileSync(otherZip, await zipBuffer([{ name: 'readme.txt', content: ['hi'] }]));
    await expect(rowsOf(otherZip)).rejects.toThrow(
      'Parsing error: the file is not an .xlsx workbook',
    );
  });

  it('reads every part of a zip that holds its sheets before its workbook and shared strings', async () => {
    // Excel writes the shared strings after the sheets. ExcelJS's own reader kept such sheets
    // in temporary files and, the zip read through meanwhile, dropped the parts after them:
    // a slow temporary folder made it lose the workbook (the file "not a workbook").
    const tmp = createRequire(require.resolve('exceljs'))('tmp') as { file: (cb: unknown) => void };
    const makeFile = tmp.file;
    tmp.file = (cb) => setTimeout(() => makeFile.call(tmp, cb), 50);
    const ns = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
    const sheet = (cells: string) =>
      `<worksheet ${ns}><sheetData><row r="1">${cells}</row></sheetData></worksheet>`;
    const path = join(dir, 'sheets-first.xlsx');
    writeFileSync(
      path,
      await zipBuffer([
        { name: 'xl/worksheets/sheet2.xml', content: [sheet('<c r="A1" t="s"><v>1</v></c>')] },
        {
          name: 'xl/worksheets/sheet1.xml',
          content: [sheet('<c r="A1" t="s"><v>0</v></c><c r="B1"><v>7</v></c>')],
        },
        {
          name: 'xl/workbook.xml',
          content: [
            `<workbook ${ns} xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>` +
              '<sheet name="First" sheetId="1" r:id="rId1"/><sheet name="Second" sheetId="2" r:id="rId2"/></sheets></workbook>',
          ],
        },
        {
          name: 'xl/_rels/workbook.xml.rels',
          content: [
            '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
              [1, 2]
                .map(
                  (i) =>
                    `<Relationship Id="rId${i}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${i}.xml"/>`,
                )
                .join('') +
              '</Relationships>',
          ],
        },
        {
          name: 'xl/sharedStrings.xml',
          content: [`<sst ${ns}><si><t>ok</t></si><si><t>two</t></si></sst>`],
        },
      ]),
    );
    try {
      const read: Record<string, Cells[]> = {};
      const names = await readWorkbook(
        path,
        (name) => (cells) => void (read[name] ??= []).push(cells),
      );
      expect(names).toEqual(['First', 'Second']);
      expect(read).toEqual({ First: [['ok', '7']], Second: [['two']] });
    } finally {
      tmp.file = makeFile;
    }
  });
});
