/**
 * Chart data with TESSERA_REDIS_URL against the real Redis: the results cache in Redis,
 * and async queries on BullMQ (a worker started in this process, as `tessera worker`
 * would) with events in Redis streams, polled and pushed over the WebSocket. Every key
 * lives under a prefix of its own, deleted afterwards. Skipped with a printed reason when
 * Redis is unreachable (failing under CI=true).
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AsyncEvent } from '@tessera/core';
import {
  startTestServer,
  storeAvailable,
  TEST_ADMIN,
  type TestServer,
} from '../support/testServer.js';
import { call, login } from '../support/client.js';
import { ASYNC_QUERY_QUEUE } from '../../src/jobs/asyncQueries.js';
import type { JobWorker } from '../../src/jobs/queue.js';
import { serviceAvailable } from '../support/services.js';
import {
  asyncCookie,
  createBirthsDuckDb,
  jwtClaims,
  registerBirths,
  type BirthsDatabase,
} from './chartDataFixtures.js';

const REDIS_URL = 'redis://127.0.0.1:6379/0';
const available = (await storeAvailable()) && (await serviceAvailable('Redis', '127.0.0.1', 6379));
const prefix = `tessera-test-${randomBytes(4).toString('hex')}:`;

describe.skipIf(!available)('chart data on Redis', () => {
  let births: BirthsDatabase;
  let redis: Redis;

  beforeAll(async () => {
    births = await createBirthsDuckDb();
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, found] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      cursor = next;
      keys.push(...found);
    } while (cursor !== '0');
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    births?.cleanup();
  });

  describe('the results cache', () => {
    let s: TestServer;
    let token: string;
    let ids: Record<string, number>;
    const post = (body: unknown) => call(s.url, 'POST', '/api/v1/chart/data', { token, body });

    beforeAll(async () => {
      s = await startTestServer({ TESSERA_REDIS_URL: REDIS_URL, TESSERA_REDIS_PREFIX: prefix });
      token = await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
      ids = await registerBirths(s.url, token, births.file);
    });
    afterAll(() => s?.stop());

    it('keeps results in Redis with the timeout, and answers from there', async () => {
      const body = {
        datasource: { id: ids.births, type: 'table' },
        queries: [{ columns: ['gender'], metrics: ['count'], orderby: [['gender', true]] }],
        custom_cache_timeout: 600,
      };
      const first = (await post(body)).body.result[0];
      expect(first.is_cached).toBe(false);
      const key = `${prefix}tessera:cache:${first.cache_key}`;
      const ttl = await redis.ttl(key);
      expect(ttl).toBeGreaterThan(590);
      expect(ttl).toBeLessThanOrEqual(600);
      const stored = JSON.parse((await redis.get(key))!);
      expect(stored.result.data).toEqual(first.data);

      const second = (await post(body)).body.result[0];
      expect(second).toMatchObject({ is_cached: true, data: first.data, cache_timeout: 600 });
      // Gone from Redis, it runs again.
      await redis.del(key);
      expect((await post(body)).body.result[0].is_cached).toBe(false);
    });
  });

  describe('async queries on BullMQ', () => {
    let s: TestServer;
    let token: string;
    let cookie: string;
    let ids: Record<string, number>;
    let worker: JobWorker | null = null;

    const post = (body: unknown) =>
      call(s.url, 'POST', '/api/v1/chart/data', { token, cookie, body });
    const context = (queries: unknown[]) => ({
      datasource: { id: ids.births, type: 'table' },
      queries,
    });
    const finalEvent = async (jobId: string): Promise<AsyncEvent> => {
      for (let i = 0; i < 400; i += 1) {
        const r = await call<{ result: AsyncEvent[] }>(s.url, 'GET', '/api/v1/async_event/', {
          token,
          cookie,
        });
        const event = r.body.result.find((e) => e.job_id === jobId && e.status !== 'pending');
        if (event) return event;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`job ${jobId} never finished`);
    };

    beforeAll(async () => {
      s = await startTestServer({
        TESSERA_REDIS_URL: REDIS_URL,
        TESSERA_REDIS_PREFIX: prefix,
        TESSERA_FEATURE_GLOBAL_ASYNC_QUERIES: 'true',
      });
      token = await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
      ids = await registerBirths(s.url, token, births.file);
      cookie = asyncCookie((await call(s.url, 'GET', '/api/v1/me/', { token })).headers)!;
    });
    afterAll(async () => {
      await worker?.close();
      await s?.stop();
    });

    it('queues jobs until a worker runs them, with events in Redis streams', async () => {
      const queued = await post(
        context([{ columns: ['gender'], metrics: ['count'], orderby: [['gender', true]] }]),
      );
      expect(queued.status, JSON.stringify(queued.body)).toBe(202);
      expect(queued.body.status).toBe('pending');
      const queue = new Queue(ASYNC_QUERY_QUEUE, {
        connection: { url: REDIS_URL },
        prefix: `${prefix}bull`,
      });
      expect(await (await queue.getJob(queued.body.job_id))!.getState()).toBe('waiting');
      await queue.close();

      worker = await s.services.jobs.startWorker(ASYNC_QUERY_QUEUE);
      const done = await finalEvent(queued.body.job_id);
      expect(done.status).toBe('done');
      const channel = jwtClaims(cookie.slice('async-token='.length)).channel as string;
      const stream = await redis.xrange(`${prefix}async-events-${channel}`, '-', '+');
      expect(stream.map(([id]) => id)).toContain(done.id);
      const [, fields] = stream.find(([id]) => id === done.id)!;
      expect(fields[0]).toBe('data');
      expect(JSON.parse(fields[1])).toMatchObject({ job_id: queued.body.job_id, status: 'done' });

      const result = await call(s.url, 'GET', done.result_url!, { token });
      expect(result.status).toBe(200);
      expect(result.body.result[0].data).toEqual([
        { gender: 'boy', count: 12 },
        { gender: 'girl', count: 12 },
      ]);
    });

    it('ends failed jobs as errors and pushes events over the WebSocket', async () => {
      worker ??= await s.services.jobs.startWorker(ASYNC_QUERY_QUEUE);
      const received: AsyncEvent[] = [];
      const ws = await s.app.injectWS(
        '/ws',
        { headers: { cookie } },
        {
          onInit: (socket) =>
            socket.on('message', (data: Buffer) => received.push(JSON.parse(data.toString()))),
        },
      );
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
      expect(failed).toMatchObject({ status: 'error', result_url: null });
      expect(failed.errors[0].message).toContain('Conversion');
      for (let i = 0; i < 100 && !received.some((e) => e.id === failed.id); i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      ws.terminate();
      expect(received.find((e) => e.job_id === queued.body.job_id)).toEqual(failed);
    });
  });
});
