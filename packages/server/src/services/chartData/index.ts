/** The chart data services: the results cache, the chart data engine and async queries. */
import { AsyncQueries } from '../../jobs/asyncQueries.js';
import { MemoryResultsCache } from '../../query/cache/memoryCache.js';
import { RedisResultsCache } from '../../query/cache/redisCache.js';
import { sharedRedisClient } from '../../query/cache/redisClient.js';
import type { ResultsCache } from '../../query/cache/resultsCache.js';
import type { ServiceContext } from '../context.js';
import type { DatabaseConnections } from '../databases/connections.js';
import type { PrincipalService } from '../principals.js';
import type { RowLevelSecurityService } from '../rowLevelSecurity/rlsService.js';
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
) {
  const chartData = new ChartDataService(
    ctx,
    principals,
    connections,
    createResultsCache(ctx),
    rowLevelSecurity,
  );
  const asyncQueries = new AsyncQueries(ctx, chartData, principals);
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
