/**
 * The chart data engine on the real PostgreSQL and MariaDB: a slice of the examples'
 * birth_names is copied into each (a schema / database of its own, dropped afterwards),
 * registered through the database and dataset APIs, and chart query contexts are compared
 * with SQL written by hand for that engine. Skipped with a printed reason when a server is
 * unreachable (failing under CI=true).
 */
import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDatabaseById, findDatabaseByName } from '../../src/meta/databases.js';
import type { Engine } from '../../src/engines/types.js';
import {
  startTestServer,
  storeAvailable,
  TEST_ADMIN,
  type TestServer,
} from '../support/testServer.js';
import { call, login } from '../support/client.js';
import { serviceAvailable } from '../support/services.js';

const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const storeOk = await storeAvailable();
const pgOk = storeOk && (await serviceAvailable('PostgreSQL', '127.0.0.1', 5432));
const mariaOk = storeOk && (await serviceAvailable('MariaDB', '127.0.0.1', 3306));

type Row = [ds: string, gender: string, name: string, num: number, state: string];

interface Target {
  name: string;
  available: boolean;
  /** Creates the table holding `rows`; returns the URI to register and the dataset's schema. */
  setup(rows: Row[]): Promise<{ uri: string; schema: string }>;
  teardown(): Promise<void>;
  /** Hand-written truncation of `ds` to its year. */
  year: string;
  table: (schema: string) => string;
}

const values = (rows: Row[], quote: (s: string) => string) =>
  rows
    .map(([ds, g, n, num, st]) => `('${ds}', ${quote(g)}, ${quote(n)}, ${num}, ${quote(st)})`)
    .join(',\n');
const sqlQuote = (s: string) => `'${s.replaceAll("'", "''")}'`;

const pgSchema = `tessera_cd_${suffix}`;
const pgAdmin = async (sql: string) => {
  const c = new pg.Client({ host: '127.0.0.1', user: 'postgres', database: 'test' });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
};

const mariaDatabase = `tessera_cd_${suffix}`;
const mariaAdmin = async (sql: string) => {
  const c = await mysql.createConnection({
    host: '127.0.0.1',
    user: 'root',
    multipleStatements: true,
  });
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
};

const TARGETS: Target[] = [
  {
    name: 'PostgreSQL',
    available: pgOk,
    async setup(rows) {
      await pgAdmin(`
        CREATE SCHEMA ${pgSchema};
        CREATE TABLE ${pgSchema}.birth_names (ds TIMESTAMP, gender VARCHAR(16), name VARCHAR(255), num BIGINT, state VARCHAR(10));
        INSERT INTO ${pgSchema}.birth_names VALUES ${values(rows, sqlQuote)};
      `);
      return { uri: 'postgresql://postgres@127.0.0.1:5432/test', schema: pgSchema };
    },
    teardown: () => pgAdmin(`DROP SCHEMA IF EXISTS ${pgSchema} CASCADE`),
    year: "date_trunc('year', ds)",
    table: (schema) => `"${schema}".birth_names`,
  },
  {
    name: 'MariaDB',
    available: mariaOk,
    async setup(rows) {
      await mariaAdmin(`
        CREATE DATABASE ${mariaDatabase};
        CREATE TABLE ${mariaDatabase}.birth_names (ds DATETIME, gender VARCHAR(16), name VARCHAR(255), num BIGINT, state VARCHAR(10));
        INSERT INTO ${mariaDatabase}.birth_names VALUES ${values(rows, sqlQuote)};
      `);
      return { uri: `mysql://root@127.0.0.1:3306/${mariaDatabase}`, schema: mariaDatabase };
    },
    teardown: () => mariaAdmin(`DROP DATABASE IF EXISTS ${mariaDatabase}`),
    year: "CAST(DATE_FORMAT(ds, '%Y-01-01') AS DATETIME)",
    table: (schema) => `\`${schema}\`.birth_names`,
  },
];

/** Values made comparable: Dates as epoch ms, numeric text as numbers. */
function plain(rows: unknown[][]): unknown[][] {
  return rows.map((r) =>
    r.map((v) =>
      v instanceof Date
        ? v.getTime()
        : typeof v === 'bigint' || (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v))
          ? Number(v)
          : v,
    ),
  );
}

const sumNum = {
  expressionType: 'SIMPLE',
  aggregate: 'SUM',
  column: { column_name: 'num' },
  label: 'SUM(num)',
};
const yearAxis = {
  label: 'ds',
  sqlExpression: 'ds',
  expressionType: 'SQL',
  columnType: 'BASE_AXIS',
  timeGrain: 'P1Y',
};

