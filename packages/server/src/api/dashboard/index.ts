/**
 * `/api/v1/dashboard/` (Superset's DashboardRestApi), its permalinks (DashboardPermalinkRestApi),
 * filter state (DashboardFilterStateRestApi), filter sets (FilterSetRestApi) and the legacy
 * dashboard paths.
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services/index.js';
import { registerDashboardContentRoutes } from './contents.js';
import { registerDashboardFilterStateRoutes } from './filterState.js';
import { registerFilterSetRoutes } from './filterSets.js';
import { registerLegacyDashboardRoutes } from './legacy.js';
import { registerDashboardPermalinkRoutes } from './permalinks.js';
import { registerDashboardCrudRoutes } from './routes.js';

export function registerDashboardRoutes(app: FastifyInstance, services: Services): void {
  registerDashboardCrudRoutes(app, services);
  registerDashboardContentRoutes(app, services);
  registerLegacyDashboardRoutes(app, services);
  registerDashboardPermalinkRoutes(app, services);
  registerDashboardFilterStateRoutes(app, services);
  registerFilterSetRoutes(app, services);
}
