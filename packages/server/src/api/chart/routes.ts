/**
 * `/api/v1/chart/`: Superset's ChartRestApi. Reading needs `can_read` on Chart and shows
 * only the charts whose dataset the user reaches; writing needs `can_write` on Chart and
 * ownership (or admin). See lookups.ts for `_info`, related, distinct and favourites, and
 * data.ts for a saved chart's data.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChartCreate,
  ChartListItem,
  ChartShow,
  ChartUpdate,
  IdParams,
  MessageResponse,
  RisonQuerystring,
  listResponse,
} from '@tessera/core';
import type { Services } from '../../services/index.js';
import { listMetadata } from '../listMetadata.js';
import { parseListQuery, parseRison } from '../rison.js';

export const tags = ['Charts'];
export const readable = { permission: ['can_read', 'Chart'] as const };
export const writable = { permission: ['can_write', 'Chart'] as const };

export const CHART_LIST_COLUMNS = [
  'id',
  'uuid',
  'slice_name',
  'url',
  'slice_url',
  'edit_url',
  'viz_type',
  'description',
  'description_markeddown',
  'datasource_id',
  'datasource_type',
  'datasource_name_text',
  'datasource_url',
  'table.table_name',
  'table.default_endpoint',
  'params',
  'query_context',
  'form_data',
  'owners.id',
  'owners.first_name',
  'owners.last_name',
  'created_by.id',
  'created_by.first_name',
  'created_by.last_name',
  'created_by_name',
  'created_on_delta_humanized',
  'changed_by.id',
  'changed_by.first_name',
  'changed_by.last_name',
  'changed_by_name',
  'changed_on_delta_humanized',
  'changed_on_utc',
  'changed_on_dttm',
  'last_saved_at',
  'last_saved_by.id',
  'last_saved_by.first_name',
  'last_saved_by.last_name',
  'cache_timeout',
  'certified_by',
  'certification_details',
  'is_managed_externally',
  'thumbnail_url',
  'dashboards.id',
  'dashboards.dashboard_title',
  'tags.id',
  'tags.name',
  'tags.type',
];
export const CHART_ORDER_COLUMNS = [
  'changed_by.first_name',
  'changed_on_delta_humanized',
  'datasource_id',
  'datasource_name',
  'last_saved_at',
  'last_saved_by.id',
  'slice_name',
  'viz_type',
];

const WriteResponse = <T extends z.ZodTypeAny>(result: T) => z.object({ id: z.number(), result });

export function registerChartCrudRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const charts = services.charts;

  r.get('/api/v1/chart/', {
    config: readable,
    schema: {
      tags,
      summary: 'List charts',
      description:
        'Rison q: filters (slice_name ct/sw, viz_type eq/in, datasource_id eq, owners rel_m_m, ' +
        'id chart_is_favorite / chart_is_certified / chart_owned_created_favored_by_me, ' +
        'slice_name chart_all_text, created_by chart_created_by_me, dashboards rel_m_m), ' +
        'order_column, order_direction, page, page_size, columns, keys.',
      querystring: RisonQuerystring,
      response: {
        200: listResponse(z.union([ChartListItem, z.record(z.string(), z.unknown())])),
      },
    },
    handler: async (request) => {
      const q = parseListQuery(request.query.q);
      return {
        ...(await charts.list(request.principal!, q)),
        ...listMetadata(q.keys, {
          list_columns: CHART_LIST_COLUMNS,
          order_columns: CHART_ORDER_COLUMNS,
          list_title: 'List Slice',
        }),
      };
    },
  });

  r.get('/api/v1/chart/:pk', {
    config: readable,
    schema: {
      tags,
      summary: 'Get a chart (by id or uuid)',
      params: z.object({ pk: z.string().min(1) }),
      querystring: RisonQuerystring,
      response: { 200: z.object({ result: ChartShow }) },
    },
    handler: async (request) => ({
      result: await charts.get(request.principal!, request.params.pk),
    }),
  });

  r.post('/api/v1/chart/', {
    config: writable,
    schema: {
      tags,
      summary: 'Create a chart',
      body: ChartCreate,
      response: { 201: WriteResponse(ChartCreate) },
    },
    handler: async (request, reply) => {
      const id = await charts.create(request.principal!, request.body);
      return reply.status(201).send({ id, result: request.body });
    },
  });

  r.put('/api/v1/chart/:pk', {
    config: writable,
    schema: {
      tags,
      summary: 'Update a chart (owners and admins; anyone may back-fill its query context)',
      params: IdParams,
      body: ChartUpdate,
      response: { 200: WriteResponse(ChartUpdate) },
    },
    handler: async (request) => {
      await charts.update(request.principal!, request.params.pk, request.body);
      return { id: request.params.pk, result: request.body };
    },
  });

  r.delete('/api/v1/chart/:pk', {
    config: writable,
    schema: {
      tags,
      summary: 'Delete a chart',
      params: IdParams,
      response: { 200: MessageResponse },
    },
    handler: async (request) => {
      await charts.delete(request.principal!, [request.params.pk]);
      return { message: 'OK' };
    },
  });

  r.delete('/api/v1/chart/', {
    config: writable,
    schema: {
      tags,
      summary: 'Delete charts: ?q=!(1,2)',
      querystring: RisonQuerystring,
      response: { 200: MessageResponse },
    },
    handler: async (request) => {
      const ids = parseRison(z.array(z.number().int()).min(1), request.query.q);
      const n = await charts.delete(request.principal!, ids);
      return { message: n === 1 ? 'Deleted 1 chart' : `Deleted ${n} charts` };
    },
  });
}
