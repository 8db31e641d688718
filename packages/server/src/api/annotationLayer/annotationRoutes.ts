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
} from '@tessera/core';
import type { Services } from '../../services/index.js';
import { readable, tags, writable } from './layerRoutes.js';
import { showMetadata, showResponse, type ListMetadata } from '../listMetadata.js';
import { idAndResult, modelRestApi } from '../modelRestApi.js';

export const ANNOTATION_LIST: ListMetadata = {
  list_title: 'List Annotation',
  list_columns: [
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
  ],
  order_columns: [
    'changed_by.first_name',
    'changed_on_delta_humanized',
    'created_by.first_name',
    'end_dttm',
    'long_descr',
    'short_descr',
    'start_dttm',
  ],
};
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

  const api = modelRestApi(app, {
    url: '/api/v1/annotation_layer/:pk/annotation/',
    tags,
    readable,
    writable,
    noun: ['annotation', 'annotations'],
  });

  api.list({
    summary: "List a layer's annotations",
    params: IdParams,
    item: AnnotationListItem,
    metadata: ANNOTATION_LIST,
    list: (_p, q, { pk }) => annotations.list(pk, q),
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
      response: { 201: idAndResult(Accepted) },
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
      response: { 200: idAndResult(Accepted) },
    },
    handler: async (request) => {
      const { pk, annotation_id } = request.params;
      return annotations.update(pk, annotation_id, request.body, request.principal!.id);
    },
  });

  api.delete({
    url: '/api/v1/annotation_layer/:pk/annotation/:annotation_id',
    params: AnnotationParams,
    remove: (_p, { pk, annotation_id }) => annotations.delete(pk, [annotation_id]),
  });
  api.bulkDelete({
    summary: "Delete a layer's annotations: ?q=!(1,2)",
    params: IdParams,
    remove: (_p, ids, { pk }) => annotations.delete(pk, ids),
  });
}
