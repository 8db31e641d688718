/**
 * Repository of database connections (Superset's `dbs`): lookups, the FAB list with its
 * filters, writes, the datasets that use a connection, and the permission views named
 * after a connection (`[name].(id:N)`, `[name].[schema]`, `[name].[table](id:M)`).
 */
import type { Kysely, Transaction } from 'kysely';
import type { ListFilter, ListQuery } from '@tessera/core';
import type { DatabaseTable, MetaDatabase } from './schema.js';
import { applyListFilters, countAndPage, type ListSpec } from './listQuery.js';

type Db = Kysely<MetaDatabase> | Transaction<MetaDatabase>;
export type DatabaseRow = Omit<DatabaseTable, 'id'> & { id: number };

/** A listed connection with the names of who created and last changed it. */
export interface DatabaseListRow extends DatabaseRow {
  created_by_first_name: string | null;
  created_by_last_name: string | null;
  changed_by_first_name: string | null;
  changed_by_last_name: string | null;
}

export const DATABASE_LIST_SPEC: ListSpec = {
  filterColumns: {
    id: 'dbs.id',
    uuid: 'dbs.uuid',
    database_name: 'dbs.database_name',
    expose_in_sqllab: 'dbs.expose_in_sqllab',
    allow_file_upload: 'dbs.allow_file_upload',
    allow_dml: 'dbs.allow_dml',
    allow_run_async: 'dbs.allow_run_async',
    created_by: 'dbs.created_by_fk',
    changed_by: 'dbs.changed_by_fk',
  },
  orderColumns: {
    allow_file_upload: 'dbs.allow_file_upload',
    allow_dml: 'dbs.allow_dml',
    allow_run_async: 'dbs.allow_run_async',
    changed_on: 'dbs.changed_on',
    changed_on_delta_humanized: 'dbs.changed_on',
    'created_by.first_name': 'creator.first_name',
    database_name: 'dbs.database_name',
    expose_in_sqllab: 'dbs.expose_in_sqllab',
  },
};

const BOOLEAN_COLUMNS = new Set([
  'expose_in_sqllab',
  'allow_file_upload',
  'allow_dml',
  'allow_run_async',
]);

function asFlag(value: unknown): unknown {
  if (value === true || value === 'true') return 1;
  if (value === false || value === 'false') return 0;
  return value;
}

/**
 * Flags are stored as 0/1; `upload_is_enabled` is Superset's named filter on
 * `allow_file_upload` (DatabaseUploadEnabledFilter).
 */
function normaliseFilters(filters: ListFilter[]): ListFilter[] {
  return filters.map((f) => {
    if (f.opr === 'upload_is_enabled') {
      return { col: 'allow_file_upload', opr: 'eq', value: asFlag(f.value) === 0 ? 0 : 1 };
    }
    if (!BOOLEAN_COLUMNS.has(f.col)) return f;
    return {
      ...f,
      value: Array.isArray(f.value) ? f.value.map(asFlag) : asFlag(f.value),
    };
  });
}

