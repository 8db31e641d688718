/**
 * The query context of a request, parsed with core's `QueryContext` (Superset answers
 * schema failures with 400 "Request is incorrect: ..."), and the part of it kept for
 * replay by `GET /chart/data/<cache_key>` (Superset's `cache_values`: no `force`).
 */
import type { ZodError } from 'zod';
import { QueryContext } from '@tessera/core';
import { BadRequestError } from '../../errors.js';

export type { QueryContext };

function fieldMessages(error: ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || '_schema';
    (fields[path] ??= []).push(issue.message);
  }
  return fields;
}

export function parseQueryContext(body: unknown): QueryContext {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new BadRequestError('Request is not JSON');
  }
  const parsed = QueryContext.safeParse(body);
  if (!parsed.success) {
    throw new BadRequestError(
      `Request is incorrect: ${JSON.stringify(fieldMessages(parsed.error))}`,
    );
  }
  return parsed.data;
}

/** What a replay needs of the request: everything but `force` and the cache timeout. */
export function replayableQueryContext(body: Record<string, unknown>): Record<string, unknown> {
  const { force: _force, custom_cache_timeout: _timeout, ...rest } = body;
  return rest;
}
