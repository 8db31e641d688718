/** Repository of sessions ended before their time (signed out): `revoked_token`. */
import type { Kysely } from 'kysely';
import type { MetaDatabase } from './schema.js';
import { nowIso } from './store.js';

/** Records that the token with this id is void until it expires; a second call is a no-op. */
export async function revokeToken(
  db: Kysely<MetaDatabase>,
  token: { jti: string; userId: number; expiresOn: string },
): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('revoked_token')
    .values({ jti: token.jti, user_id: token.userId, revoked_on: now, expires_on: token.expiresOn })
    .onConflict((oc) => oc.column('jti').doNothing())
    .execute();
  // entries of tokens that have expired anyway are of no more use
  await db.deleteFrom('revoked_token').where('expires_on', '<', now).execute();
}

export async function isTokenRevoked(db: Kysely<MetaDatabase>, jti: string): Promise<boolean> {
  const row = await db
    .selectFrom('revoked_token')
    .select('jti')
    .where('jti', '=', jti)
    .executeTakeFirst();
  return row !== undefined;
}
