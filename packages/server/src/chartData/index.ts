/** The chart data services: the results cache, the chart data engine and async queries. */
import { AsyncQueries } from '../jobs/asyncQueries.js';
import type { JobQueues } from '../jobs/queue.js';
import { MemoryResultsCache } from './cache/memoryCache.js';
import { RedisResultsCache } from './cache/redisCache.js';
import { sharedRedisClient } from '../redis/client.js';
import type { ResultsCache } from './cache/resultsCache.js';
import type { ServiceContext } from '../services/context.js';
import type { DatabaseConnections } from '../services/databases/connections.js';
import type { PrincipalService } from '../services/principals.js';
import type { RowLevelSecurityService } from '../services/rowLevelSecurity/rlsService.js';
import { ChartDataService } from './chartDataService.js';

export function createResultsCache(ctx: ServiceContext): ResultsCache {
  const { redisUrl, redisPrefix, cache } = ctx.config;
  if (redisUrl) return new RedisResultsCache(sharedRedisClient(redisUrl), redisPrefix, ctx.logger);
  return new MemoryResultsCache(cache.maxMb * 1024 * 1024);
}

export function createChartDataServices(
  ctx: ServiceContext,
  principals: PrincipalService,
  connections: DatabaseConnections,
  rowLevelSecurity: RowLevelSecurityService,
  jobs: JobQueues,
) {
  const chartData = new ChartDataService(
    ctx,
    principals,
    connections,
    createResultsCache(ctx),
    rowLevelSecurity,
  );
  // An async job runs its query context here, kept in the cache for its result URL.
  const asyncQueries = new AsyncQueries(ctx, jobs, {
    runQueryContext: (principal, body, signal) => chartData.runForReplay(principal, body, signal),
    loadPrincipal: (id) => principals.load(id),
  });
  return {
    chartData,
    asyncQueries,
    /** Stops the async jobs, then closes the event store and the cache. */
    async closeChartData(): Promise<void> {
      await asyncQueries.close();
      await chartData.cache.close();
    },
  };
}
