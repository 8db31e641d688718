/**
 * Async chart data jobs on BullMQ (TESSERA_REDIS_URL): web processes add jobs to the
 * `tessera-async-queries` queue; `tessera worker` processes (startChartDataWorker) run
 * them. A job that fails outside the query (its worker died and it stalled too often)
 * ends as `error` from a worker that sees the failure; a job no worker finished by its
 * deadline ends as `error` from the web process that added it. BullMQ is loaded on first
 * use, so processes without Redis never load it.
 */
import type { Queue, Worker } from 'bullmq';
import { createRedisClient } from '../query/cache/redisClient.js';
import type { ChartDataJob, ChartDataJobDeps } from './chartDataJob.js';
import { failJob, runChartDataJob } from './chartDataJob.js';
import type { JobRunner } from './jobRunner.js';

export const ASYNC_QUERY_QUEUE = 'tessera-async-queries';
/** How long past its own time limit a job may stay unfinished before it is declared lost. */
const DEADLINE_GRACE_MS = 60_000;

interface Logger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface BullmqOptions {
  redisUrl: string;
  /** Prefix of every Redis key (TESSERA_REDIS_PREFIX). */
  prefix: string;
}

export const connection = (url: string) => ({ url, maxRetriesPerRequest: null });
export const bullPrefix = (prefix: string) => `${prefix}bull`;

export class BullmqJobRunner implements JobRunner {
  private queue: Promise<Queue> | null = null;
  private readonly deadlines = new Set<NodeJS.Timeout>();

  constructor(
    private readonly options: BullmqOptions,
    private readonly deps: Pick<ChartDataJobDeps, 'events' | 'timeoutMs'>,
    private readonly logger: Logger,
  ) {}

  private jobs(): Promise<Queue> {
    this.queue ??= import('bullmq').then(
      ({ Queue }) =>
        new Queue(ASYNC_QUERY_QUEUE, {
          connection: connection(this.options.redisUrl),
          prefix: bullPrefix(this.options.prefix),
        }),
    );
    return this.queue;
  }

  async submit(job: ChartDataJob): Promise<void> {
    await (
      await this.jobs()
    ).add('chart-data', job, {
      jobId: job.job_id,
      attempts: 1,
      removeOnComplete: { age: 3600, count: 1000 },
      removeOnFail: { age: 24 * 3600, count: 1000 },
    });
    const timer = setTimeout(() => {
      this.deadlines.delete(timer);
      void this.checkDeadline(job);
    }, this.deps.timeoutMs + DEADLINE_GRACE_MS);
    timer.unref();
    this.deadlines.add(timer);
  }

  /** A job still waiting or running past its deadline has no live worker: end it as `error`. */
  private async checkDeadline(job: ChartDataJob): Promise<void> {
    try {
      const found = await (await this.jobs()).getJob(job.job_id);
      if (!found) return;
      const state = await found.getState();
      if (state === 'completed' || state === 'failed' || state === 'unknown') return;
      if (state === 'waiting' || state === 'delayed' || state === 'prioritized') {
        await found.remove().catch(() => undefined);
      }
      await failJob(
        this.deps.events,
        job,
        'No worker finished the async query in time. Is a `tessera worker` running?',
      );
    } catch (err) {
      this.logger.warn({ err, job: job.job_id }, 'checking an async query deadline failed');
    }
  }

  async close(): Promise<void> {
    for (const timer of this.deadlines) clearTimeout(timer);
    this.deadlines.clear();
    if (this.queue) await (await this.queue).close();
  }
}

export interface WorkerOptions extends BullmqOptions {
  concurrency: number;
  /** Lock time of a running job; a worker that stops renewing it stalls the job. */
  lockDurationMs?: number;
  stalledIntervalMs?: number;
  /** Times a job may stall (its worker died) and be run again before it fails (default 1). */
  maxStalledCount?: number;
}

export interface ChartDataWorker {
  worker: Worker<ChartDataJob>;
  close(): Promise<void>;
}

/**
 * Starts a worker processing the queue's jobs (the `tessera worker` command, tests), and
 * a listener that ends failed jobs as `error` events: jobs that stalled too often (their
 * worker died) fail inside Redis, so the queue's event stream is where they are seen.
 * Every worker listens; the first to claim a failure reports it.
 */
export async function startChartDataWorker(
  deps: ChartDataJobDeps,
  options: WorkerOptions,
  logger: Logger,
): Promise<ChartDataWorker> {
  const { Queue, QueueEvents, Worker } = await import('bullmq');
  const bullOptions = {
    connection: connection(options.redisUrl),
    prefix: bullPrefix(options.prefix),
  };
  const worker = new Worker<ChartDataJob>(
    ASYNC_QUERY_QUEUE,
    async (job) => runChartDataJob(deps, job.data),
    {
      ...bullOptions,
      concurrency: options.concurrency,
      maxStalledCount: options.maxStalledCount ?? 1,
      ...(options.lockDurationMs && { lockDuration: options.lockDurationMs }),
      ...(options.stalledIntervalMs && { stalledInterval: options.stalledIntervalMs }),
    },
  );
  worker.on('error', (err) => logger.warn({ err }, 'async query worker error'));
  const queue = new Queue<ChartDataJob>(ASYNC_QUERY_QUEUE, bullOptions);
  const events = new QueueEvents(ASYNC_QUERY_QUEUE, bullOptions);
  const redis = await createRedisClient(options.redisUrl);
  events.on('failed', ({ jobId, failedReason }) => {
    void (async () => {
      const claimed = await redis.set(
        `${options.prefix}tessera:failed-job:${jobId}`,
        '1',
        'EX',
        24 * 3600,
        'NX',
      );
      if (claimed !== 'OK') return;
      const job = await queue.getJob(jobId);
      if (!job) return;
      logger.error({ job: jobId, reason: failedReason }, 'async query job failed');
      await failJob(deps.events, job.data, `The async query failed: ${failedReason}`);
    })().catch((err: unknown) => logger.error({ err }, 'could not record a failed async query'));
  });
  return {
    worker,
    async close() {
      await worker.close();
      await events.close();
      await queue.close();
      redis.disconnect();
    },
  };
}
