/**
 * Changing datasets (Superset's `UpdateDatasetCommand`, and `RefreshDatasetCommand`
 * after it when `override_columns` is set, in the same transaction), and refreshing
 * columns from the source. Only owners and admins change a dataset.
 */
import type { DatasetUpdate } from '@tessera/core';
import { BadRequestError, ValidationError } from '../../errors.js';
import { listColumns, listMetrics } from '../../meta/datasetColumns.js';
import { deleteViewMenu, renameViewMenu } from '../../meta/datasetRelated.js';
import {
  deleteDatasets,
  updateDataset,
  type DatasetIdentity,
  type DatasetPatch,
  type DatasetWithDatabase,
  type MetaTransaction,
} from '../../meta/datasets.js';
import { setOwners } from '../../meta/owners.js';
import { nowIso } from '../../meta/store.js';
import { datasetPerm } from '../../security/dataAccess.js';
import type { Principal } from '../../security/principal.js';
import { checkOwners, ownersOnUpdate } from '../people.js';
import { assertOwnership } from './access.js';
import { applyColumnPlan, applyMetricPlan, applyRefresh } from './applyPlans.js';
import { jsonText, planColumns, planMetrics } from './columnSync.js';
import {
  blankToNull,
  checkUnique,
  sourceReader,
  findDatabase,
  loadDataset,
  ownerIdsOf,
  type DatasetDeps,
} from './loading.js';
import { readSourceColumns, type SourceColumn } from './sourceColumns.js';
import {
  addError,
  checkColumns,
  checkMetrics,
  INVALID_EXPRESSION,
  type FieldErrors,
} from './validation.js';
import { datasetSqlDialect, isSelfContainedFragment, virtualSqlProblem } from './virtualSql.js';

const flag = (v: boolean | null | undefined) =>
  v === undefined ? undefined : v === null ? 0 : v ? 1 : 0;

/** The stored fields a dataset payload sets (only those it carries). */
export function datasetPatch(body: DatasetUpdate): DatasetPatch {
  const patch: DatasetPatch = {
    table_name: body.table_name,
    database_id: body.database_id,
    sql: body.sql === undefined ? undefined : body.sql && body.sql.trim() ? body.sql : null,
    filter_select_enabled: flag(body.filter_select_enabled),
    fetch_values_predicate:
      body.fetch_values_predicate === undefined ? undefined : body.fetch_values_predicate || null,
    catalog: body.catalog === undefined ? undefined : blankToNull(body.catalog),
    schema: body.schema === undefined ? undefined : blankToNull(body.schema),
    description: body.description,
    main_dttm_col: body.main_dttm_col === undefined ? undefined : body.main_dttm_col || null,
    normalize_columns: flag(body.normalize_columns),
    always_filter_main_dttm: flag(body.always_filter_main_dttm),
    offset: body.offset === undefined ? undefined : (body.offset ?? 0),
    default_endpoint: body.default_endpoint,
    cache_timeout: body.cache_timeout,
    is_sqllab_view: flag(body.is_sqllab_view),
    template_params: body.template_params,
    extra: body.extra === undefined ? undefined : jsonText(body.extra),
    is_managed_externally: flag(body.is_managed_externally),
    external_url: body.external_url,
  };
  return Object.fromEntries(
    Object.entries(patch).filter(([, v]) => v !== undefined),
  ) as DatasetPatch;
}

function checkExtra(extra: DatasetUpdate['extra']): void {
  if (typeof extra !== 'string' || extra.trim() === '') return;
  try {
    JSON.parse(extra);
  } catch {
    throw new ValidationError({ extra: ['JSON not valid'] }, 400);
  }
}

/** Writes the permission view's new name when the dataset's database or table name changed. */
export async function followPermissionName(
  trx: MetaTransaction,
  before: DatasetWithDatabase,
  after: { database_id: number; database_name: string; table_name: string },
): Promise<void> {
  const from = datasetPerm({ id: before.database_id, database_name: before.database_name }, before);
  const to = datasetPerm(
    { id: after.database_id, database_name: after.database_name },
    { id: before.id, table_name: after.table_name, schema: null },
  );
  if (from !== to) await renameViewMenu(trx, from, to);
}

