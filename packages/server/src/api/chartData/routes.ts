/**
 * The chart data API (superset-api.md §3): `POST /api/v1/chart/data` (JSON or a form post
 * whose `form_data` field holds the query context, validated with core's `QueryContext`)
 * and `GET /api/v1/chart/data/<cache_key>` (replays a query context an async job cached).
 * Reading needs `can_read` on `Chart`; file formats also `can_csv` on `Superset`. With
 * GLOBAL_ASYNC_QUERIES a JSON `full` request not answered from the cache is queued and
 * answered 202 with the job's metadata (answer.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AsyncJobMetadata, ChartDataResponse, QueryContext } from '@tessera/core';
import { NotFoundError } from '../../errors.js';
import type { Services } from '../../services/index.js';
import { answerChartData } from './answer.js';
import { registerAsyncEventRoutes } from './asyncEvents.js';
import { registerLegacyExploreRoutes } from './legacyExplore.js';
import { queryContextValidator, readQueryContextBody, sentChartDataBody } from './requestBody.js';
import { sendOutcome } from './responses.js';

const tags = ['Charts'];
const READ = ['can_read', 'Chart'] as const;

export function registerChartDataRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { chartData } = services;

  r.post('/api/v1/chart/data', {
    // CSRF is checked by readQueryContextBody: form posts carry it as the csrf_token field.
    config: { permission: READ, csrfExempt: true },
    preValidation: readQueryContextBody,
    validatorCompiler: queryContextValidator,
    schema: {
      tags,
      summary: 'Run a query context (Superset chart data)',
      description:
        'JSON body, or a form post with the query context as JSON in form_data (CSV export). ' +
        'Answers JSON, a CSV/XLSX download (a zip for several queries), or 202 for an async job.',
      body: QueryContext,
      response: { 200: ChartDataResponse, 202: AsyncJobMetadata },
    },
    handler: (request, reply) => {
      const { body, filename } = sentChartDataBody(request);
      return answerChartData(services, request, reply, { context: request.body, body, filename });
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
