/**
 * Owners of charts (`slice_user`), dashboards (`dashboard_user`) and datasets
 * (`sqlatable_user`): the owners of many objects at once, replacing an object's owners, the
 * objects a user owns (for Superset's `owners` filter and "mine" filters), and users by id.
 */
import { sql, type Expression, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { ListFilter } from '@tessera/core';
import { ListQueryError } from './listQuery.js';
import type { MetaDatabase } from './schema.js';

type Db = Kysely<MetaDatabase> | Transaction<MetaDatabase>;

/** What may have owners, and the link table that holds them. */
const OWNER_LINKS = {
  chart: { table: 'slice_user', key: 'slice_id' },
  dashboard: { table: 'dashboard_user', key: 'dashboard_id' },
  dataset: { table: 'sqlatable_user', key: 'table_id' },
} as const;

export type OwnedKind = keyof typeof OWNER_LINKS;

/** One owner of one object. */
export interface OwnerRow {
  object_id: number;
  id: number;
  first_name: string;
  last_name: string;
  username: string;
  email: string | null;
}

/** The owners of the objects, by user id. */
export async function listOwners(db: Db, kind: OwnedKind, ids: number[]): Promise<OwnerRow[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const { table, key } = OWNER_LINKS[kind];
  const { rows } = await sql<OwnerRow>`select link.${sql.ref(key)} as object_id, ab_user.id,
      ab_user.first_name, ab_user.last_name, ab_user.username, ab_user.email
    from ${sql.table(table)} as link join ab_user on ab_user.id = link.user_id
    where link.${sql.ref(key)} in (${sql.join(unique)})
    order by ab_user.id`.execute(db);
  return rows.map((r) => ({ ...r, object_id: Number(r.object_id), id: Number(r.id) }));
}

/** The owner ids of one object. */
export async function ownerIds(db: Db, kind: OwnedKind, id: number): Promise<number[]> {
  return (await listOwners(db, kind, [id])).map((o) => o.id);
}

/** Replaces an object's owners. */
export async function setOwners(
  db: Db,
  kind: OwnedKind,
  id: number,
  userIds: number[],
): Promise<void> {
  const { table, key } = OWNER_LINKS[kind];
  await sql`delete from ${sql.table(table)} where ${sql.ref(key)} = ${id}`.execute(db);
  const unique = [...new Set(userIds)];
  if (!unique.length) return;
  const values = unique.map((userId) => sql`(${userId}, ${id})`);
  await sql`insert into ${sql.table(table)} (user_id, ${sql.ref(key)})
    values ${sql.join(values)}`.execute(db);
}

/** The ids of the objects the user owns, as a subquery. */
export function ownedBy(kind: OwnedKind, userId: number) {
  const { table, key } = OWNER_LINKS[kind];
  return sql`select ${sql.ref(key)} from ${sql.table(table)} where user_id = ${userId}`;
}

/**
 * Superset's `owners` list filter (`rel_m_m`: owned by the user, `nrel_m_m`: not) over the
 * object's id column; null for any other filter.
 */
export function ownersFilter(
  kind: OwnedKind,
  f: ListFilter,
  idColumn: string,
): Expression<SqlBool> | null {
  if (f.col !== 'owners') return null;
  if (f.opr !== 'rel_m_m' && f.opr !== 'nrel_m_m')
    throw new ListQueryError(`Unknown filter operator '${f.opr}' on 'owners'`);
  const userId = Number(f.value);
  if (!Number.isInteger(userId))
    throw new ListQueryError(`Invalid id '${String(f.value)}' for 'owners'`);
  return f.opr === 'rel_m_m'
    ? sql<SqlBool>`${sql.ref(idColumn)} in (${ownedBy(kind, userId)})`
    : sql<SqlBool>`${sql.ref(idColumn)} not in (${ownedBy(kind, userId)})`;
}

/** Users by id, with the names answers show. */
export async function usersByIds(
  db: Db,
  ids: number[],
): Promise<{ id: number; first_name: string; last_name: string }[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  return db
    .selectFrom('ab_user')
    .select(['id', 'first_name', 'last_name'])
    .where('id', 'in', unique)
    .execute();
}
