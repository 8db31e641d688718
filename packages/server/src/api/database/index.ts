/** Every route of Superset's `/api/v1/database/` resource. */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services/index.js';
import { registerDatabaseConnectionRoutes } from './connectionRoutes.js';
import { registerDatabaseIntrospectionRoutes } from './introspectionRoutes.js';
import { registerDatabaseCrudRoutes } from './routes.js';
import { registerDatabaseUploadRoutes } from './uploadRoutes.js';

export function registerDatabaseRoutes(app: FastifyInstance, services: Services): void {
  registerDatabaseCrudRoutes(app, services);
  registerDatabaseConnectionRoutes(app, services);
  registerDatabaseIntrospectionRoutes(app, services);
  registerDatabaseUploadRoutes(app, services);
}
