/**
 * Async SQL Lab runs on BullMQ (TESSERA_REDIS_URL), as jobs/bullmqRunner.ts runs chart data
 * jobs: the web process stores the query as pending and adds a job naming it (with its
 * planned statements) to the `tessera-sqllab-runs` queue; `tessera worker` processes run it
 * through queryRunner. A job that fails outside the query (its worker died and it stalled
 * too often) ends the query as failed from a worker that sees the failure; a job no worker
 * finished by its deadline ends it as failed from the web process that added it.
 */
import type { Queue, Worker } from 'bullmq';
import type { LimitingFactor } from '@tessera/core';
import { bullPrefix, connection, type WorkerOptions } from '../../jobs/bullmqRunner.js';
import * as meta from '../../meta/queries.js';
import type { MetaStore } from '../../meta/store.js';
import { createRedisClient } from '../../query/cache/redisClient.js';

export const SQLLAB_RUN_QUEUE = 'tessera-sqllab-runs';
export const WORKER_STOPPED = 'The worker running this query stopped.';
export const NO_WORKER = 'No worker finished the query in time. Is a `tessera worker` running?';
/** How long past its own time limit a run may stay unfinished before it is declared lost. */
const DEADLINE_GRACE_MS = 60_000;

/** What a worker needs beyond the stored query row: the statements as planned at submit. */
export interface SqlLabRunJob {
  query_id: number;
  client_id: string;
  statements: string[];
  /** Row limit of the last statement; null for CTAS. */
  limit: number | null;
  limiting_factor: LimitingFactor;
}

interface Logger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

interface Options {
  redisUrl: string;
  prefix: string;
}

/** Ends a query still pending or running as failed with `message`; false if it had ended. */
export async function failRun(store: MetaStore, queryId: number, message: string) {
  return meta.updateQueryIfIn(store.db, queryId, ['pending', 'running'], {
    status: 'failed',
    end_time: Date.now(),
    error_message: message,
  });
}

/** The web side: adds runs to the queue and watches their deadline. */
export class BullmqSqlLabRuns {
  private queue: Promise<Queue<SqlLabRunJob>> | null = null;
  private readonly deadlines = new Set<NodeJS.Timeout>();

  constructor(
    private readonly options: Options,
    private readonly store: MetaStore,
    private readonly timeoutMs: number,
    private readonly logger: Logger,
  ) {}

  private runs(): Promise<Queue<SqlLabRunJob>> {
    this.queue ??= import('bullmq').then(
      ({ Queue }) =>
        new Queue<SqlLabRunJob>(SQLLAB_RUN_QUEUE, {
          connection: connection(this.options.redisUrl),
          prefix: bullPrefix(this.options.prefix),
        }),
    );
    return this.queue;
  }

  async submit(job: SqlLabRunJob): Promise<void> {
    await (
      await this.runs()
    ).add('sqllab-run', job, {
      jobId: `query-${job.query_id}`,
      attempts: 1,
      removeOnComplete: { age: 3600, count: 1000 },
      removeOnFail: { age: 24 * 3600, count: 1000 },
    });
    const timer = setTimeout(() => {
      this.deadlines.delete(timer);
      void this.checkDeadline(job);
    }, this.timeoutMs + DEADLINE_GRACE_MS);
    timer.unref();
    this.deadlines.add(timer);
  }

  /** A run still waiting or running past its deadline has no live worker: end it as failed. */
  private async checkDeadline(job: SqlLabRunJob): Promise<void> {
    try {
      const found = await (await this.runs()).getJob(`query-${job.query_id}`);
      if (!found) return;
      const state = await found.getState();
      if (state === 'completed' || state === 'failed' || state === 'unknown') return;
      if (state === 'waiting' || state === 'delayed' || state === 'prioritized') {
        await found.remove().catch(() => undefined);
      }
      await failRun(this.store, job.query_id, NO_WORKER);
    } catch (err) {
      this.logger.warn({ err, query: job.query_id }, 'checking a SQL Lab run deadline failed');
    }
  }

  async close(): Promise<void> {
    for (const timer of this.deadlines) clearTimeout(timer);
    this.deadlines.clear();
    if (this.queue) await (await this.queue).close();
  }
}

export interface SqlLabWorker {
  worker: Worker<SqlLabRunJob>;
  close(): Promise<void>;
}

export type SqlLabWorkerOptions = Omit<WorkerOptions, 'redisUrl' | 'prefix'> & Options;

/**
 * Starts a worker running the queue's SQL Lab runs with `run`, and a listener that ends the
 * queries of failed jobs (stalled too often: their worker died) as failed. Every worker
 * listens; the first to claim a failure records it.
 */
export async function startSqlLabWorker(
  run: (job: SqlLabRunJob) => Promise<void>,
  store: MetaStore,
  options: SqlLabWorkerOptions,
  logger: Logger,
): Promise<SqlLabWorker> {
  const { QueueEvents, Worker } = await import('bullmq');
  const bullOptions = {
    connection: connection(options.redisUrl),
    prefix: bullPrefix(options.prefix),
  };
  const worker = new Worker<SqlLabRunJob>(SQLLAB_RUN_QUEUE, async (job) => run(job.data), {
    ...bullOptions,
    concurrency: options.concurrency,
    maxStalledCount: options.maxStalledCount ?? 1,
    ...(options.lockDurationMs && { lockDuration: options.lockDurationMs }),
    ...(options.stalledIntervalMs && { stalledInterval: options.stalledIntervalMs }),
  });
  worker.on('error', (err) => logger.warn({ err }, 'SQL Lab worker error'));
  const events = new QueueEvents(SQLLAB_RUN_QUEUE, bullOptions);
  const redis = await createRedisClient(options.redisUrl);
  events.on('failed', ({ jobId, failedReason }) => {
    void (async () => {
      const claimed = await redis.set(
        `${options.prefix}tessera:failed-sqllab-run:${jobId}`,
        '1',
        'EX',
        24 * 3600,
        'NX',
      );
      if (claimed !== 'OK') return;
      const queryId = Number(/^query-(\d+)$/.exec(jobId)?.[1]);
      if (!queryId) return;
      logger.error({ query: queryId, reason: failedReason }, 'SQL Lab run job failed');
      await failRun(store, queryId, WORKER_STOPPED);
    })().catch((err: unknown) => logger.error({ err }, 'could not record a failed SQL Lab run'));
  });
  return {
    worker,
    async close() {
      await worker.close();
      await events.close();
      redis.disconnect();
    },
  };
}
