/**
 * Superset's FilterSetRestApi: a dashboard's filter sets, `GET /api/v1/dashboard/<id_or_slug>/
 * filtersets` (a FAB list: `{count, ids, result}`), `POST /api/v1/dashboard/<id>/filtersets`
 * and `PUT` / `DELETE …/filtersets/<pk>`. Reading needs `can_read` on Dashboard, writing
 * `can_write`; who sees and changes which set is the service's rule (services/dashboards/
 * filterSets.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FilterSetCreate,
  FilterSetDeleteResponse,
  FilterSetListResponse,
  FilterSetUpdate,
  FilterSetWriteResponse,
} from '@tessera/core';
import type { Services } from '../../services/index.js';
import { readable, writable } from './routes.js';

const tags = ['Dashboard Filter Sets'];
const DashboardParams = z.object({ dashboard_id: z.coerce.number().int() });
const SetParams = DashboardParams.extend({ pk: z.coerce.number().int() });

export function registerFilterSetRoutes(app: FastifyInstance, services: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { filterSets } = services;

  r.get('/api/v1/dashboard/:id_or_slug/filtersets', {
    config: readable,
    schema: {
      tags,
      summary: "A dashboard's filter sets that the user sees",
      params: z.object({ id_or_slug: z.string().min(1) }),
      response: { 200: FilterSetListResponse },
    },
    handler: async (request) => filterSets.list(request.principal!, request.params.id_or_slug),
  });

  r.post('/api/v1/dashboard/:dashboard_id/filtersets', {
    config: writable,
    schema: {
      tags,
      summary:
        "Save a filter set of a dashboard (owner_type User: the user's own; Dashboard: its owners')",
      params: DashboardParams,
      body: FilterSetCreate,
      response: { 201: FilterSetWriteResponse },
    },
    handler: async (request, reply) => {
      const set = await filterSets.create(
        request.principal!,
        request.params.dashboard_id,
        request.body,
      );
      return reply.status(201).send({ id: set.id, result: set });
    },
  });

  r.put('/api/v1/dashboard/:dashboard_id/filtersets/:pk', {
    config: writable,
    schema: {
      tags,
      summary: "Change a filter set (owner_type Dashboard gives a user's set to the dashboard)",
      params: SetParams,
      body: FilterSetUpdate,
      response: { 200: FilterSetWriteResponse },
    },
    handler: async (request) => {
      const { dashboard_id, pk } = request.params;
      const set = await filterSets.update(request.principal!, dashboard_id, pk, request.body);
      return { id: set.id, result: set };
    },
  });

  r.delete('/api/v1/dashboard/:dashboard_id/filtersets/:pk', {
    config: writable,
    schema: {
      tags,
      summary: 'Delete a filter set',
      params: SetParams,
      response: { 200: FilterSetDeleteResponse },
    },
    handler: async (request) => {
      const { dashboard_id, pk } = request.params;
      await filterSets.delete(request.principal!, dashboard_id, pk);
      return { id: pk, message: 'OK' };
    },
  });
}
