/**
 * Repository of saved queries (`saved_query`): the FAB list with Superset's "All Text"
 * filter, limited to one owner unless the reader sees all; lookups and writes.
 */
import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { ListQuery } from '@tessera/core';
import type { MetaDatabase, SavedQueryTable } from './schema.js';
import { nowIso } from './store.js';
import {
  AUDIT_NAMES,
  allTextFilter,
  applyResourceFilters,
  containsIgnoringCase,
  countAndPage,
  type ListSpec,
} from './listQuery.js';

type Db = Kysely<MetaDatabase> | Transaction<MetaDatabase>;
export type SavedQueryRow = Omit<SavedQueryTable, 'id'> & { id: number };

/** A saved query with its database's name and the names of who created and changed it. */
export interface SavedQueryListRow extends SavedQueryRow {
  database_name: string | null;
  /** The database's URI (password masked), for the SQL dialect. */
  database_uri: string | null;
  created_by_first_name: string | null;
  created_by_last_name: string | null;
  changed_by_first_name: string | null;
  changed_by_last_name: string | null;
}

export type SavedQueryFields = Pick<
  SavedQueryTable,
  | 'db_id'
  | 'catalog'
  | 'schema'
  | 'label'
  | 'description'
  | 'sql'
  | 'template_parameters'
  | 'extra_json'
>;

/** Superset's SavedQueryAllTextFilter operator (label, description and SQL). */
export const SAVED_QUERY_ALL_TEXT = 'all_text';

export const SAVED_QUERY_LIST_SPEC: ListSpec = {
  filterColumns: {
    id: 'saved_query.id',
    database: 'saved_query.db_id',
    db_id: 'saved_query.db_id',
    label: 'saved_query.label',
    catalog: 'saved_query.catalog',
    schema: 'saved_query.schema',
    description: 'saved_query.description',
    sql: 'saved_query.sql',
    created_by: 'saved_query.created_by_fk',
    changed_by: 'saved_query.changed_by_fk',
  },
  orderColumns: {
    catalog: 'saved_query.catalog',
    schema: 'saved_query.schema',
    label: 'saved_query.label',
    description: 'saved_query.description',
    sql: 'saved_query.sql',
    rows: 'saved_query.rows',
    'created_by.first_name': 'created_by_user.first_name',
    'changed_by.first_name': 'changed_by_user.first_name',
    'database.database_name': 'dbs.database_name',
    created_on: 'saved_query.created_on',
    changed_on: 'saved_query.changed_on',
    changed_on_delta_humanized: 'saved_query.changed_on',
    last_run_delta_humanized: 'saved_query.last_run',
  },
};

function selectBase(db: Db) {
  return db
    .selectFrom('saved_query')
    .leftJoin('dbs', 'dbs.id', 'saved_query.db_id')
    .leftJoin('ab_user as created_by_user', 'created_by_user.id', 'saved_query.created_by_fk')
    .leftJoin('ab_user as changed_by_user', 'changed_by_user.id', 'saved_query.changed_by_fk');
}

const LIST_SELECTION = [
  'dbs.database_name as database_name',
  'dbs.sqlalchemy_uri as database_uri',
  ...AUDIT_NAMES,
] as const;

/** The list; `ownerId` limits it to one user's saved queries (null: everyone's). */
export async function listSavedQueries(
  db: Db,
  q: ListQuery,
  ownerId: number | null,
): Promise<{ count: number; rows: SavedQueryListRow[] }> {
  let base = selectBase(db);
  if (ownerId !== null) base = base.where('saved_query.user_id', '=', ownerId);
  const filtered = applyResourceFilters(
    base,
    q.filters,
    SAVED_QUERY_LIST_SPEC,
    allTextFilter(SAVED_QUERY_ALL_TEXT, [
      'saved_query.label',
      'saved_query.description',
      'saved_query.sql',
    ]),
  );
  const page = filtered.selectAll('saved_query').select(LIST_SELECTION);
  return countAndPage(filtered, page, q, SAVED_QUERY_LIST_SPEC, 'saved_query.id');
}

export async function findSavedQuery(db: Db, id: number): Promise<SavedQueryListRow | undefined> {
  return selectBase(db)
    .selectAll('saved_query')
    .select(LIST_SELECTION)
    .where('saved_query.id', '=', id)
    .executeTakeFirst();
}

export async function findSavedQueriesByIds(db: Db, ids: number[]): Promise<SavedQueryRow[]> {
  if (!ids.length) return [];
  return db.selectFrom('saved_query').selectAll().where('id', 'in', ids).execute();
}

export async function insertSavedQuery(
  db: Db,
  fields: SavedQueryFields & { uuid: string },
  actorId: number,
): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('saved_query')
    .values({
      ...fields,
      user_id: actorId,
      rows: null,
      last_run: null,
      created_on: now,
      changed_on: now,
      created_by_fk: actorId,
      changed_by_fk: actorId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSavedQuery(
  db: Db,
  id: number,
  changes: Partial<SavedQueryFields>,
  actorId: number,
): Promise<void> {
  await db
    .updateTable('saved_query')
    .set({ ...changes, changed_on: nowIso(), changed_by_fk: actorId })
    .where('id', '=', id)
    .execute();
}

/** Deletes the saved queries; tabs opened from them keep their SQL but lose the link. */
export async function deleteSavedQueries(db: Db, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db
    .updateTable('tab_state')
    .set({ saved_query_id: null })
    .where('saved_query_id', 'in', ids)
    .execute();
  await db.deleteFrom('saved_query').where('id', 'in', ids).execute();
}

/** Distinct non-empty schemas of the saved queries in scope that contain the filter. */
export async function distinctSavedQuerySchemas(
  db: Db,
  opts: { filter: string; ownerId: number | null },
): Promise<string[]> {
  let base = db.selectFrom('saved_query').where('schema', 'is not', null).where('schema', '<>', '');
  if (opts.ownerId !== null) base = base.where('user_id', '=', opts.ownerId);
  if (opts.filter) {
    const like = containsIgnoringCase(opts.filter);
    base = base.where(sql<SqlBool>`lower(schema) like ${like} escape '\\'`);
  }
  const rows = await base.select('schema').distinct().orderBy('schema').execute();
  return rows.map((r) => r.schema as string);
}
