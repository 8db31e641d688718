/**
 * Async queries (GLOBAL_ASYNC_QUERIES, superset-api.md §3.5 and §5) as one service: the
 * channel tokens, the event store and the job runner, in this process by default and on
 * Redis (streams and BullMQ) when TESSERA_REDIS_URL is set.
 */
import { randomUUID } from 'node:crypto';
import type { AsyncJobMetadata } from '@tessera/core';
import { sharedRedisClient } from '../query/cache/redisClient.js';
import type { Principal } from '../security/principal.js';
import type { ChartDataService } from '../services/chartData/chartDataService.js';
import type { ServiceContext } from '../services/context.js';
import type { PrincipalService } from '../services/principals.js';
import { MemoryAsyncEventStore, type AsyncEventStore } from './asyncEvents.js';
import { AsyncTokens, type AsyncChannel } from './asyncToken.js';
import {
  BullmqJobRunner,
  startChartDataWorker,
  type ChartDataWorker,
  type WorkerOptions,
} from './bullmqRunner.js';
import { pendingMetadata, type ChartDataJob, type ChartDataJobDeps } from './chartDataJob.js';
import { InProcessJobRunner, type JobRunner } from './jobRunner.js';
import { RedisAsyncEventStore } from './redisAsyncEvents.js';

export class AsyncQueries {
  readonly tokens: AsyncTokens;
  readonly events: AsyncEventStore;
  readonly runner: JobRunner;
  readonly jobDeps: ChartDataJobDeps;

  constructor(
    private readonly ctx: ServiceContext,
    chartData: ChartDataService,
    principals: PrincipalService,
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
    this.jobDeps = {
      chartData,
      events: this.events,
      loadPrincipal: (id) => principals.load(id),
      // A query context may hold several queries, each within the query timeout.
      timeoutMs: config.query.timeoutSeconds * 2 * 1000,
    };
    this.runner = redisUrl
      ? new BullmqJobRunner({ redisUrl, prefix: config.redisPrefix }, this.jobDeps, logger)
      : new InProcessJobRunner(this.jobDeps, config.asyncQueries.concurrency, logger);
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
    await this.runner.submit(job);
    return pendingMetadata(job);
  }

  /** A BullMQ worker running the queue's jobs (`tessera worker`); needs TESSERA_REDIS_URL. */
  async startWorker(
    options: Pick<WorkerOptions, 'lockDurationMs' | 'stalledIntervalMs' | 'maxStalledCount'> = {},
  ): Promise<ChartDataWorker> {
    const { redisUrl, redisPrefix, asyncQueries } = this.ctx.config;
    if (!redisUrl)
      throw new Error('A worker needs TESSERA_REDIS_URL (jobs run in the web process without it)');
    return startChartDataWorker(
      this.jobDeps,
      { redisUrl, prefix: redisPrefix, concurrency: asyncQueries.concurrency, ...options },
      this.ctx.logger,
    );
  }

  async close(): Promise<void> {
    await this.runner.close();
    await this.events.close();
  }
}
