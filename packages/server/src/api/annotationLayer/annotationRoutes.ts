/**
 * `/api/v1/annotation_layer/<pk>/annotation/`: Superset's AnnotationRestApi, the
 * annotations of one layer. Same permissions as the layers (`Annotation`).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AnnotationCreate,
  AnnotationListItem,
  AnnotationShow,
  AnnotationUpdate,
  IdParams,
  MessageResponse,
  RisonQuerystring,
  listResponse,
} from '@tessera/core';
import type { Services } from '../../services/index.js';
import { parseListQuery, parseRison } from '../rison.js';
import { DeleteIds, readable, tags, writable } from './layerRoutes.js';
import { listMetadata, showMetadata, showResponse } from '../listMetadata.js';

export const ANNOTATION_LIST_COLUMNS = [
  'id',
  'changed_by.first_name',
  'changed_by.id',
  'changed_on_delta_humanized',
  'created_by.first_name',
  'created_by.id',
  'end_dttm',
  'long_descr',
  'short_descr',
  'start_dttm',
];
export const ANNOTATION_ORDER_COLUMNS = [
  'changed_by.first_name',
  'changed_on_delta_humanized',
  'created_by.first_name',
  'end_dttm',
  'long_descr',
  'short_descr',
  'start_dttm',
];
const SHOW_COLUMNS = [
  'id',
  'short_descr',
  'long_descr',
  'start_dttm',
  'end_dttm',
  'json_metadata',
  'layer.id',
  'layer.name',
];

const AnnotationParams = IdParams.extend({ annotation_id: z.coerce.number().int() });
const Accepted = AnnotationUpdate.extend({ layer: z.number() });

export function registerAnnotationRoutes(app: FastifyInstance, services: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const annotations = services.annotations;

  r.get('/api/v1/annotation_layer/:pk/annotation/', {
    config: readable,
    schema: {
      tags,
      summary: "List a layer's annotations",
      params: IdParams,
      querystring: RisonQuerystring,
      response: {
        200: listResponse(z.union([AnnotationListItem, z.record(z.string(), z.unknown())])),
      },
    },
    handler: async (request) => {
      const q = parseListQuery(request.query.q);
      return {
        ...(await annotations.list(request.params.pk, q)),
        ...listMetadata(q.keys, {
          list_columns: ANNOTATION_LIST_COLUMNS,
          order_columns: ANNOTATION_ORDER_COLUMNS,
          list_title: 'List Annotation',
        }),
      };
    },
  });

  r.get('/api/v1/annotation_layer/:pk/annotation/:annotation_id', {
    config: readable,
    schema: {
      tags,
      summary: 'Get an annotation',
      params: AnnotationParams,
      response: {
        200: showResponse(AnnotationShow),
      },
    },
    handler: async (request) => {
      const { pk, annotation_id } = request.params;
      return {
        id: annotation_id,
        result: await annotations.get(pk, annotation_id),
        ...showMetadata(SHOW_COLUMNS, 'Show Annotation'),
      };
    },
  });

  r.post('/api/v1/annotation_layer/:pk/annotation/', {
    config: writable,
    schema: {
      tags,
      summary: 'Create an annotation in a layer',
      params: IdParams,
      body: AnnotationCreate,
      response: { 201: z.object({ id: z.number(), result: Accepted }) },
    },
    handler: async (request, reply) => {
      const created = await annotations.create(
        request.params.pk,
        request.body,
        request.principal!.id,
      );
      return reply.status(201).send(created);
    },
  });

  r.put('/api/v1/annotation_layer/:pk/annotation/:annotation_id', {
    config: writable,
    schema: {
      tags,
      summary: 'Update an annotation',
      params: AnnotationParams,
      body: AnnotationUpdate,
      response: { 200: z.object({ id: z.number(), result: Accepted }) },
    },
    handler: async (request) => {
      const { pk, annotation_id } = request.params;
      return annotations.update(pk, annotation_id, request.body, request.principal!.id);
    },
  });

  r.delete('/api/v1/annotation_layer/:pk/annotation/:annotation_id', {
    config: writable,
    schema: {
      tags,
      summary: 'Delete an annotation',
      params: AnnotationParams,
      response: { 200: MessageResponse },
    },
    handler: async (request) => {
      await annotations.delete(request.params.pk, [request.params.annotation_id]);
      return { message: 'OK' };
    },
  });

  r.delete('/api/v1/annotation_layer/:pk/annotation/', {
    config: writable,
    schema: {
      tags,
      summary: "Delete a layer's annotations: ?q=!(1,2)",
      params: IdParams,
      querystring: RisonQuerystring,
      response: { 200: MessageResponse },
    },
    handler: async (request) => {
      const ids = parseRison(DeleteIds, request.query.q);
      const n = await annotations.delete(request.params.pk, ids);
      return { message: n === 1 ? 'Deleted 1 annotation' : `Deleted ${n} annotations` };
    },
  });
}
