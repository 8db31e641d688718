/**
 * Async SQL Lab runs on BullMQ (TESSERA_REDIS_URL): the web server only queues the run; a
 * worker (started as `tessera worker` starts it, on services of its own) runs it, is stopped
 * through the web server, and a run whose worker died ends as failed. Real server, real
 * DuckDB, real Redis (skipped with a printed reason when Redis is unreachable, failing
 * under CI=true).
 */
import { randomBytes } from 'node:crypto';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobWorker, WorkerTuning } from '../../src/jobs/queue.js';
import { createServices, type Services } from '../../src/services/index.js';
import { SQLLAB_RUN_QUEUE } from '../../src/services/sqlLab/asyncRuns.js';
import {
  startTestServer,
  storeAvailable,
  TEST_ADMIN,
  type TestServer,
} from '../support/testServer.js';
import { call, login } from '../support/client.js';
import { serviceAvailable } from '../support/services.js';
import { rison, sqlLabSetup, waitForQuery, type SqlLabSetup } from '../api/sqllab.fixtures.js';

const REDIS_URL = 'redis://127.0.0.1:6379/0';
const storeOk = await storeAvailable();
const redisOk = storeOk && (await serviceAvailable('Redis', '127.0.0.1', 6379));
const prefix = `tessera-test-${randomBytes(4).toString('hex')}:`;
const bull = { connection: { url: REDIS_URL }, prefix: `${prefix}bull` };

describe.skipIf(!redisOk)('async SQL Lab runs on BullMQ workers', () => {
  let s: TestServer;
  let x: SqlLabSetup;
  /** The worker's own services, as a `tessera worker` process has them. */
  let services: Services | null = null;
  let workers: JobWorker | null = null;
  let queue: Queue;

  const run = (body: object) =>
    call(s.url, 'POST', '/api/v1/sqllab/execute/', {
      token: x.admin,
      body: { database_id: x.labId, runAsync: true, ...body },
    });
  const stateOf = async (clientId: string) => {
    const r = await call(
      s.url,
      'GET',
      `/api/v1/query/updated_since${rison('(last_updated_ms:0)')}`,
      {
        token: x.admin,
      },
    );
    return r.body.result.find((q: { id: string }) => q.id === clientId)?.state as string;
  };
  // Quick stall checks throughout: a check may not run sooner than the previous worker's interval.
  const startWorker = async (tuning: WorkerTuning = { stalledIntervalMs: 300 }) => {
    services = createServices(s.services.ctx);
    workers = await services.jobs.startWorkers(tuning);
  };
  const stopWorker = async () => {
    await workers?.close();
    await services?.closeChartData();
    await services?.sqlLab.close();
    await services?.databaseConnections.closeAll();
    workers = null;
    services = null;
  };

  beforeAll(async () => {
    s = await startTestServer({ TESSERA_REDIS_URL: REDIS_URL, TESSERA_REDIS_PREFIX: prefix });
    const admin = await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
    x = await sqlLabSetup(s, admin);
    queue = new Queue(SQLLAB_RUN_QUEUE, bull);
  });
  afterAll(async () => {
    await stopWorker();
    await queue?.close();
    await s?.stop();
    x?.files.forEach((f) => f.cleanup());
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('queues the run; a worker runs it and the web server serves its results', async () => {
    const r = await run({ sql: 'SELECT count(*) AS c FROM big', client_id: 'bull1' });
    expect(r.status).toBe(202);
    expect(r.body.query).toMatchObject({ id: 'bull1', state: 'pending' });
    const job = await queue.getJob(`query-${r.body.query.serverId}`);
    expect(await job?.getState()).toBe('waiting');
    expect(await stateOf('bull1')).toBe('pending');

    await startWorker();
    const done = await waitForQuery(s, x.admin, 'bull1');
    expect(done).toMatchObject({ state: 'success', rows: 1 });
    const res = await call(
      s.url,
      'GET',
      `/api/v1/sqllab/results/${rison(`(key:'${done.resultsKey}')`)}`,
      { token: x.admin },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([{ c: 25000 }]);
  });

  it('stops a run on the worker through the web server', async () => {
    const r = await run({ sql: 'SELECT count(*) FROM range(100000000000) a', client_id: 'bull2' });
    expect(r.status).toBe(202);
    for (let i = 0; i < 200 && (await stateOf('bull2')) !== 'running'; i += 1) {
      await new Promise((res) => setTimeout(res, 50));
    }
    expect(await stateOf('bull2')).toBe('running');
    const stop = await call(s.url, 'POST', '/api/v1/query/stop', {
      token: x.admin,
      body: { client_id: 'bull2' },
    });
    expect(stop.body).toEqual({ result: 'OK' });
    const done = await waitForQuery(s, x.admin, 'bull2');
    expect(done).toMatchObject({ state: 'stopped', errorMessage: 'Query was stopped.' });
    await stopWorker();
  });

  it('ends a run whose worker died as failed', async () => {
    const r = await run({ sql: 'SELECT 1 AS one', client_id: 'bull3' });
    expect(r.status).toBe(202);
    // A worker takes the run and dies: its lock is never renewed.
    const dead = new Worker(SQLLAB_RUN_QUEUE, null, { ...bull, autorun: false, lockDuration: 300 });
    const taken = await dead.getNextJob('dead-worker-token');
    expect(taken?.id).toBe(`query-${r.body.query.serverId}`);
    await dead.close();
    await startWorker({ stalledIntervalMs: 300, maxStalledCount: 0 });
    const failed = await waitForQuery(s, x.admin, 'bull3');
    expect(failed).toMatchObject({
      state: 'failed',
      errorMessage: 'The worker running this query stopped.',
    });
  });
});
