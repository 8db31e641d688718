import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { columnNames, readCsvRecord } from './csvHeader.js';

const dir = mkdtempSync(join(tmpdir(), 'tessera-csvheader-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const file = (content: string | Buffer) => {
  const path = join(dir, `f${n++}.csv`);
  writeFileSync(path, content);
  return path;
};

describe('readCsvRecord', () => {
  it('reads quoted fields with delimiters, doubled quotes and line breaks', async () => {
    const path = file('"a,1","say ""hi""","two\nlines",plain\r\nnext,row\n');
    expect(await readCsvRecord(path, ',', 0)).toEqual(['a,1', 'say "hi"', 'two\nlines', 'plain']);
    expect(await readCsvRecord(path, ',', 2)).toEqual(['next', 'row']);
  });

  it('skips lines, drops a BOM, takes multi-character delimiters', async () => {
    const path = file(Buffer.from('\uFEFFjunk\nx||y||z\n', 'utf8'));
    expect(await readCsvRecord(path, '||', 1)).toEqual(['x', 'y', 'z']);
    expect(await readCsvRecord(path, ',', 0)).toEqual(['junk']);
  });

  it('reads a last line without a line break, and null past the end', async () => {
    const path = file('a;b');
    expect(await readCsvRecord(path, ';', 0)).toEqual(['a', 'b']);
    expect(await readCsvRecord(path, ';', 1)).toBeNull();
    expect(await readCsvRecord(file(''), ',', 0)).toBeNull();
  });

  it('reads a header longer than one read chunk', async () => {
    const names = Array.from({ length: 20_000 }, (_, i) => `column_${i}`);
    expect(await readCsvRecord(file(names.join(',') + '\n1\n'), ',', 0)).toEqual(names);
  });
});

describe('columnNames', () => {
  it('names blanks and repeats as pandas does', () => {
    expect(columnNames(['a', '', 'a', 'A', 'b'], 6)).toEqual([
      'a',
      'Unnamed: 1',
      'a.1',
      'A.2',
      'b',
      'Unnamed: 5',
    ]);
    expect(columnNames(null, 3)).toEqual(['0', '1', '2']);
  });
});
