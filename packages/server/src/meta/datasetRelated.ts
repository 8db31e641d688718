/**
 * Lookups around datasets: the related owners and databases a dataset form offers,
 * distinct schemas, and the `datasource_access` permission view each dataset has.
 */
import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { MetaDatabase } from './schema.js';
import { accessCondition, type DatasetAccessScope } from './datasets.js';
import { containsIgnoringCase, countAndSlice } from './listQuery.js';

type Db = Kysely<MetaDatabase> | Transaction<MetaDatabase>;

export interface PageOptions {
  filter: string;
  page: number;
  pageSize: number;
}

/** Active and inactive users whose name or username contains the filter, by name. */
export async function relatedUsers(
  db: Db,
  opts: PageOptions & { includeIds?: number[] },
): Promise<{
  count: number;
  rows: {
    id: number;
    first_name: string;
    last_name: string;
    email: string | null;
    active: number;
  }[];
}> {
  let base = db.selectFrom('ab_user');
  if (opts.filter) {
    const like = containsIgnoringCase(opts.filter);
    base = base.where(
      sql<SqlBool>`(lower(first_name || ' ' || last_name) like ${like} escape '\\' or lower(username) like ${like} escape '\\' or lower(coalesce(email, '')) like ${like} escape '\\')`,
    );
  }
  const ordered = base
    .select(['id', 'first_name', 'last_name', 'email', 'active'])
    .orderBy('first_name')
    .orderBy('last_name')
    .orderBy('id');
  const { count, rows } = await countAndSlice(base, ordered, opts);
  const missing = (opts.includeIds ?? []).filter((id) => !rows.some((r) => r.id === id));
  const extra = missing.length
    ? await db
        .selectFrom('ab_user')
        .select(['id', 'first_name', 'last_name', 'email', 'active'])
        .where('id', 'in', missing)
        .execute()
    : [];
  return { count, rows: [...extra, ...rows] };
}

/** Databases whose name contains the filter, limited to the given ids (null: all). */
export async function relatedDatabases(
  db: Db,
  opts: PageOptions & { allowedIds: number[] | null },
): Promise<{ count: number; rows: { id: number; database_name: string }[] }> {
  let base = db.selectFrom('dbs');
  if (opts.allowedIds) {
    if (!opts.allowedIds.length) return { count: 0, rows: [] };
    base = base.where('id', 'in', opts.allowedIds);
  }
  if (opts.filter) {
    base = base.where(
      sql<SqlBool>`lower(database_name) like ${containsIgnoringCase(opts.filter)} escape '\\'`,
    );
  }
  const ordered = base.select(['id', 'database_name']).orderBy('database_name');
  return countAndSlice(base, ordered, opts);
}

/** Every database's id and name (to work out which ones a user reaches). */
export async function databaseNames(db: Db): Promise<{ id: number; database_name: string }[]> {
  return db.selectFrom('dbs').select(['id', 'database_name']).orderBy('id').execute();
}

/** Distinct non-empty schemas of the datasets within the scope that contain the filter. */
export async function distinctDatasetSchemas(
  db: Db,
  opts: PageOptions & { scope: DatasetAccessScope | null },
): Promise<{ count: number; values: string[] }> {
  let base = db
    .selectFrom('tables')
    .innerJoin('dbs', 'dbs.id', 'tables.database_id')
    .where('tables.schema', 'is not', null)
    .where('tables.schema', '<>', '');
  if (opts.scope) base = base.where(accessCondition(opts.scope));
  if (opts.filter) {
    base = base.where(
      sql<SqlBool>`lower(tables.schema) like ${containsIgnoringCase(opts.filter)} escape '\\'`,
    );
  }
  const all = await base.select('tables.schema').distinct().orderBy('tables.schema').execute();
  const values = all.map((r) => r.schema as string);
  const start = opts.page * opts.pageSize;
  return { count: values.length, values: values.slice(start, start + opts.pageSize) };
}

/** Renames a view menu (a dataset's permission name follows its database and table names). */
export async function renameViewMenu(db: Db, from: string, to: string): Promise<void> {
  if (from === to) return;
  const taken = await db
    .selectFrom('ab_view_menu')
    .select('id')
    .where('name', '=', to)
    .executeTakeFirst();
  if (taken) {
    await deleteViewMenu(db, from);
    return;
  }
  await db.updateTable('ab_view_menu').set({ name: to }).where('name', '=', from).execute();
}

/** Deletes a view menu with its permission views and their grants to roles. */
export async function deleteViewMenu(db: Db, name: string): Promise<void> {
  const menu = await db
    .selectFrom('ab_view_menu')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirst();
  if (!menu) return;
  const pvs = await db
    .selectFrom('ab_permission_view')
    .select('id')
    .where('view_menu_id', '=', menu.id)
    .execute();
  const ids = pvs.map((p) => p.id);
  if (ids.length) {
    await db.deleteFrom('ab_permission_view_role').where('permission_view_id', 'in', ids).execute();
    await db.deleteFrom('ab_permission_view').where('id', 'in', ids).execute();
  }
  await db.deleteFrom('ab_view_menu').where('id', '=', menu.id).execute();
}
