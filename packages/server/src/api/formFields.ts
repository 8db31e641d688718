/**
 * The fields of a legacy view's request body. Superset's SQL Lab client posts these views
 * form-encoded with each value JSON-encoded (the views `json.loads` them); JSON bodies are
 * taken as they are. A form value that is not JSON is kept as its text.
 */
import type { FastifyRequest } from 'fastify';

export function formFields(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  const isForm = String(request.headers['content-type'] ?? '').startsWith(
    'application/x-www-form-urlencoded',
  );
  if (!isForm) return body as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body as Record<string, unknown>)) {
    if (typeof v !== 'string') {
      out[k] = v;
      continue;
    }
    try {
      out[k] = JSON.parse(v);
    } catch {
      out[k] = v;
    }
  }
  return out;
}
