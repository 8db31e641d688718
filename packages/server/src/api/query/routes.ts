/**
 * `/api/v1/query/`: Superset's QueryRestApi over SQL Lab runs (list, show, updated_since,
 * related, distinct) and stopping a run (`POST /api/v1/query/stop` and the legacy
 * `POST /superset/stop_query/`), answered `{result: "OK"}`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DistinctResponse,
  IdParams,
  RelatedResponse,
  RisonQuerystring,
  SqlLabStopPayload,
} from '@tessera/core';
import type { Services } from '../../services/index.js';
import { registerColumnLookupRoute } from '../related.js';
import { parseListQuery, parseRison } from '../rison.js';

const tags = ['Queries'];
const READ = { permission: ['can_read', 'Query'] as const };

export function registerQueryRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { queryHistory, sqlLab } = services;

  r.get('/api/v1/query/', {
    config: READ,
    schema: {
      tags,
      summary: 'SQL Lab runs (own runs unless all_query_access)',
      querystring: RisonQuerystring,
    },
    handler: async (request) =>
      queryHistory.list(request.principal!, parseListQuery(request.query.q)),
  });

  r.get('/api/v1/query/updated_since', {
    config: READ,
    schema: {
      tags,
      summary: 'Runs changed since ?q=(last_updated_ms:N)',
      querystring: RisonQuerystring,
    },
    handler: async (request) => {
      const q = parseRison(z.object({ last_updated_ms: z.number() }), request.query.q);
      return queryHistory.updatedSince(request.principal!, q.last_updated_ms);
    },
  });

  r.get('/api/v1/query/:pk', {
    config: READ,
    schema: { tags, summary: 'One SQL Lab run', params: IdParams },
    handler: async (request) => queryHistory.get(request.principal!, request.params.pk),
  });

  registerColumnLookupRoute(app, {
    url: '/api/v1/query/related/:column',
    config: READ,
    tags,
    summary: 'Users and databases of the runs: ?q=(filter:ab)',
    response: RelatedResponse,
    lookup: (p, column, q) => queryHistory.related(p, column, q),
  });
  registerColumnLookupRoute(app, {
    url: '/api/v1/query/distinct/:column',
    config: READ,
    tags,
    summary: 'Distinct schema, status or tab_name of the runs',
    response: DistinctResponse,
    lookup: (p, column, q) => queryHistory.distinct(p, column, q),
  });

  const stop = async (request: FastifyRequest) => {
    const { client_id } = SqlLabStopPayload.parse(request.body);
    await sqlLab.stop(request.principal!, client_id);
    return { result: 'OK' };
  };
  r.post('/api/v1/query/stop', {
    config: READ,
    schema: { tags, summary: 'Stop a run: {client_id}', body: SqlLabStopPayload },
    handler: stop,
  });
  r.post('/superset/stop_query/', {
    config: { permission: ['can_sqllab', 'Superset'] },
    schema: { tags, summary: 'Legacy stop of a run: {client_id}', body: SqlLabStopPayload },
    handler: stop,
  });
}
