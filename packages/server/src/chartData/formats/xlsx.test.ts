import { describe, expect, it } from 'vitest';
import { unzip } from '../../../test/support/unzip.js';
import type { ExportTable } from './exportTable.js';
import { columnLetters, excelSerial, xlsxStream, xmlEscape } from './xlsx.js';

async function bytes(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const p of stream) parts.push(p);
  return Buffer.concat(parts);
}

const day = Date.UTC(2008, 0, 1);
const rows: [string, number, number, boolean | null][] = [
  ['Amy & <Bob>', 12.5, day, true],
  ['tab\there', -3, day + 86_400_000, null],
];
const table: ExportTable = {
  rowCount: rows.length,
  columns: [
    { header: 'name', temporal: false, value: (r) => rows[r][0] },
    { header: 'num', temporal: false, value: (r) => rows[r][1] },
    { header: 'ds', temporal: true, value: (r) => rows[r][2] },
    { header: 'flag', temporal: false, value: (r) => rows[r][3] },
  ],
};

describe('XLSX export', () => {
  it('names columns and dates as Excel does', () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnLetters)).toEqual([
      'A',
      'Z',
      'AA',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
    expect(excelSerial(day)).toBe(39448);
    expect(xmlEscape('a<b>&"c"\u0001')).toBe('a&lt;b&gt;&amp;&quot;c&quot;');
  });

  it('is a valid package with the rows in its sheet', async () => {
    const files = await unzip(await bytes(xlsxStream(table)));
    expect(files.map((f) => f.name)).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const part = (name: string) => files.find((f) => f.name === name)!.data.toString();
    const sheet = part('xl/worksheets/sheet1.xml');
    expect(sheet).toContain(
      '<row r="1"><c r="A1" t="inlineStr" s="3"><is><t xml:space="preserve">name</t></is></c>',
    );
    expect(sheet).toContain(
      '<c r="A2" t="inlineStr"><is><t xml:space="preserve">Amy &amp; &lt;Bob&gt;</t></is></c>',
    );
    expect(sheet).toContain('<c r="B2"><v>12.5</v></c>');
    expect(sheet).toContain('<c r="C2" s="2"><v>39448</v></c>');
    expect(sheet).toContain('<c r="D2" t="b"><v>1</v></c>');
    expect(sheet).toContain('<row r="3">');
    expect(sheet).not.toContain('r="D3"');
    expect(sheet.endsWith('</sheetData></worksheet>')).toBe(true);
    const types = part('[Content_Types].xml');
    expect(types).toContain('/xl/worksheets/sheet1.xml');
  });
});
