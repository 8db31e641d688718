/**
 * A saved chart's data under GLOBAL_ASYNC_QUERIES: `GET /api/v1/chart/<pk>/data/` queues
 * the chart's query context (202), the job reports done on the user's channel, its
 * result_url serves the rows, and the same request is then answered from the cache.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AsyncEvent } from '@tessera/core';
import {
  startTestServer,
  storeAvailable,
  TEST_ADMIN,
  type TestServer,
} from '../support/testServer.js';
import { call, login } from '../support/client.js';
import { asyncCookie, createBirthsDuckDb, registerBirths } from './chartDataFixtures.js';

const available = await storeAvailable();

describe.skipIf(!available)('a saved chart’s data, asynchronously', () => {
  let s: TestServer;
  let token: string;
  let cookie: string;
  let chartId: number;
  let cleanup = () => {};

  const api = (method: string, path: string, body?: unknown) =>
    call(s.url, method, path, { token, cookie, body });

  beforeAll(async () => {
    const births = await createBirthsDuckDb();
    cleanup = births.cleanup;
    s = await startTestServer({ TESSERA_FEATURE_GLOBAL_ASYNC_QUERIES: 'true' });
    token = await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
    const ids = await registerBirths(s.url, token, births.file);
    cookie = asyncCookie((await call(s.url, 'GET', '/api/v1/me/', { token })).headers)!;
    const chart = await api('POST', '/api/v1/chart/', {
      slice_name: 'Births by gender',
      viz_type: 'pie',
      datasource_id: ids.births,
      datasource_type: 'table',
      params: JSON.stringify({
        datasource: `${ids.births}__table`,
        viz_type: 'pie',
        groupby: ['gender'],
        metric: { expressionType: 'SQL', sqlExpression: 'SUM(num)', label: 'total' },
        adhoc_filters: [],
        row_limit: 10,
      }),
    });
    expect(chart.status, JSON.stringify(chart.body)).toBe(201);
    chartId = chart.body.id;
  });
  afterAll(async () => {
    await s?.stop();
    cleanup();
  });

  it('queues the chart’s query, then answers from the cache', async () => {
    const queued = await api('GET', `/api/v1/chart/${chartId}/data/`);
    expect(queued.status, JSON.stringify(queued.body)).toBe(202);
    expect(queued.body).toMatchObject({ status: 'pending', job_id: expect.any(String) });

    let done: AsyncEvent | undefined;
    for (let i = 0; i < 200 && !done; i += 1) {
      const events = await api('GET', '/api/v1/async_event/');
      done = (events.body.result as AsyncEvent[]).find(
        (e) => e.job_id === queued.body.job_id && e.status !== 'pending',
      );
      if (!done) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(done?.status).toBe('done');
    const totals = [
      { gender: 'boy', total: 12 * 10 + (0 + 2 + 4 + 6 + 8 + 10 + 12 + 14 + 16 + 18 + 20 + 22) },
      { gender: 'girl', total: 12 * 10 + (1 + 3 + 5 + 7 + 9 + 11 + 13 + 15 + 17 + 19 + 21 + 23) },
    ];
    const result = await api('GET', done!.result_url!);
    expect(result.status).toBe(200);
    expect(
      [...result.body.result[0].data].sort((a, b) => a.gender.localeCompare(b.gender)),
    ).toEqual(totals);

    const cached = await api('GET', `/api/v1/chart/${chartId}/data/`);
    expect(cached.status).toBe(200);
    expect(cached.body.result[0].is_cached).toBe(true);
    // force queues it again; a CSV is never queued.
    expect((await api('GET', `/api/v1/chart/${chartId}/data/?force=true`)).status).toBe(202);
    const csv = await api('GET', `/api/v1/chart/${chartId}/data/?format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.body).toMatch(/^gender,total\n/);
  });
});
