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
  MessageResponse,
  RisonQuerystring,
  listResponse,
} from '@tessera/core';
import type { Services } from '../../services/index.js';
import { parseListQuery, parseRison } from '../rison.js';
import { listMetadata, showMetadata, showResponse } from '../listMetadata.js';

export const tags = ['Annotation Layers'];

export const ANNOTATION_LAYER_LIST_COLUMNS = [
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
];
export const ANNOTATION_LAYER_ORDER_COLUMNS = [
  'name',
  'descr',
  'created_by.first_name',
  'changed_by.first_name',
  'changed_on',
  'changed_on_delta_humanized',
  'created_on',
];
const SHOW_COLUMNS = ['id', 'name', 'descr'];

export const readable = { permission: ['can_read', 'Annotation'] as const };
export const writable = { permission: ['can_write', 'Annotation'] as const };

/** `?q=!(1,2)` of a bulk delete. */
export const DeleteIds = z.array(z.number().int());

export function registerAnnotationLayerCrudRoutes(app: FastifyInstance, services: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const layers = services.annotationLayers;

  r.get('/api/v1/annotation_layer/', {
    config: readable,
    schema: {
      tags,
      summary: 'List annotation layers',
      querystring: RisonQuerystring,
      response: {
        200: listResponse(z.union([AnnotationLayerListItem, z.record(z.string(), z.unknown())])),
      },
    },
    handler: async (request) => {
      const q = parseListQuery(request.query.q);
      return {
        ...(await layers.list(q)),
        ...listMetadata(q.keys, {
          list_columns: ANNOTATION_LAYER_LIST_COLUMNS,
          order_columns: ANNOTATION_LAYER_ORDER_COLUMNS,
          list_title: 'List Annotation Layer',
        }),
      };
    },
  });

  r.get('/api/v1/annotation_layer/:pk', {
    config: readable,
    schema: {
      tags,
      summary: 'Get an annotation layer',
      params: IdParams,
      response: {
        200: showResponse(AnnotationLayerShow),
      },
    },
    handler: async (request) => ({
      id: request.params.pk,
      result: await layers.get(request.params.pk),
      ...showMetadata(SHOW_COLUMNS, 'Show Annotation Layer'),
    }),
  });

  r.post('/api/v1/annotation_layer/', {
    config: writable,
    schema: {
      tags,
      summary: 'Create an annotation layer',
      body: AnnotationLayerCreate,
      response: { 201: z.object({ id: z.number(), result: AnnotationLayerCreate }) },
    },
    handler: async (request, reply) => {
      const id = await layers.create(request.body, request.principal!.id);
      return reply.status(201).send({ id, result: request.body });
    },
  });

  r.put('/api/v1/annotation_layer/:pk', {
    config: writable,
    schema: {
      tags,
      summary: 'Update an annotation layer',
      params: IdParams,
      body: AnnotationLayerUpdate,
      response: {
        200: z.object({
          id: z.number(),
          result: AnnotationLayerUpdate.extend({ layer: z.number() }),
        }),
      },
    },
    handler: async (request) => {
      const { pk } = request.params;
      await layers.update(pk, request.body, request.principal!.id);
      return { id: pk, result: { ...request.body, layer: pk } };
    },
  });

  r.delete('/api/v1/annotation_layer/:pk', {
    config: writable,
    schema: {
      tags,
      summary: 'Delete an annotation layer (refused while it has annotations)',
      params: IdParams,
      response: { 200: MessageResponse },
    },
    handler: async (request) => {
      await layers.delete([request.params.pk]);
      return { message: 'OK' };
    },
  });

  r.delete('/api/v1/annotation_layer/', {
    config: writable,
    schema: {
      tags,
      summary: 'Delete annotation layers: ?q=!(1,2)',
      querystring: RisonQuerystring,
      response: { 200: MessageResponse },
    },
    handler: async (request) => {
      const n = await layers.delete(parseRison(DeleteIds, request.query.q));
      return { message: n === 1 ? 'Deleted 1 annotation layer' : `Deleted ${n} annotation layers` };
    },
  });
}
