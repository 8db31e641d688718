/**
 * A saved chart's data: `GET /api/v1/chart/<pk>/data/?format=json|csv|xlsx&type=full|...&force=true`
 * runs the chart's saved query context (built from its form data when none was saved) and
 * answers exactly as `POST /api/v1/chart/data` would (202 for an async job under
 * GLOBAL_ASYNC_QUERIES). The legacy `/superset/slice_json/<id>` is with explore_json
 * (api/chartData/legacyExplore.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AsyncJobMetadata, ChartDataResponse, IdParams, queryFlag } from '@tessera/core';
import { parseQueryContext } from '../../chartData/context/queryContext.js';
import type { Services } from '../../services/index.js';
import { answerChartData } from '../chartData/answer.js';
import { readable, tags } from './routes.js';

const DataQuery = z.object({
  format: z.string().optional(),
  type: z.string().optional(),
  force: z.string().optional(),
});

export function registerChartDataOfChartRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { charts } = services;

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
        const { format, type, force } = request.query;
        const { body } = await charts.dataRequest(request.principal!, request.params.pk, {
          format,
          type,
          force: queryFlag(force),
        });
        const context = parseQueryContext(body);
        return answerChartData(services, request, reply, { context, body });
      },
    });
  }
}
