/**
 * Issue #12, critical 1 and 2 on every engine: SQL reaches no host file and writes nothing
 * with DML off on PostgreSQL (here even as its superuser), MariaDB and SQLite. Each engine's
 * own parser (or compiler) reads the SQL; the variants are the ones each engine offers.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../support/client.js';
import { serviceAvailable } from '../support/services.js';
import {
  startTestServer,
  storeAvailable,
  TEST_ADMIN,
  type TestServer,
} from '../support/testServer.js';
import { createDatabase } from './sqllab.fixtures.js';

const storeOk = await storeAvailable();
const pgOk = storeOk && (await serviceAvailable('PostgreSQL', '127.0.0.1', 5432));
const mariaOk = storeOk && (await serviceAvailable('MariaDB', '127.0.0.1', 3306));

describe.skipIf(!pgOk || !mariaOk)('SQL reaches nothing on the host, on every engine', () => {
  let s: TestServer;
  let admin: string;
  let dir: string;
  const ids: Record<string, number> = {};
  const run = (db: string, sql: string) =>
    call(s.url, 'POST', '/api/v1/sqllab/execute/', {
      token: admin,
      body: { database_id: ids[db], sql },
    });
  const refused = async (db: string, sqls: string[]) => {
    for (const sql of sqls) {
      const r = await run(db, sql);
      expect(r.status, `${db}: ${sql}: ${JSON.stringify(r.body)}`).toBeGreaterThanOrEqual(400);
      expect(JSON.stringify(r.body), sql).not.toContain('root:');
    }
  };

  beforeAll(async () => {
    s = await startTestServer();
    admin = await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
    dir = mkdtempSync(join(tmpdir(), 'tessera-servers-'));
    const lite = new Database(join(dir, 'lite.db'));
    lite.exec('CREATE TABLE t (a INTEGER); INSERT INTO t VALUES (1)');
    lite.close();
    ids.pg = await createDatabase(s, admin, {
      database_name: 'pg',
      sqlalchemy_uri: 'postgresql://postgres@127.0.0.1:5432/test',
      expose_in_sqllab: true,
    });
    ids.maria = await createDatabase(s, admin, {
      database_name: 'maria',
      sqlalchemy_uri: 'mysql://root@127.0.0.1:3306/test',
      expose_in_sqllab: true,
    });
    ids.lite = await createDatabase(s, admin, {
      database_name: 'lite',
      sqlalchemy_uri: `sqlite:///${join(dir, 'lite.db')}`,
      expose_in_sqllab: true,
    });
  });

  afterAll(async () => {
    await s?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('PostgreSQL: no server file read, no program run, even as a superuser', async () => {
    const out = join(dir, 'pg.csv');
    await refused('pg', [
      "SELECT pg_read_file('/etc/passwd')",
      "SELECT pg_catalog.pg_read_file('/etc/passwd', 0, 100)",
      "SELECT * FROM pg_read_file('/etc/passwd')",
      "SELECT pg_read_binary_file('/etc/passwd')",
      "SELECT * FROM pg_ls_dir('/etc')",
      "SELECT pg_stat_file('/etc/passwd')",
      "SELECT lo_import('/etc/passwd')",
      "SELECT (SELECT pg_read_file('/etc/passwd')) AS x",
      "WITH f AS (SELECT pg_read_file('/etc/passwd') AS c) SELECT c FROM f",
      "COPY (SELECT 1) TO PROGRAM 'id'",
      `COPY pg_class TO '${out}'`,
      "COPY t FROM '/etc/passwd'",
      "SELECT query_to_xml('SELECT * FROM pg_authid', true, true, '')",
      "SELECT set_config('default_transaction_read_only', 'off', false)",
      'SELECT version()',
      "DO $$ BEGIN PERFORM pg_read_file('/etc/passwd'); END $$",
      "LOAD 'plpgsql'",
      'CREATE EXTENSION IF NOT EXISTS adminpack',
    ]);
    expect(readdirSync(dir)).toEqual(['lite.db']);
  });

  it('PostgreSQL and MariaDB: long SQL is read (off the event loop) as strictly as short', async () => {
    const terms = Array.from({ length: 6000 }, (_, i) => `${i} = ${i}`).join(' AND ');
    for (const db of ['pg', 'maria']) {
      const fine = await run(db, `SELECT 1 AS one WHERE ${terms}`);
      expect(fine.status, JSON.stringify(fine.body).slice(0, 300)).toBe(200);
      const file = db === 'pg' ? "pg_read_file('/etc/passwd')" : "LOAD_FILE('/etc/passwd')";
      const bad = await run(db, `SELECT 1 AS one WHERE ${terms} AND ${file} IS NOT NULL`);
      expect(bad.status).toBe(400);
      expect(bad.body.errors[0].message).toMatch(/disallowed function/);
    }
  });

  it('PostgreSQL: DML off holds through EXPLAIN ANALYZE, CTEs, SELECT INTO and scripts', async () => {
    const refusedDml = [
      'EXPLAIN ANALYZE CREATE TABLE sec_t AS SELECT 1 AS a',
      'SELECT 1 AS a INTO sec_t',
      'CREATE TABLE sec_t (a int)',
      'SELECT 1; CREATE TABLE sec_t (a int)',
      'WITH x AS (INSERT INTO pg_temp.nope VALUES (1) RETURNING *) SELECT * FROM x',
      'SELECT * FROM pg_class FOR UPDATE',
      'SET search_path = public',
    ];
    for (const sql of refusedDml) {
      const r = await run('pg', sql);
      expect(r.status, sql).toBe(400);
      expect(r.body.errors[0].error_type, sql).toBe('DML_NOT_ALLOWED_ERROR');
    }
    const exists = await run('pg', "SELECT to_regclass('public.sec_t') IS NULL AS gone");
    expect(exists.body.data).toEqual([{ gone: true }]);
  });

  it('MariaDB: no file read or written, no executable comment', async () => {
    await refused('maria', [
      "SELECT LOAD_FILE('/etc/passwd')",
      "SELECT load_file('/etc/passwd') AS f FROM dual",
      `SELECT 1 INTO OUTFILE '${join(dir, 'm1.txt')}'`,
      `SELECT 1 INTO DUMPFILE '${join(dir, 'm2.txt')}'`,
      `SELECT 1 FROM dual INTO OUTFILE '${join(dir, 'm3.txt')}'`,
      "LOAD DATA INFILE '/etc/passwd' INTO TABLE t",
      "SELECT /*! LOAD_FILE('/etc/passwd') */ 1",
      "SELECT 1 /*M! , LOAD_FILE('/etc/passwd') */",
      'SELECT sleep(1)',
    ]);
    expect(readdirSync(dir)).toEqual(['lite.db']);
  });

  it('MariaDB: reads the script as the server does (`--x` is no comment)', async () => {
    const r = await run('maria', 'SELECT 1 --1 AS two');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(Object.values(r.body.data[0])).toEqual([2]);
  });

  it('SQLite: no other database attached, no extension, nothing written with DML off', async () => {
    await refused('lite', [
      `ATTACH '${join(dir, 'other.db')}' AS other`,
      "SELECT load_extension('/tmp/evil')",
      `VACUUM INTO '${join(dir, 'copy.db')}'`,
      'PRAGMA writable_schema = 1',
      'INSERT INTO t VALUES (2)',
      'SELECT 1; DELETE FROM t',
      'EXPLAIN QUERY PLAN DELETE FROM t',
    ]);
    expect(readdirSync(dir).sort()).toEqual(['lite.db']);
    const r = await run('lite', 'SELECT count(*) AS n FROM t');
    expect(r.body.data).toEqual([{ n: 1 }]);
  });
});
