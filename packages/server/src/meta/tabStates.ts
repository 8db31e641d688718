/**
 * Repository of SQL Lab tabs (`tab_state`) and the tables shown in them (`table_schema`),
 * each tab owned by one user.
 */
import type { Kysely, Transaction } from 'kysely';
import type { MetaDatabase, TableSchemaTable, TabStateTable } from './schema.js';
import { nowIso } from './store.js';

type Db = Kysely<MetaDatabase> | Transaction<MetaDatabase>;
export type TabStateRow = Omit<TabStateTable, 'id'> & { id: number };
export type TableSchemaRow = Omit<TableSchemaTable, 'id'> & { id: number };
export type TabStatePatch = Partial<
  Pick<
    TabStateTable,
    | 'label'
    | 'database_id'
    | 'catalog'
    | 'schema'
    | 'sql'
    | 'query_limit'
    | 'latest_query_id'
    | 'autorun'
    | 'template_params'
    | 'hide_left_bar'
    | 'saved_query_id'
    | 'extra_json'
  >
>;
export type NewTabState = TabStatePatch & { user_id: number; active: number };

/** The user's tabs as `[id, label]`, in creation order. */
export async function listTabIdsAndLabels(
  db: Db,
  userId: number,
): Promise<{ id: number; label: string | null }[]> {
  return db
    .selectFrom('tab_state')
    .select(['id', 'label'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

export async function findTabState(db: Db, id: number): Promise<TabStateRow | undefined> {
  return db.selectFrom('tab_state').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The user's active tab, or else their first one. */
export async function findActiveTabState(db: Db, userId: number): Promise<TabStateRow | undefined> {
  return db
    .selectFrom('tab_state')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('active', 'desc')
    .orderBy('id')
    .executeTakeFirst();
}

export async function insertTabState(db: Db, tab: NewTabState): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('tab_state')
    .values({
      autorun: 0,
      hide_left_bar: 0,
      ...tab,
      created_on: now,
      changed_on: now,
      created_by_fk: tab.user_id,
      changed_by_fk: tab.user_id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Makes `activeId` the user's only active tab (none when null). */
export async function setActiveTabState(
  db: Db,
  userId: number,
  activeId: number | null,
): Promise<void> {
  await db
    .updateTable('tab_state')
    .set({ active: 0 })
    .where('user_id', '=', userId)
    .where('active', '<>', 0)
    .execute();
  if (activeId === null) return;
  await db
    .updateTable('tab_state')
    .set({ active: 1 })
    .where('id', '=', activeId)
    .where('user_id', '=', userId)
    .execute();
}

export async function updateTabState(
  db: Db,
  id: number,
  patch: TabStatePatch,
  actorId: number,
): Promise<void> {
  await db
    .updateTable('tab_state')
    .set({ ...patch, changed_on: nowIso(), changed_by_fk: actorId })
    .where('id', '=', id)
    .execute();
}

/** Deletes the tab and the tables shown in it. */
export async function deleteTabState(db: Db, id: number): Promise<void> {
  await db.deleteFrom('table_schema').where('tab_state_id', '=', id).execute();
  await db.deleteFrom('tab_state').where('id', '=', id).execute();
}

export async function listTableSchemas(db: Db, tabIds: number[]): Promise<TableSchemaRow[]> {
  if (!tabIds.length) return [];
  return db
    .selectFrom('table_schema')
    .selectAll()
    .where('tab_state_id', 'in', tabIds)
    .orderBy('id')
    .execute();
}

/** A table schema with the user who owns its tab. */
export async function findTableSchema(
  db: Db,
  id: number,
): Promise<(TableSchemaRow & { owner_id: number }) | undefined> {
  return db
    .selectFrom('table_schema')
    .innerJoin('tab_state', 'tab_state.id', 'table_schema.tab_state_id')
    .selectAll('table_schema')
    .select('tab_state.user_id as owner_id')
    .where('table_schema.id', '=', id)
    .executeTakeFirst();
}

export interface TableIdentity {
  tab_state_id: number;
  database_id: number;
  catalog: string | null;
  schema: string | null;
  table: string;
}

/** Replaces the tab's entry for the same table (Superset deletes, then adds). */
export async function replaceTableSchema(
  db: Db,
  table: TableIdentity & { description: string; expanded: number },
  actorId: number,
): Promise<number> {
  await db
    .deleteFrom('table_schema')
    .where('tab_state_id', '=', table.tab_state_id)
    .where('database_id', '=', table.database_id)
    .where('table', '=', table.table)
    .where((eb) =>
      table.schema === null ? eb('schema', 'is', null) : eb('schema', '=', table.schema),
    )
    .where((eb) =>
      table.catalog === null ? eb('catalog', 'is', null) : eb('catalog', '=', table.catalog),
    )
    .execute();
  const now = nowIso();
  const row = await db
    .insertInto('table_schema')
    .values({
      ...table,
      created_on: now,
      changed_on: now,
      created_by_fk: actorId,
      changed_by_fk: actorId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setTableSchemaExpanded(db: Db, id: number, expanded: number) {
  await db
    .updateTable('table_schema')
    .set({ expanded, changed_on: nowIso() })
    .where('id', '=', id)
    .execute();
}

export async function deleteTableSchema(db: Db, id: number): Promise<void> {
  await db.deleteFrom('table_schema').where('id', '=', id).execute();
}
