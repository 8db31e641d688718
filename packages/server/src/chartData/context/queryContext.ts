/**
 * The query context of a request, parsed with core's `QueryContext` (Superset answers
 * schema failures with 400 "Request is incorrect: ..."), and the part of it kept for
 * replay by `GET /chart/data/<cache_key>` (Superset's `cache_values`: no `force`).
 */
import type { ZodError } from 'zod';
import { nestedDeeperThan, QueryContext, STORED_LIMITS, tooDeepPath } from '@tessera/core';
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

const incorrect = (fields: Record<string, string[]>) =>
  new BadRequestError(`Request is incorrect: ${JSON.stringify(fields)}`);

export function parseQueryContext(body: unknown): QueryContext {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new BadRequestError('Request is not JSON');
  }
  const deep = tooDeepPath(body, STORED_LIMITS.jsonDepth);
  if (deep) {
    // Named by its keys: `queries.0.filters.0.val`, not the indexes inside the value.
    let end = deep.length;
    while (end > 0 && typeof deep[end - 1] === 'number') end -= 1;
    const field = deep.slice(0, end).map(String).join('.') || '_schema';
    throw incorrect({ [field]: [nestedDeeperThan(STORED_LIMITS.jsonDepth)] });
  }
  const parsed = QueryContext.safeParse(body);
  if (!parsed.success) throw incorrect(fieldMessages(parsed.error));
  return parsed.data;
}

/** What a replay needs of the request: everything but `force` and the cache timeout. */
export function replayableQueryContext(body: Record<string, unknown>): Record<string, unknown> {
  const { force: _force, custom_cache_timeout: _timeout, ...rest } = body;
  return rest;
}
