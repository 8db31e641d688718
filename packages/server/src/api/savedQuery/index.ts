/** `/api/v1/saved_query/` and the legacy `/savedqueryviewapi/api/*` view. */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services/index.js';
import { registerLegacySavedQueryRoutes } from './legacy.js';
import { registerSavedQueryLookupRoutes } from './lookups.js';
import { registerSavedQueryCrudRoutes } from './routes.js';

export function registerSavedQueryRoutes(app: FastifyInstance, services: Services): void {
  registerSavedQueryLookupRoutes(app, services);
  registerSavedQueryCrudRoutes(app, services);
  registerLegacySavedQueryRoutes(app, services);
}
