/**
 * Creating datasets (Superset's `CreateDatasetCommand`) and duplicating virtual ones
 * (`DuplicateDatasetCommand`). The source is read before anything is written; then the
 * dataset, its columns, the `count` metric, its owners and its `datasource_access`
 * permission view are written in one transaction.
 */
import { randomUUID } from 'node:crypto';
import type { DatasetCreate, DatasetDuplicate } from '@tessera/core';
import { ForbiddenError, ValidationError } from '../../errors.js';
import type { DatabaseRow } from '../../meta/databases.js';
import { listColumns, listMetrics } from '../../meta/datasetColumns.js';
import {
  findDatasetByIdentity,
  insertDataset,
  type DatasetIdentity,
  type MetaTransaction,
  type NewDataset,
} from '../../meta/datasets.js';
import { setOwners } from '../../meta/owners.js';
import { ensurePermissionViews } from '../../meta/roles.js';
import { nowIso } from '../../meta/store.js';
import { canAccessSchema, datasetPerm, hasAllDatasourceAccess } from '../../security/dataAccess.js';
import type { Principal } from '../../security/principal.js';
import { checkOwners } from '../people.js';
import { canReadDataset } from './access.js';
import { COUNT_METRIC, columnFromSource, firstTemporal, type ColumnFields } from './columnSync.js';
import {
  addColumns,
  addMetrics,
  blankToNull,
  checkUnique,
  findDatabase,
  sourceReader,
  loadDataset,
  type Audit,
  type DatasetDeps,
} from './loading.js';
import { readSourceColumns, virtualQuery } from './sourceColumns.js';
import { addError, type FieldErrors } from './validation.js';
import { datasetSqlDialect, virtualSqlProblem } from './virtualSql.js';

export type NewDatasetFields = Partial<NewDataset> & DatasetIdentity;

export function datasetValues(fields: NewDatasetFields, audit: Audit): NewDataset {
  return {
    uuid: randomUUID(),
    sql: null,
    is_sqllab_view: 0,
    main_dttm_col: null,
    description: null,
    default_endpoint: null,
    filter_select_enabled: 1,
    offset: 0,
    cache_timeout: null,
    params: null,
    template_params: null,
    extra: null,
    normalize_columns: 0,
    always_filter_main_dttm: 0,
    fetch_values_predicate: null,
    is_managed_externally: 0,
    external_url: null,
    created_on: audit.now,
    changed_on: audit.now,
    created_by_fk: audit.userId,
    changed_by_fk: audit.userId,
    ...fields,
  };
}

/** Writes a new dataset with its columns, metrics, owners and permission view; returns its id. */
async function writeDataset(
  deps: DatasetDeps,
  database: DatabaseRow,
  fields: NewDatasetFields,
  content: { columns: ColumnFields[]; metrics: (typeof COUNT_METRIC)[]; owners: number[] },
  audit: Audit,
): Promise<number> {
  const db = deps.ctx.store.db;
  const duplicate = () =>
    new ValidationError({ table_name: [`Dataset ${fields.table_name} already exists`] });
  try {
    return await db.transaction().execute(async (trx: MetaTransaction) => {
      if (await findDatasetByIdentity(trx, fields)) throw duplicate();
      const id = await insertDataset(trx, datasetValues(fields, audit));
      await addColumns(trx, id, content.columns, audit);
      await addMetrics(trx, id, content.metrics, audit);
      await setOwners(trx, 'dataset', id, content.owners);
      const perm = datasetPerm(database, { id, ...fields });
      await ensurePermissionViews(trx, [['datasource_access', perm]]);
      return id;
    });
  } catch (e) {
    // A concurrent create of the same table loses on the unique index: say so as Superset does.
    if (!(e instanceof ValidationError) && (await findDatasetByIdentity(db, fields)))
      throw duplicate();
    throw e;
  }
}

/** Superset's table/SQL access check of a create: the user must reach the database or schema. */
function checkDataAccess(
  p: Principal,
  errors: FieldErrors,
  database: DatabaseRow,
  identity: DatasetIdentity,
): void {
  if (hasAllDatasourceAccess(p) || canAccessSchema(p, database, identity.schema)) return;
  const name = identity.schema ? `${identity.schema}.${identity.table_name}` : identity.table_name;
  addError(
    errors,
    'table_name',
    `You need access to the following tables: ${name}, \`all_database_access\` or \`all_datasource_access\` permission`,
  );
}

