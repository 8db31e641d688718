/**
 * Large SQL does not hold up the server: SQL Lab's formatting runs on a worker thread, so
 * other requests (here /health) are answered while a huge statement is formatted; SQL past
 * TESSERA_SQLLAB_MAX_SQL_LENGTH is refused with a 400 naming the field before it is parsed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServer,
  storeAvailable,
  TEST_ADMIN,
  type TestServer,
} from '../support/testServer.js';
import { call, login } from '../support/client.js';
import { createBirthsDuckDb, registerBirths, type BirthsDatabase } from './chartDataFixtures.js';

const available = await storeAvailable();
const MAX_SQL = 800_000;

describe.skipIf(!available)('SQL Lab: large SQL off the main thread, and its limit', () => {
  let s: TestServer;
  let births: BirthsDatabase;
  let token: string;
  let databaseId: number;

  beforeAll(async () => {
    births = await createBirthsDuckDb();
    s = await startTestServer({
      TESSERA_SQLLAB_MAX_SQL_LENGTH: String(MAX_SQL),
      TESSERA_FEATURE_ESTIMATE_QUERY_COST: 'true',
    });
    token = await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
    const ids = await registerBirths(s.url, token, births.file);
    const ds = await call(s.url, 'GET', `/api/v1/dataset/${ids.births}`, { token });
    databaseId = ds.body.result.database.id;
  });
  afterAll(async () => {
    await s?.stop();
    births?.cleanup();
  });

  it('formats SQL on a worker, as before', async () => {
    const r = await call(s.url, 'POST', '/api/v1/sqllab/format_sql/', {
      token,
      body: { sql: 'select a,b from t where x=1', engine: 'postgresql' },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.result).toBe('select\n  a,\n  b\nfrom\n  t\nwhere\n  x = 1');
    const bad = await call(s.url, 'POST', '/api/v1/sqllab/format_sql/', {
      token,
      body: { sql: 'select )', engine: 'postgresql' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^The SQL could not be formatted: /);
  });

  it('answers /health while a huge statement is being formatted', async () => {
    // Just within the limit; formatting it takes sql-formatter a long while.
    const sql = 'SELECT ' + Array.from({ length: 50_000 }, (_, i) => `(c${i} + 1)`).join(', ');
    expect(sql.length).toBeLessThan(MAX_SQL);
    // Observe (not change) the service: the probe starts once the server is formatting.
    const tools = s.services.sqlTools;
    const original = tools.format.bind(tools);
    let started!: () => void;
    const formatting = new Promise<void>((resolve) => (started = resolve));
    let formatted = false;
    tools.format = (...args: Parameters<typeof original>) => {
      started();
      const result = original(...args);
      void result.finally(() => (formatted = true));
      return result;
    };
    const format = call(s.url, 'POST', '/api/v1/sqllab/format_sql/', {
      token,
      body: { sql, engine: 'postgresql' },
    });
    await formatting;
    // On a blocked event loop the server would finish the format before the health check.
    const health = await call(s.url, 'GET', '/health');
    expect(health.status).toBe(200);
    expect(formatted).toBe(false);
    const r = await format;
    tools.format = original;
    expect(r.status).toBe(200);
    expect(r.body.result).toContain('(c49999 + 1)');
  });

  it('refuses SQL past TESSERA_SQLLAB_MAX_SQL_LENGTH for run, format, estimate and validate', async () => {
    const sql = 'SELECT 1 -- ' + 'x'.repeat(MAX_SQL);
    const message = { sql: [`Longer than maximum length ${MAX_SQL}.`] };
    for (const [path, body] of [
      ['/api/v1/sqllab/execute/', { database_id: databaseId, sql, client_id: 'big1' }],
      ['/superset/sql_json/', { database_id: databaseId, sql, client_id: 'big2' }],
      ['/api/v1/sqllab/format_sql/', { sql }],
      ['/api/v1/sqllab/estimate/', { database_id: databaseId, sql }],
      [`/superset/estimate_query_cost/${databaseId}/`, { sql }],
      [`/api/v1/database/${databaseId}/validate_sql/`, { sql }],
    ] as const) {
      const r = await call(s.url, 'POST', path, { token, body });
      expect(r.status, `${path}: ${JSON.stringify(r.body).slice(0, 200)}`).toBe(400);
      expect(r.body.message, path).toEqual(message);
    }
    // Within the limit it runs.
    const ok = await call(s.url, 'POST', '/api/v1/sqllab/execute/', {
      token,
      body: { database_id: databaseId, sql: 'SELECT 1 AS one', client_id: 'small1' },
    });
    expect(ok.status, JSON.stringify(ok.body).slice(0, 300)).toBe(200);
  });
});
