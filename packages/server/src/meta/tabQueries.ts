/** SQL Lab tabs' hold on their queries (Superset's `query` rows, by `sql_editor_id`). */
import type { Kysely, Transaction } from 'kysely';
import type { MetaDatabase } from './schema.js';

type Db = Kysely<MetaDatabase> | Transaction<MetaDatabase>;

/** The client id of the user's newest query in the tab other than `exceptClientId`. */
export async function latestQueryClientIdOfTab(
  db: Db,
  userId: number,
  tabId: number,
  exceptClientId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('query')
    .select('client_id')
    .where('user_id', '=', userId)
    .where('sql_editor_id', '=', String(tabId))
    .where('client_id', '<>', exceptClientId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.client_id ?? null;
}

/** Moves the user's own query into the tab (another user's query is left alone). */
export async function moveQueryToTab(
  db: Db,
  userId: number,
  clientId: string,
  tabId: number,
): Promise<void> {
  await db
    .updateTable('query')
    .set({ sql_editor_id: String(tabId) })
    .where('client_id', '=', clientId)
    .where('user_id', '=', userId)
    .execute();
}

/** Deletes the user's query from the tab. */
export async function deleteQueryOfTab(
  db: Db,
  userId: number,
  tabId: number,
  clientId: string,
): Promise<void> {
  await db
    .deleteFrom('query')
    .where('client_id', '=', clientId)
    .where('user_id', '=', userId)
    .where('sql_editor_id', '=', String(tabId))
    .execute();
}
