/**
 * `POST /superset/sqllab/`: SQL Lab entered by a form post from another page (explore's
 * "View in SQL Lab"), whose `form_data` field holds the JSON `{datasourceKey, sql}`. As
 * Superset's `sqllab` view does, the SQL Lab page is served with that JSON inlined in its
 * bootstrap data as `requested_query` (form data that is not a JSON object is left out), and
 * SQL Lab opens it in a new tab. A browser form post carries the session's CSRF token as its
 * `csrf_token` field, checked here since the sign-in hook runs before the body is read.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BootstrapData } from '@tessera/core';
import { checkCsrf } from '../chartData/requestBody.js';

export const SQLLAB_FORM_POST_PATH = '/superset/sqllab/';

/** Serves the SQL Lab page with this bootstrap data added (web.ts). */
export type ServeSqlLabPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  bootstrap: Partial<BootstrapData>,
) => Promise<unknown>;

function bodyFields(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return body && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

/** The posted form data as an object: its `form_data` field's JSON (or object), else none. */
export function requestedQueryOf(fields: Record<string, unknown>): Record<string, unknown> | null {
  let value = fields.form_data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

export function registerSqlLabFormPost(app: FastifyInstance, servePage: ServeSqlLabPage): void {
  const config = { permission: ['can_sqllab', 'Superset'] as const, csrfExempt: true };
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const fields = bodyFields(request);
    checkCsrf(request, fields);
    const requested = requestedQueryOf(fields);
    return servePage(request, reply, requested ? { requested_query: requested } : {});
  };
  for (const url of [SQLLAB_FORM_POST_PATH, '/superset/sqllab']) {
    app.post(url, { config, schema: { hide: true } }, handler);
  }
}
