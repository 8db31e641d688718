/**
 * SQL Lab on the real PostgreSQL and MariaDB servers: sync and async runs, syntax errors,
 * the query timeout cancelling `pg_sleep`, stopping a running `pg_sleep(30)` through
 * `/api/v1/query/stop`, DML refused, and cost estimates.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServer,
  storeAvailable,
  TEST_ADMIN,
  type TestServer,
} from '../support/testServer.js';
import { call, login } from '../support/client.js';
import { serviceAvailable } from '../support/services.js';
import { createDatabase, rison, waitForQuery } from './sqllab.fixtures.js';

const storeOk = await storeAvailable();
const pgOk = storeOk && (await serviceAvailable('PostgreSQL', '127.0.0.1', 5432));
const mariaOk = storeOk && (await serviceAvailable('MariaDB', '127.0.0.1', 3306));

describe.skipIf(!pgOk || !mariaOk)('SQL Lab on PostgreSQL and MariaDB', () => {
  let s: TestServer;
  let admin: string;
  let pgId: number;
  let mariaId: number;
  const run = (body: object) =>
    call(s.url, 'POST', '/api/v1/sqllab/execute/', {
      token: admin,
      body: { database_id: pgId, ...body },
    });

  beforeAll(async () => {
    s = await startTestServer({
      TESSERA_QUERY_TIMEOUT_SECONDS: '2',
      TESSERA_FEATURE_ESTIMATE_QUERY_COST: 'true',
    });
    admin = await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
    pgId = await createDatabase(s, admin, {
      database_name: 'pg',
      sqlalchemy_uri: 'postgresql://postgres@127.0.0.1:5432/test',
      expose_in_sqllab: true,
      allow_run_async: true,
    });
    mariaId = await createDatabase(s, admin, {
      database_name: 'maria',
      sqlalchemy_uri: 'mysql://root@127.0.0.1:3306/test',
      expose_in_sqllab: true,
    });
  });

  afterAll(async () => {
    await s?.stop();
  });

  it('runs sync and async on PostgreSQL', async () => {
    const sync = await run({ sql: 'SELECT generate_series(1, 5) AS n', queryLimit: 3 });
    expect(sync.status).toBe(200);
    expect(sync.body.data).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(sync.body.query).toMatchObject({ rows: 3, limitingFactor: 'DROPDOWN' });
    const queued = await run({ sql: "SELECT 'a' AS x", runAsync: true, client_id: 'pgasync' });
    expect(queued.status).toBe(202);
    const done = await waitForQuery(s, admin, 'pgasync');
    expect(done.state).toBe('success');
  });

  it('names syntax errors and unknown tables', async () => {
    const syntax = await run({ sql: 'SELECT * FROM pg_class WHER 1 = 1' });
    expect(syntax.status).toBe(400);
    expect(syntax.body.errors[0].error_type).toBe('SYNTAX_ERROR');
    const missing = await run({ sql: 'SELECT * FROM no_such_table_here' });
    expect(missing.body.errors[0].error_type).toBe('TABLE_DOES_NOT_EXIST_ERROR');
    expect(missing.body.errors[0].message).toContain('no_such_table_here');
  });

  it('cancels a query past the timeout', async () => {
    const r = await run({ sql: 'SELECT pg_sleep(10)', client_id: 'pgslow' });
    expect(r.status).toBe(408);
    expect(r.body.errors[0]).toMatchObject({
      error_type: 'SQLLAB_TIMEOUT_ERROR',
      message: 'The query exceeded the 2 seconds timeout.',
    });
    const q = await waitForQuery(s, admin, 'pgslow');
    expect(q.state).toBe('timed_out');
  });

  it('stops a running pg_sleep(30) through /api/v1/query/stop', async () => {
    // The stop lands well inside the 2 s timeout.
    const queued = await run({ sql: 'SELECT pg_sleep(30)', runAsync: true, client_id: 'pgstop' });
    expect(queued.status).toBe(202);
    for (let i = 0; i < 40; i += 1) {
      const u = await call(
        s.url,
        'GET',
        `/api/v1/query/updated_since${rison('(last_updated_ms:0)')}`,
        {
          token: admin,
        },
      );
      if (u.body.result.find((q: { id: string }) => q.id === 'pgstop')?.state === 'running') break;
      await new Promise((res) => setTimeout(res, 25));
    }
    const stop = await call(s.url, 'POST', '/superset/stop_query/', {
      token: admin,
      body: { client_id: 'pgstop' },
    });
    expect(stop.body).toEqual({ result: 'OK' });
    const q = await waitForQuery(s, admin, 'pgstop');
    expect(q).toMatchObject({ state: 'stopped', errorMessage: 'Query was stopped.' });
  });

  it('refuses DML on MariaDB, and estimates cost on PostgreSQL only', async () => {
    const dml = await run({ database_id: mariaId, sql: 'CREATE TABLE sqllab_nope (a int)' });
    expect(dml.status).toBe(400);
    expect(dml.body.errors[0].error_type).toBe('DML_NOT_ALLOWED_ERROR');
    const ok = await run({ database_id: mariaId, sql: 'SELECT 1 AS one' });
    expect(ok.body.data).toEqual([{ one: 1 }]);
    const cost = await call(s.url, 'POST', '/api/v1/sqllab/estimate/', {
      token: admin,
      body: { database_id: pgId, sql: 'SELECT * FROM pg_class' },
    });
    expect(cost.status).toBe(200);
    expect(Object.keys(cost.body.result[0])).toEqual(['Start-up cost', 'Total cost']);
    const none = await call(s.url, 'POST', `/api/v1/database/${mariaId}/validate_sql/`, {
      token: admin,
      body: { sql: 'SELECT 1' },
    });
    expect(none.status).toBe(400);
    expect(none.body.errors[0].message).toBe('no SQL validator is configured for mysql');
  });
});
