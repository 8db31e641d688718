/**
 * A test server with the example database for chart data tests: the birth_names dataset,
 * the examples engine for SQL written by hand, and small request helpers. One per file.
 */
import { expect } from 'vitest';
import { findDatabaseByName } from '../../src/meta/databases.js';
import type { Engine } from '../../src/engines/types.js';
import { startTestServer, TEST_ADMIN, type TestServer } from '../support/testServer.js';
import { call, login } from '../support/client.js';
import { removeExampleAssets } from '../support/exampleAssets.js';

export const year = (y: number) => Date.UTC(y, 0, 1);
export const sumNum = {
  expressionType: 'SIMPLE',
  aggregate: 'SUM',
  column: { column_name: 'num', type: 'BIGINT' },
  label: 'SUM(num)',
};
export const xAxis = (grain: string) => ({
  label: 'ds',
  sqlExpression: 'ds',
  expressionType: 'SQL',
  columnType: 'BASE_AXIS',
  timeGrain: grain,
});

/** Rows as plain values: Dates as epoch ms, big integers as numbers. */
export function plain(rows: unknown[][]): unknown[][] {
  return rows.map((r) =>
    r.map((v) =>
      v instanceof Date
        ? v.getTime()
        : typeof v === 'bigint' || (typeof v === 'string' && /^\d+$/.test(v))
          ? Number(v)
          : v,
    ),
  );
}

export class ExamplesSession {
  s!: TestServer;
  token!: string;
  datasetId!: number;
  engine!: Engine;

  get url(): string {
    return this.s.url;
  }

  start = async (): Promise<void> => {
    this.s = await startTestServer({ TESSERA_LOAD_EXAMPLES: 'true' });
    this.token = await login(this.s.url, TEST_ADMIN.username, TEST_ADMIN.password);
    // The example datasets only: the charts and dashboards are the tests' own.
    await removeExampleAssets(this.s.url, this.token);
    const q = `(filters:!((col:table_name,opr:eq,value:birth_names)))`;
    const list = await call(this.s.url, 'GET', `/api/v1/dataset/?q=${encodeURIComponent(q)}`, {
      token: this.token,
    });
    this.datasetId = list.body.result[0].id;
    this.engine = await this.s.services.databaseConnections.engineFor(
      (await findDatabaseByName(this.s.store.db, 'examples'))!,
    );
  };

  stop = async (): Promise<void> => {
    await this.s?.stop();
  };

  chartData = (body: unknown, token = this.token) =>
    call(this.s.url, 'POST', '/api/v1/chart/data', { token, body });

  context = (queries: unknown[], extra: Record<string, unknown> = {}) => ({
    datasource: { id: this.datasetId, type: 'table' },
    queries,
    ...extra,
  });

  /** The answer to one query object; fails unless 200. */
  one = async (query: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
    const r = await this.chartData(this.context([query], extra));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.result[0];
  };

  /** SQL written by hand, run on the example database. */
  hand = async (sql: string) => plain((await this.engine.execute(sql)).rows);

  /** A request whose answer is a file. */
  download = async (body: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${this.s.url}/api/v1/chart/data`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${this.token}`,
        'content-type': 'application/json',
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  };
}
