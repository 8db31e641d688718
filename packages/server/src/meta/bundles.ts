/**
 * The lookups of import and export bundles that the model repositories do not have: every
 * object of a kind (an export of all assets), objects by uuid, and which column or metric
 * uuids are taken (an imported dataset keeps its children's uuids where it can).
 */
import type { Kysely, Transaction } from 'kysely';
import type { DatabaseRow } from './databases.js';
import type { SavedQueryRow } from './savedQueries.js';
import type { DashboardTable, MetaDatabase } from './schema.js';

type Db = Kysely<MetaDatabase> | Transaction<MetaDatabase>;

/** The tables of the exported kinds, by the name their bundle folder speaks of. */
const TABLES = {
  databases: 'dbs',
  datasets: 'tables',
  charts: 'slices',
  dashboards: 'dashboards',
  queries: 'saved_query',
  annotation_layers: 'annotation_layer',
} as const;

export type BundleKind = keyof typeof TABLES;

/** Every id of a kind, in id order. */
export async function allIdsOf(db: Db, kind: BundleKind): Promise<number[]> {
  const rows = await db.selectFrom(TABLES[kind]).select('id').orderBy('id').execute();
  return rows.map((r) => r.id);
}

export async function findDatabasesByIds(db: Db, ids: number[]): Promise<DatabaseRow[]> {
  if (!ids.length) return [];
  return db.selectFrom('dbs').selectAll().where('id', 'in', ids).orderBy('id').execute();
}

/** A dashboard's own columns. */
export type DashboardOwnRow = Omit<DashboardTable, 'id'> & { id: number };

/** A dashboard by uuid (no access check). */
export async function findDashboardByUuid(
  db: Db,
  uuid: string,
): Promise<DashboardOwnRow | undefined> {
  return db.selectFrom('dashboards').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

export async function findSavedQueryByUuid(
  db: Db,
  uuid: string,
): Promise<SavedQueryRow | undefined> {
  return db.selectFrom('saved_query').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

/** The uuids among `uuids` that columns (or metrics) already carry. */
export async function takenChildUuids(
  db: Db,
  table: 'table_columns' | 'sql_metrics',
  uuids: string[],
): Promise<Set<string>> {
  if (!uuids.length) return new Set();
  const rows = await db.selectFrom(table).select('uuid').where('uuid', 'in', uuids).execute();
  return new Set(rows.map((r) => r.uuid));
}

/** The uuids among `uuids` that objects of a kind already carry. */
export async function existingUuidsOf(
  db: Db,
  kind: BundleKind,
  uuids: string[],
): Promise<Set<string>> {
  if (!uuids.length) return new Set();
  const rows = await db
    .selectFrom(TABLES[kind])
    .select('uuid')
    .where('uuid', 'in', [...new Set(uuids)])
    .execute();
  return new Set(rows.map((r) => r.uuid));
}
