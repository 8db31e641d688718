/**
 * Async queries (GLOBAL_ASYNC_QUERIES, superset-api.md §3.5 and §5): the channel tokens,
 * the event store and the chart data job queue, in this process by default and on Redis
 * (streams and BullMQ, `tessera worker`) when TESSERA_REDIS_URL is set. The work of a job
 * (running the query context) is the chart data service's, handed in by whoever builds this.
 */
import { randomUUID } from 'node:crypto';
import type { AsyncJobMetadata } from '@tessera/core';
import type { TesseraConfig } from '../config.js';
import { sharedRedisClient } from '../redis/client.js';
import type { Principal } from '../security/principal.js';
import { MemoryAsyncEventStore, type AsyncEventStore } from './asyncEvents.js';
import { AsyncTokens, type AsyncChannel } from './asyncToken.js';
import {
  chartDataJobHandler,
  pendingMetadata,
  type ChartDataJob,
  type ChartDataJobDeps,
} from './chartDataJob.js';
import type { JobLogger, JobQueue, JobQueues } from './queue.js';
import { RedisAsyncEventStore } from './redisAsyncEvents.js';

export const ASYNC_QUERY_QUEUE = 'tessera-async-queries';

/** The work of a job, given by the chart data service that owns it. */
export type ChartDataWork = Pick<ChartDataJobDeps, 'runQueryContext' | 'loadPrincipal'>;

export class AsyncQueries {
  readonly tokens: AsyncTokens;
  readonly events: AsyncEventStore;
  readonly queue: JobQueue<ChartDataJob>;

  constructor(
    private readonly ctx: { config: TesseraConfig; logger: JobLogger },
    jobs: JobQueues,
    work: ChartDataWork,
  ) {
    const { config, logger } = ctx;
    this.tokens = new AsyncTokens(config.secretKey, config.sessionHours * 3600);
    const redisUrl = config.redisUrl;
    this.events = redisUrl
      ? new RedisAsyncEventStore(
          sharedRedisClient(redisUrl),
          sharedRedisClient(redisUrl, { blocking: true }),
          config.redisPrefix,
          logger,
        )
      : new MemoryAsyncEventStore();
    // A query context may hold several queries, each within the query timeout.
    const timeoutMs = config.query.timeoutSeconds * 2 * 1000;
    this.queue = jobs.create(
      {
        name: ASYNC_QUERY_QUEUE,
        jobName: 'chart-data',
        jobId: (job) => job.job_id,
        concurrency: config.asyncQueries.concurrency,
        timeoutMs,
      },
      chartDataJobHandler({ ...work, events: this.events, timeoutMs }),
    );
  }

  get enabled(): boolean {
    return this.ctx.config.featureFlags.GLOBAL_ASYNC_QUERIES;
  }

  /** Queues the query context as a job on the channel; answers the job's metadata (the 202 body). */
  async submit(
    principal: Principal,
    channel: AsyncChannel,
    body: unknown,
  ): Promise<AsyncJobMetadata> {
    const job: ChartDataJob = {
      job_id: randomUUID(),
      channel_id: channel.channel,
      user_id: principal.id,
      body,
    };
    await this.queue.add(job);
    return pendingMetadata(job);
  }

  async close(): Promise<void> {
    await this.queue.close();
    await this.events.close();
  }
}
