/**
 * File uploads into the real PostgreSQL (127.0.0.1:5432, database test, a schema of its
 * own) and MariaDB (127.0.0.1:3306, a database of its own): column types mapped from the
 * file's, values (text, numbers, booleans, timestamps, decimals) arriving exactly, the
 * fail / replace / append strategies, a failed upload leaving neither the table nor the
 * staging table behind, Excel and Parquet files, and the dataset's samples.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServer,
  storeAvailable,
  TEST_ADMIN,
  type TestServer,
} from '../support/testServer.js';
import { call, login } from '../support/client.js';
import { serviceAvailable } from '../support/services.js';
import { datasetOf, parquetFile, uploadFile, xlsx } from './upload.fixtures.js';

const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const storeOk = await storeAvailable();
const pgOk = storeOk && (await serviceAvailable('PostgreSQL', '127.0.0.1', 5432));
const mariaOk = storeOk && (await serviceAvailable('MariaDB', '127.0.0.1', 3306));

let s: TestServer;
let admin: string;
let dir: string;

beforeAll(async () => {
  if (!storeOk) return;
  s = await startTestServer();
  admin = await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
  dir = mkdtempSync(join(tmpdir(), 'tessera-upload-servers-'));
});
afterAll(async () => {
  await s?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function register(name: string, uri: string): Promise<number> {
  const r = await call(s.url, 'POST', '/api/v1/database/', {
    token: admin,
    body: { database_name: name, sqlalchemy_uri: uri, allow_file_upload: true },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.id;
}

const CSV = [
  'id,name,price,active,placed,note',
  '1,Ann,10.5,true,2024-01-31,first',
  '2,Bob,7,false,2024-02-01 13:45:10,',
  '3,"Chloé, Jr.",3.25,true,2023-12-24,"said ""hi"""',
].join('\n');

async function samplesOf(databaseId: number, table: string) {
  const ds = await datasetOf(s.url, admin, databaseId, table);
  expect(ds, `dataset over ${table}`).toBeDefined();
  const r = await call(s.url, 'GET', `/api/v1/dataset/${ds!.id}/samples`, { token: admin });
  expect(r.status).toBe(200);
  return r.body.result as { colnames: string[]; data: Record<string, unknown>[] };
}

describe.runIf(pgOk)('uploads into PostgreSQL', () => {
  const schema = `tessera_upload_${suffix}`;
  const client = () => new pg.Client({ host: '127.0.0.1', user: 'postgres', database: 'test' });
  const q = async (sql: string) => {
    const c = client();
    await c.connect();
    try {
      return (await c.query(sql)).rows;
    } finally {
      await c.end();
    }
  };
  let id: number;
  const up = (
    fields: Record<string, string | number | boolean | undefined>,
    name: string,
    content: Buffer | string,
  ) => uploadFile(s.url, admin, id, { type: 'csv', schema, ...fields }, name, content);

  beforeAll(async () => {
    await q(`CREATE SCHEMA ${schema}`);
    id = await register(`pg_uploads_${suffix}`, 'postgresql://postgres@127.0.0.1:5432/test');
  });
  afterAll(async () => {
    await q(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  });

  it('creates a typed table and a dataset with its rows', async () => {
    const r = await up({ table_name: 'orders', column_dates: 'placed' }, 'orders.csv', CSV);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const columns = await q(
      `SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = '${schema}' AND table_name = 'orders' ORDER BY ordinal_position`,
    );
    expect(columns).toEqual([
      { column_name: 'id', data_type: 'bigint' },
      { column_name: 'name', data_type: 'text' },
      { column_name: 'price', data_type: 'double precision' },
      { column_name: 'active', data_type: 'boolean' },
      { column_name: 'placed', data_type: 'timestamp without time zone' },
      { column_name: 'note', data_type: 'text' },
    ]);
    const rows = await q(
      `SELECT id::int, name, price, active, to_char(placed, 'YYYY-MM-DD HH24:MI:SS') AS placed, note FROM ${schema}.orders ORDER BY id`,
    );
    expect(rows).toEqual([
      {
        id: 1,
        name: 'Ann',
        price: 10.5,
        active: true,
        placed: '2024-01-31 00:00:00',
        note: 'first',
      },
      { id: 2, name: 'Bob', price: 7, active: false, placed: '2024-02-01 13:45:10', note: null },
      {
        id: 3,
        name: 'Chloé, Jr.',
        price: 3.25,
        active: true,
        placed: '2023-12-24 00:00:00',
        note: 'said "hi"',
      },
    ]);
    const samples = await samplesOf(id, 'orders');
    expect(samples.colnames).toEqual(['id', 'name', 'price', 'active', 'placed', 'note']);
    expect(samples.data).toHaveLength(3);
    expect(samples.data).toContainEqual(expect.objectContaining({ id: 3, name: 'Chloé, Jr.' }));
  });

  it('fails, replaces and appends, each in one step', async () => {
    const again = await up({ table_name: 'orders' }, 'orders.csv', CSV);
    expect(again.status).toBe(422);
    expect(again.body.message).toMatch(/^Table already exists/);

    const replaced = await up(
      { table_name: 'orders', already_exists: 'replace' },
      'o.csv',
      'id,name\n7,Gus\n',
    );
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(201);
    expect(await q(`SELECT id::int, name FROM ${schema}.orders`)).toEqual([{ id: 7, name: 'Gus' }]);

    const appended = await up(
      { table_name: 'orders', already_exists: 'append' },
      'o.csv',
      'name,id\nHal,8\nIda,9\n',
    );
    expect(appended.status, JSON.stringify(appended.body)).toBe(201);
    expect(await q(`SELECT id::int, name FROM ${schema}.orders ORDER BY id`)).toEqual([
      { id: 7, name: 'Gus' },
      { id: 8, name: 'Hal' },
      { id: 9, name: 'Ida' },
    ]);
  });

  it('retypes a column whose late value does not fit, through a new staging table', async () => {
    const lines = [
      'k,v',
      ...Array.from({ length: 21_000 }, (_, i) => `${i},${i === 20_500 ? 'n/a?' : i}`),
    ];
    const r = await up({ table_name: 'late' }, 'late.csv', lines.join('\n'));
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(
      await q(
        `SELECT data_type FROM information_schema.columns WHERE table_schema = '${schema}' AND table_name = 'late' AND column_name = 'v'`,
      ),
    ).toEqual([{ data_type: 'text' }]);
    expect(await q(`SELECT count(*)::int AS n, max(k)::int AS k FROM ${schema}.late`)).toEqual([
      { n: 21000, k: 20999 },
    ]);
    expect(await q(`SELECT v FROM ${schema}.late WHERE k = 20500`)).toEqual([{ v: 'n/a?' }]);
    await q(`DROP TABLE ${schema}.late`);
  });

  it('leaves nothing behind when the file is ragged', async () => {
    const lines = ['a,b', ...Array.from({ length: 5000 }, (_, i) => `${i},v${i}`), '1,2,3'];
    const r = await up({ table_name: 'broken' }, 'b.csv', lines.join('\n'));
    expect(r.status).toBe(422);
    expect(r.body.message).toBe(
      'Parsing error on line 5002 (1,2,3): expected 2 columns but found 3',
    );
    const tables = await q(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = '${schema}' ORDER BY 1`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(['orders']);

    const appendBad = await up(
      { table_name: 'orders', already_exists: 'append', column_data_types: '{"id": "int64"}' },
      'o.csv',
      'id,name\n10,Jo\nten,Ko\n',
    );
    expect(appendBad.status).toBe(422);
    expect(appendBad.body.message).toMatch(/^Parsing error on line 3/);
    expect(await q(`SELECT count(*)::int AS n FROM ${schema}.orders`)).toEqual([{ n: 3 }]);
    const after = await q(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = '${schema}'`,
    );
    expect(after.map((t) => t.table_name)).toEqual(['orders']);
  });

  it('uploads Parquet (decimals, dates) and Excel', async () => {
    const file = join(dir, 'pg.parquet');
    await parquetFile(
      file,
      "SELECT i AS n, CAST(i / 3 AS DECIMAL(10,4)) AS third, DATE '2024-03-01' + CAST(i AS INTEGER) AS day, TIMESTAMPTZ '2024-03-01 12:00:00+02' AS at FROM range(3) t(i)",
    );
    const r = await uploadFile(
      s.url,
      admin,
      id,
      { type: 'columnar', schema, table_name: 'thirds' },
      'pg.parquet',
      readFileSync(file),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(
      await q(
        `SELECT n::int, third::text, day::text, (at AT TIME ZONE 'UTC')::text AS at FROM ${schema}.thirds ORDER BY n`,
      ),
    ).toEqual([
      { n: 0, third: '0.0000', day: '2024-03-01', at: '2024-03-01 10:00:00' },
      { n: 1, third: '0.3333', day: '2024-03-02', at: '2024-03-01 10:00:00' },
      { n: 2, third: '0.6667', day: '2024-03-03', at: '2024-03-01 10:00:00' },
    ]);

    const book = xlsx([
      {
        name: 'S',
        rows: [
          ['k', 'when'],
          ['a', new Date(Date.UTC(2024, 4, 6, 7, 8))],
        ],
      },
    ]);
    const x = await uploadFile(
      s.url,
      admin,
      id,
      { type: 'excel', schema, table_name: 'sheet' },
      's.xlsx',
      book,
    );
    expect(x.status, JSON.stringify(x.body)).toBe(201);
    expect(await q(`SELECT k, "when"::text AS w FROM ${schema}.sheet`)).toEqual([
      { k: 'a', w: '2024-05-06 07:08:00' },
    ]);
  });
});

describe.runIf(mariaOk)('uploads into MariaDB', () => {
  const database = `tessera_up_${suffix}`;
  const conn = () => mysql.createConnection({ host: '127.0.0.1', user: 'root', database: 'test' });
  const q = async (sql: string) => {
    const c = await conn();
    try {
      return (await c.query(sql))[0] as Record<string, unknown>[];
    } finally {
      await c.end();
    }
  };
  let id: number;
  const up = (
    fields: Record<string, string | number | boolean | undefined>,
    name: string,
    content: Buffer | string,
  ) => uploadFile(s.url, admin, id, { type: 'csv', ...fields }, name, content);

  beforeAll(async () => {
    await q(`CREATE DATABASE ${database}`);
    id = await register(`maria_uploads_${suffix}`, `mysql://root@127.0.0.1:3306/${database}`);
  });
  afterAll(async () => {
    await q(`DROP DATABASE IF EXISTS ${database}`);
  });

  it('creates a typed table (in the default schema) and a dataset with its rows', async () => {
    const r = await up({ table_name: 'orders', column_dates: 'placed' }, 'orders.csv', CSV);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const columns = await q(
      `SELECT column_name AS c, column_type AS t FROM information_schema.columns WHERE table_schema = '${database}' AND table_name = 'orders' ORDER BY ordinal_position`,
    );
    expect(columns).toEqual([
      { c: 'id', t: 'bigint(20)' },
      { c: 'name', t: 'longtext' },
      { c: 'price', t: 'double' },
      { c: 'active', t: 'tinyint(1)' },
      { c: 'placed', t: 'datetime(6)' },
      { c: 'note', t: 'longtext' },
    ]);
    const rows = await q(
      `SELECT id, name, price, active, DATE_FORMAT(placed, '%Y-%m-%d %H:%i:%s') AS placed, note FROM ${database}.orders ORDER BY id`,
    );
    expect(rows).toEqual([
      { id: 1, name: 'Ann', price: 10.5, active: 1, placed: '2024-01-31 00:00:00', note: 'first' },
      { id: 2, name: 'Bob', price: 7, active: 0, placed: '2024-02-01 13:45:10', note: null },
      {
        id: 3,
        name: 'Chloé, Jr.',
        price: 3.25,
        active: 1,
        placed: '2023-12-24 00:00:00',
        note: 'said "hi"',
      },
    ]);
    const samples = await samplesOf(id, 'orders');
    expect(samples.data).toHaveLength(3);
    const ds = await datasetOf(s.url, admin, id, 'orders');
    const shown = await call(s.url, 'GET', `/api/v1/dataset/${ds!.id}`, { token: admin });
    expect(shown.body.result.schema).toBe(database);
  });

  it('fails, replaces and appends; a bad file leaves the table and no staging table', async () => {
    expect((await up({ table_name: 'orders' }, 'o.csv', CSV)).status).toBe(422);
    const replaced = await up(
      { table_name: 'orders', already_exists: 'replace' },
      'o.csv',
      'id,name\n7,Gus\n',
    );
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(201);
    const appended = await up(
      { table_name: 'orders', already_exists: 'append' },
      'o.csv',
      'id,name\n8,Hal\n',
    );
    expect(appended.status, JSON.stringify(appended.body)).toBe(201);
    expect(await q(`SELECT id, name FROM ${database}.orders ORDER BY id`)).toEqual([
      { id: 7, name: 'Gus' },
      { id: 8, name: 'Hal' },
    ]);
    const ragged = await up(
      { table_name: 'orders', already_exists: 'replace' },
      'o.csv',
      'id,name\n9,Ivy\n10\n',
    );
    expect(ragged.status).toBe(422);
    expect(ragged.body.message).toBe(
      'Parsing error on line 3 (10): expected 2 columns but found 1',
    );
    expect(await q(`SELECT count(*) AS n FROM ${database}.orders`)).toEqual([{ n: 2 }]);
    const tables = await q(
      `SELECT table_name AS t FROM information_schema.tables WHERE table_schema = '${database}'`,
    );
    expect(tables.map((t) => t.t)).toEqual(['orders']);
  });
});
