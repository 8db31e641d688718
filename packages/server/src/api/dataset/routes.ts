/**
 * `/api/v1/dataset/`: Superset's DatasetRestApi. Reading needs `can_read` on Dataset
 * and shows only the datasets the user reaches; writing needs `can_write` on Dataset and
 * ownership (or admin). See lookups.ts for `_info`, related, distinct and samples.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Dataset,
  DatasetCreate,
  DatasetDuplicate,
  DatasetListItem,
  DatasetUpdate,
  DatasourceData,
  IdParams,
  MessageResponse,
  RisonQuerystring,
  listResponse,
  queryFlag,
} from '@tessera/core';
import type { Services } from '../../services/index.js';
import { DeleteIds, idAndResult } from '../modelRestApi.js';
import { parseListQuery } from '../rison.js';
import { datasetApi, registerDatasetLookupRoutes } from './lookups.js';

export const tags = ['Datasets'];

export const DATASET_LIST_COLUMNS = [
  'id',
  'uuid',
  'database.id',
  'database.database_name',
  'database.uuid',
  'changed_by_name',
  'changed_by.first_name',
  'changed_by.last_name',
  'changed_by.id',
  'changed_on_utc',
  'changed_on_delta_humanized',
  'default_endpoint',
  'description',
  'datasource_type',
  'explore_url',
  'extra',
  'kind',
  'owners.id',
  'owners.first_name',
  'owners.last_name',
  'catalog',
  'schema',
  'sql',
  'table_name',
];
export const DATASET_ORDER_COLUMNS = [
  'table_name',
  'catalog',
  'schema',
  'changed_by.first_name',
  'changed_on_delta_humanized',
  'database.database_name',
];
const SHOW_TITLE = 'Show Sqla Table';

const IdOrUuidParams = z.object({ pk: z.string().min(1) });

export function registerDatasetRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const readable = { permission: ['can_read', 'Dataset'] as const };
  const writable = { permission: ['can_write', 'Dataset'] as const };
  const datasets = services.datasets;

  r.get('/api/v1/dataset/', {
    config: readable,
    schema: {
      tags,
      summary: 'List datasets',
      querystring: RisonQuerystring,
      response: {
        200: listResponse(z.union([DatasetListItem, z.record(z.string(), z.unknown())])),
      },
    },
    handler: async (request) => {
      const q = parseListQuery(request.query.q);
      const { count, ids, result } = await datasets.list(request.principal!, q);
      return {
        count,
        ids,
        result,
        list_columns: DATASET_LIST_COLUMNS,
        order_columns: DATASET_ORDER_COLUMNS,
        list_title: 'List Sqla Table',
      };
    },
  });

  r.get('/api/v1/dataset/:pk', {
    config: readable,
    schema: {
      tags,
      summary: 'Get a dataset (by id or uuid)',
      params: IdOrUuidParams,
      querystring: RisonQuerystring.extend({ include_rendered_sql: z.string().optional() }),
      response: {
        200: z.object({
          id: z.number(),
          result: Dataset,
          show_columns: z.array(z.string()),
          show_title: z.string(),
        }),
      },
    },
    handler: async (request) => {
      const result = await datasets.get(request.principal!, request.params.pk);
      return { id: result.id, result, show_columns: Object.keys(result), show_title: SHOW_TITLE };
    },
  });

  r.post('/api/v1/dataset/', {
    config: writable,
    schema: {
      tags,
      summary: 'Create a dataset (physical: a table; virtual: a SQL query)',
      body: DatasetCreate,
      response: { 201: idAndResult(DatasetCreate).extend({ data: DatasourceData }) },
    },
    handler: async (request, reply) => {
      const { id, data } = await datasets.create(request.principal!, request.body);
      return reply.status(201).send({ id, result: request.body, data });
    },
  });

  r.put('/api/v1/dataset/:pk', {
    config: writable,
    schema: {
      tags,
      summary: 'Update a dataset (columns and metrics upserted; override_columns re-reads them)',
      params: IdParams,
      querystring: z.object({ override_columns: z.string().optional() }),
      body: DatasetUpdate,
      response: { 200: idAndResult(DatasetUpdate) },
    },
    handler: async (request) => {
      const override = queryFlag(request.query.override_columns);
      await datasets.update(request.principal!, request.params.pk, request.body, override);
      return { id: request.params.pk, result: request.body };
    },
  });

  const api = datasetApi(app);
  api.delete({ remove: (p, { pk }) => datasets.delete(p, [pk]) });
  api.bulkDelete({
    ids: DeleteIds.min(1),
    remove: async (p, ids) => {
      await datasets.delete(p, ids);
      return new Set(ids).size;
    },
  });

  r.put('/api/v1/dataset/:pk/refresh', {
    config: writable,
    schema: {
      tags,
      summary: "Re-read a dataset's columns from its source",
      params: IdParams,
      response: { 200: MessageResponse },
    },
    handler: async (request) => {
      await datasets.refresh(request.principal!, request.params.pk);
      return { message: 'OK' };
    },
  });

  r.post('/api/v1/dataset/duplicate', {
    config: writable,
    schema: {
      tags,
      summary: 'Duplicate a virtual dataset',
      body: DatasetDuplicate,
      response: { 201: idAndResult(DatasetDuplicate) },
    },
    handler: async (request, reply) => {
      const id = await datasets.duplicate(request.principal!, request.body);
      return reply.status(201).send({ id, result: request.body });
    },
  });

  registerDatasetLookupRoutes(app, services);
}
