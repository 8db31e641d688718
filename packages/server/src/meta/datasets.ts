/**
 * Repository of datasets (Superset's `tables`): lookups, the access-scoped list with
 * Superset's dataset filters, and writes. Columns and metrics live in datasetColumns.ts,
 * owners in owners.ts; related/distinct lookups and permission views in datasetRelated.ts.
 */
import { sql, type Expression, type Kysely, type SqlBool, type Transaction } from 'kysely';
import { queryFlag, type ListFilter, type ListQuery } from '@tessera/core';
import type { DatasetTable, MetaDatabase } from './schema.js';
import { applyResourceFilters, countAndPage, type ListSpec } from './listQuery.js';
import { ownersFilter } from './owners.js';

type Db = Kysely<MetaDatabase> | Transaction<MetaDatabase>;
/** A metadata-store transaction, for services that run several repository calls in one. */
export type MetaTransaction = Transaction<MetaDatabase>;
export type DatasetRow = Omit<DatasetTable, 'id'> & { id: number };

/** A dataset with the fields of its database that its answers need. */
export interface DatasetWithDatabase extends DatasetRow {
  database_name: string;
  database_uuid: string;
  sqlalchemy_uri: string;
  database_extra: string;
  database_configuration_method: string;
}

/**
 * What a user without `all_datasource_access` may see: datasets granted one by one
 * (`datasource_access` on `[db].[table](id:N)`), whole databases (`database_access` on
 * `[db].(id:N)`) and schemas (`schema_access` on `[db].[schema]`). Names are matched as
 * the permission names spell them, so the list agrees with `canAccessDataset`.
 */
export interface DatasetAccessScope {
  datasets: { id: number; table_name: string; database_name: string }[];
  databases: { id: number; database_name: string }[];
  schemas: { database_name: string; schema: string }[];
}

export const DATASET_LIST_SPEC: ListSpec = {
  filterColumns: {
    id: 'tables.id',
    uuid: 'tables.uuid',
    table_name: 'tables.table_name',
    catalog: 'tables.catalog',
    schema: 'tables.schema',
    sql: 'tables.sql',
    database: 'tables.database_id',
    database_name: 'dbs.database_name',
    created_by: 'tables.created_by_fk',
    changed_by: 'tables.changed_by_fk',
  },
  orderColumns: {
    id: 'tables.id',
    table_name: 'tables.table_name',
    catalog: 'tables.catalog',
    schema: 'tables.schema',
    'changed_by.first_name': 'changed_by_user.first_name',
    changed_on_delta_humanized: 'tables.changed_on',
    changed_on: 'tables.changed_on',
    'database.database_name': 'dbs.database_name',
  },
};

const withDatabase = (db: Db) =>
  db
    .selectFrom('tables')
    .innerJoin('dbs', 'dbs.id', 'tables.database_id')
    .selectAll('tables')
    .select([
      'dbs.database_name as database_name',
      'dbs.uuid as database_uuid',
      'dbs.sqlalchemy_uri as sqlalchemy_uri',
      'dbs.extra as database_extra',
      'dbs.configuration_method as database_configuration_method',
    ]);

export async function findDatasetById(
  db: Db,
  id: number,
): Promise<DatasetWithDatabase | undefined> {
  return withDatabase(db).where('tables.id', '=', id).executeTakeFirst();
}

export async function findDatasetByUuid(
  db: Db,
  uuid: string,
): Promise<DatasetWithDatabase | undefined> {
  return withDatabase(db).where('tables.uuid', '=', uuid).executeTakeFirst();
}

export async function findDatasetsByIds(db: Db, ids: number[]): Promise<DatasetWithDatabase[]> {
  if (!ids.length) return [];
  return withDatabase(db).where('tables.id', 'in', ids).orderBy('tables.id').execute();
}

export interface DatasetIdentity {
  database_id: number;
  catalog: string | null;
  schema: string | null;
  table_name: string;
}

/** The dataset on the same (database, catalog, schema, table) if any; NULLs compare equal. */
export async function findDatasetByIdentity(
  db: Db,
  identity: DatasetIdentity,
  excludeId?: number,
): Promise<{ id: number } | undefined> {
  let q = db
    .selectFrom('tables')
    .select('id')
    .where('database_id', '=', identity.database_id)
    .where('table_name', '=', identity.table_name)
    .where((eb) =>
      identity.schema === null ? eb('schema', 'is', null) : eb('schema', '=', identity.schema),
    )
    .where((eb) =>
      identity.catalog === null ? eb('catalog', 'is', null) : eb('catalog', '=', identity.catalog),
    );
  if (excludeId !== undefined) q = q.where('id', '<>', excludeId);
  return q.executeTakeFirst();
}

