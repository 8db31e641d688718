/**
 * Issue #12: values an engine returns that no JavaScript Date can hold (DuckDB's and
 * PostgreSQL's infinities, years past ±275,760, BC dates, MariaDB's zero dates) come back
 * as the engine's text in SQL Lab results, SQL Lab's CSV export and chart data alike;
 * `SELECT 'infinity'::DATE` was a 500 "Fatal error" in SQL Lab and a 400 in chart data.
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

/** The same odd values in each engine's table `odd` (d: a date, t: a timestamp). */
const ODD_TABLES = {
  table: 'odd',
  duck: `
    CREATE TABLE odd (k INTEGER, d DATE, t TIMESTAMP, tz TIMESTAMPTZ, ts TIMESTAMP_S);
    INSERT INTO odd VALUES
      (1, 'infinity', 'infinity', 'infinity', '290000-01-01'),
      (2, '-infinity', '-infinity', '-infinity', '-infinity'),
      (3, '2020-01-02', '294000-01-01', '2020-01-02 03:04:05+00', '2020-01-02');`,
  pg: (schema: string) => `
    CREATE TABLE ${schema}.odd (k INTEGER, d DATE, t TIMESTAMP, tz TIMESTAMPTZ);
    INSERT INTO ${schema}.odd VALUES
      (1, 'infinity', 'infinity', 'infinity'),
      (2, '0044-03-15 BC', '-infinity', '0044-03-15 12:00:00+00 BC'),
      (3, '2020-01-02', '294276-01-01', '2020-01-02 03:04:05+00');`,
  maria: (database: string) => `
    CREATE TABLE ${database}.odd (k INTEGER, d DATE, t DATETIME);
    INSERT INTO ${database}.odd VALUES
      (1, '0000-00-00', '0000-00-00 00:00:00'),
      (2, '0001-01-01', '2020-00-00 00:00:00'),
      (3, '2020-01-02', '2020-01-02 03:04:05');`,
};

