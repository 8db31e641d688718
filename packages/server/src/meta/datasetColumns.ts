/** Repository of datasets' columns (`table_columns`) and saved metrics (`sql_metrics`). */
import type { Kysely, Transaction } from 'kysely';
import type { DatasetColumnTable, DatasetMetricTable, MetaDatabase } from './schema.js';

type Db = Kysely<MetaDatabase> | Transaction<MetaDatabase>;
export type DatasetColumnRow = Omit<DatasetColumnTable, 'id'> & { id: number };
export type DatasetMetricRow = Omit<DatasetMetricTable, 'id'> & { id: number };
export type NewDatasetColumn = Omit<DatasetColumnTable, 'id'>;
export type NewDatasetMetric = Omit<DatasetMetricTable, 'id'>;
export type ColumnPatch = Partial<
  Omit<DatasetColumnTable, 'id' | 'uuid' | 'table_id' | 'created_on'>
>;
export type MetricPatch = Partial<
  Omit<DatasetMetricTable, 'id' | 'uuid' | 'table_id' | 'created_on'>
>;

export async function listColumns(db: Db, tableIds: number[]): Promise<DatasetColumnRow[]> {
  if (!tableIds.length) return [];
  return db
    .selectFrom('table_columns')
    .selectAll()
    .where('table_id', 'in', tableIds)
    .orderBy('id')
    .execute();
}

export async function listMetrics(db: Db, tableIds: number[]): Promise<DatasetMetricRow[]> {
  if (!tableIds.length) return [];
  return db
    .selectFrom('sql_metrics')
    .selectAll()
    .where('table_id', 'in', tableIds)
    .orderBy('id')
    .execute();
}

export async function insertColumns(db: Db, rows: NewDatasetColumn[]): Promise<void> {
  if (rows.length) await db.insertInto('table_columns').values(rows).execute();
}

export async function updateColumn(db: Db, id: number, patch: ColumnPatch): Promise<void> {
  if (Object.keys(patch).length)
    await db.updateTable('table_columns').set(patch).where('id', '=', id).execute();
}

export async function deleteColumns(db: Db, ids: number[]): Promise<void> {
  if (ids.length) await db.deleteFrom('table_columns').where('id', 'in', ids).execute();
}

export async function insertMetrics(db: Db, rows: NewDatasetMetric[]): Promise<void> {
  if (rows.length) await db.insertInto('sql_metrics').values(rows).execute();
}

export async function updateMetric(db: Db, id: number, patch: MetricPatch): Promise<void> {
  if (Object.keys(patch).length)
    await db.updateTable('sql_metrics').set(patch).where('id', '=', id).execute();
}

export async function deleteMetrics(db: Db, ids: number[]): Promise<void> {
  if (ids.length) await db.deleteFrom('sql_metrics').where('id', 'in', ids).execute();
}
