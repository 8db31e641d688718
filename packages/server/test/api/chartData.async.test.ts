/**
 * Async chart data (GLOBAL_ASYNC_QUERIES) with the in-process job runner and in-memory
 * events: 202 with the job, the async-token cookie and its channel, polling
 * `/api/v1/async_event/` until done, the result_url, cached answers, failed jobs, and the
 * WebSocket replaying and pushing events.
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
import {
  asyncCookie,
  createBirthsDuckDb,
  jwtClaims,
  registerBirths,
  type BirthsDatabase,
} from './chartDataFixtures.js';

const available = await storeAvailable();

describe.skipIf(!available)('async chart data in one process', () => {
  let s: TestServer;
  let births: BirthsDatabase;
  let token: string;
  let cookie: string;
  let ids: Record<string, number>;

  const context = (queries: unknown[], extra: Record<string, unknown> = {}) => ({
    datasource: { id: ids.births, type: 'table' },
    queries,
    ...extra,
  });
  const post = (body: unknown, withCookie = true) =>
    call(s.url, 'POST', '/api/v1/chart/data', {
      token,
      body,
      cookie: withCookie ? cookie : undefined,
    });
  const events = (lastId = '') =>
    call<{ result: AsyncEvent[] }>(s.url, 'GET', `/api/v1/async_event/?last_id=${lastId}`, {
      token,
      cookie,
    });
  /** Polls until the job's final event. */
  const finalEvent = async (jobId: string): Promise<AsyncEvent> => {
    for (let i = 0; i < 200; i += 1) {
      const r = await events();
      expect(r.status).toBe(200);
      const event = r.body.result.find((e) => e.job_id === jobId && e.status !== 'pending');
      if (event) return event;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`job ${jobId} never finished`);
  };

  beforeAll(async () => {
    births = await createBirthsDuckDb();
    s = await startTestServer({ TESSERA_FEATURE_GLOBAL_ASYNC_QUERIES: 'true' });
    token = await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
    ids = await registerBirths(s.url, token, births.file);
    const me = await call(s.url, 'GET', '/api/v1/me/', { token });
    cookie = asyncCookie(me.headers)!;
  });
  afterAll(async () => {
    await s?.stop();
    births?.cleanup();
  });

  it('gives every signed-in response the async-token cookie: a JWT of a channel for the user', async () => {
    expect(cookie).toMatch(/^async-token=/);
    const claims = jwtClaims(cookie.slice('async-token='.length));
    expect(claims).toMatchObject({ channel: expect.any(String), sub: '1' });
    expect(claims.exp).toEqual(expect.any(Number));
    const again = await call(s.url, 'GET', '/api/v1/me/', { token, cookie });
    expect(asyncCookie(again.headers)).toBeNull();
  });

  it('queues a query context (202), reports done on the channel, and serves the results at result_url', async () => {
    const body = context([
      {
        columns: ['gender'],
        metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(num)', label: 'total' }],
        orderby: [['gender', true]],
      },
    ]);
    const queued = await post(body);
    expect(queued.status, JSON.stringify(queued.body)).toBe(202);
    const channel = jwtClaims(cookie.slice('async-token='.length)).channel;
    expect(queued.body).toEqual({
      channel_id: channel,
      job_id: expect.any(String),
      user_id: 1,
      status: 'pending',
      errors: [],
      result_url: null,
    });
    const done = await finalEvent(queued.body.job_id);
    expect(done).toMatchObject({
      id: expect.stringMatching(/^\d+-\d+$/),
      channel_id: channel,
      status: 'done',
      errors: [],
      result_url: expect.stringMatching(/^\/api\/v1\/chart\/data\/qc-[0-9a-f]{32}$/),
    });
    const result = await call(s.url, 'GET', done.result_url!, { token });
    expect(result.status).toBe(200);
    expect(result.body.result[0]).toMatchObject({
      is_cached: true,
      colnames: ['gender', 'total'],
      data: [
        {
          gender: 'boy',
          total: 12 * 10 + (2 * (0 + 2 + 4 + 6 + 8 + 10 + 12 + 14 + 16 + 18 + 20 + 22)) / 2,
        },
        { gender: 'girl', total: 12 * 10 + (1 + 3 + 5 + 7 + 9 + 11 + 13 + 15 + 17 + 19 + 21 + 23) },
      ],
    });
    // Now cached: the same request is answered at once; force queues it again.
    const cached = await post(body);
    expect(cached.status).toBe(200);
    expect(cached.body.result[0].is_cached).toBe(true);
    const forced = await post({ ...body, force: true });
    expect(forced.status).toBe(202);
    expect((await finalEvent(forced.body.job_id)).status).toBe('done');
    // Results gone from the cache while the query context is still there: 422.
    await s.services.chartData.cache.delete(result.body.result[0].cache_key);
    const missing = await call(s.url, 'GET', done.result_url!, { token });
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({ message: 'Error loading data from cache' });
    // Events after the done event's id exclude it.
    const after = await events(done.id);
    expect(after.body.result.map((e) => e.id)).not.toContain(done.id);
  });

  it('answers other result types and formats at once, and bad input with 400 before queueing', async () => {
    const query = await post(
      context([{ columns: ['gender'], metrics: ['count'] }], { result_type: 'query' }),
    );
    expect(query.status).toBe(200);
    expect(query.body.result[0].language).toBe('sql');
    const bad = await post(context([{ columns: ['nope'], metrics: ['count'] }]));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Columns missing in dataset: ['nope']");
  });

  it('ends a job whose query fails as an error event with the engine error', async () => {
    const queued = await post(
      context([
        {
          columns: ['gender'],
          metrics: [
            {
              expressionType: 'SQL',
              sqlExpression: "SUM(CAST(gender || 'x' AS INTEGER))",
              label: 'broken',
            },
          ],
        },
      ]),
    );
    expect(queued.status).toBe(202);
    const failed = await finalEvent(queued.body.job_id);
    expect(failed.status).toBe('error');
    expect(failed.result_url).toBeNull();
    expect(failed.errors[0]).toMatchObject({ message: expect.stringContaining('Conversion') });
  });

  it('answers 401 to event reads without a valid cookie, and scopes events to the channel', async () => {
    expect((await call(s.url, 'GET', '/api/v1/async_event/', { token })).status).toBe(401);
    const forged = await call(s.url, 'GET', '/api/v1/async_event/', {
      token,
      cookie: 'async-token=eyJhbGciOiJIUzI1NiJ9.eyJjaGFubmVsIjoieCJ9.AAAA',
    });
    expect(forged.status).toBe(401);
    const other = await call(s.url, 'GET', '/api/v1/me/', { token });
    const otherCookie = asyncCookie(other.headers)!;
    expect(otherCookie).not.toBe(cookie);
    const foreign = await call(s.url, 'GET', '/api/v1/async_event/', {
      token,
      cookie: otherCookie,
    });
    expect(foreign.body.result).toEqual([]);
    expect((await events('not-an-id')).status).toBe(400);
  });

  it('replays and pushes events over the WebSocket for the cookie’s channel', async () => {
    const before = (await events()).body.result;
    const last = before[before.length - 1];
    const rejected = await s.app
      .injectWS('/ws', {})
      .then(() => 'opened')
      .catch((e: Error) => e.message);
    expect(rejected).toMatch(/401/);

    const received: AsyncEvent[] = [];
    const ws = await s.app.injectWS(
      `/ws?last_id=${before[0].id}`,
      { headers: { cookie } },
      {
        // Listen from the start: the replay is sent as soon as the socket opens.
        onInit: (socket) =>
          socket.on('message', (data: Buffer) => received.push(JSON.parse(data.toString()))),
      },
    );
    const queued = await post(context([{ columns: ['gender'], metrics: ['count'], row_limit: 1 }]));
    expect(queued.status).toBe(202);
    for (let i = 0; i < 200 && !received.some((e) => e.job_id === queued.body.job_id); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    ws.terminate();
    const ids = received.map((e) => e.id);
    // Replayed: every event after the first one, in order, then the new job's.
    expect(ids.slice(0, before.length - 1)).toEqual(before.slice(1).map((e) => e.id));
    expect(ids).not.toContain(before[0].id);
    expect(ids).toContain(last.id);
    expect(received.at(-1)).toMatchObject({ job_id: queued.body.job_id, status: 'done' });
  });
});
