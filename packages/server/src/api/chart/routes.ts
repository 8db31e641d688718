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
  RisonQuerystring,
} from '@tessera/core';
import type { Services } from '../../services/index.js';
import type { ListMetadata } from '../listMetadata.js';
import { DeleteIds, modelRestApi } from '../modelRestApi.js';

export const tags = ['Charts'];
export const readable = { permission: ['can_read', 'Chart'] as const };
export const writable = { permission: ['can_write', 'Chart'] as const };

export const CHART_LIST: ListMetadata = {
  list_title: 'List Slice',
  list_columns: [
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
  ],
  order_columns: [
    'changed_by.first_name',
    'changed_on_delta_humanized',
    'datasource_id',
    'datasource_name',
    'last_saved_at',
    'last_saved_by.id',
    'slice_name',
    'viz_type',
  ],
};

/** The chart resource of the model REST API (lookups.ts adds `_info`, related, distinct). */
export const chartApi = (app: FastifyInstance) =>
  modelRestApi(app, {
    url: '/api/v1/chart/',
    tags,
    readable,
    writable,
    noun: ['chart', 'charts'],
  });

export function registerChartCrudRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const charts = services.charts;
  const api = chartApi(app);

  api.list({
    description:
      'Rison q: filters (slice_name ct/sw, viz_type eq/in, datasource_id eq, owners rel_m_m, ' +
      'id chart_is_favorite / chart_is_certified / chart_owned_created_favored_by_me, ' +
      'slice_name chart_all_text, created_by chart_created_by_me, dashboards rel_m_m), ' +
      'order_column, order_direction, page, page_size, columns, keys.',
    item: ChartListItem,
    metadata: CHART_LIST,
    list: (p, q) => charts.list(p, q),
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

  api.create({ body: ChartCreate, create: (p, body) => charts.create(p, body) });
  api.update({
    summary: 'Update a chart (owners and admins; anyone may back-fill its query context)',
    body: ChartUpdate,
    update: (p, pk, body) => charts.update(p, pk, body),
  });
  api.delete({ remove: (p, { pk }) => charts.delete(p, [pk]) });
  api.bulkDelete({ ids: DeleteIds.min(1), remove: (p, ids) => charts.delete(p, ids) });
}
