/**
 * What the dashboard page reads and the partial writes it makes: the charts with their
 * form data, the datasets, the tabs, Save as (`copy/`), favourites, the colour keys and the
 * native filters of `json_metadata` (Superset 4's `colors` and `filters`).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DashboardChart,
  DashboardColors,
  DashboardCopy,
  DashboardFiltersUpdate,
  DashboardTabs,
  DatasourceData,
  FavoriteStatusResponse,
  IdParams,
  RisonQuerystring,
  queryFlag,
} from '@tessera/core';
import type { Services } from '../../services/index.js';
import { parseRison } from '../rison.js';
import { readable, tags, writable } from './routes.js';

const IdOrSlug = z.object({ id_or_slug: z.string().min(1) });
const OkResponse = z.object({ result: z.literal('OK') });
const CopyResponse = z.object({
  result: z.object({ id: z.number(), last_modified_time: z.number() }),
});
const DashboardDataset = DatasourceData.extend({ column_types: z.array(z.number().nullable()) });

export function registerDashboardContentRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { dashboards, dashboardContents } = services;

  r.get('/api/v1/dashboard/:id_or_slug/charts', {
    config: readable,
    schema: {
      tags,
      summary: "A dashboard's charts with their form data",
      params: IdOrSlug,
      response: { 200: z.object({ result: z.array(DashboardChart) }) },
    },
    handler: async (request) => ({
      result: await dashboardContents.charts(request.principal!, request.params.id_or_slug),
    }),
  });

  r.get('/api/v1/dashboard/:id_or_slug/datasets', {
    config: readable,
    schema: {
      tags,
      summary: "The datasets of a dashboard's charts that the user may read",
      params: IdOrSlug,
      response: { 200: z.object({ result: z.array(DashboardDataset) }) },
    },
    handler: async (request) => ({
      result: await dashboardContents.datasets(request.principal!, request.params.id_or_slug),
    }),
  });

  r.get('/api/v1/dashboard/:id_or_slug/tabs', {
    config: readable,
    schema: {
      tags,
      summary: "A dashboard's tabs: {all_tabs: {id: title}, tab_tree: [{title, value, children}]}",
      params: IdOrSlug,
      response: { 200: z.object({ result: DashboardTabs }) },
    },
    handler: async (request) => ({
      result: await dashboardContents.tabs(request.principal!, request.params.id_or_slug),
    }),
  });

  r.post('/api/v1/dashboard/:id_or_slug/copy/', {
    config: writable,
    schema: {
      tags,
      summary: 'Save a copy of a dashboard (duplicate_slices copies its charts too)',
      params: IdOrSlug,
      body: DashboardCopy,
      response: { 200: CopyResponse },
    },
    handler: async (request) => ({
      result: await dashboards.copy(request.principal!, request.params.id_or_slug, request.body),
    }),
  });

  r.get('/api/v1/dashboard/favorite_status/', {
    config: readable,
    schema: {
      tags,
      summary: 'Whether the user starred each dashboard: ?q=!(1,2)',
      querystring: RisonQuerystring,
      response: { 200: FavoriteStatusResponse },
    },
    handler: async (request) => {
      const ids = parseRison(z.array(z.number().int()), request.query.q);
      return { result: await dashboards.favoriteStatus(request.principal!, ids) };
    },
  });

  for (const url of ['/api/v1/dashboard/:pk/favorites/', '/api/v1/dashboard/:pk/favorites']) {
    for (const [method, starred] of [
      ['POST', true],
      ['DELETE', false],
    ] as const) {
      r.route({
        method,
        url,
        config: readable,
        schema: {
          tags,
          summary: starred ? 'Star a dashboard' : 'Unstar a dashboard',
          params: IdParams,
          response: { 200: OkResponse },
        },
        handler: async (request) => {
          await dashboards.setFavorite(request.principal!, request.params.pk, starred);
          return { result: 'OK' as const };
        },
      });
    }
  }

  r.put('/api/v1/dashboard/:pk/colors', {
    config: writable,
    schema: {
      tags,
      summary:
        "Set the colour keys of a dashboard's json_metadata (?mark_updated=false keeps its change time)",
      params: IdParams,
      querystring: RisonQuerystring.extend({ mark_updated: z.string().optional() }),
      body: DashboardColors,
      response: { 200: z.object({ id: z.number(), result: z.record(z.string(), z.unknown()) }) },
    },
    handler: async (request) => {
      const rison = parseRison(
        z.object({ mark_updated: z.boolean().optional() }).optional(),
        request.query.q,
      );
      const flag = request.query.mark_updated;
      const markUpdated = flag !== undefined ? queryFlag(flag) : (rison?.mark_updated ?? true);
      const { pk } = request.params;
      await dashboards.updateColors(request.principal!, pk, request.body, markUpdated);
      return { id: pk, result: request.body as Record<string, unknown> };
    },
  });

  r.put('/api/v1/dashboard/:pk/filters', {
    config: writable,
    schema: {
      tags,
      summary: 'Change, add, delete and reorder the native filters: {modified, deleted, reordered}',
      params: IdParams,
      body: DashboardFiltersUpdate,
      response: { 200: z.object({ result: z.array(z.record(z.string(), z.unknown())) }) },
    },
    handler: async (request) => ({
      result: await dashboards.updateFilters(request.principal!, request.params.pk, request.body),
    }),
  });
}
