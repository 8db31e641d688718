/** Builds the Fastify app: plugins, services, routes. main.ts and the tests start it. */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { TesseraConfig } from './config.js';
import type { MetaStore } from './meta/store.js';
import { createServices, type Services } from './services/index.js';
import { registerErrorHandler } from './api/errorHandler.js';
import { registerSecurityHeaders } from './api/securityHeaders.js';
import { registerAuthentication } from './api/authentication.js';
import { registerOpenApi } from './api/openapi.js';
import { registerHealthRoutes } from './api/health.js';
import { registerAuthRoutes } from './api/security/auth.js';
import { registerUserRoutes } from './api/security/users.js';
import { registerRoleRoutes } from './api/security/roles.js';
import { registerMeRoutes } from './api/me/routes.js';
import { registerLogRoutes } from './api/log/routes.js';
import { registerDatabaseRoutes } from './api/database/index.js';
import { registerTimeRangeRoutes } from './api/timeRange/routes.js';
import { registerDatasetRoutes } from './api/dataset/routes.js';
import { registerDatasourceRoutes } from './api/datasource/routes.js';
import { registerChartDataRoutes } from './api/chartData/routes.js';
import { registerAnnotationLayerRoutes } from './api/annotationLayer/index.js';
import { registerChartRoutes } from './api/chart/index.js';
import { registerDashboardRoutes } from './api/dashboard/index.js';
import { registerCssTemplateRoutes } from './api/cssTemplate/routes.js';
import { registerSqlLabRoutes } from './api/sqlLab/index.js';
import { registerQueryRoutes } from './api/query/routes.js';
import { registerSavedQueryRoutes } from './api/savedQuery/index.js';
import { registerExploreRoutes } from './api/explore/routes.js';
import { registerRowLevelSecurityRoutes } from './api/rowLevelSecurity/routes.js';
import { registerImportExportRoutes } from './api/importExport/routes.js';
import { registerWebApp } from './api/web.js';
import { closeSqlWorkers, configureSqlWorkers } from './sql/sqlWorkers.js';
import './api/routeConfig.js';

export interface AppOptions {
  config: TesseraConfig;
  store: MetaStore;
  /** pino options, or false for silence (tests). */
  logger?: boolean | object;
  /** The process's logger (logging.ts), used instead of `logger` when given. */
  loggerInstance?: FastifyBaseLogger;
}

export interface TesseraApp {
  app: FastifyInstance;
  services: Services;
}

export async function buildApp(options: AppOptions): Promise<TesseraApp> {
  const { config, store } = options;
  const app = Fastify({
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : { logger: options.logger ?? { level: config.logLevel } }),
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined) ?? randomUUID(),
    requestIdHeader: 'x-request-id',
    return503OnClosing: true,
    bodyLimit: 10 * 1024 * 1024,
    // X-Forwarded-For / -Proto / -Host are believed from these proxies only
    trustProxy: config.trustedProxies.length ? config.trustedProxies : false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // While draining (SIGTERM), answers close their connection so keep-alive clients let go.
  app.decorate('draining', false);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (app.draining) reply.header('connection', 'close');
  });

  const services = createServices({ config, store, logger: app.log });
  configureSqlWorkers({ threads: config.sqlWorkers });
  // Async jobs finish before the connections they run on close.
  // One hook, in order: Fastify runs separate onClose hooks last-registered first.
  app.addHook('onClose', async () => {
    await services.closeChartData();
    await services.sqlLab.close();
    await services.databaseConnections.closeAll();
    await closeSqlWorkers();
  });

  await app.register(cookie);
  await app.register(formbody);
  await app.register(multipart, { limits: { fieldSize: 5 * 1024 * 1024 } });
  await app.register(websocket);
  await registerSecurityHeaders(app);
  registerErrorHandler(app);
  registerAuthentication(app, services);
  await registerOpenApi(app);

  registerHealthRoutes(app);
  registerAuthRoutes(app, services);
  registerUserRoutes(app, services);
  registerRoleRoutes(app, services);
  registerMeRoutes(app);
  registerLogRoutes(app, services);
  registerDatabaseRoutes(app, services);
  registerTimeRangeRoutes(app);
  registerDatasetRoutes(app, services);
  registerDatasourceRoutes(app, services);
  registerChartDataRoutes(app, services);
  registerAnnotationLayerRoutes(app, services);
  registerChartRoutes(app, services);
  registerDashboardRoutes(app, services);
  registerCssTemplateRoutes(app, services);
  registerSqlLabRoutes(app, services);
  registerQueryRoutes(app, services);
  registerSavedQueryRoutes(app, services);
  registerExploreRoutes(app, services);
  registerRowLevelSecurityRoutes(app, services);
  registerImportExportRoutes(app, services);
  await registerWebApp(app, services, config.webDist);

  return { app, services };
}