/** The SQL condition limiting datasets to an access scope. */
export function accessCondition(scope: DatasetAccessScope): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
  for (const d of scope.datasets) {
    parts.push(
      sql<SqlBool>`(tables.id = ${d.id} and tables.table_name = ${d.table_name} and dbs.database_name = ${d.database_name})`,
    );
  }
  for (const d of scope.databases) {
    parts.push(
      sql<SqlBool>`(tables.database_id = ${d.id} and dbs.database_name = ${d.database_name})`,
    );
  }
  for (const s of scope.schemas) {
    parts.push(
      sql<SqlBool>`(dbs.database_name = ${s.database_name} and tables.schema = ${s.schema})`,
    );
  }
  if (!parts.length) return sql<SqlBool>`1 = 0`;
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

/** Superset's dataset-specific filter operators; null when the filter is a FAB one. */
function datasetFilter(f: ListFilter): Expression<SqlBool> | null {
  if (f.col === 'sql' && f.opr === 'dataset_is_null_or_empty') {
    return queryFlag(f.value)
      ? sql<SqlBool>`(tables.sql is null or tables.sql = '')`
      : sql<SqlBool>`(tables.sql is not null and tables.sql <> '')`;
  }
  if (f.col === 'id' && f.opr === 'dataset_is_certified') {
    return queryFlag(f.value)
      ? sql<SqlBool>`(tables.extra is not null and tables.extra like ${'%"certification"%'})`
      : sql<SqlBool>`(tables.extra is null or tables.extra not like ${'%"certification"%'})`;
  }
  return ownersFilter('dataset', f, 'tables.id');
}

export interface DatasetListRow extends DatasetWithDatabase {
  changed_by_first_name: string | null;
  changed_by_last_name: string | null;
}

/** One page of datasets within the access scope (null: every dataset), and the total. */
export async function listDatasets(
  db: Db,
  q: ListQuery,
  scope: DatasetAccessScope | null,
): Promise<{ count: number; rows: DatasetListRow[] }> {
  let base = db
    .selectFrom('tables')
    .innerJoin('dbs', 'dbs.id', 'tables.database_id')
    .leftJoin('ab_user as changed_by_user', 'changed_by_user.id', 'tables.changed_by_fk');
  if (scope) base = base.where(accessCondition(scope));
  base = applyResourceFilters(base, q.filters, DATASET_LIST_SPEC, datasetFilter);
  const page = base
    .selectAll('tables')
    .select([
      'dbs.database_name as database_name',
      'dbs.uuid as database_uuid',
      'dbs.sqlalchemy_uri as sqlalchemy_uri',
      'dbs.extra as database_extra',
      'dbs.configuration_method as database_configuration_method',
      'changed_by_user.first_name as changed_by_first_name',
      'changed_by_user.last_name as changed_by_last_name',
    ]);
  const { count, rows } = await countAndPage(base, page, q, DATASET_LIST_SPEC, 'tables.id');
  return { count, rows: rows as DatasetListRow[] };
}

/** Ids of the datasets within the scope among the given ones. */
export async function datasetIdsInScope(
  db: Db,
  ids: number[],
  scope: DatasetAccessScope | null,
): Promise<number[]> {
  if (!ids.length) return [];
  let q = db
    .selectFrom('tables')
    .innerJoin('dbs', 'dbs.id', 'tables.database_id')
    .select('tables.id')
    .where('tables.id', 'in', ids);
  if (scope) q = q.where(accessCondition(scope));
  return (await q.execute()).map((r) => r.id);
}

export type NewDataset = Omit<DatasetTable, 'id'>;

export async function insertDataset(db: Db, values: NewDataset): Promise<number> {
  const row = await db
    .insertInto('tables')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type DatasetPatch = Partial<
  Omit<DatasetTable, 'id' | 'uuid' | 'created_on' | 'created_by_fk'>
>;

export async function updateDataset(db: Db, id: number, patch: DatasetPatch): Promise<void> {
  if (!Object.keys(patch).length) return;
  await db.updateTable('tables').set(patch).where('id', '=', id).execute();
}

/** Deletes datasets with their columns, metrics and owner links. */
export async function deleteDatasets(db: Db, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db.deleteFrom('table_columns').where('table_id', 'in', ids).execute();
  await db.deleteFrom('sql_metrics').where('table_id', 'in', ids).execute();
  await db.deleteFrom('sqlatable_user').where('table_id', 'in', ids).execute();
  await db.deleteFrom('tables').where('id', 'in', ids).execute();
}

/**
 * When a dataset and its database last changed (null when the dataset is gone): what a
 * cached copy of the dataset is checked against.
 */
export async function datasetVersion(db: Db, id: number): Promise<string | null> {
  const row = await db
    .selectFrom('tables')
    .innerJoin('dbs', 'dbs.id', 'tables.database_id')
    .select(['tables.changed_on as dataset', 'dbs.changed_on as database', 'dbs.id as database_id'])
    .where('tables.id', '=', id)
    .executeTakeFirst();
  return row ? `${row.dataset}|${row.database_id}|${row.database}` : null;
}
