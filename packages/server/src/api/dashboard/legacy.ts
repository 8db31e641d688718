/**
 * Superset's old dashboard path the dashboard page's "Save as" posts:
 * `POST /superset/copy_dash/<id>/` with the form field `data` (the copy body as JSON), which
 * answers the copy as the old view did (its data, with `id` and `last_modified_time`).
 * (`/superset/fetch_datasource_metadata` is datasource/routes.ts, the favourite star of a
 * Dashboard chart/lookups.ts.)
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DashboardCopy } from '@tessera/core';
import { ValidationError } from '../../errors.js';
import type { Services } from '../../services/index.js';
import { dataField, legacy } from '../datasource/routes.js';
import { writable } from './routes.js';

export function registerLegacyDashboardRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { dashboards } = services;
  for (const url of ['/superset/copy_dash/:id/', '/superset/copy_dash/:id']) {
    r.post(url, {
      config: writable,
      schema: {
        tags: ['Legacy'],
        summary: 'Save a copy of a dashboard (form field data: the copy body as JSON)',
        params: z.object({ id: z.coerce.number().int() }),
      },
      handler: async (request, reply) =>
        legacy(reply, async () => {
          const parsed = DashboardCopy.safeParse(await dataField(request));
          if (!parsed.success) {
            const fields: Record<string, string[]> = {};
            for (const issue of parsed.error.issues)
              (fields[issue.path.join('.') || 'data'] ??= []).push(issue.message);
            throw new ValidationError(fields, 400);
          }
          const p = request.principal!;
          const { id, last_modified_time } = await dashboards.copy(
            p,
            request.params.id,
            parsed.data,
          );
          const copy = await dashboards.get(p, String(id));
          const metadata = copy.json_metadata ? (JSON.parse(copy.json_metadata) as unknown) : {};
          return { ...copy, metadata, last_modified_time };
        }),
    });
  }
}
