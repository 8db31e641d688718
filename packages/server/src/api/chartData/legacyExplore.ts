/**
 * The legacy `POST|GET /superset/explore_json/[<datasource_type>/<datasource_id>/]`: the
 * form data (field or query parameter `form_data`, or a JSON body `{form_data}`) becomes a
 * query context run by the same engine, answered in the legacy viz payload shape
 * (`{cache_key, cached_dttm, cache_timeout, errors, form_data, is_cached, query, from_dttm,
 * to_dttm, status, stacktrace, rowcount, colnames, coltypes, data, applied_filters,
 * rejected_filters}`, `data` being the rows). `?csv=true` downloads CSV, `?query=true`
 * answers `{query, language}`, `?results=true` / `?samples=true` answer `{data}`.
 * `/superset/slice_json/<id>` answers the same payload for a saved chart's form data.
 * Needs `can_explore_json` on `Superset`; failures answer the legacy `{error}`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams, queryFlag, type ChartDataQueryResult } from '@tessera/core';
import { legacyPayload } from '../../chartData/formats/legacyPayload.js';
import { BadRequestError, SupersetTypedError, TesseraError } from '../../errors.js';
import {
  datasourceOfFormData,
  queryContextOfFormData,
} from '../../chartData/context/legacyFormData.js';
import type { Services } from '../../services/index.js';
import { checkCsrf, readChartDataBody } from './requestBody.js';
import { arrivedAt, sendFile } from './responses.js';

const READ = ['can_explore_json', 'Superset'] as const;

async function formDataOf(
  request: FastifyRequest,
): Promise<{ fd: Record<string, unknown>; filename: string | null }> {
  const type = request.headers['content-type'] ?? '';
  if (type.startsWith('application/x-www-form-urlencoded') || request.isMultipart()) {
    const { body, filename } = await readChartDataBody(request);
    return { fd: body as Record<string, unknown>, filename };
  }
  checkCsrf(request, null);
  const query = request.query as Record<string, unknown>;
  const body = request.body as Record<string, unknown> | null | undefined;
  const raw = typeof query.form_data === 'string' ? query.form_data : body?.form_data;
  let fd: unknown = raw;
  if (typeof raw === 'string') {
    try {
      fd = JSON.parse(raw);
    } catch {
      fd = null;
    }
  }
  if (!fd || typeof fd !== 'object' || Array.isArray(fd)) {
    throw new BadRequestError('Request is missing form_data');
  }
  return { fd: fd as Record<string, unknown>, filename: null };
}

export function registerLegacyExploreRoutes(app: FastifyInstance, services: Services): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const principal = request.principal!;
    try {
      const { fd, filename } = await formDataOf(request);
      const params = request.params as { datasource_type?: string; datasource_id?: string };
      const datasource = params.datasource_id
        ? { id: params.datasource_id, type: params.datasource_type ?? 'table' }
        : datasourceOfFormData(fd);
      if (!datasource) throw new BadRequestError('The form data names no datasource');
      const query = request.query as Record<string, unknown>;
      const csv = queryFlag(query.csv);
      const resultType = queryFlag(query.query)
        ? 'query'
        : queryFlag(query.samples)
          ? 'samples'
          : queryFlag(query.results)
            ? 'results'
            : 'full';
      const body = queryContextOfFormData(fd, datasource, resultType, csv ? 'csv' : 'json');
      const outcome = await services.chartData.run(principal, body, {
        startedAt: arrivedAt(reply),
      });
      if (csv) return sendFile(reply, principal, outcome, filename);
      const answer = outcome.queries[0].json;
      if (resultType === 'query') return answer;
      if (resultType !== 'full') return { data: (answer as { data: unknown[] }).data };
      return legacyPayload(answer as ChartDataQueryResult, fd);
    } catch (e) {
      if (e instanceof SupersetTypedError || !(e instanceof TesseraError)) throw e;
      return reply.status(e.status).send({ error: e.message });
    }
  };
  const config = { permission: READ, csrfExempt: true };
  const schema = { tags: ['Legacy'], summary: 'Chart data from explore form data (legacy)' };
  for (const url of [
    '/superset/explore_json/',
    '/superset/explore_json/:datasource_type/:datasource_id/',
  ]) {
    app.route({ method: ['GET', 'POST'], url, config, schema, handler });
  }

  for (const url of ['/superset/slice_json/:pk', '/superset/slice_json/:pk/']) {
    app.withTypeProvider<ZodTypeProvider>().get(url, {
      config: { permission: READ },
      schema: {
        tags: ['Legacy'],
        summary: "A saved chart's legacy explore_json payload",
        params: IdParams,
      },
      handler: async (request, reply) => {
        const principal = request.principal!;
        try {
          const { formData, body } = await services.charts.legacyRequest(
            principal,
            request.params.pk,
          );
          const outcome = await services.chartData.run(principal, body, {
            startedAt: arrivedAt(reply),
          });
          return legacyPayload(outcome.queries[0].json as ChartDataQueryResult, formData);
        } catch (e) {
          if (e instanceof SupersetTypedError || !(e instanceof TesseraError)) throw e;
          return reply.status(e.status).send({ error: e.message });
        }
      },
    });
  }
}
