/**
 * The dataset API's reading helpers: `_info` (what the list page may do), related owners
 * and databases, distinct schemas, related objects and samples.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DatasetRelatedObjects, DatasetSamples, IdParams, queryFlag } from '@tessera/core';
import { can, type Principal } from '../../security/principal.js';
import {
  DATASET_EDIT_COLUMNS,
  DATASET_EDIT_RELATIONS,
} from '../../services/datasets/editColumns.js';
import type { Services } from '../../services/index.js';
import { RELATION_OPERATORS, TEXT_OPERATORS, infoField, pickInfoKeys } from '../fabInfo.js';
import { modelRestApi } from '../modelRestApi.js';

const tags = ['Datasets'];

/** `GET /api/v1/dataset/_info`: FAB's metadata of the resource, restricted to `keys`. */
export function datasetInfo(p: Principal, keys: string[] | undefined): Record<string, unknown> {
  const all: Record<string, unknown> = {
    add_columns: [
      infoField('database', 'Integer', true),
      infoField('catalog', 'String'),
      infoField('schema', 'String'),
      infoField('table_name', 'String', true),
      infoField('sql', 'String'),
      infoField('owners', 'List'),
    ],
    edit_columns: DATASET_EDIT_COLUMNS.map((n) =>
      infoField(n, DATASET_EDIT_RELATIONS.has(n) ? 'List' : 'String'),
    ),
    filters: {
      id: [
        { name: 'Equal to', operator: 'eq' },
        { name: 'Is certified', operator: 'dataset_is_certified' },
      ],
      uuid: [{ name: 'Equal to', operator: 'eq' }],
      table_name: TEXT_OPERATORS,
      catalog: TEXT_OPERATORS,
      schema: TEXT_OPERATORS,
      sql: [...TEXT_OPERATORS, { name: 'Null or Empty', operator: 'dataset_is_null_or_empty' }],
      database: RELATION_OPERATORS,
      owners: [{ name: 'Relation as Many', operator: 'rel_m_m' }],
      created_by: RELATION_OPERATORS,
      changed_by: RELATION_OPERATORS,
    },
    permissions: ['can_read', 'can_write', 'can_export'].filter((perm) => can(p, perm, 'Dataset')),
    add_title: 'Add Sqla Table',
    edit_title: 'Edit Sqla Table',
  };
  return pickInfoKeys(all, keys);
}

/** The dataset resource of the model REST API. */
export const datasetApi = (app: FastifyInstance) =>
  modelRestApi(app, {
    url: '/api/v1/dataset/',
    tags,
    readable: { permission: ['can_read', 'Dataset'] as const },
    writable: { permission: ['can_write', 'Dataset'] as const },
    noun: ['dataset', 'datasets'],
  });

export function registerDatasetLookupRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const readable = { permission: ['can_read', 'Dataset'] as const };
  const datasets = services.datasets;
  const api = datasetApi(app);

  api.info({ info: datasetInfo });
  api.related({
    summary: 'Owners, creators or databases to choose from: ?q=(filter:ab,page:0,page_size:25)',
    lookup: (p, column, q) => datasets.related(p, column, q),
  });
  api.distinct({
    summary: 'Distinct schemas of the datasets: ?q=(filter:ab)',
    lookup: (p, column, q) => datasets.distinct(p, column, q),
  });

  r.get('/api/v1/dataset/:pk/related_objects', {
    config: readable,
    schema: {
      tags,
      summary: 'Charts and dashboards built on a dataset',
      params: z.object({ pk: z.string().min(1) }),
      response: { 200: DatasetRelatedObjects },
    },
    handler: async (request) => datasets.relatedObjects(request.principal!, request.params.pk),
  });

  r.get('/api/v1/dataset/:pk/samples', {
    config: readable,
    schema: {
      tags,
      summary: `A dataset's sample rows (at most 1000)`,
      params: IdParams,
      querystring: z.object({ force: z.string().optional() }),
      response: { 200: z.object({ result: DatasetSamples }) },
    },
    handler: async (request) => ({
      result: await datasets.samples(
        request.principal!,
        request.params.pk,
        queryFlag(request.query.force),
      ),
    }),
  });
}