export async function updateDatasetCommand(
  deps: DatasetDeps,
  p: Principal,
  id: number,
  body: DatasetUpdate,
  overrideColumns: boolean,
): Promise<void> {
  const ds = await loadDataset(deps, id);
  assertOwnership(p, ds, await ownerIdsOf(deps, ds.id));
  checkExtra(body.extra);
  const db = deps.ctx.store.db;
  const errors: FieldErrors = {};
  const patch = datasetPatch(body);

  let database = {
    id: ds.database_id,
    database_name: ds.database_name,
    sqlalchemy_uri: ds.sqlalchemy_uri,
  };
  if (body.database_id !== undefined && body.database_id !== ds.database_id) {
    const other = await findDatabase(deps, body.database_id);
    if (other) database = other;
    else addError(errors, 'database', 'Database does not exist');
  }
  const identity: DatasetIdentity = {
    database_id: database.id,
    catalog: patch.catalog !== undefined ? patch.catalog : ds.catalog,
    schema: patch.schema !== undefined ? patch.schema : ds.schema,
    table_name: patch.table_name ?? ds.table_name,
  };
  await checkUnique(deps, errors, identity, ds.id);
  const dialect = datasetSqlDialect(database.sqlalchemy_uri);
  const sql = patch.sql !== undefined ? patch.sql : ds.sql;
  if (patch.sql && patch.sql !== ds.sql) {
    const problem = virtualSqlProblem(patch.sql, dialect);
    if (problem) addError(errors, 'sql', problem);
  }
  if (
    patch.fetch_values_predicate &&
    !isSelfContainedFragment(patch.fetch_values_predicate, dialect)
  )
    addError(errors, 'fetch_values_predicate', INVALID_EXPRESSION);
  await checkOwners(deps.ctx.store.db, errors, body.owners);
  const [columns, metrics] = await Promise.all([
    listColumns(db, [ds.id]),
    listMetrics(db, [ds.id]),
  ]);
  if (body.columns) checkColumns(errors, dialect, columns, body.columns, overrideColumns);
  if (body.metrics) checkMetrics(errors, dialect, metrics, body.metrics);
  if (Object.keys(errors).length) throw new ValidationError(errors);

  // With override_columns the source is read first: a source that fails changes nothing.
  let source: SourceColumn[] | null = null;
  if (overrideColumns) {
    const { engine, reader } = await sourceReader(deps, p, identity.database_id);
    source = await readSourceColumns(engine, { ...identity, sql }, reader);
  }

  const audit = { now: nowIso(), userId: p.id };
  await db.transaction().execute(async (trx: MetaTransaction) => {
    await updateDataset(trx, ds.id, { ...patch, changed_on: audit.now, changed_by_fk: p.id });
    if (body.columns)
      await applyColumnPlan(trx, ds.id, planColumns(columns, body.columns, overrideColumns), audit);
    if (body.metrics) await applyMetricPlan(trx, ds.id, planMetrics(metrics, body.metrics), audit);
    if (body.owners) await setOwners(trx, 'dataset', ds.id, ownersOnUpdate(p, body.owners));
    if (source) {
      const mainDttm = patch.main_dttm_col !== undefined ? patch.main_dttm_col : ds.main_dttm_col;
      await applyRefresh(trx, { id: ds.id, main_dttm_col: mainDttm }, source, audit);
    }
    await followPermissionName(trx, ds, {
      database_id: database.id,
      database_name: database.database_name,
      table_name: identity.table_name,
    });
  });
}

/** Re-reads the columns from the source, keeping what users set on those that remain. */
export async function refreshDataset(deps: DatasetDeps, p: Principal, id: number): Promise<void> {
  const ds = await loadDataset(deps, id);
  assertOwnership(p, ds, await ownerIdsOf(deps, ds.id));
  const { engine, reader } = await sourceReader(deps, p, ds.database_id);
  const source = await readSourceColumns(engine, ds, reader);
  const audit = { now: nowIso(), userId: p.id };
  await deps.ctx.store.db.transaction().execute(async (trx: MetaTransaction) => {
    await applyRefresh(trx, ds, source, audit);
    await updateDataset(trx, ds.id, { changed_on: audit.now, changed_by_fk: p.id });
  });
}

/** Deletes datasets the caller owns (all or none), with their permission views. */
export async function deleteDatasetsCommand(
  deps: DatasetDeps,
  p: Principal,
  ids: number[],
): Promise<void> {
  if (!ids.length) throw new BadRequestError('No datasets to delete');
  const rows: DatasetWithDatabase[] = [];
  for (const id of [...new Set(ids)]) rows.push(await loadDataset(deps, id));
  for (const ds of rows) assertOwnership(p, ds, await ownerIdsOf(deps, ds.id));
  await deps.ctx.store.db.transaction().execute(async (trx: MetaTransaction) => {
    await deleteDatasets(
      trx,
      rows.map((r) => r.id),
    );
    for (const ds of rows)
      await deleteViewMenu(
        trx,
        datasetPerm({ id: ds.database_id, database_name: ds.database_name }, ds),
      );
  });
  deps.principals.invalidate();
}
