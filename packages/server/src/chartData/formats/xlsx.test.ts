import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { unzip } from '../../../test/support/unzip.js';
import type { ExportTable } from './exportTable.js';
import { xlsxStream } from './xlsx.js';

async function bytes(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const p of stream) parts.push(p);
  return Buffer.concat(parts);
}

/** The workbook read back by ExcelJS's whole-file reader. */
async function sheetOf(book: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(book as unknown as ExcelJS.Buffer);
  return workbook.worksheets[0];
}

const day = Date.UTC(2008, 0, 1);
const rows: [string, number, number, boolean | null, number][] = [
  ['Amy & <Bob>\u0001', 12.5, day, true, day + 3_723_000],
  ['tab\there', -3, day + 86_400_000, null, day],
];
const table: ExportTable = {
  rowCount: rows.length,
  columns: [
    { header: 'name', temporal: false, value: (r) => rows[r][0] },
    { header: 'num', temporal: false, value: (r) => rows[r][1] },
    { header: 'ds', temporal: true, value: (r) => rows[r][2] },
    { header: 'flag', temporal: false, value: (r) => rows[r][3] },
    { header: 'at', temporal: true, value: (r) => rows[r][4] },
  ],
};

describe('XLSX export', () => {
  it('is a valid package with the rows in its sheet', async () => {
    const book = await bytes(xlsxStream(table));
    const files = await unzip(book);
    const names = files.map((f) => f.name);
    for (const part of ['[Content_Types].xml', 'xl/workbook.xml', 'xl/styles.xml'])
      expect(names).toContain(part);
    const part = (name: string) => files.find((f) => f.name === name)!.data.toString();
    expect(part('[Content_Types].xml')).toContain('/xl/worksheets/sheet1.xml');
    // Dates are Excel serial days (2008-01-01 is 39448).
    expect(part('xl/worksheets/sheet1.xml')).toMatch(/<c r="C2" s="\d+"><v>39448<\/v><\/c>/);

    const sheet = await sheetOf(book);
    expect(sheet.name).toBe('Sheet1');
    expect(sheet.getRow(1).values).toEqual([undefined, 'name', 'num', 'ds', 'flag', 'at']);
    expect(sheet.getCell('A1').font.bold).toBe(true);
    // Characters XML cannot hold are dropped; markup characters are text.
    expect(sheet.getCell('A2').value).toBe('Amy & <Bob>');
    expect(sheet.getCell('B2').value).toBe(12.5);
    expect(sheet.getCell('C2').value).toEqual(new Date(day));
    expect(sheet.getCell('C2').numFmt).toBe('yyyy-mm-dd');
    expect(sheet.getCell('D2').value).toBe(true);
    expect(sheet.getCell('E2').value).toEqual(new Date(day + 3_723_000));
    expect(sheet.getCell('E2').numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(sheet.getCell('A3').value).toBe('tab\there');
    expect(sheet.getCell('D3').value).toBeNull();
    expect(sheet.rowCount).toBe(3);
  });

  it('cuts text to Excel’s 32,767 characters and refuses more rows than a sheet holds', async () => {
    const long: ExportTable = {
      rowCount: 1,
      columns: [{ header: 'x', temporal: false, value: () => 'é'.repeat(40_000) }],
    };
    const sheet = await sheetOf(await bytes(xlsxStream(long)));
    expect(String(sheet.getCell('A2').value)).toHaveLength(32_767);
    const huge: ExportTable = { rowCount: 1_048_576, columns: long.columns };
    await expect(bytes(xlsxStream(huge))).rejects.toThrow(
      'An XLSX sheet holds at most 1048575 rows',
    );
  });

  it('stops writing when its reader stops', async () => {
    const many: ExportTable = {
      rowCount: 200_000,
      columns: [{ header: 'n', temporal: false, value: (r) => r }],
    };
    let asked = 0;
    const counted = {
      ...many,
      columns: [{ ...many.columns[0], value: (r: number) => (asked++, r) }],
    };
    for await (const piece of xlsxStream(counted)) {
      expect(piece.length).toBeGreaterThan(0);
      break;
    }
    await new Promise((r) => setTimeout(r, 50));
    expect(asked).toBeLessThan(many.rowCount);
  });
});
