import { JobQueues } from '../jobs/queue.js';
import type { ServiceContext } from './context.js';
import { PrincipalService } from './principals.js';
import { AuthService } from './auth.js';
import { UserService } from './users.js';
import { RoleService } from './roles.js';
import { UsageLogService } from './usageLog.js';
import { createDatabaseServices } from './databases/index.js';
import { DatasetService } from './datasets/datasetService.js';
import { createChartDataServices } from '../chartData/index.js';
import { datasetRowReader } from '../chartData/dataset/datasetReads.js';
import { createAnnotationServices } from './annotations/index.js';
import { ChartService } from './charts/index.js';
import { DashboardService } from './dashboards/dashboardService.js';
import { DashboardContents } from './dashboards/contents.js';
import { DashboardPermalinkService } from './dashboards/permalinks.js';
import { DashboardFilterStateService } from './dashboards/filterState.js';
import { FilterSetService } from './dashboards/filterSets.js';
import { CssTemplateService } from './cssTemplates.js';
import { createSqlLabPersistenceServices, createSqlLabServices } from './sqlLab/index.js';
import { createExploreServices } from './explore/index.js';
import { RowLevelSecurityService } from './rowLevelSecurity/rlsService.js';
import { setStoredValueWarnings } from './storedValues.js';
import { BundleService } from './bundles/bundleService.js';

/** Every service, built once per app from the same context. */
export function createServices(ctx: ServiceContext) {
  setStoredValueWarnings((message, details) => ctx.logger.warn(details, message));
  const principals = new PrincipalService(ctx);
  // Each service that runs jobs creates its queue here; `tessera worker` runs them all.
  const jobs = new JobQueues({
    redisUrl: ctx.config.redisUrl,
    redisPrefix: ctx.config.redisPrefix,
    logger: ctx.logger,
  });
  const databaseServices = createDatabaseServices(ctx, principals);
  const rowLevelSecurity = new RowLevelSecurityService(ctx);
  const chartDataServices = createChartDataServices(
    ctx,
    principals,
    databaseServices.databaseConnections,
    rowLevelSecurity,
    jobs,
  );
  // Samples and column values are query contexts run by the chart data engine (RLS there).
  const datasets = new DatasetService(
    ctx,
    principals,
    databaseServices.databaseConnections,
    datasetRowReader(chartDataServices.chartData),
  );
  const dashboards = new DashboardService(ctx);
  const charts = new ChartService(ctx, dashboards);
  return {
    ctx,
    jobs,
    principals,
    auth: new AuthService(ctx, principals),
    users: new UserService(ctx, principals),
    roles: new RoleService(ctx, principals),
    usageLog: new UsageLogService(ctx),
    ...databaseServices,
    datasets,
    rowLevelSecurity,
    ...chartDataServices,
    ...createAnnotationServices(ctx),
    ...createSqlLabServices(
      ctx,
      databaseServices.databaseConnections,
      databaseServices.databases,
      jobs,
    ),
    ...createSqlLabPersistenceServices(ctx, databaseServices.databases, datasets),
    charts,
    dashboards,
    dashboardContents: new DashboardContents(dashboards, datasets),
    dashboardPermalinks: new DashboardPermalinkService(ctx, dashboards),
    dashboardFilterState: new DashboardFilterStateService(ctx, dashboards),
    filterSets: new FilterSetService(dashboards),
    cssTemplates: new CssTemplateService(ctx),
    ...createExploreServices(ctx, { datasets, charts }),
    bundles: new BundleService(ctx, principals, databaseServices.databaseConnections),
  };
}

export type Services = ReturnType<typeof createServices>;
