/**
 * The usage log: `POST /superset/log/?explode=events` (the web client's batched events) and
 * Superset's LogRestApi: `GET /api/v1/log/` and `/<pk>` (the admin's: `can_read` on Log) and
 * `GET /api/v1/log/recent_activity/` (the user's recently viewed dashboards and charts, for
 * the home page: `can_recent_activity` on Log, every role beyond Public).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RisonQuerystring } from '@tessera/core';
import { BadRequestError } from '../../errors.js';
import type { Services } from '../../services/index.js';
import type { ListMetadata } from '../listMetadata.js';
import { modelRestApi } from '../modelRestApi.js';
import { parseRison } from '../rison.js';

const tags = ['Log'];
const COLUMNS = [
  'user.username',
  'action',
  'dttm',
  'json',
  'slice_id',
  'dashboard_id',
  'user_id',
  'duration_ms',
  'referrer',
];
const LOG_LIST: ListMetadata = {
  list_title: 'List Log',
  list_columns: COLUMNS,
  order_columns: ['action', 'dttm', 'user_id', 'dashboard_id', 'slice_id', 'duration_ms'],
};

const RecentActivityQuery = z.object({
  actions: z.array(z.string()).optional(),
  distinct: z.boolean().optional(),
  page: z.number().int().optional(),
  page_size: z.number().int().optional(),
});
const RecentActivityResponse = z.object({
  result: z.array(
    z.object({
      action: z.string(),
      item_type: z.enum(['dashboard', 'slice']),
      item_url: z.string(),
      item_title: z.string(),
      time: z.number(),
      time_delta_humanized: z.string(),
    }),
  ),
});

function registerLogReadRoutes(app: FastifyInstance, services: Services): void {
  const api = modelRestApi(app, {
    url: '/api/v1/log/',
    tags,
    readable: { permission: ['can_read', 'Log'] as const },
    writable: { permission: ['can_write', 'Log'] as const },
    noun: ['log', 'logs'],
  });
  api.list({
    description: 'Rison q: filters (action, user_id, dashboard_id, slice_id, dttm), order, page.',
    metadata: LOG_LIST,
    list: (p, q) => services.usageLog.list(p, q),
  });
  api.show({
    metadata: { show_columns: COLUMNS, show_title: 'Show Log' },
    get: (p, pk) => services.usageLog.get(p, pk),
  });
  app.withTypeProvider<ZodTypeProvider>().get('/api/v1/log/recent_activity/', {
    config: { permission: ['can_recent_activity', 'Log'] as const },
    schema: {
      tags,
      summary:
        "The user's recently viewed dashboards and charts: ?q=(actions:!(mount_dashboard),distinct:!t,page:0,page_size:6)",
      querystring: RisonQuerystring,
      response: { 200: RecentActivityResponse },
    },
    handler: async (request) => ({
      result: await services.usageLog.recentActivity(
        request.principal!,
        parseRison(RecentActivityQuery, request.query.q),
      ),
    }),
  });
}

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
  registerLogReadRoutes(app, services);
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
