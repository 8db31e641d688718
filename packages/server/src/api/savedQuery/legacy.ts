/**
 * The legacy saved query view SQL Lab's save dialog calls (FAB ModelView API):
 * `POST /savedqueryviewapi/api/create`, `PUT /savedqueryviewapi/api/update/<id>`,
 * `GET /savedqueryviewapi/api/get/<id>`. JSON or form bodies with the REST API's fields.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SavedQueryCreate, SavedQueryUpdate } from '@tessera/core';
import { ValidationError } from '../../errors.js';
import type { Services } from '../../services/index.js';
import { readable, tags, writable } from './routes.js';

const Id = z.object({ id: z.coerce.number().int() });

/** The legacy client also sends read-only and client fields; only the writable ones count. */
const WRITABLE = Object.keys(SavedQueryUpdate.shape);

function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const source = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const picked = Object.fromEntries(Object.entries(source).filter(([k]) => WRITABLE.includes(k)));
  if (typeof picked.db_id === 'string' && picked.db_id.trim() !== '')
    picked.db_id = Number(picked.db_id);
  const parsed = schema.safeParse(picked);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string[]> = {};
  for (const issue of parsed.error.issues)
    (fields[issue.path.join('.') || 'body'] ??= []).push(issue.message);
  throw new ValidationError(fields, 400);
}

export function registerLegacySavedQueryRoutes(app: FastifyInstance, services: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const saved = services.savedQueries;

  r.post('/savedqueryviewapi/api/create', {
    config: writable,
    schema: { tags, summary: 'Save a query (legacy view)' },
    handler: async (request) => {
      const p = request.principal!;
      const id = await saved.create(p, parseBody(SavedQueryCreate, request.body));
      return { message: 'Added Row', severity: 'success', item: await saved.legacyItem(p, id) };
    },
  });

  r.put('/savedqueryviewapi/api/update/:id', {
    config: writable,
    schema: { tags, summary: 'Update a saved query (legacy view)', params: Id },
    handler: async (request) => {
      const p = request.principal!;
      await saved.update(p, request.params.id, parseBody(SavedQueryUpdate, request.body));
      return {
        message: 'Changed Row',
        severity: 'success',
        item: await saved.legacyItem(p, request.params.id),
      };
    },
  });

  r.get('/savedqueryviewapi/api/get/:id', {
    config: readable,
    schema: { tags, summary: 'Get a saved query (legacy view)', params: Id },
    handler: async (request) => ({
      pk: request.params.id,
      result: await saved.legacyItem(request.principal!, request.params.id),
    }),
  });
}
