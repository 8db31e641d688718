import { describe, expect, it } from 'vitest';
import { csvText, escapeFormula } from './csv.js';
import type { ExportTable } from './exportTable.js';

function table(columns: { header: string; temporal?: boolean; values: unknown[] }[]): ExportTable {
  return {
    rowCount: columns[0]?.values.length ?? 0,
    columns: columns.map((c) => ({
      header: c.header,
      temporal: c.temporal ?? false,
      value: (r: number) => c.values[r],
    })),
  };
}

describe('CSV export', () => {
  it('writes headers, numbers, booleans and empty cells for nulls as pandas does', () => {
    const text = csvText(
      table([
        { header: 'name', values: ['Amy', 'Bob', null] },
        { header: 'num', values: [1, 2.5, null] },
        { header: 'flag', values: [true, false, null] },
      ]),
    );
    expect(text).toBe('name,num,flag\nAmy,1,True\nBob,2.5,False\n,,\n');
  });

  it('quotes separators, quotes and line breaks', () => {
    const text = csvText(table([{ header: 'a, b', values: ['say "hi"', 'two\nlines'] }]));
    expect(text).toBe('"a, b"\n"say ""hi"""\n"two\nlines"\n');
  });

  it('writes datetimes as dates when all are midnight, else with the time', () => {
    const day = Date.UTC(2008, 0, 1);
    expect(csvText(table([{ header: 'ds', temporal: true, values: [day, null] }]))).toBe(
      'ds\n2008-01-01\n\n',
    );
    expect(csvText(table([{ header: 'ds', temporal: true, values: [day, day + 3_723_000] }]))).toBe(
      'ds\n2008-01-01 00:00:00\n2008-01-01 01:02:03\n',
    );
    expect(csvText(table([{ header: 'ds', temporal: true, values: [day + 1500] }]))).toBe(
      'ds\n2008-01-01 00:00:01.500000\n',
    );
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(escapeFormula('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(escapeFormula('@cmd|x')).toBe("'@cmd\\|x");
    expect(escapeFormula('plain')).toBe('plain');
    expect(csvText(table([{ header: '=h', values: ['-2', -2] }]))).toBe("'=h\n'-2\n-2\n");
  });
});
