/**
 * The secrets of a connection: its password (kept encrypted apart from the URI, whose
 * password is masked) and its encrypted extra; and how a masked value sent back by a form
 * keeps the stored one, only ever for the same destination.
 */
import { parseUri } from '../../engines/uri.js';
import type { DatabaseRow } from '../../meta/databases.js';
import type { SecretBox } from '../../security/encryption.js';
import { PASSWORD_MASK, replacePassword, sameDestination } from './connections.js';

/** Superset's DatabaseUpdateUnsafeRebindError text. */
export const UNSAFE_REBIND_MESSAGE =
  "This update would change the connection's effective destination (host/port, engine " +
  'parameters, or SSH tunnel endpoint) while reusing the stored credential. Provide the real ' +
  'password (or SSH tunnel credential) to confirm a connection move.';

/** Superset's DatabaseTestConnectionUnsafeRebindError text. */
export const UNSAFE_TEST_REBIND_MESSAGE =
  'Testing this connection would change its effective destination (engine parameters or SSH ' +
  'tunnel endpoint) while reusing the stored password. Provide the real password to test a ' +
  'connection whose destination has changed.';

/** Reads stored secrets (DatabaseConnections, which answers 500 when one cannot be read). */
export interface Decrypter {
  decrypt(stored: string): string;
}

export function storedPassword(secrets: Decrypter, row: DatabaseRow): string | null {
  return row.password ? secrets.decrypt(row.password) : null;
}

export function hasMaskedPassword(uri: string): boolean {
  try {
    return parseUri(uri).password === PASSWORD_MASK;
  } catch {
    return false;
  }
}

/**
 * The URI to use when a form sends a connection back: a masked password stands for the
 * stored one when the destination is unchanged; 'rebind' when it would go elsewhere.
 */
export function unmaskPassword(
  uri: string,
  row: DatabaseRow | undefined,
  secrets: Decrypter,
): string | 'rebind' {
  if (!row || !hasMaskedPassword(uri)) return uri;
  if (!sameDestination(uri, row.sqlalchemy_uri)) return 'rebind';
  return replacePassword(uri, storedPassword(secrets, row));
}

export function encryptOrNull(secrets: SecretBox, plain: string | null): string | null {
  return plain === null ? null : secrets.encrypt(plain);
}

/**
 * The encrypted extra to store from the masked one a form sends: top-level values still
 * masked keep their stored values.
 */
export function unmaskEncryptedExtra(
  sent: string | null | undefined,
  stored: string | null,
): string | null {
  if (sent === undefined) return stored;
  if (sent === null || sent.trim() === '' || sent.trim() === '{}') return null;
  const next = JSON.parse(sent) as Record<string, unknown>;
  let previous: Record<string, unknown> = {};
  try {
    previous = stored ? (JSON.parse(stored) as Record<string, unknown>) : {};
  } catch {
    previous = {};
  }
  for (const [key, value] of Object.entries(next)) {
    if (value === PASSWORD_MASK && key in previous) next[key] = previous[key];
  }
  return JSON.stringify(next);
}
