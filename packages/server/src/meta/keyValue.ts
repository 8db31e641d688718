/** Repository of the key-value store: permalinks and shared state. */
import type { Kysely } from 'kysely';
import type { MetaDatabase } from './schema.js';
import { nowIso } from './store.js';

export interface KeyValueEntry {
  id: number;
  uuid: string;
  resource: string;
  value: string;
  created_by_fk: number | null;
  expires_on: string | null;
}

export async function putKeyValue(
  db: Kysely<MetaDatabase>,
  entry: {
    uuid: string;
    resource: string;
    value: string;
    createdBy: number | null;
    expiresOn?: string | null;
  },
): Promise<number> {
  const row = await db
    .insertInto('key_value')
    .values({
      uuid: entry.uuid,
      resource: entry.resource,
      value: entry.value,
      created_on: nowIso(),
      created_by_fk: entry.createdBy,
      changed_on: null,
      expires_on: entry.expiresOn ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Sets an entry's value (and, when given, when it expires). */
export async function updateKeyValue(
  db: Kysely<MetaDatabase>,
  resource: string,
  uuid: string,
  value: string,
  expiresOn?: string | null,
) {
  const r = await db
    .updateTable('key_value')
    .set({ value, changed_on: nowIso(), ...(expiresOn !== undefined && { expires_on: expiresOn }) })
    .where('resource', '=', resource)
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** The live entry of `resource` with this uuid or numeric id; expired entries are not returned. */
export async function getKeyValue(
  db: Kysely<MetaDatabase>,
  resource: string,
  key: { uuid: string } | { id: number },
): Promise<KeyValueEntry | undefined> {
  let q = db
    .selectFrom('key_value')
    .select(['id', 'uuid', 'resource', 'value', 'created_by_fk', 'expires_on'])
    .where('resource', '=', resource);
  q = 'uuid' in key ? q.where('uuid', '=', key.uuid) : q.where('id', '=', key.id);
  const row = await q.executeTakeFirst();
  if (row?.expires_on && row.expires_on <= nowIso()) return undefined;
  return row;
}

export async function deleteKeyValue(db: Kysely<MetaDatabase>, resource: string, uuid: string) {
  const r = await db
    .deleteFrom('key_value')
    .where('resource', '=', resource)
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** Moves an entry's expiry (a short-lived state read again lives on). */
export async function setKeyValueExpiry(
  db: Kysely<MetaDatabase>,
  resource: string,
  uuid: string,
  expiresOn: string,
): Promise<void> {
  await db
    .updateTable('key_value')
    .set({ expires_on: expiresOn })
    .where('resource', '=', resource)
    .where('uuid', '=', uuid)
    .execute();
}

/** Deletes the expired entries of `resource`; answers how many. */
export async function deleteExpiredKeyValues(
  db: Kysely<MetaDatabase>,
  resource: string,
): Promise<number> {
  const r = await db
    .deleteFrom('key_value')
    .where('resource', '=', resource)
    .where('expires_on', '<=', nowIso())
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}
