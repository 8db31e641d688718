/**
 * The chart data API (superset-api.md §3): `POST /api/v1/chart/data` (JSON or a form post
 * whose `form_data` field holds the query context) and `GET /api/v1/chart/data/<cache_key>`
 * (replays a query context an async job cached). Reading needs `can_read` on `Chart`; file
 * formats also `can_csv` on `Superset`. With GLOBAL_ASYNC_QUERIES a JSON `full` request
 * not answered from the cache is queued and answered 202 with the job's metadata.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AsyncJobMetadata, ChartDataResponse } from '@tessera/core';
import { NotFoundError } from '../../errors.js';
import type { Principal } from '../../security/principal.js';
import {
  CacheLoadError,
  type ChartDataOutcome,
} from '../../services/chartData/chartDataService.js';
import { parseQueryContext } from '../../services/chartData/queryContextInput.js';
import type { Services } from '../../services/index.js';
import { asyncChannelFor, registerAsyncEventRoutes } from './asyncEvents.js';
import { registerLegacyExploreRoutes } from './legacyExplore.js';
import { readChartDataBody } from './requestBody.js';
import { arrivedAt, sendFile, sendJson } from './responses.js';

const tags = ['Charts'];
const READ = ['can_read', 'Chart'] as const;

export function sendOutcome(
  reply: FastifyReply,
  principal: Principal,
  outcome: ChartDataOutcome,
  filename: string | null = null,
) {
  if (outcome.context.result_format === 'json') return sendJson(reply, outcome);
  return sendFile(reply, principal, outcome, filename);
}

/** Whether Superset would run the request as an async job (JSON, `full`). */
function asyncEligible(body: unknown): boolean {
  const context = parseQueryContext(body);
  return context.result_format === 'json' && context.result_type === 'full';
}

export function registerChartDataRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { chartData, asyncQueries } = services;

  r.post('/api/v1/chart/data', {
    // CSRF is checked by the handler: form posts carry it as the csrf_token field.
    config: { permission: READ, csrfExempt: true },
    schema: {
      tags,
      summary: 'Run a query context (Superset chart data)',
      description:
        'JSON body, or a form post with the query context as JSON in form_data (CSV export). ' +
        'Answers JSON, a CSV/XLSX download (a zip for several queries), or 202 for an async job.',
      response: { 200: ChartDataResponse, 202: AsyncJobMetadata },
    },
    handler: async (request: FastifyRequest, reply) => {
      const principal = request.principal!;
      const { body, filename } = await readChartDataBody(request);
      if (asyncQueries.enabled && asyncEligible(body)) {
        try {
          const cached = await chartData.run(principal, body, { forceCached: true });
          return sendJson(reply, cached);
        } catch (error) {
          if (!(error instanceof CacheLoadError)) throw error;
        }
        const channel = await asyncChannelFor(services, request, reply);
        const job = await asyncQueries.submit(principal, channel, body);
        return reply.status(202).send(job);
      }
      const outcome = await chartData.run(principal, body, { startedAt: arrivedAt(reply) });
      return sendOutcome(reply, principal, outcome, filename);
    },
  });

  r.get('/api/v1/chart/data/:cache_key', {
    config: { permission: READ },
    schema: {
      tags,
      summary: 'The results of a cached query context (an async job’s result_url)',
      params: z.object({ cache_key: z.string().min(1) }),
      response: { 200: ChartDataResponse },
    },
    handler: async (request, reply) => {
      const principal = request.principal!;
      const body = await chartData.cachedQueryContext(request.params.cache_key);
      if (body === null) throw new NotFoundError();
      const outcome = await chartData.run(principal, body, { forceCached: true });
      return sendOutcome(reply, principal, outcome);
    },
  });

  registerAsyncEventRoutes(app, services);
  registerLegacyExploreRoutes(app, services);
}
