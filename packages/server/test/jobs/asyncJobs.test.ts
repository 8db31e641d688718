/**
 * Async query jobs end, whatever happens to them: the in-process runner keeps to its
 * concurrency and ends timed-out and dropped jobs as `error`; on BullMQ a job whose
 * worker died (its lock expired) is run again by another worker, or, past the stall
 * limit, ends as `error`. Real servers, real DuckDB, real Redis (skipped with a printed
 * reason when Redis is unreachable, failing under CI=true).
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AsyncEvent } from '@tessera/core';
import { ASYNC_QUERY_QUEUE } from '../../src/jobs/asyncQueries.js';
import type { ChartDataJob } from '../../src/jobs/chartDataJob.js';
import type { InProcessQueue } from '../../src/jobs/inProcessQueue.js';
import type { JobWorker } from '../../src/jobs/queue.js';
import {
  startTestServer,
  storeAvailable,
  TEST_ADMIN,
  type TestServer,
} from '../support/testServer.js';
import { call, login } from '../support/client.js';
import { serviceAvailable } from '../support/services.js';
import {
  asyncCookie,
  createBirthsDuckDb,
  registerBirths,
  type BirthsDatabase,
} from '../api/chartDataFixtures.js';

const REDIS_URL = 'redis://127.0.0.1:6379/0';
const storeOk = await storeAvailable();
const redisOk = storeOk && (await serviceAvailable('Redis', '127.0.0.1', 6379));
const prefix = `tessera-test-${randomBytes(4).toString('hex')}:`;
const SLOW = 'SELECT a.range AS x, b.range AS y FROM range(100000) a, range(100000) b';
const slowSum = { expressionType: 'SQL', sqlExpression: 'SUM(x * y)', label: 's' };

interface Session {
  s: TestServer;
  token: string;
  cookie: string;
  ids: Record<string, number>;
}

async function session(births: BirthsDatabase, env: Record<string, string>): Promise<Session> {
  const s = await startTestServer({ TESSERA_FEATURE_GLOBAL_ASYNC_QUERIES: 'true', ...env });
  const token = await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
  const ids = await registerBirths(s.url, token, births.file, { slow: SLOW });
  const cookie = asyncCookie((await call(s.url, 'GET', '/api/v1/me/', { token })).headers)!;
  return { s, token, cookie, ids };
}

const submit = async (x: Session, dataset: number, metric: unknown) => {
  const r = await call(x.s.url, 'POST', '/api/v1/chart/data', {
    token: x.token,
    cookie: x.cookie,
    body: {
      datasource: { id: dataset, type: 'table' },
      queries: [{ columns: [], metrics: [metric] }],
      force: true,
    },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(202);
  return r.body.job_id as string;
};

const finalEvents = async (x: Session, jobIds: string[], timeoutMs = 20000) => {
  const started = Date.now();
  for (;;) {
    const r = await call<{ result: AsyncEvent[] }>(x.s.url, 'GET', '/api/v1/async_event/', {
      token: x.token,
      cookie: x.cookie,
    });
    const found = jobIds.map((id) =>
      r.body.result.find((e) => e.job_id === id && e.status !== 'pending'),
    );
    if (found.every(Boolean)) return found as AsyncEvent[];
    if (Date.now() - started > timeoutMs) throw new Error('jobs never finished');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe.skipIf(!storeOk)('the in-process job runner', () => {
  let births: BirthsDatabase;
  let x: Session;

  beforeAll(async () => {
    births = await createBirthsDuckDb();
    x = await session(births, {
      TESSERA_QUERY_TIMEOUT_SECONDS: '1',
      TESSERA_ASYNC_QUERY_CONCURRENCY: '1',
    });
  });
  afterAll(async () => {
    await x?.s.stop();
    births?.cleanup();
  });

  it('runs one job at a time and ends timed-out queries as errors', async () => {
    const runner = x.s.services.asyncQueries.queue as InProcessQueue<ChartDataJob>;
    const jobs = [
      await submit(x, x.ids.slow, slowSum),
      await submit(x, x.ids.slow, slowSum),
      await submit(x, x.ids.births, {
        expressionType: 'SQL',
        sqlExpression: 'SUM(num)',
        label: 'n',
      }),
    ];
    expect(runner.load).toEqual({ running: 1, waiting: 2 });
    let most = 0;
    const sampling = setInterval(() => (most = Math.max(most, runner.load.running)), 10);
    const [first, second, quick] = await finalEvents(x, jobs);
    clearInterval(sampling);
    expect(most).toBe(1);
    for (const failed of [first, second]) {
      expect(failed).toMatchObject({ status: 'error', result_url: null });
      expect(failed.errors[0]).toMatchObject({
        error_type: 'BACKEND_TIMEOUT_ERROR',
        message: 'The query exceeded the 1 seconds timeout.',
      });
    }
    expect(quick.status).toBe('done');
  });

  it('ends the jobs still waiting as errors when the server stops', async () => {
    const runner = x.s.services.asyncQueries.queue as InProcessQueue<ChartDataJob>;
    const running = await submit(x, x.ids.slow, slowSum);
    const waiting = await submit(x, x.ids.slow, slowSum);
    await runner.close();
    const [ran, dropped] = await finalEvents(x, [running, waiting]);
    expect(ran.status).toBe('error');
    expect(dropped).toMatchObject({
      status: 'error',
      errors: [{ message: 'The server stopped before the async query ran.' }],
    });
  });
});

describe.skipIf(!redisOk)('BullMQ jobs whose worker died', () => {
  let births: BirthsDatabase;
  let x: Session;
  let worker: JobWorker | null = null;

  /** Takes the next job like a worker that then dies: its lock is never renewed. */
  const takeAndDie = async () => {
    const dead = new Worker(ASYNC_QUERY_QUEUE, null, {
      connection: { url: REDIS_URL },
      prefix: `${prefix}bull`,
      autorun: false,
      lockDuration: 300,
    });
    const job = await dead.getNextJob('dead-worker-token');
    expect(job).toBeTruthy();
    await dead.close();
    return job!.id;
  };

  beforeAll(async () => {
    births = await createBirthsDuckDb();
    x = await session(births, { TESSERA_REDIS_URL: REDIS_URL, TESSERA_REDIS_PREFIX: prefix });
  });
  afterAll(async () => {
    await worker?.close();
    await x?.s.stop();
    births?.cleanup();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('runs the job again on a live worker', async () => {
    const job = await submit(x, x.ids.births, {
      expressionType: 'SQL',
      sqlExpression: 'COUNT(*)',
      label: 'c',
    });
    expect(await takeAndDie()).toBe(job);
    worker = await x.s.services.jobs.startWorker(ASYNC_QUERY_QUEUE, {
      stalledIntervalMs: 300,
      maxStalledCount: 1,
    });
    const [done] = await finalEvents(x, [job]);
    expect(done.status).toBe('done');
    await worker.close();
    worker = null;
  });

  it('ends it as an error past the stall limit', async () => {
    const job = await submit(x, x.ids.births, {
      expressionType: 'SQL',
      sqlExpression: 'COUNT(*)',
      label: 'c',
    });
    expect(await takeAndDie()).toBe(job);
    worker = await x.s.services.jobs.startWorker(ASYNC_QUERY_QUEUE, {
      stalledIntervalMs: 300,
      maxStalledCount: 0,
    });
    const [failed] = await finalEvents(x, [job]);
    expect(failed).toMatchObject({ status: 'error', result_url: null });
    expect(failed.errors[0].message).toMatch(/^The async query failed: .*stalled/);
  });
});
