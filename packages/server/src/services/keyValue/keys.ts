/**
 * Keys of `key_value` entries as clients see them (permalinks, shared and cached state).
 * Each entry's `uuid` is random, or derived from its context; the key a client sees is the
 * same 16 bytes in URL-safe base64 (22 characters), never the row's sequential id. A random
 * uuid cannot be guessed; a derived one neither, when it is keyed with the server's secret.
 */
import { createHash, createHmac, randomUUID } from 'node:crypto';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const newUuid = (): string => randomUUID();

export function keyOfUuid(uuid: string): string {
  return Buffer.from(uuid.replace(/-/g, ''), 'hex').toString('base64url');
}

/** The uuid behind a key, or null when the text is no key of ours. */
export function uuidOfKey(key: string): string | null {
  if (!/^[A-Za-z0-9_-]{22}$/.test(key)) return null;
  const hex = Buffer.from(key, 'base64url').toString('hex');
  if (hex.length !== 32) return null;
  const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  // one key per entry: the unused low bits of the last character must be zero
  return UUID_RE.test(uuid) && keyOfUuid(uuid) === key ? uuid : null;
}

/**
 * A stable uuid (version-5 shaped) for a context string, so that the same context finds its
 * entry again. With `secret` (the server's secret key) it is an HMAC of the context: a key
 * handed to clients, which whoever knows the context must not be able to work out.
 */
export function contextUuid(context: string, secret?: string): string {
  const h = (secret === undefined ? createHash('sha256') : createHmac('sha256', secret))
    .update(context)
    .digest('hex');
  const variant = ((parseInt(h[16], 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
