/**
 * Excel (.xlsx) and Parquet uploads into an embedded DuckDB database, `upload_metadata`
 * for the three file types, uploads into SQLite (through a staging table), and the file
 * size limit (TESSERA_UPLOAD_MAX_MB).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, storeAvailable, TEST_ADMIN } from '../support/testServer.js';
import { login } from '../support/client.js';
import { parquetFile, postForm, UploadHarness, uploadFile, xlsx, zip } from './upload.fixtures.js';

const enabled = await storeAvailable();

let h: UploadHarness;
let duckId: number;

const upload = (
  fields: Record<string, string | number | boolean | string[] | undefined>,
  name: string,
  content: Buffer | string,
  databaseId = duckId,
) => uploadFile(h.s.url, h.admin, databaseId, { type: 'csv', ...fields }, name, content);

beforeAll(async () => {
  if (!enabled) return;
  h = await UploadHarness.start();
  duckId = await h.addDatabase('uploads', `duckdb:///${await h.newDuckFile('up.duckdb')}`, true);
});
afterAll(() => h?.stop());

describe.runIf(enabled)('Parquet and Excel into DuckDB', () => {
  it('uploads a Parquet file and a zip of Parquet files', async () => {
    const file = join(h.dir, 'birds.parquet');
    await parquetFile(
      file,
      "SELECT i AS id, 'bird ' || i AS name, DATE '2024-01-01' + CAST(i AS INTEGER) AS seen, CAST(i * 1.25 AS DECIMAL(8,2)) AS weight FROM range(5) t(i)",
    );
    const r = await uploadFile(
      h.s.url,
      h.admin,
      duckId,
      { type: 'columnar', table_name: 'birds' },
      'birds.parquet',
      readFileSync(file),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(await h.columnTypes(duckId, 'main', 'birds')).toEqual({
      id: 'BIGINT',
      name: 'VARCHAR',
      seen: 'DATE',
      weight: 'DECIMAL(8,2)',
    });
    expect(await h.query(duckId, 'SELECT count(*), max(weight)::VARCHAR FROM birds')).toEqual([
      [5, '5.00'],
    ]);

    const other = join(h.dir, 'more.parquet');
    await parquetFile(other, "SELECT 10 AS id, 'late bird' AS name");
    const zipped = zip({
      'a/birds.parquet': readFileSync(file),
      'b/more.parquet': readFileSync(other),
    });
    const z = await uploadFile(
      h.s.url,
      h.admin,
      duckId,
      { type: 'columnar', table_name: 'birds_zip', columns_read: 'id,name' },
      'birds.zip',
      zipped,
    );
    expect(z.status, JSON.stringify(z.body)).toBe(201);
    expect(await h.query(duckId, 'SELECT count(*), max(id) FROM birds_zip')).toEqual([[6, 10]]);
    expect(Object.keys(await h.columnTypes(duckId, 'main', 'birds_zip'))).toEqual(['id', 'name']);

    const notParquet = await uploadFile(
      h.s.url,
      h.admin,
      duckId,
      { type: 'columnar', table_name: 'np' },
      'np.parquet',
      'hello',
    );
    expect(notParquet.status).toBe(422);
    expect(notParquet.body.message).toMatch(/^Parsing error: .*Parquet/);

    // a zip bomb (10 MiB of zeros deflated to a few KiB) is refused before it is inflated
    const bomb = await uploadFile(
      h.s.url,
      h.admin,
      duckId,
      { type: 'columnar', table_name: 'bomb' },
      'bomb.zip',
      zip({ 'bomb.parquet': Buffer.alloc(10 * 1024 * 1024) }),
    );
    expect(bomb.status).toBe(422);
    expect(bomb.body.message).toBe('Parsing error: Zip compress ratio above allowed threshold');
    expect(
      await h.query(
        duckId,
        "SELECT count(*) FROM information_schema.tables WHERE table_name = 'bomb'",
      ),
    ).toEqual([[0]]);
  });

  it('uploads an .xlsx sheet with strings, numbers, booleans and dates', async () => {
    const book = xlsx([
      { name: 'Notes', rows: [['just notes']] },
      {
        name: 'Orders',
        rows: [
          ['order', 'customer', 'amount', 'paid', 'placed', 'memo'],
          [1, 'Ann & Co', 10.5, true, new Date(Date.UTC(2024, 0, 31)), { inline: 'rush <now>' }],
          [2, 'Bob', 7, false, new Date(Date.UTC(2024, 1, 1, 13, 45)), null],
          [3, null, 3.25, true, new Date(Date.UTC(2023, 11, 24)), 'NA'],
        ],
      },
    ]);
    const r = await uploadFile(
      h.s.url,
      h.admin,
      duckId,
      { type: 'excel', table_name: 'orders', sheet_name: 'Orders' },
      'orders.xlsx',
      book,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(await h.columnTypes(duckId, 'main', 'orders')).toEqual({
      order: 'BIGINT',
      customer: 'VARCHAR',
      amount: 'DOUBLE',
      paid: 'BOOLEAN',
      placed: 'TIMESTAMP',
      memo: 'VARCHAR',
    });
    expect(
      await h.query(
        duckId,
        'SELECT "order", customer, amount, paid, strftime(placed, \'%Y-%m-%d %H:%M\'), memo FROM orders ORDER BY 1',
      ),
    ).toEqual([
      [1, 'Ann & Co', 10.5, true, '2024-01-31 00:00', 'rush <now>'],
      [2, 'Bob', 7, false, '2024-02-01 13:45', null],
      [3, null, 3.25, true, '2023-12-24 00:00', null],
    ]);

    const first = await uploadFile(
      h.s.url,
      h.admin,
      duckId,
      { type: 'excel', table_name: 'notes' },
      'orders.xlsx',
      book,
    );
    expect(first.status).toBe(201);
    expect(await h.query(duckId, 'SELECT * FROM notes')).toEqual([]);
    expect(Object.keys(await h.columnTypes(duckId, 'main', 'notes'))).toEqual(['just notes']);

    const missing = await uploadFile(
      h.s.url,
      h.admin,
      duckId,
      { type: 'excel', table_name: 'x', sheet_name: 'Nope' },
      'orders.xlsx',
      book,
    );
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe("Worksheet named 'Nope' not found");
    const xls = await uploadFile(
      h.s.url,
      h.admin,
      duckId,
      { type: 'excel', table_name: 'x' },
      'old.xls',
      book,
    );
    expect(xls.status).toBe(400);
  });
});

describe.runIf(enabled)('upload_metadata', () => {
  const metadata = (
    fields: Record<string, string | number>,
    name: string,
    content: Buffer | string,
  ) => postForm(h.s.url, '/api/v1/database/upload_metadata/', h.admin, fields, { name, content });

  it('gives the column names of a CSV, every sheet of a workbook, and a Parquet file', async () => {
    const csv = await metadata(
      { type: 'csv', delimiter: ';', header_row: 1 },
      'm.csv',
      'junk\nx;y;x;\n1;2;3;4\n',
    );
    expect(csv.status, JSON.stringify(csv.body)).toBe(200);
    expect(csv.body).toEqual({
      result: { items: [{ sheet_name: null, column_names: ['x', 'y', 'x.1', 'Unnamed: 3'] }] },
    });
    const book = xlsx([
      { name: 'One', rows: [['a', 'b']] },
      { name: 'Two', rows: [['c', 1]] },
    ]);
    const excel = await metadata({ type: 'excel' }, 'b.xlsx', book);
    expect(excel.body).toEqual({
      result: {
        items: [
          { sheet_name: 'One', column_names: ['a', 'b'] },
          { sheet_name: 'Two', column_names: ['c', '1'] },
        ],
      },
    });
    const file = join(h.dir, 'meta.parquet');
    await parquetFile(file, 'SELECT 1 AS p, 2 AS q');
    const parquet = await metadata({ type: 'columnar' }, 'meta.parquet', readFileSync(file));
    expect(parquet.body).toEqual({
      result: { items: [{ sheet_name: null, column_names: ['p', 'q'] }] },
    });
    const bad = await metadata({ type: 'csv' }, 'm.pdf', 'x');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual({ file: ['File extension is not allowed.'] });
  });
});

describe.runIf(enabled)('SQLite target and the size limit', () => {
  it('uploads into SQLite through a staging table', async () => {
    const file = join(h.dir, 'lite.db');
    const Database = (await import('better-sqlite3')).default;
    new Database(file).close();
    const id = await h.addDatabase('lite', `sqlite:///${file}`, true);
    const csv = 'k,v,when\n1,x,2024-01-02\n2,y,2024-01-03\n';
    const r = await upload({ table_name: 'kv', column_dates: 'when' }, 'kv.csv', csv, id);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(await h.columnTypes(id, 'main', 'kv')).toEqual({
      k: 'INTEGER',
      v: 'TEXT',
      when: 'TIMESTAMP',
    });
    expect(await h.query(id, 'SELECT k, v, "when" FROM kv ORDER BY k')).toEqual([
      [1, 'x', new Date('2024-01-02T00:00:00Z')],
      [2, 'y', new Date('2024-01-03T00:00:00Z')],
    ]);
    const replaced = await upload(
      { table_name: 'kv', already_exists: 'replace' },
      'kv.csv',
      'k\n9\n',
      id,
    );
    expect(replaced.status).toBe(201);
    expect(await h.query(id, 'SELECT * FROM kv')).toEqual([[9]]);
    expect((await h.tableNames(id)).filter((t) => t.startsWith('tessera_upload_'))).toEqual([]);
  });

  it('answers 413 for a file over TESSERA_UPLOAD_MAX_MB', async () => {
    const small = await startTestServer({ TESSERA_UPLOAD_MAX_MB: '1' });
    try {
      const token = await login(small.url, TEST_ADMIN.username, TEST_ADMIN.password);
      const meta = await postForm(
        small.url,
        '/api/v1/database/upload_metadata/',
        token,
        { type: 'csv' },
        {
          name: 'big.csv',
          content: 'a\n' + '1234567\n'.repeat(200_000),
        },
      );
      expect(meta.status).toBe(413);
      expect(meta.body.message).toBe('File size exceeds the maximum allowed size.');
    } finally {
      await small.stop();
    }
  });
});
