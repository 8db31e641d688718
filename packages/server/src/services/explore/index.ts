import type { ChartService } from '../charts/chartService.js';
import type { ServiceContext } from '../context.js';
import type { DatasetService } from '../datasets/datasetService.js';
import { ExploreService } from './exploreService.js';
import { ExploreFormDataService } from './formDataCache.js';
import { ExplorePermalinkService } from './permalinks.js';

export function createExploreServices(
  ctx: ServiceContext,
  deps: { datasets: DatasetService; charts: ChartService },
) {
  const exploreFormData = new ExploreFormDataService(ctx, deps);
  const explorePermalinks = new ExplorePermalinkService(ctx, deps);
  return {
    exploreFormData,
    explorePermalinks,
    explore: new ExploreService(deps, exploreFormData, explorePermalinks),
  };
}
