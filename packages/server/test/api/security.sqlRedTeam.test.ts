/**
 * Issue #12: the holes a red-team audit of the SQL policy found, each kept closed with its
 * variants: comments that end at a carriage return (the engines' rule) hiding statements
 * from the checks, validate_sql EXPLAINing what the policy never accepted, PostgreSQL
 * functions that run SQL text or change the server, catalog relations reached by unqualified
 * names, code the parser cannot see (DO, CREATE FUNCTION), session state left on pooled
 * connections, a virtual dataset's SQL checked apart from the SQL it runs, and scripts of
 * thousands of statements.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import pg from 'pg';
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
import {
  createUser,
  grantPermissions,
  HOST_SECRET,
  runSql,
  sqlWorld,
  type SqlWorld,
} from './securitySql.fixtures.js';

const storeOk = await storeAvailable();
const pgOk = storeOk && (await serviceAvailable('PostgreSQL', '127.0.0.1', 5432));
const mariaOk = storeOk && (await serviceAvailable('MariaDB', '127.0.0.1', 3306));
const PG_URL = 'postgresql://postgres@127.0.0.1:5432/test';
const PG_SECRET = 'pg-secret-7d1e';

describe.skipIf(!pgOk || !mariaOk)('what a red team found in the SQL checks stays closed', () => {
  let s: TestServer;
  let w: SqlWorld;
  let admin: string;
  const ids: Record<string, number> = {};
  let sam: string;
  let rtUsers: string[] = [];

  const validate = (token: string, db: number, sql: string, schema?: string) =>
    call(s.url, 'POST', `/api/v1/database/${db}/validate_sql/`, {
      token,
      body: { sql, ...(schema ? { schema } : {}) },
    });
  /** SQL Lab on a server database, in its default schema. */
  const runOn = (token: string, db: number, sql: string) =>
    call(s.url, 'POST', '/api/v1/sqllab/execute/', { token, body: { database_id: db, sql } });
  const pgQuery = async (sql: string) => {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    s = await startTestServer();
    admin = await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
    w = await sqlWorld(s, admin);
    await pgQuery(`DROP SCHEMA IF EXISTS rt CASCADE; CREATE SCHEMA rt;
      CREATE TABLE rt.users (id int, password text); INSERT INTO rt.users VALUES (1, '${PG_SECRET}');
      CREATE TABLE public.rt_births (n int); INSERT INTO public.rt_births VALUES (1);
      DROP TABLE IF EXISTS public.rt_pwned`);
    ids.pg = await createDatabase(s, admin, {
      database_name: 'pg',
      sqlalchemy_uri: PG_URL,
      expose_in_sqllab: true,
    });
    ids.pgDml = await createDatabase(s, admin, {
      database_name: 'pg with DML',
      sqlalchemy_uri: PG_URL,
      expose_in_sqllab: true,
      allow_dml: true,
    });
    ids.maria = await createDatabase(s, admin, {
      database_name: 'maria',
      sqlalchemy_uri: 'mysql://root@127.0.0.1:3306/test',
      expose_in_sqllab: true,
    });
    ids.mariaDml = await createDatabase(s, admin, {
      database_name: 'maria with DML',
      sqlalchemy_uri: 'mysql://root@127.0.0.1:3306/test',
      expose_in_sqllab: true,
      allow_dml: true,
    });
    const roles = await call(s.url, 'GET', '/api/v1/security/roles/', { token: admin });
    const roleId = (name: string) =>
      roles.body.result.find((r: { name: string }) => r.name === name).id;
    const publicReaders = await call(s.url, 'POST', '/api/v1/security/roles/', {
      token: admin,
      body: { name: 'pg_public_readers' },
    });
    await grantPermissions(s, admin, publicReaders.body.id, [
      ['schema_access', '[pg].[public]'],
      ['schema_access', '[pg with DML].[public]'],
    ]);
    sam = await createUser(s, admin, 'sam', [roleId('sql_lab'), publicReaders.body.id]);
    rtUsers = ['sam'];
  });

  afterAll(async () => {
    await s?.stop();
    w?.cleanup();
    if (pgOk)
      await pgQuery(
        'DROP SCHEMA IF EXISTS rt CASCADE; DROP TABLE IF EXISTS public.rt_births, public.rt_pwned',
      );
  });

  it('reads a comment as the engines do: a carriage return ends it', async () => {
    const made = join(w.hostDir, 'rce');
    const attempts: [string, number, string][] = [
      // [who, database, sql]
      [admin, w.labId, 'EXPLAIN ANALYZE --\rCREATE TABLE pwn1 AS\nSELECT 1 AS a'],
      [w.tina, w.labId, "EXPLAIN ANALYZE --\rINSERT INTO users\nSELECT 42, 'tina-was-here'"],
      [
        w.tina,
        w.labId,
        "EXPLAIN ANALYZE --\rSELECT error(password) FROM users UNION ALL\nSELECT 'x'",
      ],
      [w.tina, w.labId, 'SELECT 1 AS one --\r, password FROM users\n'],
      [admin, ids.pg, `SELECT 1 --\r; COPY (SELECT 1) TO PROGRAM 'id > ${made}'\n`],
      [admin, ids.pg, 'SELECT 1 --\r; CREATE TABLE public.rt_pwned AS SELECT 1 AS a\n'],
    ];
    for (const [token, db, sql] of attempts) {
      const r = await runSql(s, token, db, sql);
      expect(JSON.stringify(r.body), sql).not.toContain(HOST_SECRET);
      if (db === ids.pg) expect(r.status, sql).toBeGreaterThanOrEqual(400);
    }
    expect(existsSync(made)).toBe(false);
    expect(await pgQuery("SELECT to_regclass('public.rt_pwned') AS t")).toEqual([{ t: null }]);
    const lab = await runSql(
      s,
      admin,
      w.labId,
      "SELECT count(*) AS n FROM users WHERE password = 'tina-was-here'",
    );
    expect(lab.body.data).toEqual([{ n: 0 }]);
    expect((await runSql(s, admin, w.labId, 'SELECT * FROM pwn1')).status).toBe(400);
  });

  it('validate_sql EXPLAINs only what the policy accepted, read-only, never ANALYZE', async () => {
    const made = join(w.hostDir, 'rce2');
    const cases: [string, number, string, string | undefined][] = [
      [w.tina, ids.pg, "--\rANALYZE\nSELECT CAST(pg_read_file('/etc/passwd') AS int)", undefined],
      [
        w.tina,
        ids.pg,
        'SELECT 1 --\r; COPY (SELECT 1) TO PROGRAM ' + `'id > ${made}'\n`,
        undefined,
      ],
      [
        admin,
        ids.pg,
        'SELECT version() --\r; CREATE TABLE public.rt_pwned AS SELECT 1 AS a\n',
        undefined,
      ],
      [admin, ids.pg, "SELECT CAST(pg_read_file('/etc/passwd') AS int)", undefined],
      [
        admin,
        ids.pg,
        "SELECT CAST((SELECT string_agg(password, ',') FROM rt.users) AS int)",
        undefined,
      ],
      [w.tina, w.labId, '--\rANALYZE\nSELECT error(password) FROM users', 'main'],
      [w.tina, w.labId, "--\rANALYZE\nINSERT INTO users VALUES (99, 'pwned-by-tina')", 'main'],
      [w.tina, w.labId, 'SELECT error(password) FROM users', 'main'],
    ];
    for (const [token, db, sql, schema] of cases) {
      const r = await validate(token, db, sql, schema);
      const text = JSON.stringify(r.body);
      expect(text, sql).not.toContain('root:');
      expect(text, sql).not.toContain(HOST_SECRET);
      if (token !== admin) expect(text, sql).not.toContain(PG_SECRET);
    }
    expect(existsSync(made)).toBe(false);
    expect(await pgQuery("SELECT to_regclass('public.rt_pwned') AS t")).toEqual([{ t: null }]);
    const lab = await runSql(
      s,
      admin,
      w.labId,
      "SELECT count(*) AS n FROM users WHERE password = 'pwned-by-tina'",
    );
    expect(lab.body.data).toEqual([{ n: 0 }]);
    // A syntax error is still reported, on its line.
    const syntax = await validate(admin, ids.pg, 'SELECT 1;\nSELECT *\nFROM rt_births WHER n > 1');
    expect(syntax.status).toBe(200);
    expect(syntax.body.result).toHaveLength(1);
    expect(syntax.body.result[0].line_number).toBe(3);
  });

  it('PostgreSQL: no function that runs SQL text, dumps tables or changes the server', async () => {
    for (const sql of [
      "SELECT schema_to_xml('rt', true, false, '')",
      "SELECT schema_to_xml_and_xmlschema('rt', true, false, '')",
      "SELECT database_to_xml_and_xmlschema(true, false, '')",
      "SELECT (ts_stat('SELECT to_tsvector(''simple'', password) FROM rt.users')).*",
      "SELECT ts_rewrite('a'::tsquery, 'SELECT ''a''::tsquery, ''b''::tsquery')",
      "SELECT ts_stat('SELECT to_tsvector(''simple'', pg_read_file(''/etc/passwd''))')",
      'SELECT * FROM pg_hba_file_rules',
      'SELECT * FROM pg_catalog.pg_file_settings',
      'SELECT * FROM pg_ident_file_mappings',
    ]) {
      const r = await runSql(s, admin, ids.pg, sql);
      expect(r.status, sql).toBe(400);
      expect(JSON.stringify(r.body), sql).not.toContain(PG_SECRET);
      expect(JSON.stringify(r.body), sql).not.toContain('root:');
    }
    for (const sql of [
      "SELECT pg_import_system_collations('public')",
      "SELECT pg_create_physical_replication_slot('rt_slot')",
      "SELECT pg_replication_origin_create('rt_origin')",
      'SELECT pg_stat_reset()',
      "SELECT pg_notify('c', 'x')",
      'SELECT pg_advisory_lock(4242)',
      "SELECT nextval('x')",
    ]) {
      const r = await runSql(s, admin, ids.pg, sql);
      expect(r.body.errors?.[0]?.error_type, sql).toBe('DML_NOT_ALLOWED_ERROR');
    }
    expect(
      await pgQuery(
        "SELECT count(*)::int AS n FROM pg_replication_slots WHERE slot_name = 'rt_slot'",
      ),
    ).toEqual([{ n: 0 }]);
  });

  it('PostgreSQL: an unqualified name is found where PostgreSQL finds it (pg_catalog first)', async () => {
    for (const sql of [
      'SELECT rolname, rolpassword FROM pg_authid',
      'SELECT usename, passwd FROM pg_shadow',
      "SELECT most_common_vals FROM pg_stats WHERE schemaname = 'rt'",
    ]) {
      const r = await runOn(sam, ids.pg, sql);
      expect(r.status, sql).toBe(403);
    }
    const own = await runOn(sam, ids.pg, 'SELECT n FROM rt_births');
    expect(own.status, JSON.stringify(own.body)).toBe(200);
  });

  it('code the parser cannot see needs file access, even with DML on', async () => {
    for (const sql of [
      "DO $$ BEGIN RAISE EXCEPTION '%', pg_read_file('/etc/passwd'); END $$",
      'CREATE FUNCTION public.rt_rf(p text) RETURNS text LANGUAGE sql AS $$ SELECT pg_read_file(p) $$',
      'CREATE EXTENSION IF NOT EXISTS file_fdw',
      "ALTER SYSTEM SET work_mem = '1MB'",
    ]) {
      const r = await runOn(admin, ids.pgDml, sql);
      expect(r.status, sql).toBe(400);
      expect(JSON.stringify(r.body), sql).not.toContain('root:');
    }
    const lf = await runSql(
      s,
      admin,
      ids.mariaDml,
      "CREATE TABLE rt_lf AS SELECT LOAD_FILE('/etc/passwd') AS c",
    );
    expect(lf.status).toBe(400);
    expect(lf.body.errors[0].message).toMatch(/disallowed function/);
  });

  it('session state does not change how names resolve, nor outlive its run', async () => {
    const sneaky = await runOn(sam, ids.pgDml, 'SET search_path TO rt; SELECT * FROM users');
    expect(sneaky.status).toBe(403);
    expect(JSON.stringify(sneaky.body)).not.toContain(PG_SECRET);
    // An admin's SET on a pooled connection is gone for the next run, whoever runs it.
    await runOn(admin, ids.pgDml, 'SET search_path TO rt');
    for (let i = 0; i < 12; i += 1) {
      const r = await runOn(sam, ids.pgDml, 'SELECT n FROM rt_births');
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    const lock = await runOn(admin, ids.pgDml, 'SELECT pg_advisory_lock(4243) AS l');
    expect(lock.status).toBe(200);
    expect(
      await pgQuery(
        "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND objid = 4243",
      ),
    ).toEqual([{ n: 0 }]);
  });

  it('MariaDB: no sequence, lock or variable changed with DML off', async () => {
    const conn = await mysql.createConnection({
      host: '127.0.0.1',
      user: 'root',
      database: 'test',
    });
    await conn.query('CREATE OR REPLACE SEQUENCE rt_seq');
    try {
      for (const sql of [
        'SELECT SETVAL(rt_seq, 100)',
        'SELECT NEXTVAL(rt_seq)',
        "SELECT GET_LOCK('rt', 1)",
        'SELECT @x := 5',
      ]) {
        const r = await runSql(s, admin, ids.maria, sql);
        expect(r.body.errors?.[0]?.error_type, sql).toBe('DML_NOT_ALLOWED_ERROR');
      }
      const [rows] = await conn.query('SELECT NEXTVAL(rt_seq) AS n');
      expect(rows).toEqual([{ n: 1 }]);
    } finally {
      await conn.query('DROP SEQUENCE IF EXISTS rt_seq');
      await conn.end();
    }
  });

  it('a virtual dataset runs the SQL it was checked with, and reads only what it reads', async () => {
    const roles = await call(s.url, 'GET', '/api/v1/security/roles/', { token: admin });
    const writers = await call(s.url, 'POST', '/api/v1/security/roles/', {
      token: admin,
      body: { name: 'dataset_writers' },
    });
    await grantPermissions(s, admin, writers.body.id, [
      ['can_write', 'Dataset'],
      ['can_read', 'Dataset'],
    ]);
    const readers = roles.body.result.find((r: { name: string }) => r.name === 'births_readers');
    const gamma = roles.body.result.find((r: { name: string }) => r.name === 'Gamma');
    const dean = await createUser(s, admin, 'dean', [gamma.id, readers.id, writers.body.id]);
    rtUsers.push('dean');
    const r = await call(s.url, 'POST', '/api/v1/dataset/', {
      token: dean,
      body: {
        database: w.labId,
        schema: 'main',
        table_name: 'dean_v',
        sql: "SELECT 'x' AS g --\r, password FROM users",
      },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(422);
    expect(Object.keys(r.body.message)).toEqual(['sql']);
  });

  it('refuses a script of thousands of statements before reading it', async () => {
    const r = await runSql(s, admin, w.labId, 'SELECT 1;'.repeat(1500));
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('at most 1000');
  });
});
