/**
 * `/api/v1/saved_query/`: Superset's SavedQueryRestApi (list, show, create, update, delete,
 * bulk delete). Each user sees and changes only the queries they saved (admins all).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams, SavedQueryCreate, SavedQueryUpdate } from '@tessera/core';
import type { Services } from '../../services/index.js';
import type { ListMetadata, ShowMetadata } from '../listMetadata.js';
import { modelRestApi } from '../modelRestApi.js';

export const tags = ['Queries'];
export const readable = { permission: ['can_read', 'SavedQuery'] as const };
export const writable = { permission: ['can_write', 'SavedQuery'] as const };

export const SAVED_QUERY_LIST: ListMetadata = {
  list_title: 'List Saved Query',
  list_columns: [
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
  ],
  order_columns: [
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
  ],
};
const SAVED_QUERY_SHOW: ShowMetadata = {
  show_title: 'Show Saved Query',
  show_columns: [
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
  ],
};

/** The saved query resource of the model REST API (lookups.ts adds `_info` and lookups). */
export const savedQueryApi = (app: FastifyInstance) =>
  modelRestApi(app, {
    url: '/api/v1/saved_query/',
    tags,
    readable,
    writable,
    noun: ['saved query', 'saved queries'],
  });

export function registerSavedQueryCrudRoutes(app: FastifyInstance, services: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const saved = services.savedQueries;
  const api = savedQueryApi(app);

  api.list({
    summary: 'List your saved queries',
    metadata: SAVED_QUERY_LIST,
    list: (p, q) => saved.list(p, q),
  });
  api.show({ metadata: SAVED_QUERY_SHOW, get: (p, pk) => saved.get(p, pk) });

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

  api.delete({ remove: (p, { pk }) => saved.delete(p, [pk]) });
  api.bulkDelete({ remove: (p, ids) => saved.delete(p, ids) });
}
