/**
 * Issue #12, high 3: a user granted one table reads no other, whatever the SQL names it
 * through: table functions, string table names, DESCRIBE, PRAGMA functions, case, schema
 * qualifiers, subqueries, CTE shadowing, catalog views. Table access is checked on every
 * relation DuckDB's parser reads, not on a pattern of the text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../support/client.js';
import {
  startTestServer,
  storeAvailable,
  TEST_ADMIN,
  type TestServer,
} from '../support/testServer.js';
import {
  grantPermissions,
  HOST_SECRET,
  runSql,
  sqlWorld,
  type SqlWorld,
} from './securitySql.fixtures.js';

const available = await storeAvailable();

describe.skipIf(!available)('table grants hold for every relation SQL Lab runs', () => {
  let s: TestServer;
  let w: SqlWorld;
  beforeAll(async () => {
    s = await startTestServer();
    w = await sqlWorld(s, await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password));
  });
  afterAll(async () => {
    await s?.stop();
    w?.cleanup();
  });

  const bypasses = [
    'SELECT * FROM users',
    "SELECT * FROM query_table('users')",
    "SELECT * FROM query('SELECT * FROM users')",
    "SELECT * FROM 'users'",
    'DESCRIBE users',
    'SHOW users',
    'SUMMARIZE users',
    "SELECT * FROM pragma_table_info('users')",
    'SELECT * FROM USERS',
    'SELECT * FROM "Users"',
    'SELECT * FROM main.users',
    'FROM users',
    'SELECT * FROM births WHERE EXISTS (SELECT 1 FROM users)',
    'SELECT (SELECT max(password) FROM users) AS p FROM births',
    'SELECT * FROM births UNION ALL SELECT NULL, password, id FROM users',
    'WITH b AS (SELECT * FROM users) SELECT * FROM b',
    'SELECT * FROM (WITH users AS (SELECT 1) SELECT * FROM users) q, users',
    'WITH a AS (SELECT * FROM users), users AS (SELECT 1) SELECT * FROM a',
    'SHOW TABLES',
    'SHOW ALL TABLES',
    'SELECT * FROM information_schema.tables',
    'SELECT * FROM duckdb_tables()',
    'SELECT * FROM duckdb_columns()',
    'SELECT 1; SELECT * FROM users',
    'EXPLAIN SELECT * FROM users',
  ];

  it('refuses every way of naming a table the user was not granted', async () => {
    for (const sql of bypasses) {
      const r = await runSql(s, w.tina, w.labId, sql);
      expect(r.status, sql).toBe(403);
      expect(r.body.errors[0].error_type, sql).toBe('TABLE_SECURITY_ACCESS_ERROR');
      expect(JSON.stringify(r.body), sql).not.toContain(HOST_SECRET);
    }
  });

  it('refuses what DuckDB runs as a statement it cannot be seen into (PRAGMA)', async () => {
    const r = await runSql(s, w.tina, w.labId, "PRAGMA table_info('users')");
    // With DML off a PRAGMA is refused before its tables are asked about.
    expect(r.body.errors[0].error_type).toBe('DML_NOT_ALLOWED_ERROR');
    expect(JSON.stringify(r.body)).not.toContain('password');
  });

  it('names the tables the user needs, as Superset does', async () => {
    const r = await runSql(s, w.tina, w.labId, 'SELECT * FROM births JOIN users ON true');
    expect(r.body.errors[0]).toMatchObject({
      message:
        'You need access to the following tables: `main.users`, `all_database_access` or `all_datasource_access` permission',
      extra: { tables: ['main.users'] },
    });
  });

  it('runs what the grant covers, in any of its spellings', async () => {
    for (const sql of [
      'SELECT count(*) AS n FROM births',
      'SELECT count(*) AS n FROM BIRTHS',
      'SELECT count(*) AS n FROM main.births',
      "SELECT count(*) AS n FROM 'births'",
      'WITH b AS (SELECT * FROM births) SELECT count(*) AS n FROM b',
      'SELECT count(*) AS n FROM births, range(1)',
    ]) {
      const r = await runSql(s, w.tina, w.labId, sql);
      expect(r.status, `${sql}: ${JSON.stringify(r.body)}`).toBe(200);
      expect(r.body.data, sql).toEqual([{ n: 24 }]);
    }
    expect((await runSql(s, w.tina, w.labId, 'DESCRIBE births')).status).toBe(200);
  });

  it('does not take a virtual dataset’s name for a table', async () => {
    const virtual = await call(s.url, 'POST', '/api/v1/dataset/', {
      token: w.admin,
      body: { database: w.labId, schema: 'main', table_name: 'users', sql: 'SELECT 1 AS one' },
    });
    expect(virtual.status, JSON.stringify(virtual.body)).toBe(201);
    const roles = await call(s.url, 'GET', '/api/v1/security/roles/', { token: w.admin });
    const readers = roles.body.result.find((r: { name: string }) => r.name === 'births_readers');
    await grantPermissions(s, w.admin, readers.id, [
      ['datasource_access', `[Lab].[births](id:${w.birthsId})`],
      ['datasource_access', `[Lab].[users](id:${virtual.body.id})`],
    ]);
    const r = await runSql(s, w.tina, w.labId, 'SELECT * FROM users');
    expect(r.status).toBe(403);
    expect((await runSql(s, w.tina, w.labId, 'SELECT count(*) AS n FROM births')).status).toBe(200);
  });

  it('refuses the database’s own macros to a user granted tables only', async () => {
    const dml = await call(s.url, 'POST', '/api/v1/database/', {
      token: w.admin,
      body: {
        database_name: 'Lab macros',
        sqlalchemy_uri: `duckdb:///${w.file.file}`,
        expose_in_sqllab: true,
        allow_dml: true,
      },
    });
    expect(dml.status).toBe(201);
    const made = await runSql(
      s,
      w.admin,
      dml.body.id,
      'CREATE OR REPLACE MACRO peek() AS (SELECT max(password) FROM users)',
    );
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const r = await runSql(s, w.tina, w.labId, 'SELECT peek() AS p FROM births');
    expect(r.status).toBe(403);
    expect(JSON.stringify(r.body)).not.toContain(HOST_SECRET);
    expect(r.body.errors[0].message).toContain('`peek`');

    // Nor in a chart's custom SQL: the dataset's owners did not write it into the dataset.
    const chart = await call(s.url, 'POST', '/api/v1/chart/data', {
      token: w.admin,
      body: {
        datasource: { id: w.birthsId, type: 'table' },
        queries: [
          {
            columns: [],
            metrics: [{ expressionType: 'SQL', sqlExpression: 'max(peek())', label: 'p' }],
            row_limit: 10,
          },
        ],
        result_type: 'full',
      },
    });
    expect(chart.status).toBe(403);
    expect(JSON.stringify(chart.body)).not.toContain(HOST_SECRET);
  });
});
