/**
 * Cache keys: a hash of canonical JSON (object keys sorted), so that equal inputs give the
 * same key in every process. Query results are keyed by what decides their content (the
 * compiled SQL and values, the dataset's and database's versions, post-processing, result
 * type); query contexts (what async jobs leave for `GET /chart/data/<key>`) by the request.
 */
import { createHash } from 'node:crypto';

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/** 32 hex digits of the SHA-256 of the value's canonical JSON. */
export function hashKey(value: unknown, prefix = ''): string {
  const digest = createHash('sha256')
    .update(JSON.stringify(canonical(value)))
    .digest('hex');
  return prefix + digest.slice(0, 32);
}

/** Query context keys start `qc-`, as Superset's do. */
export const QUERY_CONTEXT_KEY_PREFIX = 'qc-';
