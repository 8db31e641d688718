/**
 * SQL Lab's persisted state beyond tabs: the bootstrap (`GET /api/v1/sqllab/`), permalinks
 * (`/api/v1/sqllab/permalink`), the legacy key-value store (`/kv/`), and datasets made
 * from a query (`/superset/sqllab_viz/`, `/superset/get_or_create_table/`).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  longerThan,
  nestedDeeperThan,
  SqlLabPermalinkCreated,
  SqlLabPermalinkState,
  STORED_LIMITS,
  tooDeepPath,
} from '@tessera/core';
import { NotFoundError, ValidationError } from '../../errors.js';
import type { Services } from '../../services/index.js';
import { formFields } from '../formFields.js';

const tags = ['SQL Lab'];

export function registerSqlLabStateRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const flags = services.ctx.config.featureFlags;

  r.get('/api/v1/sqllab/', {
    config: { permission: ['can_read', 'SQLLab'] },
    schema: { tags, summary: "SQL Lab's bootstrap: tabs, active tab, databases, queries" },
    handler: async (request) => ({
      result: await services.sqlLabBootstrap.forUser(request.principal!),
    }),
  });

  r.post('/api/v1/sqllab/permalink', {
    config: { permission: ['can_write', 'SqlLabPermalinkRestApi'] },
    schema: {
      tags,
      summary: "Share a tab's state: answers a key and the address that opens it",
      body: SqlLabPermalinkState,
      response: { 201: SqlLabPermalinkCreated },
    },
    handler: async (request, reply) => {
      const key = await services.sqlLabSharing.createPermalink(request.principal!, request.body);
      const url = `${request.protocol}://${request.headers.host}/sqllab/p/${key}`;
      return reply.status(201).send({ key, url });
    },
  });

  r.get('/api/v1/sqllab/permalink/:key', {
    config: { permission: ['can_read', 'SqlLabPermalinkRestApi'] },
    schema: {
      tags,
      summary: 'The tab state a permalink holds',
      params: z.object({ key: z.string() }),
    },
    handler: async (request) => services.sqlLabSharing.permalinkState(request.params.key),
  });

  r.post('/kv/store/', {
    config: { permission: ['can_store', 'KV'] },
    schema: {
      tags,
      summary: 'Keep a shared query (form field `data`); answers its id, an unguessable key',
    },
    handler: async (request) => {
      if (!flags.SHARE_QUERIES_VIA_KV_STORE) throw new NotFoundError();
      const body = (request.body ?? {}) as Record<string, unknown>;
      const data = body.data;
      if (data === undefined || data === null || data === '')
        throw new ValidationError({ data: ['Missing data for required field.'] }, 400);
      if (typeof data === 'object' && tooDeepPath(data))
        throw new ValidationError({ data: [nestedDeeperThan(STORED_LIMITS.jsonDepth)] }, 400);
      const text = typeof data === 'string' ? data : JSON.stringify(data);
      if (text.length > STORED_LIMITS.longTextLength)
        throw new ValidationError({ data: [longerThan(STORED_LIMITS.longTextLength)] }, 400);
      return { id: await services.sqlLabSharing.storeValue(request.principal!, text) };
    },
  });

  for (const url of ['/kv/:id/', '/kv/:id']) {
    r.get(url, {
      config: { permission: ['can_get_value', 'KV'] },
      schema: {
        tags,
        summary: 'A shared query kept in the key-value store (by the id /kv/store/ answered)',
        params: z.object({ id: z.string() }),
      },
      handler: async (request, reply) => {
        if (!flags.SHARE_QUERIES_VIA_KV_STORE) throw new NotFoundError();
        const value = await services.sqlLabSharing.storedValue(request.params.id);
        let json = true;
        try {
          JSON.parse(value);
        } catch {
          json = false;
        }
        return reply.type(json ? 'application/json' : 'text/plain').send(value);
      },
    });
  }

  r.post('/superset/sqllab_viz/', {
    config: { permission: ['can_sqllab', 'Superset'] },
    schema: { tags, summary: 'A new virtual dataset from a query (`data`: JSON)' },
    handler: async (request) =>
      services.queryDatasets.createFromQuery(request.principal!, formFields(request)),
  });

  r.post('/superset/get_or_create_table/', {
    config: { permission: ['can_sqllab', 'Superset'] },
    schema: { tags, summary: "A table's dataset, created when missing (`data`: JSON)" },
    handler: async (request) =>
      services.queryDatasets.getOrCreateTable(request.principal!, formFields(request)),
  });
}
