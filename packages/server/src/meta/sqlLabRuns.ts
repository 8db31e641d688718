/**
 * Repository of SQL Lab runs (Superset's `query`): writes as a run moves through its
 * states, lookups by id, client id and results key (with the database's and user's names),
 * the FAB list scoped to one user unless `all_query_access`, `updated_since` polling and
 * the distinct values the query search page offers.
 */
import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { ListQuery } from '@tessera/core';
import type { MetaDatabase, QueryTable } from './schema.js';
import { applyListFilters, applyListOrderAndPage, type ListSpec } from './listQuery.js';

type Db = Kysely<MetaDatabase> | Transaction<MetaDatabase>;

export type QueryRow = Omit<QueryTable, 'id'> & { id: number };

/** A run with the names the query dict and the list show. */
export interface QueryRowJoined extends QueryRow {
  database_name: string | null;
  user_first_name: string | null;
  user_last_name: string | null;
  user_username: string | null;
}

export type NewQuery = Omit<QueryTable, 'id' | 'changed_on' | 'changed_on_ms'>;
export type QueryPatch = Partial<Omit<QueryTable, 'id' | 'client_id' | 'changed_on_ms'>>;

export const QUERY_LIST_SPEC: ListSpec = {
  filterColumns: {
    id: 'query.id',
    database: 'query.database_id',
    status: 'query.status',
    user: 'query.user_id',
    start_time: 'query.start_time',
    end_time: 'query.end_time',
    sql: 'query.sql',
    executed_sql: 'query.executed_sql',
    schema: 'query.schema',
    tab_name: 'query.tab_name',
    changed_on: 'query.changed_on',
    client_id: 'query.client_id',
    sql_editor_id: 'query.sql_editor_id',
  },
  orderColumns: {
    id: 'query.id',
    changed_on: 'query.changed_on_ms',
    database_name: 'dbs.database_name',
    'database.database_name': 'dbs.database_name',
    rows: 'query.rows',
    schema: 'query.schema',
    sql: 'query.sql',
    status: 'query.status',
    tab_name: 'query.tab_name',
    'user.first_name': 'ab_user.first_name',
    start_time: 'query.start_time',
    end_time: 'query.end_time',
  },
};

function joined(db: Db) {
  return db
    .selectFrom('query')
    .leftJoin('dbs', 'dbs.id', 'query.database_id')
    .leftJoin('ab_user', 'ab_user.id', 'query.user_id')
    .selectAll('query')
    .select([
      'dbs.database_name as database_name',
      'ab_user.first_name as user_first_name',
      'ab_user.last_name as user_last_name',
      'ab_user.username as user_username',
    ]);
}

function changedNow(): { changed_on: string; changed_on_ms: number } {
  const now = Date.now();
  return { changed_on: new Date(now).toISOString(), changed_on_ms: now };
}

export async function insertQuery(db: Db, values: NewQuery): Promise<number> {
  const row = await db
    .insertInto('query')
    .values({ ...values, ...changedNow() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateQuery(db: Db, id: number, patch: QueryPatch): Promise<void> {
  await db
    .updateTable('query')
    .set({ ...patch, ...changedNow() })
    .where('id', '=', id)
    .execute();
}

/** Updates only while the run is in one of `states` (a stop is never overwritten); true if it did. */
export async function updateQueryIfIn(
  db: Db,
  id: number,
  states: string[],
  patch: QueryPatch,
): Promise<boolean> {
  const result = await db
    .updateTable('query')
    .set({ ...patch, ...changedNow() })
    .where('id', '=', id)
    .where('status', 'in', states)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function queryStatus(db: Db, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('query').select('status').where('id', '=', id).executeTakeFirst();
  return row?.status;
}

export async function findQueryById(db: Db, id: number): Promise<QueryRowJoined | undefined> {
  return joined(db).where('query.id', '=', id).executeTakeFirst();
}

export async function findQueryByClientId(
  db: Db,
  clientId: string,
): Promise<QueryRowJoined | undefined> {
  return joined(db).where('query.client_id', '=', clientId).executeTakeFirst();
}

/** The user's queries run in any of these tabs (by `sql_editor_id`), oldest first. */
export async function queriesOfTabs(
  db: Db,
  userId: number,
  tabIds: number[],
): Promise<QueryRowJoined[]> {
  if (!tabIds.length) return [];
  return joined(db)
    .where('query.user_id', '=', userId)
    .where('query.sql_editor_id', 'in', tabIds.map(String))
    .orderBy('query.id')
    .execute();
}

export async function findQueryByResultsKey(
  db: Db,
  key: string,
): Promise<QueryRowJoined | undefined> {
  return joined(db).where('query.results_key', '=', key).executeTakeFirst();
}

/** The list page: FAB filters, order and page; only `userId`'s runs unless it is null. */
export async function listQueries(
  db: Db,
  q: ListQuery,
  userId: number | null,
): Promise<{ count: number; rows: QueryRowJoined[] }> {
  let base = joined(db);
  if (userId !== null) base = base.where('query.user_id', '=', userId);
  base = applyListFilters(base, q.filters, QUERY_LIST_SPEC);
  const countRow = await base
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const page = applyListOrderAndPage(
    base,
    {
      ...q,
      order_column: q.order_column ?? 'changed_on',
      order_direction: q.order_column ? q.order_direction : 'desc',
    },
    QUERY_LIST_SPEC,
    'query.id',
  );
  return { count: Number(countRow.n), rows: await page.execute() };
}

/** Runs changed after `sinceMs` (epoch ms), oldest change first; only `userId`'s unless null. */
export async function queriesUpdatedSince(
  db: Db,
  sinceMs: number,
  userId: number | null,
): Promise<QueryRowJoined[]> {
  let q = joined(db).where('query.changed_on_ms', '>', sinceMs);
  if (userId !== null) q = q.where('query.user_id', '=', userId);
  return q.orderBy('query.changed_on_ms', 'asc').limit(1000).execute();
}

/** Distinct values of a text column of the runs (e.g. `schema`, `status`) that contain the filter. */
export async function distinctQueryValues(
  db: Db,
  column: 'schema' | 'status' | 'tab_name',
  filter: string,
  userId: number | null,
): Promise<string[]> {
  let q = db
    .selectFrom('query')
    .select(sql<string>`${sql.ref(`query.${column}`)}`.as('value'))
    .distinct()
    .where(sql.ref(`query.${column}`), 'is not', null);
  if (userId !== null) q = q.where('query.user_id', '=', userId);
  if (filter) {
    const like = `%${filter.toLowerCase().replace(/[\\%_]/g, (m) => '\\' + m)}%`;
    q = q.where(sql<SqlBool>`lower(${sql.ref(`query.${column}`)}) like ${like} escape '\\'`);
  }
  const rows = await q.orderBy('value').execute();
  return rows.map((r) => r.value);
}

/** Ids of the users who ran queries (for `related/user`), only `userId` unless null. */
export async function queryUserIds(db: Db, userId: number | null): Promise<number[]> {
  let q = db.selectFrom('query').select('user_id').distinct().where('user_id', 'is not', null);
  if (userId !== null) q = q.where('user_id', '=', userId);
  return (await q.execute()).map((r) => r.user_id as number);
}
