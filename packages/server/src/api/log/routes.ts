/** `POST /superset/log/?explode=events`: the web client's batched usage events. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BadRequestError } from '../../errors.js';
import type { Services } from '../../services/index.js';

async function eventsOf(request: {
  isMultipart(): boolean;
  parts(): AsyncIterable<{ type: string; fieldname: string; value?: unknown }>;
  body: unknown;
}): Promise<unknown> {
  let raw: unknown;
  if (request.isMultipart()) {
    for await (const part of request.parts()) {
      if (part.type === 'field' && part.fieldname === 'events') raw = part.value;
    }
  } else {
    const body = request.body;
    raw =
      body && typeof body === 'object' && 'events' in body
        ? (body as { events: unknown }).events
        : body;
  }
  if (typeof raw === 'string') {
    try {
      return JSON.parse(raw);
    } catch {
      throw new BadRequestError('events is not valid JSON');
    }
  }
  if (raw === undefined || raw === null) throw new BadRequestError('events is required');
  return raw;
}

export function registerLogRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/superset/log/', {
    // Beacons cannot carry headers, so this route takes the session cookie without CSRF;
    // Superset's `has_access` on the log view: can_log on Superset.
    config: { permission: ['can_log', 'Superset'] as const, csrfExempt: true },
    schema: {
      tags: ['Log'],
      summary: 'Record a batch of usage events',
      querystring: z.object({
        explode: z.string().optional(),
        dashboard_id: z.coerce.number().int().optional(),
        slice_id: z.coerce.number().int().optional(),
      }),
      response: { 200: z.object({ message: z.string(), count: z.number() }) },
    },
    handler: async (request) => {
      const events = await eventsOf(request);
      const count = await services.usageLog.record(events, {
        userId: request.principal?.id ?? null,
        dashboardId: request.query.dashboard_id,
        sliceId: request.query.slice_id,
        referrer: request.headers.referer,
      });
      return { message: 'OK', count };
    },
  });
}
