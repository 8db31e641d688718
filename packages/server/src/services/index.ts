import type { ServiceContext } from './context.js';
import { PrincipalService } from './principals.js';
import { AuthService } from './auth.js';
import { UserService } from './users.js';
import { RoleService } from './roles.js';
import { UsageLogService } from './usageLog.js';
import { createDatabaseServices } from './databases/index.js';
import { DatasetService } from './datasets/datasetService.js';
import { createChartDataServices } from './chartData/index.js';
import { createAnnotationServices } from './annotations/index.js';
import { ChartService } from './charts/index.js';
import { DashboardService } from './dashboards/dashboardService.js';
import { createSqlLabPersistenceServices, createSqlLabServices } from './sqlLab/index.js';
import { createExploreServices } from './explore/index.js';
import { RowLevelSecurityService } from './rowLevelSecurity/rlsService.js';

/** Every service, built once per app from the same context. */
export function createServices(ctx: ServiceContext) {
  const principals = new PrincipalService(ctx);
  const databaseServices = createDatabaseServices(ctx, principals);
  const datasets = new DatasetService(ctx, principals, databaseServices.databaseConnections);
  const dashboards = new DashboardService(ctx);
  const charts = new ChartService(ctx, dashboards);
  const rowLevelSecurity = new RowLevelSecurityService(ctx);
  return {
    ctx,
    principals,
    auth: new AuthService(ctx),
    users: new UserService(ctx, principals),
    roles: new RoleService(ctx, principals),
    usageLog: new UsageLogService(ctx),
    ...databaseServices,
    datasets,
    rowLevelSecurity,
    ...createChartDataServices(
      ctx,
      principals,
      databaseServices.databaseConnections,
      rowLevelSecurity,
    ),
    ...createAnnotationServices(ctx),
    ...createSqlLabServices(ctx, databaseServices.databaseConnections, databaseServices.databases),
    ...createSqlLabPersistenceServices(ctx, databaseServices.databases, datasets),
    charts,
    dashboards,
    ...createExploreServices(ctx, { datasets, charts }),
  };
}

export type Services = ReturnType<typeof createServices>;
