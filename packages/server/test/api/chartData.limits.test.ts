/**
 * Chart data limits from the configuration: the query timeout (the engine query is
 * cancelled and the answer is BACKEND_TIMEOUT_ERROR), the default and largest row
 * limits, and the results cache turned off (TESSERA_CACHE_DEFAULT_TIMEOUT=0).
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

describe.skipIf(!available)('chart data limits', () => {
  let s: TestServer;
  let births: BirthsDatabase;
  let token: string;
  let ids: Record<string, number>;

  const post = (dataset: number, queries: unknown[]) =>
    call(s.url, 'POST', '/api/v1/chart/data', {
      token,
      body: { datasource: { id: dataset, type: 'table' }, queries },
    });

  beforeAll(async () => {
    births = await createBirthsDuckDb();
    s = await startTestServer({
      TESSERA_QUERY_TIMEOUT_SECONDS: '1',
      TESSERA_ROW_LIMIT: '5',
      TESSERA_SQL_MAX_ROW: '7',
      TESSERA_CACHE_DEFAULT_TIMEOUT: '0',
    });
    token = await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
    ids = await registerBirths(s.url, token, births.file, {
      // Ten billion rows: far longer than the one-second timeout.
      slow: 'SELECT a.range AS x, b.range AS y FROM range(100000) a, range(100000) b',
    });
  });
  afterAll(async () => {
    await s?.stop();
    births?.cleanup();
  });

  it('cancels a query past TESSERA_QUERY_TIMEOUT_SECONDS and answers BACKEND_TIMEOUT_ERROR', async () => {
    const started = Date.now();
    const r = await post(ids.slow, [
      {
        columns: [],
        metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(x * y)', label: 's' }],
      },
    ]);
    expect(Date.now() - started).toBeLessThan(8000);
    expect(r.status).toBe(408);
    expect(r.body.errors[0]).toMatchObject({
      error_type: 'BACKEND_TIMEOUT_ERROR',
      message: 'The query exceeded the 1 seconds timeout.',
    });
    // The engine is free again.
    const after = await post(ids.births, [{ columns: [], metrics: ['count'] }]);
    expect(after.status).toBe(200);
    expect(after.body.result[0].data).toEqual([{ count: 24 }]);
  });

  it('defaults the row limit to TESSERA_ROW_LIMIT and caps it at TESSERA_SQL_MAX_ROW', async () => {
    const rows = async (row_limit?: number) => {
      const r = await post(ids.births, [
        { columns: ['ds', 'num'], ...(row_limit && { row_limit }) },
      ]);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.result[0].rowcount;
    };
    expect(await rows()).toBe(5);
    expect(await rows(3)).toBe(3);
    expect(await rows(20)).toBe(7);
  });

  it('caches nothing when the default cache timeout is 0', async () => {
    const query = [{ columns: ['gender'], metrics: ['count'] }];
    const first = await post(ids.births, query);
    const second = await post(ids.births, query);
    expect(first.body.result[0]).toMatchObject({ is_cached: false, cache_timeout: 0 });
    expect(second.body.result[0]).toMatchObject({ is_cached: false, cached_dttm: null });
  });
});
