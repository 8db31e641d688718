/** `/api/v1/annotation_layer/`: annotation layers, their annotations, `_info` and related. */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services/index.js';
import { registerAnnotationRoutes } from './annotationRoutes.js';
import { registerAnnotationLayerCrudRoutes } from './layerRoutes.js';
import { registerAnnotationLayerLookupRoutes } from './lookups.js';

export function registerAnnotationLayerRoutes(app: FastifyInstance, services: Services): void {
  registerAnnotationLayerLookupRoutes(app, services);
  registerAnnotationLayerCrudRoutes(app, services);
  registerAnnotationRoutes(app, services);
}
