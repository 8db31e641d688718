/** `GET /api/v1/time_range/?q=<rison>`: the bounds of time ranges (superset-api.md §4). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  RisonQuerystring,
  TimeRangeQuery,
  TimeRangeResponse,
  type TimeRangeItem,
} from '@tessera/core';
import { decodeRison } from '../rison.js';
import { BadRequestError } from '../../errors.js';
import { evaluateTimeRanges } from '../../services/timeRange.js';

export function registerTimeRangeRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get('/api/v1/time_range/', {
    config: { permission: ['can_time_range', 'Api'] },
    schema: {
      tags: ['Time range'],
      summary: 'Evaluate time ranges to since/until bounds',
      querystring: RisonQuerystring,
      response: { 200: TimeRangeResponse },
    },
    handler: async (request) => {
      const parsed = TimeRangeQuery.safeParse(decodeRison(request.query.q) ?? 'Last week');
      if (!parsed.success)
        throw new BadRequestError('q must be a time range or a list of {timeRange, shift}');
      const items: TimeRangeItem[] =
        typeof parsed.data === 'string' ? [{ timeRange: parsed.data }] : parsed.data;
      return { result: evaluateTimeRanges(items) };
    },
  });
}