export async function findDatabaseById(db: Db, id: number): Promise<DatabaseRow | undefined> {
  return db.selectFrom('dbs').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findDatabaseByName(db: Db, name: string): Promise<DatabaseRow | undefined> {
  return db.selectFrom('dbs').selectAll().where('database_name', '=', name).executeTakeFirst();
}

export async function findDatabaseByUuid(db: Db, uuid: string): Promise<DatabaseRow | undefined> {
  return db.selectFrom('dbs').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

/** Every connection's id and name (to work out which ones a user reaches). */
export async function listDatabaseRefs(db: Db): Promise<{ id: number; database_name: string }[]> {
  return db.selectFrom('dbs').select(['id', 'database_name']).orderBy('id').execute();
}

/**
 * One page of connections matching the list query, limited to `visibleIds` unless null.
 * Unknown filter or order columns throw ListQueryError.
 */
export async function listDatabases(
  db: Db,
  q: ListQuery,
  visibleIds: number[] | null,
): Promise<{ count: number; rows: DatabaseListRow[] }> {
  if (visibleIds && !visibleIds.length) return { count: 0, rows: [] };
  let base = db
    .selectFrom('dbs')
    .leftJoin('ab_user as creator', 'creator.id', 'dbs.created_by_fk')
    .leftJoin('ab_user as changer', 'changer.id', 'dbs.changed_by_fk');
  if (visibleIds) base = base.where('dbs.id', 'in', visibleIds);
  const filtered = applyListFilters(base, normaliseFilters(q.filters), DATABASE_LIST_SPEC);
  const page = filtered
    .selectAll('dbs')
    .select([
      'creator.first_name as created_by_first_name',
      'creator.last_name as created_by_last_name',
      'changer.first_name as changed_by_first_name',
      'changer.last_name as changed_by_last_name',
    ]);
  return countAndPage(filtered, page, q, DATABASE_LIST_SPEC, 'dbs.id');
}

export type NewDatabase = Omit<DatabaseTable, 'id'>;

export async function insertDatabase(db: Db, values: NewDatabase): Promise<number> {
  const row = await db.insertInto('dbs').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export type DatabasePatch = Partial<Omit<DatabaseTable, 'id' | 'created_on' | 'created_by_fk'>>;

export async function updateDatabase(db: Db, id: number, patch: DatabasePatch): Promise<void> {
  if (!Object.keys(patch).length) return;
  await db.updateTable('dbs').set(patch).where('id', '=', id).execute();
}

export async function deleteDatabase(db: Db, id: number): Promise<void> {
  await db.deleteFrom('dbs').where('id', '=', id).execute();
}

/** How many datasets use a connection (one with datasets cannot be deleted). */
export async function countDatasetsUsingDatabase(db: Db, databaseId: number): Promise<number> {
  const row = await db
    .selectFrom('tables')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('database_id', '=', databaseId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface DatasetOfDatabase {
  id: number;
  table_name: string;
  schema: string | null;
  extra: string | null;
  /** A virtual dataset's SQL (null for a physical one). */
  sql: string | null;
}

/** The datasets on a connection. */
export async function datasetsOfDatabase(db: Db, databaseId: number): Promise<DatasetOfDatabase[]> {
  return db
    .selectFrom('tables')
    .select(['id', 'table_name', 'schema', 'extra', 'sql'])
    .where('database_id', '=', databaseId)
    .orderBy('id')
    .execute();
}

/** View menus named after a connection: `[name].` followed by anything. */
async function viewMenusOfDatabase(db: Db, name: string): Promise<{ id: number; name: string }[]> {
  const prefix = `[${name}].`;
  const all = await db.selectFrom('ab_view_menu').select(['id', 'name']).execute();
  return all.filter((v) => v.name.startsWith(prefix));
}

async function deleteViewMenus(db: Db, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const pvs = await db
    .selectFrom('ab_permission_view')
    .select('id')
    .where('view_menu_id', 'in', ids)
    .execute();
  const pvIds = pvs.map((p) => p.id);
  if (pvIds.length) {
    await db
      .deleteFrom('ab_permission_view_role')
      .where('permission_view_id', 'in', pvIds)
      .execute();
    await db.deleteFrom('ab_permission_view').where('id', 'in', pvIds).execute();
  }
  await db.deleteFrom('ab_view_menu').where('id', 'in', ids).execute();
}

/**
 * Renames the permission views of a renamed connection (`[old]...` -> `[new]...`), keeping
 * their grants. A stale view already holding a new name gives way.
 */
export async function renameDatabaseViewMenus(db: Db, from: string, to: string): Promise<void> {
  if (from === to) return;
  const views = await viewMenusOfDatabase(db, from);
  const oldPrefix = `[${from}].`;
  for (const view of views) {
    const name = `[${to}].${view.name.slice(oldPrefix.length)}`;
    const stale = await db
      .selectFrom('ab_view_menu')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirst();
    if (stale) await deleteViewMenus(db, [stale.id]);
    await db.updateTable('ab_view_menu').set({ name }).where('id', '=', view.id).execute();
  }
}

/** Deletes the permission views of a deleted connection, with their grants to roles. */
export async function deleteDatabaseViewMenus(db: Db, name: string): Promise<void> {
  const views = await viewMenusOfDatabase(db, name);
  await deleteViewMenus(
    db,
    views.map((v) => v.id),
  );
}
