/** What the dataset operations share: their dependencies and the lookups every one needs. */
import { randomUUID } from 'node:crypto';
import { NotFoundError, ValidationError } from '../../errors.js';
import { datasetsOfDatabase, findDatabaseById, type DatabaseRow } from '../../meta/databases.js';
import {
  findDatasetById,
  findDatasetByIdentity,
  findDatasetByUuid,
  type DatasetIdentity,
  type DatasetWithDatabase,
  type MetaTransaction,
} from '../../meta/datasets.js';
import {
  insertColumns,
  insertMetrics,
  listColumns,
  listMetrics,
} from '../../meta/datasetColumns.js';
import { listOwners, ownerIds, usersByIds } from '../../meta/owners.js';
import type { Engine } from '../../engines/types.js';
import type { ServiceContext } from '../context.js';
import type { DatabaseConnections } from '../databases/connections.js';
import type { PrincipalService } from '../principals.js';
import type { ColumnFields, MetricFields } from './columnSync.js';
import type { DatasetParts } from './presenters.js';
import type { SourceReader } from './sourceColumns.js';
import type { Principal } from '../../security/principal.js';
import type { FieldErrors } from './validation.js';

export interface DatasetDeps {
  ctx: ServiceContext;
  connections: DatabaseConnections;
  principals: PrincipalService;
}

type Trx = MetaTransaction;

/** `''` and null are the same "no schema/catalog" (Superset compares `schema or None`). */
export const blankToNull = (v: string | null | undefined): string | null =>
  v === undefined || v === null || v.trim() === '' ? null : v;

/** A dataset by id or uuid, or 404. */
export async function loadDataset(
  deps: DatasetDeps,
  idOrUuid: number | string,
): Promise<DatasetWithDatabase> {
  const db = deps.ctx.store.db;
  const key = String(idOrUuid);
  const row = /^\d+$/.test(key)
    ? await findDatasetById(db, Number(key))
    : await findDatasetByUuid(db, key);
  if (!row) throw new NotFoundError();
  return row;
}

export async function loadParts(
  deps: DatasetDeps,
  row: DatasetWithDatabase,
): Promise<DatasetParts> {
  const db = deps.ctx.store.db;
  const [columns, metrics, owners] = await Promise.all([
    listColumns(db, [row.id]),
    listMetrics(db, [row.id]),
    listOwners(db, 'dataset', [row.id]),
  ]);
  return { row, columns, metrics, owners };
}

export async function ownerIdsOf(deps: DatasetDeps, id: number): Promise<number[]> {
  return ownerIds(deps.ctx.store.db, 'dataset', id);
}

export async function usersOf(deps: DatasetDeps, ids: (number | null)[]) {
  return usersByIds(
    deps.ctx.store.db,
    ids.filter((x): x is number => x !== null),
  );
}

/** The engine of a connection and the reader of sources on it (`readSourceColumns`). */
export async function sourceReader(
  deps: DatasetDeps,
  principal: Principal,
  databaseId: number,
): Promise<{ engine: Engine; reader: SourceReader }> {
  const database = await findDatabaseById(deps.ctx.store.db, databaseId);
  if (!database) throw new ValidationError({ database: ['Database does not exist'] });
  const datasets = await datasetsOfDatabase(deps.ctx.store.db, database.id);
  return {
    engine: await deps.connections.engineFor(database),
    reader: { principal, database, datasets },
  };
}

export async function findDatabase(
  deps: DatasetDeps,
  id: number,
): Promise<DatabaseRow | undefined> {
  return findDatabaseById(deps.ctx.store.db, id);
}

/** Superset's "Dataset <name> already exists" check (field `table_name`). */
export async function checkUnique(
  deps: DatasetDeps,
  errors: FieldErrors,
  identity: DatasetIdentity,
  excludeId?: number,
): Promise<void> {
  if (await findDatasetByIdentity(deps.ctx.store.db, identity, excludeId))
    (errors.table_name ??= []).push(`Dataset ${identity.table_name} already exists`);
}

export interface Audit {
  now: string;
  userId: number | null;
}

/** New columns or metrics of a dataset: each with a uuid, its dataset, who made it and when. */
function newRowsOf<T>(tableId: number, items: T[], audit: Audit) {
  return items.map((item) => ({
    ...item,
    uuid: randomUUID(),
    table_id: tableId,
    created_on: audit.now,
    changed_on: audit.now,
    created_by_fk: audit.userId,
    changed_by_fk: audit.userId,
  }));
}

export async function addColumns(
  trx: Trx,
  tableId: number,
  columns: ColumnFields[],
  audit: Audit,
): Promise<void> {
  await insertColumns(trx, newRowsOf(tableId, columns, audit));
}

export async function addMetrics(
  trx: Trx,
  tableId: number,
  metrics: MetricFields[],
  audit: Audit,
): Promise<void> {
  await insertMetrics(trx, newRowsOf(tableId, metrics, audit));
}
