/**
 * Keys of the explore key-value entries. Each entry's `uuid` is random; the key a client
 * sees is the same 16 bytes in URL-safe base64 (22 characters), so it cannot be guessed.
 * Contextual entries (one explore tab's current form data key) get a uuid derived from
 * their context, so the same tab finds its key again.
 */
import { createHash, randomUUID } from 'node:crypto';

export const FORM_DATA_RESOURCE = 'explore_form_data';
export const FORM_DATA_CONTEXT_RESOURCE = 'explore_form_data_ctx';
export const PERMALINK_RESOURCE = 'explore_permalink';

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
  return UUID_RE.test(uuid) ? uuid : null;
}

/** A stable uuid (version-5 shaped) for a context string. */
export function contextUuid(context: string): string {
  const h = createHash('sha256').update(context).digest('hex');
  const variant = ((parseInt(h[16], 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
