/**
 * `/api/v1/database/`: Superset's database connections API: the list (rison `q`), show,
 * connection, create / update / delete, `_info`, `related/<col>` and `related_objects`.
 * Reading needs `can_read` on Database and shows only the connections the user reaches;
 * writing needs `can_write` on Database.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DatabaseConnection,
  DatabaseCreate,
  DatabaseRelatedObjects,
  DatabaseShow,
  DatabaseUpdate,
  DatabaseWriteResult,
  IdParams,
  ListQuery,
  MessageResponse,
  RisonQuerystring,
  listResponse,
} from '@tessera/core';
import { NotFoundError } from '../../errors.js';
import { can } from '../../security/principal.js';
import type { Services } from '../../services/index.js';
import { parseRison } from '../rison.js';
import { InfoQuery } from '../fabInfo.js';
import { LIST_COLUMNS, ORDER_COLUMNS, infoFor, labelColumns } from './info.js';

const tags = ['Database'];
export const readable = { permission: ['can_read', 'Database'] as const };
export const writable = { permission: ['can_write', 'Database'] as const };

const WriteResponse = z.object({ id: z.number(), result: DatabaseWriteResult });
const RelatedQuery = z.object({
  filter: z.string().default(''),
  page: z.number().int().min(0).default(0),
  page_size: z.number().int().min(1).max(100).default(20),
  include_ids: z.array(z.number().int()).optional(),
});
const RelatedResponse = z.object({
  count: z.number(),
  result: z.array(
    z.object({ value: z.number(), text: z.string(), extra: z.record(z.string(), z.unknown()) }),
  ),
});

/** The list, its metadata and related users, one connection and what uses it. */
function registerDatabaseReadRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/v1/database/', {
    config: readable,
    schema: {
      tags,
      summary: 'List the database connections the user reaches',
      querystring: RisonQuerystring,
      response: { 200: listResponse(z.record(z.string(), z.unknown())) },
    },
    handler: async (request) => {
      const q = parseRison(ListQuery, request.query.q);
      const { count, ids, result } = await services.databases.list(q, request.principal!);
      return {
        count,
        ids,
        result,
        list_columns: LIST_COLUMNS,
        order_columns: ORDER_COLUMNS,
        label_columns: labelColumns(q.columns ?? LIST_COLUMNS),
        description_columns: {},
        list_title: 'List Database',
      };
    },
  });

  r.get('/api/v1/database/_info', {
    config: readable,
    schema: {
      tags,
      summary: 'Metadata of the database API: permissions, columns, filters',
      querystring: RisonQuerystring,
    },
    handler: async (request) =>
      infoFor(request.principal!, parseRison(InfoQuery, request.query.q).keys),
  });

  r.get('/api/v1/database/related/:column', {
    config: readable,
    schema: {
      tags,
      summary: 'Users who may have created or changed connections (list filters)',
      params: z.object({ column: z.string() }),
      querystring: RisonQuerystring,
      response: { 200: RelatedResponse },
    },
    handler: async (request) => {
      const { column } = request.params;
      if (column !== 'created_by' && column !== 'changed_by') throw new NotFoundError();
      const q = parseRison(RelatedQuery, request.query.q);
      return services.databases.relatedUsers(q);
    },
  });

  r.get('/api/v1/database/:pk', {
    config: readable,
    schema: {
      tags,
      summary: 'Get a database connection',
      params: IdParams,
      response: {
        200: z.object({
          id: z.number(),
          result: DatabaseShow,
          show_columns: z.array(z.string()),
          show_title: z.string(),
        }),
      },
    },
    handler: async (request) => {
      const p = request.principal!;
      const result = await services.databases.get(
        request.params.pk,
        p,
        can(p, 'can_write', 'Database'),
      );
      return {
        id: request.params.pk,
        result: result as DatabaseShow,
        show_columns: Object.keys(result),
        show_title: 'Show Database',
      };
    },
  });

  r.get('/api/v1/database/:pk/related_objects/', {
    config: readable,
    schema: {
      tags,
      summary: 'Charts, dashboards and SQL Lab tabs using the connection',
      params: IdParams,
      response: { 200: DatabaseRelatedObjects },
    },
    handler: async (request) =>
      services.databases.relatedObjects(request.params.pk, request.principal!),
  });
}

/** The connection details, and creating, changing and deleting a connection. */
function registerDatabaseWriteRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const connection = {
    config: writable,
    schema: {
      tags,
      summary: 'Get the connection details of a database (password masked)',
      params: IdParams,
      response: { 200: z.object({ id: z.number(), result: DatabaseConnection }) },
    },
  };
  for (const url of ['/api/v1/database/:pk/connection', '/api/v1/database/:pk/connection/']) {
    r.get(url, {
      ...connection,
      schema: { ...connection.schema, hide: url.endsWith('/') },
      handler: async (request) => ({
        id: request.params.pk,
        result: await services.databases.connection(request.params.pk),
      }),
    });
  }

  r.post('/api/v1/database/', {
    config: writable,
    schema: {
      tags,
      summary: 'Create a database connection (tested before it is saved)',
      body: DatabaseCreate,
      response: { 201: WriteResponse },
    },
    handler: async (request, reply) => {
      const created = await services.databases.create(request.body, request.principal!.id);
      return reply.status(201).send(created);
    },
  });

  r.put('/api/v1/database/:pk', {
    config: writable,
    schema: {
      tags,
      summary: 'Update a database connection (a masked password keeps the stored one)',
      params: IdParams,
      body: DatabaseUpdate,
      response: { 200: WriteResponse },
    },
    handler: async (request) =>
      services.databases.update(request.params.pk, request.body, request.principal!.id),
  });

  r.delete('/api/v1/database/:pk', {
    config: writable,
    schema: {
      tags,
      summary: 'Delete a database connection without datasets',
      params: IdParams,
      response: { 200: MessageResponse },
    },
    handler: async (request) => {
      await services.databases.delete(request.params.pk);
      return { message: 'OK' };
    },
  });
}

export function registerDatabaseCrudRoutes(app: FastifyInstance, services: Services): void {
  registerDatabaseReadRoutes(app, services);
  registerDatabaseWriteRoutes(app, services);
}
