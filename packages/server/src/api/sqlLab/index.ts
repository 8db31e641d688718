/**
 * Every route of SQL Lab: execution (`/api/v1/sqllab/execute/`, results, export, format,
 * estimate, validate and their legacy `/superset/...` paths), its persisted state (the
 * bootstrap, permalinks, `/kv/`, datasets from a query) and its tabs (`/tabstateview/`,
 * `/tableschemaview/`). The form post that opens SQL Lab (`POST /superset/sqllab/`,
 * formPost.ts) serves the web page, so web.ts registers it.
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services/index.js';
import { registerSqlLabExecutionRoutes } from './executionRoutes.js';
import { registerSqlLabStateRoutes } from './stateRoutes.js';
import { registerTabStateRoutes } from './tabStateRoutes.js';

export function registerSqlLabRoutes(app: FastifyInstance, services: Services): void {
  registerSqlLabExecutionRoutes(app, services);
  registerTabStateRoutes(app, services);
  registerSqlLabStateRoutes(app, services);
}
