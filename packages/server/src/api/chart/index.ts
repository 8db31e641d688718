/** `/api/v1/chart/` (Superset's ChartRestApi) and the legacy saved-chart paths. */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services/index.js';
import { registerChartDataOfChartRoutes } from './data.js';
import { registerChartLookupRoutes } from './lookups.js';
import { registerChartCrudRoutes } from './routes.js';

export function registerChartRoutes(app: FastifyInstance, services: Services): void {
  registerChartCrudRoutes(app, services);
  registerChartLookupRoutes(app, services);
  registerChartDataOfChartRoutes(app, services);
}
