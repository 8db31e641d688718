/**
 * Jobs on BullMQ (TESSERA_REDIS_URL). Web processes add jobs to the queue named by the spec
 * (BullmqQueue); `tessera worker` processes run them (startBullmqWorker). A job that fails
 * outside its handler (its worker died and it stalled too often) ends as `failed` from a
 * worker that sees the failure; a job no worker finished by its deadline ends as `lost`
 * from the web process that added it. BullMQ is loaded on first use, so processes without
 * Redis never load it.
 */
import type { Queue } from 'bullmq';
import { createRedisClient } from '../redis/client.js';
import type {
  JobHandler,
  JobLogger,
  JobQueue,
  JobQueueSpec,
  JobWorker,
  WorkerTuning,
} from './queue.js';

/** How long past its own time limit a job may stay unfinished before it is declared lost. */
const DEADLINE_GRACE_MS = 60_000;

export interface BullmqOptions {
  redisUrl: string;
  /** Prefix of every Redis key (TESSERA_REDIS_PREFIX). */
  prefix: string;
}

const bullOptions = (options: BullmqOptions) => ({
  connection: { url: options.redisUrl, maxRetriesPerRequest: null },
  prefix: `${options.prefix}bull`,
});

/** The web side: adds jobs to the queue and watches their deadline. */
export class BullmqQueue<T> implements JobQueue<T> {
  private queue: Promise<Queue> | null = null;
  private readonly deadlines = new Set<NodeJS.Timeout>();

  constructor(
    private readonly spec: JobQueueSpec<T>,
    private readonly handler: Pick<JobHandler<T>, 'fail'>,
    private readonly options: BullmqOptions,
    private readonly logger: JobLogger,
  ) {}

  private jobs(): Promise<Queue> {
    this.queue ??= import('bullmq').then(
      ({ Queue }) => new Queue(this.spec.name, bullOptions(this.options)),
    );
    return this.queue;
  }

  async add(job: T): Promise<void> {
    await (
      await this.jobs()
    ).add(this.spec.jobName, job, {
      jobId: this.spec.jobId(job),
      attempts: 1,
      removeOnComplete: { age: 3600, count: 1000 },
      removeOnFail: { age: 24 * 3600, count: 1000 },
    });
    const timer = setTimeout(() => {
      this.deadlines.delete(timer);
      void this.checkDeadline(job);
    }, this.spec.timeoutMs + DEADLINE_GRACE_MS);
    timer.unref();
    this.deadlines.add(timer);
  }

  /** A job still waiting or running past its deadline has no live worker: it is lost. */
  private async checkDeadline(job: T): Promise<void> {
    const jobId = this.spec.jobId(job);
    try {
      const found = await (await this.jobs()).getJob(jobId);
      if (!found) return;
      const state = await found.getState();
      if (state === 'completed' || state === 'failed' || state === 'unknown') return;
      if (state === 'waiting' || state === 'delayed' || state === 'prioritized') {
        await found.remove().catch(() => undefined);
      }
      await this.handler.fail(job, { kind: 'lost' });
    } catch (err) {
      this.logger.warn(
        { err, queue: this.spec.name, job: jobId },
        'checking a job deadline failed',
      );
    }
  }

  async close(): Promise<void> {
    for (const timer of this.deadlines) clearTimeout(timer);
    this.deadlines.clear();
    if (this.queue) await (await this.queue).close();
  }
}

/**
 * Starts a worker running the queue's jobs with `handler`, and a listener that ends failed
 * jobs through `handler.fail`: jobs that stalled too often (their worker died) fail inside
 * Redis, so the queue's event stream is where they are seen. Every worker listens; the
 * first to claim a failure records it.
 */
export async function startBullmqWorker<T>(
  spec: JobQueueSpec<T>,
  handler: JobHandler<T>,
  options: BullmqOptions,
  tuning: WorkerTuning,
  logger: JobLogger,
): Promise<JobWorker> {
  const { Queue, QueueEvents, Worker } = await import('bullmq');
  const bull = bullOptions(options);
  const worker = new Worker<T>(spec.name, async (job) => handler.run(job.data), {
    ...bull,
    concurrency: spec.concurrency,
    maxStalledCount: tuning.maxStalledCount ?? 1,
    ...(tuning.lockDurationMs && { lockDuration: tuning.lockDurationMs }),
    ...(tuning.stalledIntervalMs && { stalledInterval: tuning.stalledIntervalMs }),
  });
  worker.on('error', (err) => logger.warn({ err, queue: spec.name }, 'job worker error'));
  const queue = new Queue<T>(spec.name, bull);
  const events = new QueueEvents(spec.name, bull);
  const redis = await createRedisClient(options.redisUrl);
  events.on('failed', ({ jobId, failedReason }) => {
    void (async () => {
      const claim = `${options.prefix}tessera:failed-job:${spec.name}:${jobId}`;
      if ((await redis.set(claim, '1', 'EX', 24 * 3600, 'NX')) !== 'OK') return;
      const job = await queue.getJob(jobId);
      if (!job) return;
      logger.error({ queue: spec.name, job: jobId, reason: failedReason }, 'job failed');
      await handler.fail(job.data, { kind: 'failed', reason: failedReason });
    })().catch((err: unknown) =>
      logger.error({ err, queue: spec.name, job: jobId }, 'could not record a failed job'),
    );
  });
  return {
    async close() {
      await worker.close();
      await events.close();
      await queue.close();
      redis.disconnect();
    },
  };
}
