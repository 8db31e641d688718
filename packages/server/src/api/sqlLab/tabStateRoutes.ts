/**
 * SQL Lab tab persistence (SQLLAB_BACKEND_PERSISTENCE): Superset's `/tabstateview/` and
 * `/tableschemaview/` views. Bodies are form-encoded (JSON-encoded values) or JSON. Another
 * user's tab or table answers 404, so the client drops it silently.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../services/index.js';
import { formFields } from '../formFields.js';

const tags = ['SQL Lab tabs'];
const Id = z.object({ id: z.coerce.number().int() });
const perm = (permission: string, view = 'TabStateView') => ({
  permission: [permission, view] as const,
});

/** Superset's `json_success(json.dumps("OK"))`: the JSON string "OK". */
function jsonOk(reply: FastifyReply) {
  return reply.type('application/json').send(JSON.stringify('OK'));
}

export function registerTabStateRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tabs = services.tabStates;

  r.post('/tabstateview/', {
    config: perm('can_write'),
    schema: { tags, summary: 'Persist a new tab (`queryEditor`: the client editor as JSON)' },
    handler: async (request) => ({
      id: await tabs.create(request.principal!, formFields(request)),
    }),
  });

  r.get('/tabstateview/:id', {
    config: perm('can_read'),
    schema: { tags, summary: "A tab's state with its tables and latest query", params: Id },
    handler: async (request) => tabs.get(request.principal!, request.params.id),
  });

  r.put('/tabstateview/:id', {
    config: perm('can_write'),
    schema: { tags, summary: "Change a tab's fields", params: Id },
    handler: async (request) => {
      await tabs.update(request.principal!, request.params.id, formFields(request));
      return request.params.id;
    },
  });

  r.delete('/tabstateview/:id', {
    config: perm('can_write'),
    schema: { tags, summary: 'Delete a tab and its tables', params: Id },
    handler: async (request, reply) => {
      await tabs.delete(request.principal!, request.params.id);
      return jsonOk(reply);
    },
  });

  r.post('/tabstateview/:id/activate', {
    config: perm('can_activate'),
    schema: { tags, summary: "Make the tab the user's active one", params: Id },
    handler: async (request) => {
      await tabs.activate(request.principal!, request.params.id);
      return request.params.id;
    },
  });

  r.delete('/tabstateview/:id/query/:clientId', {
    config: perm('can_delete_query'),
    schema: {
      tags,
      summary: 'Remove a query from the tab',
      params: Id.extend({ clientId: z.string() }),
    },
    handler: async (request, reply) => {
      await tabs.deleteQuery(request.principal!, request.params.id, request.params.clientId);
      return jsonOk(reply);
    },
  });

  r.post('/tabstateview/:id/migrate_query', {
    config: perm('can_migrate_query'),
    schema: { tags, summary: 'Move a query run before the tab was saved into it', params: Id },
    handler: async (request) => {
      await tabs.migrateQuery(request.principal!, request.params.id, formFields(request));
      return request.params.id;
    },
  });

  r.post('/tableschemaview/', {
    config: perm('can_write', 'TableSchemaView'),
    schema: { tags, summary: 'Show a table in a tab (`table`: the client table as JSON)' },
    handler: async (request) => ({
      id: await tabs.addTableSchema(request.principal!, formFields(request)),
    }),
  });

  r.post('/tableschemaview/:id/expanded', {
    config: perm('can_expanded', 'TableSchemaView'),
    schema: { tags, summary: "Expand or collapse a tab's table", params: Id },
    handler: async (request) => ({
      id: request.params.id,
      expanded: await tabs.setExpanded(request.principal!, request.params.id, formFields(request)),
    }),
  });

  r.delete('/tableschemaview/:id', {
    config: perm('can_write', 'TableSchemaView'),
    schema: { tags, summary: 'Remove a table from its tab', params: Id },
    handler: async (request, reply) => {
      await tabs.deleteTableSchema(request.principal!, request.params.id);
      return jsonOk(reply);
    },
  });
}
