/**
 * Issue #12, critical 1, 2 and high 4: SQL that users write (SQL Lab, virtual datasets,
 * custom SQL in charts) reaches nothing on the host: no file read, no file written, no
 * extension, no setting; with DML off nothing is written even through EXPLAIN ANALYZE or a
 * script. Each class is tried with variants, as the admin (who may read every table) and as
 * a user granted one table; the host's secrets must never come back.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../support/client.js';
import {
  startTestServer,
  storeAvailable,
  TEST_ADMIN,
  type TestServer,
} from '../support/testServer.js';
import { createDatabase } from './sqllab.fixtures.js';
import { HOST_SECRET, runSql, sqlWorld, type SqlWorld } from './securitySql.fixtures.js';

const available = await storeAvailable();

describe.skipIf(!available)('SQL reaches nothing on the host', () => {
  let s: TestServer;
  let w: SqlWorld;
  let secretKey: string;
  beforeAll(async () => {
    s = await startTestServer();
    w = await sqlWorld(s, await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password));
    secretKey = join(s.config.home, 'secret_key');
  });
  afterAll(async () => {
    await s?.stop();
    w?.cleanup();
  });

  /** Every way the tester (and more) read a file through DuckDB. */
  const fileReads = (path: string) => [
    `SELECT * FROM read_text('${path}')`,
    `select content from READ_TEXT('${path}')`,
    `SELECT * FROM read_blob('${path}')`,
    `SELECT * FROM read_csv('${path}')`,
    `SELECT * FROM read_csv_auto('${path}', header = false)`,
    `SELECT * FROM read_json_auto('${path}')`,
    `SELECT * FROM parquet_scan('${path}')`,
    `SELECT * FROM sniff_csv('${path}')`,
    `SELECT * FROM glob('${path}')`,
    `SELECT * FROM '${path}'`,
    `SELECT * FROM 'file://${path}'`,
    `SELECT (SELECT content FROM read_text('${path}')) AS c`,
    `WITH x AS (SELECT * FROM read_text('${path}')) SELECT * FROM x`,
    `SELECT * FROM births WHERE EXISTS (SELECT 1 FROM read_text('${path}'))`,
    `SELECT * FROM query('SELECT * FROM read_text(''${path}'')')`,
    `SET enable_external_access = true; SELECT * FROM read_text('${path}')`,
    `RESET lock_configuration; SELECT * FROM read_text('${path}')`,
    `ATTACH '${path}' AS leak`,
    `SELECT * FROM sqlite_scan('${path}', 'x')`,
  ];

  it('reads no file: the secret key, /proc/self/environ, /etc/passwd, any path, any user', async () => {
    const paths = [secretKey, '/proc/self/environ', '/etc/passwd', join(w.hostDir, 'secret.csv')];
    let tried = 0;
    for (const token of [w.admin, w.tina]) {
      for (const path of paths) {
        for (const sql of fileReads(path)) {
          const r = await runSql(s, token, w.labId, sql);
          const text = JSON.stringify(r.body);
          expect(r.status, sql).toBeGreaterThanOrEqual(400);
          expect(text, sql).not.toContain(HOST_SECRET);
          expect(text, sql).not.toContain('root:');
          tried += 1;
        }
      }
    }
    expect(tried).toBe(2 * 4 * fileReads('x').length);
  });

  it('names the refused function as Superset does', async () => {
    const r = await runSql(s, w.admin, w.labId, `SELECT * FROM read_text('${secretKey}')`);
    expect(r.status).toBe(400);
    expect(r.body.errors[0]).toMatchObject({
      error_type: 'SYNTAX_ERROR',
      message: 'SQL statement contains disallowed function(s): read_text',
    });
  });

  it('loads no extension and changes no setting', async () => {
    for (const sql of [
      'INSTALL httpfs',
      'LOAD httpfs',
      "SET memory_limit = '1TB'",
      'SET threads = 1',
      'PRAGMA enable_profiling',
      'CALL enable_logging()',
      "SELECT getenv('HOME')",
    ]) {
      const r = await runSql(s, w.admin, w.labId, sql);
      expect(r.status, sql).toBeGreaterThanOrEqual(400);
    }
  });

  it('writes no file and changes no row with DML off, through EXPLAIN ANALYZE or a script', async () => {
    const out = (n: number) => join(w.hostDir, `out${n}.csv`);
    const writes = [
      `COPY births TO '${out(1)}'`,
      `EXPLAIN ANALYZE COPY births TO '${out(2)}'`,
      `explain analyse copy (SELECT * FROM births) TO '${out(3)}' (FORMAT csv)`,
      `SELECT 1; COPY births TO '${out(4)}'`,
      `EXPORT DATABASE '${join(w.hostDir, 'export')}'`,
      `EXPLAIN ANALYZE INSERT INTO births SELECT * FROM births`,
      `INSERT INTO births SELECT * FROM births`,
      `SELECT 1; DELETE FROM births`,
      `CREATE TABLE copied AS SELECT * FROM births`,
      `CHECKPOINT`,
      `/* comment */ EXPLAIN (ANALYZE) UPDATE births SET num = 0`,
    ];
    for (const token of [w.admin, w.tina]) {
      for (const sql of writes) {
        const r = await runSql(s, token, w.labId, sql);
        expect(r.status, sql).toBeGreaterThanOrEqual(400);
      }
    }
    expect(readdirSync(w.hostDir)).toEqual(['secret.csv']);
    const count = await runSql(s, w.admin, w.labId, 'SELECT count(*) AS n FROM births');
    expect(count.body.data).toEqual([{ n: 24 }]);
    const refused = await runSql(s, w.admin, w.labId, `EXPLAIN ANALYZE COPY births TO '${out(5)}'`);
    expect(refused.body.errors[0]).toMatchObject({
      error_type: 'DML_NOT_ALLOWED_ERROR',
      message: 'Only SELECT statements are allowed against this database.',
    });
  });

  it('writes no file even where DML is allowed: only the owner’s file access opens the host', async () => {
    const dml = await createDatabase(s, w.admin, {
      database_name: 'Lab with DML',
      sqlalchemy_uri: `duckdb:///${w.file.file}`,
      expose_in_sqllab: true,
      allow_dml: true,
    });
    const target = join(w.hostDir, 'dml.csv');
    for (const sql of [`COPY births TO '${target}'`, `ATTACH '${join(w.hostDir, 'x.db')}' AS x`]) {
      const r = await runSql(s, w.admin, dml, sql);
      expect(r.status, sql).toBeGreaterThanOrEqual(400);
    }
    expect(existsSync(target)).toBe(false);
    // DML itself works there.
    const created = await runSql(s, w.admin, dml, 'CREATE TABLE made AS SELECT 1 AS x');
    expect(created.status, JSON.stringify(created.body)).toBe(200);
  });

  it('reads files only on a database whose owner allowed it, never on the examples', async () => {
    const open = join(w.hostDir, 'open.duckdb');
    (await DuckDBInstance.create(open)).closeSync();
    const allowed = await createDatabase(s, w.admin, {
      database_name: 'Files allowed',
      sqlalchemy_uri: `duckdb:///${open}`,
      expose_in_sqllab: true,
      extra: JSON.stringify({ allow_file_access: true }),
    });
    const csv = join(w.hostDir, 'secret.csv');
    const read = await runSql(s, w.admin, allowed, `SELECT name FROM read_csv('${csv}')`);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.data).toEqual([{ name: HOST_SECRET }]);

    const examplesFile = join(s.config.home, 'examples.duckdb');
    (await DuckDBInstance.create(examplesFile)).closeSync();
    const examples = await createDatabase(s, w.admin, {
      database_name: 'examples',
      sqlalchemy_uri: `duckdb:///${examplesFile}`,
      expose_in_sqllab: true,
      extra: JSON.stringify({ allow_file_access: true }),
    });
    const refused = await runSql(s, w.admin, examples, `SELECT * FROM '${csv}'`);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(refused.body)).not.toContain(HOST_SECRET);
  });

  it('refuses settings the URI would smuggle in', async () => {
    const r = await call(s.url, 'POST', '/api/v1/database/', {
      token: w.admin,
      body: {
        database_name: 'Smuggled',
        sqlalchemy_uri: `duckdb:///${w.file.file}?enable_external_access=true`,
      },
    });
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(r.body)).toContain('enable_external_access');
  });

  it('gives a virtual dataset no more than SQL Lab: an Alpha reads no file', async () => {
    for (const sql of [
      "SELECT * FROM read_text('/etc/passwd')",
      `SELECT * FROM '${join(w.hostDir, 'secret.csv')}'`,
      `SELECT content FROM read_text('${secretKey}')`,
      'SELECT 1 AS x; DROP TABLE births',
      "WITH d AS (SELECT 1) SELECT * FROM d; COPY births TO '/tmp/x.csv'",
    ]) {
      const r = await call(s.url, 'POST', '/api/v1/dataset/', {
        token: w.alfie,
        body: { database: w.labId, schema: 'main', table_name: `leak_${Math.random()}`, sql },
      });
      expect(r.status, sql).toBe(422);
      expect(Object.keys(r.body.message), sql).toEqual(['sql']);
      expect(JSON.stringify(r.body), sql).not.toContain(HOST_SECRET);
      expect(JSON.stringify(r.body), sql).not.toContain('root:');
    }
    const fine = await call(s.url, 'POST', '/api/v1/dataset/', {
      token: w.alfie,
      body: {
        database: w.labId,
        schema: 'main',
        table_name: 'girls',
        sql: "SELECT * FROM births WHERE gender = 'girl'",
      },
    });
    expect(fine.status, JSON.stringify(fine.body)).toBe(201);
  });

  it('lets no custom SQL in a chart reach another table or a file', async () => {
    const query = (extras: Record<string, unknown>, metric: unknown = 'count') => ({
      datasource: { id: w.birthsId, type: 'table' },
      queries: [
        {
          columns: [],
          metrics: [
            metric === 'count'
              ? { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'n' }
              : metric,
          ],
          extras,
          row_limit: 10,
        },
      ],
      result_type: 'full',
    });
    const attempts = [
      query({ where: '1 = 1 OR EXISTS (SELECT 1 FROM users)' }),
      query({ where: `num > (SELECT length(content) FROM read_text('/etc/passwd'))` }),
      query(
        {},
        { expressionType: 'SQL', sqlExpression: '(SELECT max(password) FROM users)', label: 'p' },
      ),
      query({}, { expressionType: 'SQL', sqlExpression: "max(getenv('HOME'))", label: 'h' }),
      query({ where: "gender IN (SELECT password FROM query_table('users'))" }),
    ];
    for (const body of attempts) {
      const r = await call(s.url, 'POST', '/api/v1/chart/data', { token: w.admin, body });
      expect(r.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(JSON.stringify(r.body)).not.toContain(HOST_SECRET);
    }
    const ok = await call(s.url, 'POST', '/api/v1/chart/data', { token: w.admin, body: query({}) });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it('keeps its own writes working: an upload lands through the server, not user SQL', async () => {
    const target = join(w.hostDir, 'uploads.duckdb');
    (await DuckDBInstance.create(target)).closeSync();
    const uploads = await createDatabase(s, w.admin, {
      database_name: 'Uploads',
      sqlalchemy_uri: `duckdb:///${target}`,
      allow_file_upload: true,
      expose_in_sqllab: true,
    });
    const form = new FormData();
    form.set('type', 'csv');
    form.set('table_name', 'uploaded');
    form.set('file', new Blob(['a,b\n1,x\n2,y\n']), 'up.csv');
    const r = await fetch(`${s.url}/api/v1/database/${uploads}/upload/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${w.admin}` },
      body: form,
    });
    expect(r.status, await r.clone().text()).toBe(201);
    const rows = await runSql(s, w.admin, uploads, 'SELECT a, b FROM uploaded ORDER BY a');
    expect(rows.body.data).toEqual([
      { a: 1, b: 'x' },
      { a: 2, b: 'y' },
    ]);
  });
});
