/**
 * Superset's DashboardPermalinkRestApi: `POST /api/v1/dashboard/<id_or_slug>/permalink` keeps
 * a dashboard's state under a key (the same key for the same user and state) and answers its
 * page, `/superset/dashboard/p/<key>/` (permalinkPage.ts sends that on to the dashboard);
 * `GET /api/v1/dashboard/permalink/<key>` answers the dashboard and state. Both 404 when the
 * user does not see the dashboard.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DashboardPermalinkBody,
  DashboardPermalinkCreateResponse,
  DashboardPermalinkValue,
} from '@tessera/core';
import type { Services } from '../../services/index.js';

const tags = ['Dashboard Permanent Link'];

export function registerDashboardPermalinkRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { dashboardPermalinks } = services;

  r.post('/api/v1/dashboard/:id_or_slug/permalink', {
    config: { permission: ['can_write', 'DashboardPermalinkRestApi'] },
    schema: {
      tags,
      summary: "Keep a dashboard's state for good",
      description:
        'The data mask, active tabs, anchor and URL parameters (older clients: filterState, ' +
        'urlParams, hash). The same state posted again by the same user answers the same key.',
      params: z.object({ id_or_slug: z.string().min(1) }),
      body: DashboardPermalinkBody,
      response: { 201: DashboardPermalinkCreateResponse },
    },
    handler: async (request, reply) => {
      const key = await dashboardPermalinks.create(
        request.principal!,
        request.params.id_or_slug,
        request.body,
      );
      const origin = `${request.protocol}://${request.host}`;
      return reply.status(201).send({ key, url: `${origin}/superset/dashboard/p/${key}/` });
    },
  });

  r.get('/api/v1/dashboard/permalink/:key', {
    config: { permission: ['can_read', 'DashboardPermalinkRestApi'] },
    schema: {
      tags,
      summary: 'The dashboard and state of a permalink',
      params: z.object({ key: z.string() }),
      response: { 200: DashboardPermalinkValue },
    },
    handler: async (request) => dashboardPermalinks.get(request.principal!, request.params.key),
  });
}
