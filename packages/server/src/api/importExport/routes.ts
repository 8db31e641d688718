/**
 * Import and export of bundles (superset-api.md §6): `GET /api/v1/<resource>/export/?q=!(ids)`
 * (`can_export` on the resource) and `POST /api/v1/<resource>/import/` (`can_write`) for
 * dashboards, charts, datasets, databases and saved queries, and Superset's
 * ImportExportRestApi, `/api/v1/assets/export/` and `/api/v1/assets/import/` (admins). An
 * export answers a ZIP download; `?token=` sets the cookie Superset's page waits for.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageResponse } from '@tessera/core';
import type { Services } from '../../services/index.js';
import {
  BUNDLE_RESOURCES,
  type BundleResource,
  type ExportedBundle,
} from '../../services/bundles/bundleService.js';
import { parseRison } from '../rison.js';
import { readImportForm } from './importForm.js';

/** The permission view and OpenAPI tag of each resource. */
const RESOURCES: Record<BundleResource, { view: string; tag: string }> = {
  dashboard: { view: 'Dashboard', tag: 'Dashboards' },
  chart: { view: 'Chart', tag: 'Charts' },
  dataset: { view: 'Dataset', tag: 'Datasets' },
  database: { view: 'Database', tag: 'Database' },
  saved_query: { view: 'SavedQuery', tag: 'Queries' },
};

const ExportQuery = z.object({ q: z.string().optional(), token: z.string().optional() });
const ExportIds = z.array(z.number().int());
/** A download token is a cookie name: kept to safe characters. */
const COOKIE_TOKEN = /^[A-Za-z0-9_-]{1,128}$/;

function sendBundle(reply: FastifyReply, bundle: ExportedBundle, token: string | undefined) {
  if (token && COOKIE_TOKEN.test(token))
    reply.setCookie(token, 'done', { path: '/', maxAge: 600, sameSite: 'lax' });
  return reply
    .type('application/zip')
    .header('content-disposition', `attachment; filename=${bundle.filename}`)
    .send(bundle.zip);
}

export function registerImportExportRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const bundles = services.bundles;

  for (const resource of BUNDLE_RESOURCES) {
    const { view, tag } = RESOURCES[resource];
    r.get(`/api/v1/${resource}/export/`, {
      config: { permission: ['can_export', view] },
      schema: {
        tags: [tag],
        summary: `Export ${resource}s (with what they need) as a ZIP bundle: ?q=!(ids)`,
        querystring: ExportQuery,
      },
      handler: async (request, reply) => {
        const ids = parseRison(ExportIds, request.query.q);
        const bundle = await bundles.export(request.principal!, resource, ids);
        return sendBundle(reply, bundle, request.query.token);
      },
    });
    r.post(`/api/v1/${resource}/import/`, {
      config: { permission: ['can_write', view] },
      schema: {
        tags: [tag],
        summary: `Import ${resource}s from a ZIP bundle (multipart: formData, passwords, overwrite)`,
        consumes: ['multipart/form-data'],
        response: { 200: MessageResponse },
      },
      handler: async (request) => {
        const form = await readImportForm(request, 'formData');
        await bundles.import(request.principal!, resource, form.upload, form.options);
        return { message: 'OK' };
      },
    });
  }

  r.get('/api/v1/assets/export/', {
    config: { adminOnly: true },
    schema: {
      tags: ['Import/export'],
      summary: 'Export every database, dataset, chart, dashboard and saved query as a ZIP',
      querystring: ExportQuery.pick({ token: true }),
    },
    handler: async (request, reply) =>
      sendBundle(reply, await bundles.exportAssets(request.principal!), request.query.token),
  });

  r.post('/api/v1/assets/import/', {
    config: { adminOnly: true },
    schema: {
      tags: ['Import/export'],
      summary: 'Import a ZIP bundle of assets (multipart: bundle, passwords, overwrite)',
      consumes: ['multipart/form-data'],
      response: { 200: MessageResponse },
    },
    handler: async (request) => {
      const form = await readImportForm(request, 'bundle');
      await bundles.import(request.principal!, 'assets', form.upload, form.options);
      return { message: 'OK' };
    },
  });
}
