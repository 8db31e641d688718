/**
 * Superset's DashboardFilterStateRestApi: `POST /api/v1/dashboard/<pk>/filter_state` keeps the
 * page's data mask (`{value}`, a JSON text) under a key, the page's `native_filters_key`
 * (`?tab_id=` keeps one key per browser tab); `GET`, `PUT` and `DELETE …/filter_state/<key>`
 * read, replace and forget it. Reading needs `can_read` on DashboardFilterStateRestApi, the
 * rest `can_write`, and every call a dashboard the user sees (404 otherwise); only the writer
 * replaces or deletes a state (403).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DashboardFilterStateBody,
  DashboardFilterStateKeyResponse,
  DashboardFilterStateQuery,
  DashboardFilterStateUpdateResponse,
  DashboardFilterStateValue,
  IdParams,
  MessageResponse,
} from '@tessera/core';
import type { Services } from '../../services/index.js';

const tags = ['Dashboard Filter State'];
const readable = { permission: ['can_read', 'DashboardFilterStateRestApi'] as const };
const writable = { permission: ['can_write', 'DashboardFilterStateRestApi'] as const };
const KeyParams = IdParams.extend({ key: z.string() });

export function registerDashboardFilterStateRoutes(app: FastifyInstance, services: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { dashboardFilterState } = services;

  r.post('/api/v1/dashboard/:pk/filter_state', {
    config: writable,
    schema: {
      tags,
      summary: "Keep a dashboard's filter state: {value} → {key}",
      params: IdParams,
      querystring: DashboardFilterStateQuery,
      body: DashboardFilterStateBody,
      response: { 201: DashboardFilterStateKeyResponse },
    },
    handler: async (request, reply) => {
      const key = await dashboardFilterState.create(
        request.principal!,
        request.params.pk,
        request.body.value,
        request.query.tab_id,
      );
      return reply.status(201).send({ key });
    },
  });

  r.put('/api/v1/dashboard/:pk/filter_state/:key', {
    config: writable,
    schema: {
      tags,
      summary: "Replace a dashboard's filter state (its writer only)",
      description:
        'Answers the key to use from now on: the tab keeps its own with ?tab_id=, ' +
        'else a new one, as in Superset.',
      params: KeyParams,
      querystring: DashboardFilterStateQuery,
      body: DashboardFilterStateBody,
      response: { 200: DashboardFilterStateUpdateResponse },
    },
    handler: async (request) => ({
      key: await dashboardFilterState.update(
        request.principal!,
        request.params.pk,
        request.params.key,
        request.body.value,
        request.query.tab_id,
      ),
      message: 'Value updated successfully.',
    }),
  });

  r.get('/api/v1/dashboard/:pk/filter_state/:key', {
    config: readable,
    schema: {
      tags,
      summary: "A dashboard's filter state: {value}",
      params: KeyParams,
      response: { 200: DashboardFilterStateValue },
    },
    handler: async (request) => ({
      value: await dashboardFilterState.get(
        request.principal!,
        request.params.pk,
        request.params.key,
      ),
    }),
  });

  r.delete('/api/v1/dashboard/:pk/filter_state/:key', {
    config: writable,
    schema: {
      tags,
      summary: "Forget a dashboard's filter state (its writer only)",
      params: KeyParams,
      response: { 200: MessageResponse },
    },
    handler: async (request) => {
      const { pk, key } = request.params;
      await dashboardFilterState.delete(request.principal!, pk, key);
      return { message: 'Deleted successfully' };
    },
  });
}
