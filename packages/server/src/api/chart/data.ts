/**
 * A saved chart's data:
 * - `GET /api/v1/chart/<pk>/data/?format=json|csv|xlsx&type=full|...&force=true` runs the
 *   chart's saved query context (built from its form data when none was saved) through the
 *   chart data engine and answers exactly as `POST /api/v1/chart/data` would (202 for an
 *   async job under GLOBAL_ASYNC_QUERIES);
 * - the legacy `GET /superset/slice_json/<id>` answers the explore_json payload of the
 *   chart's saved form data (failures as the legacy `{error}`).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ChartDataQueryResult } from '@tessera/core';
import { AsyncJobMetadata, ChartDataResponse, IdParams } from '@tessera/core';
import { SupersetTypedError, TesseraError } from '../../errors.js';
import { CacheLoadError } from '../../services/chartData/chartDataService.js';
import type { Services } from '../../services/index.js';
import { asyncChannelFor } from '../chartData/asyncEvents.js';
import { arrivedAt, sendJson } from '../chartData/responses.js';
import { sendOutcome } from '../chartData/routes.js';
import { readable, tags } from './routes.js';

const flag = (v: string | undefined) =>
  v !== undefined && ['true', '1', 'yes', 'y', 't'].includes(v.toLowerCase());

const DataQuery = z.object({
  format: z.string().optional(),
  type: z.string().optional(),
  force: z.string().optional(),
});

/** The legacy viz payload of one query (the explore_json answer). */
function legacyPayload(q: ChartDataQueryResult, formData: Record<string, unknown>) {
  return {
    cache_key: q.cache_key,
    cached_dttm: q.cached_dttm,
    cache_timeout: q.cache_timeout,
    errors: [],
    form_data: formData,
    is_cached: q.is_cached,
    query: q.query,
    from_dttm: q.from_dttm,
    to_dttm: q.to_dttm,
    status: q.status,
    stacktrace: null,
    rowcount: q.rowcount,
    colnames: q.colnames,
    coltypes: q.coltypes,
    data: q.data,
    applied_filters: q.applied_filters,
    rejected_filters: q.rejected_filters,
  };
}

export function registerChartDataOfChartRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { charts, chartData, asyncQueries } = services;

  for (const url of ['/api/v1/chart/:pk/data/', '/api/v1/chart/:pk/data']) {
    r.get(url, {
      config: readable,
      schema: {
        tags,
        summary: "A saved chart's data",
        description:
          "Runs the chart's saved query context (or the one its form data builds when none " +
          'was saved). format: json (default), csv or xlsx; type: full (default), samples, ' +
          'query, results, columns, timegrains, drill_detail, post_processed; force: true.',
        params: IdParams,
        querystring: DataQuery,
        response: { 200: ChartDataResponse, 202: AsyncJobMetadata },
      },
      handler: async (request, reply) => {
        const principal = request.principal!;
        const { format, type, force } = request.query;
        const { body } = await charts.dataRequest(principal, request.params.pk, {
          format,
          type,
          force: flag(force),
        });
        const json = (format ?? 'json') === 'json' && (type ?? 'full') === 'full';
        if (asyncQueries.enabled && json) {
          if (!flag(force)) {
            try {
              return sendJson(reply, await chartData.run(principal, body, { forceCached: true }));
            } catch (error) {
              if (!(error instanceof CacheLoadError)) throw error;
            }
          }
          const channel = await asyncChannelFor(services, request, reply);
          return reply.status(202).send(await asyncQueries.submit(principal, channel, body));
        }
        return sendOutcome(
          reply,
          principal,
          await chartData.run(principal, body, { startedAt: arrivedAt(reply) }),
        );
      },
    });
  }

  for (const url of ['/superset/slice_json/:pk', '/superset/slice_json/:pk/']) {
    r.get(url, {
      config: { permission: ['can_explore_json', 'Superset'] as const },
      schema: {
        tags: ['Legacy'],
        summary: "A saved chart's legacy explore_json payload",
        params: IdParams,
      },
      handler: async (request, reply) => {
        const principal = request.principal!;
        try {
          const { formData, body } = await charts.legacyRequest(principal, request.params.pk);
          const outcome = await chartData.run(principal, body, { startedAt: arrivedAt(reply) });
          return legacyPayload(outcome.queries[0].json as ChartDataQueryResult, formData);
        } catch (e) {
          if (e instanceof SupersetTypedError || !(e instanceof TesseraError)) throw e;
          return reply.status(e.status).send({ error: e.message });
        }
      },
    });
  }
}
