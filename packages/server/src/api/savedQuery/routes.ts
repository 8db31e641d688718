/**
 * `/api/v1/saved_query/`: Superset's SavedQueryRestApi (list, show, create, update, delete,
 * bulk delete). Each user sees and changes only the queries they saved (admins all).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdParams,
  MessageResponse,
  RisonQuerystring,
  SavedQueryCreate,
  SavedQueryUpdate,
} from '@tessera/core';
import type { Services } from '../../services/index.js';
import { listMetadata, showMetadata } from '../listMetadata.js';
import { parseListQuery, parseRison } from '../rison.js';

export const tags = ['Queries'];
export const readable = { permission: ['can_read', 'SavedQuery'] as const };
export const writable = { permission: ['can_write', 'SavedQuery'] as const };

export const SAVED_QUERY_LIST_COLUMNS = [
  'catalog',
  'changed_on',
  'changed_on_delta_humanized',
  'created_on',
  'created_by.first_name',
  'created_by.id',
  'created_by.last_name',
  'database.database_name',
  'database.id',
  'db_id',
  'description',
  'extra',
  'id',
  'label',
  'last_run_delta_humanized',
  'rows',
  'schema',
  'sql',
  'sql_tables',
  'tags.id',
  'tags.name',
  'tags.type',
];
export const SAVED_QUERY_ORDER_COLUMNS = [
  'catalog',
  'schema',
  'label',
  'description',
  'sql',
  'rows',
  'created_by.first_name',
  'database.database_name',
  'created_on',
  'changed_on_delta_humanized',
  'last_run_delta_humanized',
];
const SHOW_COLUMNS = [
  'changed_on',
  'changed_on_delta_humanized',
  'changed_by.first_name',
  'changed_by.id',
  'changed_by.last_name',
  'created_by.first_name',
  'created_by.id',
  'created_by.last_name',
  'database.database_name',
  'database.id',
  'description',
  'id',
  'label',
  'catalog',
  'schema',
  'sql',
  'sql_tables',
  'template_parameters',
];

const DeleteIds = z.array(z.number().int());

export function registerSavedQueryCrudRoutes(app: FastifyInstance, services: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const saved = services.savedQueries;

  r.get('/api/v1/saved_query/', {
    config: readable,
    schema: { tags, summary: 'List your saved queries', querystring: RisonQuerystring },
    handler: async (request) => {
      const q = parseListQuery(request.query.q);
      return {
        ...(await saved.list(request.principal!, q)),
        ...listMetadata(q.keys, {
          list_columns: SAVED_QUERY_LIST_COLUMNS,
          order_columns: SAVED_QUERY_ORDER_COLUMNS,
          list_title: 'List Saved Query',
        }),
      };
    },
  });

  r.get('/api/v1/saved_query/:pk', {
    config: readable,
    schema: { tags, summary: 'Get a saved query', params: IdParams },
    handler: async (request) => ({
      id: request.params.pk,
      result: await saved.get(request.principal!, request.params.pk),
      ...showMetadata(SHOW_COLUMNS, 'Show Saved Query'),
    }),
  });

  r.post('/api/v1/saved_query/', {
    config: writable,
    schema: { tags, summary: 'Save a query', body: SavedQueryCreate },
    handler: async (request, reply) => {
      const id = await saved.create(request.principal!, request.body);
      return reply.status(201).send({ id, result: request.body });
    },
  });

  r.put('/api/v1/saved_query/:pk', {
    config: writable,
    schema: { tags, summary: 'Update a saved query', params: IdParams, body: SavedQueryUpdate },
    handler: async (request) => {
      await saved.update(request.principal!, request.params.pk, request.body);
      return { id: request.params.pk, result: request.body };
    },
  });

  r.delete('/api/v1/saved_query/:pk', {
    config: writable,
    schema: {
      tags,
      summary: 'Delete a saved query',
      params: IdParams,
      response: { 200: MessageResponse },
    },
    handler: async (request) => {
      await saved.delete(request.principal!, [request.params.pk]);
      return { message: 'OK' };
    },
  });

  r.delete('/api/v1/saved_query/', {
    config: writable,
    schema: {
      tags,
      summary: 'Delete saved queries: ?q=!(1,2)',
      querystring: RisonQuerystring,
      response: { 200: MessageResponse },
    },
    handler: async (request) => {
      const n = await saved.delete(request.principal!, parseRison(DeleteIds, request.query.q));
      return { message: n === 1 ? 'Deleted 1 saved query' : `Deleted ${n} saved queries` };
    },
  });
}
