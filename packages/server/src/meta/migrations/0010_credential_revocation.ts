import type { Kysely } from 'kysely';

/**
 * Server-side revocation of credentials. `ab_user.token_version` is written into every
 * session, access and refresh token a user is given; a new password or a deactivation
 * raises it, so every token issued before stops working. `revoked_token` holds the ids
 * (`jti`) of single sessions ended by signing out, until the session would have expired.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('ab_user')
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('revoked_token')
    .addColumn('jti', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('ab_user.id').onDelete('cascade'))
    .addColumn('revoked_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_on', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('revoked_token_expires_idx')
    .on('revoked_token')
    .column('expires_on')
    .execute();
}
