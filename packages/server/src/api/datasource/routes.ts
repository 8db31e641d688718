/**
 * The datasource paths the explore client and the legacy dataset editor call:
 * `GET /datasource/get/{type}/{id}/`, `POST /datasource/save/` (form field `data`),
 * `GET /superset/fetch_datasource_metadata?datasourceKey=<id>__table`,
 * `GET /superset/filter/{type}/{id}/{column}/`,
 * `GET /api/v1/datasource/{type}/{id}/column/{column}/values/` and
 * `POST /datasource/samples` (drill to detail's pages of rows).
 * Legacy views answer errors as `{error}` (SIP-40 errors stay SIP-40); sign-in, CSRF and
 * permission failures answer as on every route (the authentication hook).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DatasourceColumnValues,
  DatasourceSamplesPayload,
  DatasourceSamplesQuery,
  DatasourceSamplesResult,
} from '@tessera/core';
import { BadRequestError, SupersetTypedError, TesseraError } from '../../errors.js';
import type { Services } from '../../services/index.js';

const tags = ['Datasources'];
const READ = ['can_read', 'Dataset'] as const;
const WRITE = ['can_write', 'Dataset'] as const;

/** Runs a legacy view: typed errors become `{error: text}` with their status. */
export async function legacy<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof SupersetTypedError || !(e instanceof TesseraError)) throw e;
    // The reply is sent here; Fastify takes the returned reply as the answer.
    return reply.status(e.status).send({ error: e.message }) as never;
  }
}

/** The `data` form field of the legacy editor's post (multipart or urlencoded), or a JSON body. */
export async function dataField(request: FastifyRequest): Promise<unknown> {
  let raw: unknown;
  if (request.isMultipart()) {
    for await (const part of request.parts()) {
      if (part.type === 'field' && part.fieldname === 'data') raw = part.value;
    }
  } else {
    const body = request.body as Record<string, unknown> | undefined;
    raw = body && typeof body === 'object' && 'data' in body ? body.data : undefined;
  }
  if (typeof raw === 'string') {
    try {
      return JSON.parse(raw);
    } catch {
      throw new BadRequestError('data is not valid JSON');
    }
  }
  if (raw === undefined || raw === null) throw new BadRequestError('Request missing data field.');
  return raw;
}

const DatasourceParams = z.object({ type: z.string(), id: z.coerce.number().int() });

export function registerDatasourceRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const datasets = services.datasets;

  r.get('/datasource/get/:type/:id/', {
    config: { permission: READ },
    schema: {
      tags,
      summary: 'The datasource as the explore client takes it',
      params: DatasourceParams,
    },
    handler: async (request, reply) =>
      legacy(reply, () =>
        datasets.datasource(request.principal!, request.params.type, request.params.id),
      ),
  });

  r.post('/datasource/save/', {
    config: { permission: WRITE },
    schema: { tags, summary: 'Save a datasource from the legacy editor (form field data)' },
    handler: async (request, reply) =>
      legacy(reply, async () =>
        datasets.saveDatasource(request.principal!, await dataField(request)),
      ),
  });

  r.post('/datasource/samples', {
    config: { permission: READ },
    schema: {
      tags,
      summary:
        "A page of a dataset's rows (at most 1000), narrowed by the body's filters, time range " +
        'and extras (drill to detail), with the count of every matching row',
      querystring: DatasourceSamplesQuery,
      body: DatasourceSamplesPayload.nullish(),
      response: { 200: z.object({ result: DatasourceSamplesResult }) },
    },
    handler: async (request, reply) =>
      legacy(reply, async () => {
        const { datasource_id, datasource_type, force, page, per_page } = request.query;
        return {
          result: await datasets.samplesPage(request.principal!, datasource_type, datasource_id, {
            force,
            page,
            perPage: per_page,
            payload: request.body ?? null,
          }),
        };
      }),
  });

  r.get('/superset/fetch_datasource_metadata', {
    config: { permission: READ },
    schema: {
      tags,
      summary: 'The datasource of a datasourceKey (<id>__table)',
      querystring: z.object({ datasourceKey: z.string() }),
    },
    handler: async (request, reply) =>
      legacy(reply, () => {
        const [id, type] = request.query.datasourceKey.split('__');
        if (!/^\d+$/.test(id ?? '')) throw new BadRequestError('Invalid datasourceKey');
        return datasets.datasource(request.principal!, type ?? 'table', Number(id));
      }),
  });

  r.get('/superset/filter/:type/:id/:column/', {
    config: { permission: READ },
    schema: {
      tags,
      summary: 'Distinct values of a column (legacy filter editor)',
      params: DatasourceParams.extend({ column: z.string() }),
    },
    handler: async (request, reply) =>
      legacy(reply, () =>
        datasets.columnValues(
          request.principal!,
          request.params.type,
          request.params.id,
          request.params.column,
        ),
      ),
  });

  r.get('/api/v1/datasource/:type/:id/column/:column/values/', {
    config: { permission: READ },
    schema: {
      tags,
      summary: 'Distinct values of a column (at most 10000)',
      params: DatasourceParams.extend({ column: z.string() }),
      response: { 200: DatasourceColumnValues },
    },
    handler: async (request) => ({
      result: await datasets.columnValues(
        request.principal!,
        request.params.type,
        request.params.id,
        request.params.column,
      ),
    }),
  });
}