describe.skipIf(!available.store)('values no JavaScript Date holds', () => {
  let s: TestServer;
  let world: TableWorld;
  let vera: string;
  const ids = (engine: EngineKey) => world.ids[engine]!;

  beforeAll(async () => {
    s = await startTestServer();
    const admin = await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
    world = await tableWorld(s, admin, 'vera', ODD_TABLES, available);
    vera = world.user;
  }, 120_000);

  afterAll(async () => {
    await s?.stop();
    await world?.cleanup();
  });

  const sqlLab = async (engine: EngineKey, sql: string, clientId?: string) => {
    const extra = clientId ? { client_id: clientId } : {};
    const r = await runSqlLab(s, vera, ids(engine).databaseId, sql, extra);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data as Record<string, unknown>[];
  };
  const csvOf = async (clientId: string) => {
    const r = await fetch(`${s.url}/api/v1/sqllab/export/${clientId}/`, {
      headers: { authorization: `Bearer ${vera}` },
    });
    expect(r.status).toBe(200);
    return (await r.text()).trimEnd().split('\n');
  };
  /** The table's rows through chart data (JSON), ordered by k. */
  const chartRows = async (engine: EngineKey, columns: string[]) => {
    const r = await chartData(s, vera, ids(engine).datasetId, {
      columns: ['k', ...columns],
      orderby: [['k', true]],
      row_limit: 10,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.result[0].data as Record<string, unknown>[];
  };
  const chartCsv = async (engine: EngineKey, columns: string[]) => {
    const r = await chartData(
      s,
      vera,
      ids(engine).datasetId,
      { columns: ['k', ...columns], orderby: [['k', true]], row_limit: 10 },
      { result_format: 'csv', result_type: 'full' },
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return String(r.body.result?.[0]?.data ?? r.body)
      .trimEnd()
      .split(/\r?\n/);
  };

  it('DuckDB: infinities and years past JavaScript in SQL Lab, its CSV and chart data', async () => {
    const [row] = await sqlLab(
      'duck',
      `SELECT 'infinity'::DATE AS d, '-infinity'::DATE AS nd,
         '294000-01-01'::TIMESTAMP AS big, 'infinity'::TIMESTAMPTZ AS tz,
         '290000-01-01'::TIMESTAMP_S AS ts_s, 'infinity'::TIMESTAMP_NS AS ns,
         '-infinity'::TIMESTAMP_MS AS ms, '-5877641-06-25'::DATE AS bc,
         ['infinity'::DATE, NULL] AS arr, {'a': '-infinity'::TIMESTAMP} AS st,
         DATE '2020-01-02' AS plain`,
      'odd_duck',
    );
    expect(row).toEqual({
      d: 'infinity',
      nd: '-infinity',
      big: '294000-01-01 00:00:00',
      tz: 'infinity',
      ts_s: '290000-01-01 00:00:00',
      ns: 'infinity',
      ms: '-infinity',
      bc: '5877642-06-25 (BC)',
      arr: ['infinity', null],
      st: { a: '-infinity' },
      plain: '2020-01-02T00:00:00',
    });
    const csv = await csvOf('odd_duck');
    expect(csv[0]).toBe('d,nd,big,tz,ts_s,ns,ms,bc,arr,st,plain');
    expect(csv[1]).toMatch(
      // CSV's formula guard quotes a leading '-', as Superset does.
      /^infinity,'-infinity,294000-01-01 00:00:00,infinity,290000-01-01 00:00:00,infinity,'-infinity,5877642-06-25 \(BC\),/,
    );

    const rows = await chartRows('duck', ['d', 't', 'tz', 'ts']);
    expect(rows.slice(0, 2)).toEqual([
      { k: 1, d: 'infinity', t: 'infinity', tz: 'infinity', ts: '290000-01-01 00:00:00' },
      { k: 2, d: '-infinity', t: '-infinity', tz: '-infinity', ts: '-infinity' },
    ]);
    expect(rows[2]).toMatchObject({ k: 3, t: '294000-01-01 00:00:00' });
    const series = await chartData(s, vera, ids('duck').datasetId, {
      columns: [
        {
          label: 'd',
          sqlExpression: 'd',
          expressionType: 'SQL',
          columnType: 'BASE_AXIS',
          timeGrain: 'P1Y',
        },
      ],
      metrics: ['count'],
      orderby: [['count', false]],
      post_processing: [
        {
          operation: 'pivot',
          options: { index: ['d'], columns: [], aggregates: { count: { operator: 'mean' } } },
        },
        { operation: 'flatten' },
      ],
    });
    expect(series.status, JSON.stringify(series.body)).toBe(200);
    const years = series.body.result[0].data.map((r: { d: unknown }) => r.d);
    expect(years).toEqual(expect.arrayContaining(['infinity', '-infinity', Date.UTC(2020, 0, 1)]));
    const lines = await chartCsv('duck', ['d', 't']);
    expect(lines.slice(1, 3)).toEqual(['1,infinity,infinity', "2,'-infinity,'-infinity"]);
  });

  it.skipIf(!pgOk)('PostgreSQL: infinities, BC dates and far years everywhere', async () => {
    const [row] = await sqlLab(
      'pg',
      `SELECT 'infinity'::timestamp AS a, '-infinity'::timestamptz AS b, 'infinity'::date AS c,
         '0044-03-15 BC'::date AS d, '294276-01-01'::timestamp AS e,
         '0001-01-01 00:00:00+00 BC'::timestamptz AS f,
         ARRAY['infinity'::timestamptz, NULL] AS g, ARRAY['-infinity'::date] AS h,
         '2020-01-02'::date AS plain`,
      'odd_pg',
    );
    expect(row).toEqual({
      a: 'infinity',
      b: '-infinity',
      c: 'infinity',
      d: '0044-03-15 BC',
      e: '294276-01-01 00:00:00',
      f: expect.stringMatching(/^0001-01-01 00:00:00\+00(:00)? BC$/),
      g: ['infinity', null],
      h: ['-infinity'],
      plain: '2020-01-02T00:00:00',
    });
    const csv = await csvOf('odd_pg');
    expect(csv[1]).toMatch(/^infinity,'-infinity,infinity,0044-03-15 BC,294276-01-01 00:00:00,/);

    const rows = await chartRows('pg', ['d', 't', 'tz']);
    expect(rows.slice(0, 2)).toEqual([
      { k: 1, d: 'infinity', t: 'infinity', tz: 'infinity' },
      { k: 2, d: '0044-03-15 BC', t: '-infinity', tz: expect.stringMatching(/ BC$/) },
    ]);
    expect(rows[2]).toMatchObject({ k: 3, t: '294276-01-01 00:00:00' });
    const lines = await chartCsv('pg', ['d', 't']);
    expect(lines.slice(1, 3)).toEqual(['1,infinity,infinity', "2,0044-03-15 BC,'-infinity"]);
  });

  it.skipIf(!mariaOk)('MariaDB: zero dates stay text, year 0001 stays 0001', async () => {
    const rows = await sqlLab(
      'maria',
      `SELECT k, d, t FROM ${world.schema}.odd ORDER BY k`,
      'odd_maria',
    );
    expect(rows).toEqual([
      { k: 1, d: '0000-00-00', t: '0000-00-00 00:00:00' },
      { k: 2, d: '0001-01-01T00:00:00', t: '2020-00-00 00:00:00' },
      { k: 3, d: '2020-01-02T00:00:00', t: '2020-01-02T03:04:05' },
    ]);
    const csv = await csvOf('odd_maria');
    expect(csv.slice(1, 3)).toEqual([
      '1,0000-00-00,0000-00-00 00:00:00',
      '2,0001-01-01T00:00:00,2020-00-00 00:00:00',
    ]);

    const chart = await chartRows('maria', ['d', 't']);
    expect(chart.slice(0, 2)).toEqual([
      { k: 1, d: '0000-00-00', t: '0000-00-00 00:00:00' },
      { k: 2, d: new Date('0001-01-01T00:00:00Z').getTime(), t: '2020-00-00 00:00:00' },
    ]);
    const lines = await chartCsv('maria', ['d', 't']);
    expect(lines[1]).toBe('1,0000-00-00,0000-00-00 00:00:00');
  });
});
