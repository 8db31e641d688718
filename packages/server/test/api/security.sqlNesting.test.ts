/**
 * Issue #12: SQL nested deeper than a parser's recursion (node-sql-parser for MariaDB,
 * libpg_query for PostgreSQL, DuckDB's and SQLite's own) is a 400 with a message in SQL
 * Lab and chart data, never a 500: a stack overflow in the parser escaped as one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../support/client.js';
import { startTestServer, TEST_ADMIN, type TestServer } from '../support/testServer.js';
import {
  chartData,
  runSqlLab,
  serversAvailable,
  tableWorld,
  type EngineKey,
  type TableWorld,
} from './serverTables.fixtures.js';

const available = await serversAvailable();
const { pg: pgOk, maria: mariaOk } = available;

const sum = (term: string, n: number) => Array.from({ length: n }, () => term).join('+');
const parens = (n: number) => `${'('.repeat(n)}1${')'.repeat(n)}`;
const subqueries = (n: number) => `${'SELECT * FROM ('.repeat(n)}SELECT 1 AS a${') q'.repeat(n)}`;

/** SQL Lab texts nested past what a parser's recursion reaches. */
const DEEP_SQL = [
  `SELECT ${sum('1', 5000)}`,
  `SELECT ${sum('1', 50_000)}`,
  `SELECT ${parens(20_000)}`,
  subqueries(3000),
];

describe.skipIf(!available.store)('SQL nested too deeply to be read', () => {
  let s: TestServer;
  let world: TableWorld;
  let nora: string;
  const ids = (engine: EngineKey) => world.ids[engine]!;

  beforeAll(async () => {
    s = await startTestServer();
    const admin = await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
    const tables = {
      table: 't',
      duck: 'CREATE TABLE t AS SELECT 1 AS a;',
      lite: 'CREATE TABLE t (a INTEGER); INSERT INTO t VALUES (1);',
      pg: (schema: string) => `CREATE TABLE ${schema}.t AS SELECT 1 AS a;`,
      maria: (database: string) => `CREATE TABLE ${database}.t AS SELECT 1 AS a;`,
    };
    world = await tableWorld(s, admin, 'nora', tables, available);
    nora = world.user;
  }, 120_000);

  afterAll(async () => {
    await s?.stop();
    await world?.cleanup();
  });

  /** The answer is a result, or a 400 carrying a message: never a 500. */
  type Answer = { message?: string; errors?: { message: string }[] };
  const readOrRefused = (what: string, r: { status: number; body: Answer }) => {
    const body = JSON.stringify(r.body).slice(0, 300);
    expect([200, 400], `${what}: ${body}`).toContain(r.status);
    if (r.status === 400) {
      const message = r.body.message ?? r.body.errors?.[0]?.message;
      expect(message, `${what}: ${body}`).toMatch(/\w/);
      expect(message).not.toMatch(/Fatal error|Maximum call stack/);
    }
    return r;
  };

  const engines = [
    ['duck', true],
    ['lite', true],
    ['pg', pgOk],
    ['maria', mariaOk],
  ] as const;

  for (const [engine, available] of engines) {
    it.skipIf(!available)(
      `${engine}: SQL Lab answers deep SQL with a result or a 400`,
      async () => {
        for (const sql of DEEP_SQL) {
          const r = await runSqlLab(s, nora, ids(engine).databaseId, sql);
          readOrRefused(`${engine} ${sql.slice(0, 40)}`, r);
        }
      },
    );

    it.skipIf(!available)(
      `${engine}: chart data answers a deep metric with a result or a 400`,
      async () => {
        for (const expression of [sum('a', 9000), sum('a', 30_000), parens(20_000)]) {
          const r = await chartData(s, nora, ids(engine).datasetId, {
            columns: [],
            metrics: [{ expressionType: 'SQL', sqlExpression: expression, label: 'deep' }],
          });
          readOrRefused(`${engine} metric ${expression.slice(0, 20)}`, r);
        }
      },
    );
  }

  for (const [engine, available] of [
    ['maria', mariaOk],
    ['pg', pgOk],
  ] as const) {
    it.skipIf(!available)(`${engine}: the audit's sums are a 400 naming the nesting`, async () => {
      const lab = await runSqlLab(s, nora, ids(engine).databaseId, `SELECT ${sum('1', 5000)}`);
      const chart = await chartData(s, nora, ids(engine).datasetId, {
        columns: [],
        metrics: [{ expressionType: 'SQL', sqlExpression: sum('a', 9000), label: 'deep' }],
      });
      for (const r of [lab, chart]) {
        expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(400);
        expect(r.body.errors[0].message).toContain('The SQL is nested too deeply to be read.');
      }
    });
  }
});
