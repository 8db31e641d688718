/**
 * `/api/v1/annotation_layer/`: Superset's AnnotationLayerRestApi. Reading needs `can_read`
 * on Annotation, writing `can_write` on Annotation (Alpha and Admin).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AnnotationLayerCreate,
  AnnotationLayerListItem,
  AnnotationLayerShow,
  AnnotationLayerUpdate,
  IdParams,
} from '@tessera/core';
import type { Services } from '../../services/index.js';
import type { ListMetadata, ShowMetadata } from '../listMetadata.js';
import { idAndResult, modelRestApi } from '../modelRestApi.js';

export const tags = ['Annotation Layers'];

export const ANNOTATION_LAYER_LIST: ListMetadata = {
  list_title: 'List Annotation Layer',
  list_columns: [
    'id',
    'name',
    'descr',
    'created_by.first_name',
    'created_by.last_name',
    'changed_by.first_name',
    'changed_by.last_name',
    'changed_on',
    'changed_on_delta_humanized',
    'created_on',
  ],
  order_columns: [
    'name',
    'descr',
    'created_by.first_name',
    'changed_by.first_name',
    'changed_on',
    'changed_on_delta_humanized',
    'created_on',
  ],
};
const ANNOTATION_LAYER_SHOW: ShowMetadata = {
  show_title: 'Show Annotation Layer',
  show_columns: ['id', 'name', 'descr'],
};

export const readable = { permission: ['can_read', 'Annotation'] as const };
export const writable = { permission: ['can_write', 'Annotation'] as const };

/** The annotation layer resource of the model REST API (lookups.ts adds `_info`, related). */
export const annotationLayerApi = (app: FastifyInstance) =>
  modelRestApi(app, {
    url: '/api/v1/annotation_layer/',
    tags,
    readable,
    writable,
    noun: ['annotation layer', 'annotation layers'],
  });

export function registerAnnotationLayerCrudRoutes(app: FastifyInstance, services: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const layers = services.annotationLayers;
  const api = annotationLayerApi(app);

  api.list({
    item: AnnotationLayerListItem,
    metadata: ANNOTATION_LAYER_LIST,
    list: (_p, q) => layers.list(q),
  });
  api.show({
    result: AnnotationLayerShow,
    metadata: ANNOTATION_LAYER_SHOW,
    get: (_p, pk) => layers.get(pk),
  });
  api.create({ body: AnnotationLayerCreate, create: (p, body) => layers.create(body, p.id) });

  r.put('/api/v1/annotation_layer/:pk', {
    config: writable,
    schema: {
      tags,
      summary: 'Update an annotation layer',
      params: IdParams,
      body: AnnotationLayerUpdate,
      response: {
        200: idAndResult(AnnotationLayerUpdate.extend({ layer: z.number() })),
      },
    },
    handler: async (request) => {
      const { pk } = request.params;
      await layers.update(pk, request.body, request.principal!.id);
      return { id: pk, result: { ...request.body, layer: pk } };
    },
  });

  api.delete({
    summary: 'Delete an annotation layer (refused while it has annotations)',
    remove: (_p, { pk }) => layers.delete([pk]),
  });
  api.bulkDelete({ remove: (_p, ids) => layers.delete(ids) });
}