export async function createDataset(
  deps: DatasetDeps,
  p: Principal,
  body: DatasetCreate,
): Promise<number> {
  const identity: DatasetIdentity = {
    database_id: body.database,
    catalog: blankToNull(body.catalog),
    schema: blankToNull(body.schema),
    table_name: body.table_name,
  };
  const sql = body.sql && body.sql.trim() ? body.sql : null;
  const errors: FieldErrors = {};
  const database = await findDatabase(deps, body.database);
  if (!database) addError(errors, 'database', 'Database does not exist');
  await checkUnique(deps, errors, identity);
  if (sql) {
    const problem = virtualSqlProblem(sql, datasetSqlDialect(database?.sqlalchemy_uri));
    if (problem) addError(errors, 'sql', problem);
  }
  await checkOwners(deps.ctx.store.db, errors, body.owners);
  // A virtual dataset's tables are checked on its SQL, as SQL Lab's (readSourceColumns).
  if (database && !sql) checkDataAccess(p, errors, database, identity);
  if (Object.keys(errors).length || !database) throw new ValidationError(errors);

  const { engine, reader } = await sourceReader(deps, p, database.id);
  const source = await readSourceColumns(engine, { ...identity, sql }, reader);
  const columns = source.map(columnFromSource);
  const audit = { now: nowIso(), userId: p.id };
  return writeDataset(
    deps,
    database,
    {
      ...identity,
      sql,
      main_dttm_col: firstTemporal(columns),
      normalize_columns: body.normalize_columns ? 1 : 0,
      always_filter_main_dttm: body.always_filter_main_dttm ? 1 : 0,
      is_managed_externally: body.is_managed_externally ? 1 : 0,
      external_url: body.external_url ?? null,
      template_params: body.template_params ?? null,
    },
    { columns, metrics: [COUNT_METRIC], owners: [p.id, ...(body.owners ?? [])] },
    audit,
  );
}

/** A copy of a virtual dataset under a new name, owned by the caller. */
export async function duplicateDataset(
  deps: DatasetDeps,
  p: Principal,
  body: DatasetDuplicate,
): Promise<number> {
  const base = await loadDataset(deps, body.base_model_id);
  if (!canReadDataset(p, base)) throw new ForbiddenError("You don't have access to this dataset.");
  const errors: FieldErrors = {};
  if (!base.sql) addError(errors, 'datasource_type', 'Datasource type is invalid');
  const identity: DatasetIdentity = {
    database_id: base.database_id,
    catalog: base.catalog,
    schema: base.schema,
    table_name: body.table_name,
  };
  await checkUnique(deps, errors, identity);
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const database = await findDatabase(deps, base.database_id);
  if (!database) throw new ValidationError({ database: ['Database does not exist'] });

  const db = deps.ctx.store.db;
  const [columns, metrics] = await Promise.all([
    listColumns(db, [base.id]),
    listMetrics(db, [base.id]),
  ]);
  return writeDataset(
    deps,
    database,
    {
      ...identity,
      sql: virtualQuery(base.sql ?? ''),
      is_sqllab_view: 1,
      main_dttm_col: base.main_dttm_col,
      template_params: base.template_params,
      normalize_columns: base.normalize_columns,
      always_filter_main_dttm: base.always_filter_main_dttm,
    },
    {
      columns: columns.map((c) => ({
        column_name: c.column_name,
        verbose_name: c.verbose_name,
        is_dttm: c.is_dttm,
        is_active: 1,
        type: c.type,
        advanced_data_type: c.advanced_data_type,
        groupby: 1,
        filterable: 1,
        expression: c.expression,
        description: c.description,
        python_date_format: c.python_date_format,
        extra: c.extra,
      })),
      metrics: metrics.map((m) => ({
        metric_name: m.metric_name,
        verbose_name: m.verbose_name,
        metric_type: m.metric_type,
        expression: m.expression,
        description: m.description,
        d3format: m.d3format,
        currency: m.currency,
        warning_text: m.warning_text,
        extra: m.extra,
      })),
      owners: [p.id],
    },
    { now: nowIso(), userId: p.id },
  );
}