describe.skipIf(!storeOk || (!pgOk && !mariaOk))('chart data on PostgreSQL and MariaDB', () => {
  let s: TestServer;
  let token: string;
  let rows: Row[];

  beforeAll(async () => {
    s = await startTestServer({ TESSERA_LOAD_EXAMPLES: 'true' });
    token = await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
    const examples = await s.services.databaseConnections.engineFor(
      (await findDatabaseByName(s.store.db, 'examples'))!,
    );
    const slice = await examples.execute(
      `SELECT strftime(ds, '%Y-%m-%d %H:%M:%S'), gender, name, num, state FROM main.birth_names
       WHERE state IN ('CA', 'NY', 'TX') AND ds >= TIMESTAMP '1999-01-01' AND name < 'Am'
       ORDER BY ds, name, gender, state`,
    );
    rows = slice.rows.map((r) => [
      String(r[0]),
      String(r[1]),
      String(r[2]),
      Number(r[3]),
      String(r[4]),
    ]);
    expect(rows.length).toBeGreaterThan(100);
  }, 120_000);
  afterAll(() => s?.stop());

  for (const target of TARGETS) {
    describe.skipIf(!target.available)(target.name, () => {
      let datasetId: number;
      let engine: Engine;
      let table: string;

      const one = async (query: Record<string, unknown>) => {
        const r = await call(s.url, 'POST', '/api/v1/chart/data', {
          token,
          body: { datasource: { id: datasetId, type: 'table' }, queries: [query] },
        });
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        return r.body.result[0];
      };
      const hand = async (sql: string) => plain((await engine.execute(sql)).rows);

      beforeAll(async () => {
        const { uri, schema } = await target.setup(rows);
        table = target.table(schema);
        const db = await call(s.url, 'POST', '/api/v1/database/', {
          token,
          body: { database_name: `${target.name} births ${suffix}`, sqlalchemy_uri: uri },
        });
        expect(db.status, JSON.stringify(db.body)).toBe(201);
        const ds = await call(s.url, 'POST', '/api/v1/dataset/', {
          token,
          body: { database: db.body.id, schema, table_name: 'birth_names' },
        });
        expect(ds.status, JSON.stringify(ds.body)).toBe(201);
        datasetId = ds.body.id;
        engine = await s.services.databaseConnections.engineFor(
          (await findDatabaseById(s.store.db, db.body.id))!,
        );
      }, 60_000);
      afterAll(() => target.teardown());

      it('answers a time series by year and gender, pivoted and flattened', async () => {
        const result = await one({
          columns: [yearAxis, 'gender'],
          metrics: [sumNum],
          series_columns: ['gender'],
          filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: '2000-01-01 : 2005-01-01' }],
          post_processing: [
            {
              operation: 'pivot',
              options: {
                index: ['ds'],
                columns: ['gender'],
                aggregates: { 'SUM(num)': { operator: 'mean' } },
              },
            },
            { operation: 'flatten' },
          ],
        });
        const expected = await hand(
          `SELECT ${target.year} AS y, gender, SUM(num) FROM ${table}
           WHERE ds >= '2000-01-01 00:00:00' AND ds < '2005-01-01 00:00:00'
           GROUP BY ${target.year}, gender ORDER BY 1, 2`,
        );
        expect(expected.length).toBe(10);
        const byYear = new Map<number, Record<string, unknown>>();
        for (const [y, gender, sum] of expected) {
          const row = byYear.get(y as number) ?? { ds: y };
          row[`SUM(num), ${gender}`] = sum;
          byYear.set(y as number, row);
        }
        expect(result.colnames).toEqual(['ds', 'SUM(num), boy', 'SUM(num), girl']);
        expect(result.coltypes).toEqual([2, 0, 0]);
        expect(result.data).toEqual([...byYear.values()]);
      });

      it('answers a raw table with filters, a big number and a pie', async () => {
        const table1 = await one({
          columns: ['name', 'state', 'num'],
          filters: [
            { col: 'gender', op: '==', val: 'girl' },
            { col: 'state', op: 'IN', val: ['CA', 'TX'] },
            { col: 'num', op: '>', val: 50 },
          ],
          orderby: [
            ['num', false],
            ['name', true],
          ],
          row_limit: 8,
        });
        const expectedTable = await hand(
          `SELECT name, state, num FROM ${table} WHERE gender = 'girl' AND state IN ('CA', 'TX') AND num > 50
           ORDER BY num DESC, name ASC LIMIT 8`,
        );
        expect(table1.data.map((r: object) => Object.values(r))).toEqual(expectedTable);

        const bigNumber = await one({ columns: [], metrics: ['count', sumNum] });
        const [[count, sum]] = await hand(`SELECT COUNT(*), SUM(num) FROM ${table}`);
        expect(bigNumber.data).toEqual([{ count, 'SUM(num)': sum }]);

        const pie = await one({
          columns: ['state'],
          metrics: [sumNum],
          orderby: [[sumNum, false]],
          row_limit: 2,
        });
        const expectedPie = await hand(
          `SELECT state, SUM(num) FROM ${table} GROUP BY state ORDER BY 2 DESC LIMIT 2`,
        );
        expect(pie.data).toEqual(expectedPie.map(([state, v]) => ({ state, 'SUM(num)': v })));
      });

      it('joins the year-ago comparison', async () => {
        const result = await one({
          columns: [yearAxis],
          metrics: [sumNum],
          filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: '2001-01-01 : 2004-01-01' }],
          orderby: [['ds', true]],
          time_offsets: ['1 year ago'],
        });
        const sums = new Map(
          (
            await hand(
              `SELECT ${target.year} AS y, SUM(num) FROM ${table}
               WHERE ds >= '2000-01-01 00:00:00' AND ds < '2004-01-01 00:00:00' GROUP BY ${target.year}`,
            )
          ).map(([y, v]) => [new Date(y as number).getUTCFullYear(), v]),
        );
        expect(result.data).toEqual(
          [2001, 2002, 2003].map((y) => ({
            ds: Date.UTC(y, 0, 1),
            'SUM(num)': sums.get(y),
            'SUM(num)__1 year ago': sums.get(y - 1),
          })),
        );
      });
    });
  }
});
