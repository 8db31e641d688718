/**
 * The dataset API's reading helpers: `_info` (what the list page may do), related owners
 * and databases, distinct schemas, related objects and samples.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DatasetRelatedObjects,
  DatasetSamples,
  DistinctResponse,
  IdParams,
  RelatedResponse,
} from '@tessera/core';
import { can, type Principal } from '../../security/principal.js';
import {
  DATASET_EDIT_COLUMNS,
  DATASET_EDIT_RELATIONS,
} from '../../services/datasets/editColumns.js';
import type { Services } from '../../services/index.js';
import { RELATION_OPERATORS, TEXT_OPERATORS, pickInfoKeys, registerInfoRoute } from '../fabInfo.js';
import { registerColumnLookupRoute } from '../related.js';

const tags = ['Datasets'];

/** `?override_columns=true`, `?force=true` (also 1, yes); anything else is false. */
export function parseBooleanFlag(v: string | undefined): boolean {
  return v !== undefined && ['true', '1', 'yes', 'y', 't'].includes(v.toLowerCase());
}

const FIELD = (name: string, type: string, required = false) => ({
  name,
  label: name,
  description: '',
  required,
  type,
  unique: false,
});

/** `GET /api/v1/dataset/_info`: FAB's metadata of the resource, restricted to `keys`. */
export function datasetInfo(p: Principal, keys: string[] | undefined): Record<string, unknown> {
  const all: Record<string, unknown> = {
    add_columns: [
      FIELD('database', 'Integer', true),
      FIELD('catalog', 'String'),
      FIELD('schema', 'String'),
      FIELD('table_name', 'String', true),
      FIELD('sql', 'String'),
      FIELD('owners', 'List'),
    ],
    edit_columns: DATASET_EDIT_COLUMNS.map((n) =>
      FIELD(n, DATASET_EDIT_RELATIONS.has(n) ? 'List' : 'String'),
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

export function registerDatasetLookupRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const readable = { permission: ['can_read', 'Dataset'] as const };
  const datasets = services.datasets;

  registerInfoRoute(app, {
    url: '/api/v1/dataset/_info',
    config: readable,
    tags,
    summary: "The dataset API's metadata: ?q=(keys:!(permissions))",
    info: datasetInfo,
  });

  registerColumnLookupRoute(app, {
    url: '/api/v1/dataset/related/:column',
    config: readable,
    tags,
    summary: 'Owners, creators or databases to choose from: ?q=(filter:ab,page:0,page_size:25)',
    response: RelatedResponse,
    lookup: (p, column, q) => datasets.related(p, column, q),
  });

  registerColumnLookupRoute(app, {
    url: '/api/v1/dataset/distinct/:column',
    config: readable,
    tags,
    summary: 'Distinct schemas of the datasets: ?q=(filter:ab)',
    response: DistinctResponse,
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
        parseBooleanFlag(request.query.force),
      ),
    }),
  });
}
