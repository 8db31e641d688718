/**
 * The one answer of a chart data request, for `POST /api/v1/chart/data` and a saved chart's
 * `GET /api/v1/chart/<pk>/data/` alike (Superset's `_get_data_response` and `_run_async`):
 * with GLOBAL_ASYNC_QUERIES a JSON `full` request is answered from the results cache when
 * every query's result is there, else queued as an async job (202 with its metadata); any
 * other request runs now and is answered in its format.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CacheLoadError } from '../../chartData/chartDataService.js';
import type { QueryContext } from '../../chartData/context/queryContext.js';
import type { Services } from '../../services/index.js';
import { asyncChannelFor } from './asyncEvents.js';
import { arrivedAt, sendJson, sendOutcome } from './responses.js';

export interface ChartDataRequest {
  /** The query context, parsed. */
  context: QueryContext;
  /** The query context as sent: what an async job runs. */
  body: unknown;
  /** A form post's file name for a download. */
  filename?: string | null;
}

export async function answerChartData(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
  { context, body, filename = null }: ChartDataRequest,
) {
  const { chartData, asyncQueries } = services;
  const principal = request.principal!;
  const runsAsync =
    asyncQueries.enabled && context.result_format === 'json' && context.result_type === 'full';
  if (runsAsync) {
    try {
      return sendJson(reply, await chartData.runContext(principal, context, { forceCached: true }));
    } catch (error) {
      if (!(error instanceof CacheLoadError)) throw error;
    }
    const channel = await asyncChannelFor(services, request, reply);
    return reply.status(202).send(await asyncQueries.submit(principal, channel, body));
  }
  const outcome = await chartData.runContext(principal, context, { startedAt: arrivedAt(reply) });
  return sendOutcome(reply, principal, outcome, filename);
}
