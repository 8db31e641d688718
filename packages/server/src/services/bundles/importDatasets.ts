/**
 * A bundle's dataset (Superset's `import_dataset`): matched by uuid, or else by its table on
 * the same database (catalog, schema, name), which it then resolves onto; created only by
 * users who may write datasets and reach the table's schema (or the whole database); a
 * virtual one's SQL read as the dataset editor reads it. Its columns and metrics come from
 * the bundle; its `datasource_access` permission view is made as a new dataset's is.
 */
import type { DatasetBundleFile } from '@tessera/core';
import { findDatabaseById } from '../../meta/databases.js';
import {
  findDatasetByIdentity,
  findDatasetById,
  findDatasetByUuid,
  insertDataset,
  updateDataset,
  type DatasetIdentity,
  type DatasetWithDatabase,
} from '../../meta/datasets.js';
import { ownerIds, setOwners } from '../../meta/owners.js';
import { ensurePermissionViews } from '../../meta/roles.js';
import { canAccessSchema, datasetPerm, hasAllDatasourceAccess } from '../../security/dataAccess.js';
import { datasetValues } from '../datasets/create.js';
import { blankToNull } from '../datasets/loading.js';
import { datasetSqlDialect, virtualSqlProblem } from '../datasets/virtualSql.js';
import type { BundleConfig } from './bundleConfigs.js';
import { writeDatasetChildren } from './datasetChildren.js';
import { storedFlag, storedJson, type ImportRun } from './importRun.js';

/** The stored fields of a dataset from its file. */
function datasetFields(config: DatasetBundleFile, identity: DatasetIdentity) {
  return {
    ...identity,
    sql: config.sql?.trim() ? config.sql : null,
    main_dttm_col: config.main_dttm_col ?? null,
    description: config.description ?? null,
    default_endpoint: config.default_endpoint ?? null,
    filter_select_enabled: storedFlag(config.filter_select_enabled, 0),
    offset: config.offset ?? 0,
    cache_timeout: config.cache_timeout ?? null,
    params: storedJson(config.params),
    template_params: storedJson(config.template_params),
    extra: storedJson(config.extra),
    normalize_columns: storedFlag(config.normalize_columns, 0),
    always_filter_main_dttm: storedFlag(config.always_filter_main_dttm, 0),
    fetch_values_predicate: config.fetch_values_predicate ?? null,
    is_managed_externally: storedFlag(config.is_managed_externally, 0),
    external_url: config.external_url ?? null,
  };
}

/** The stored dataset the file names: by uuid, else the same table on the same database. */
async function existingDataset(
  run: ImportRun,
  uuid: string,
  identity: DatasetIdentity,
): Promise<DatasetWithDatabase | undefined> {
  const byUuid = await findDatasetByUuid(run.trx, uuid);
  if (byUuid) return byUuid;
  const byTable = await findDatasetByIdentity(run.trx, identity);
  return byTable && findDatasetById(run.trx, byTable.id);
}

/** The first name that a list holds twice. */
const givenTwice = (names: string[]) => names.find((n, i) => names.indexOf(n) !== i);

/** What keeps the file from being written (ownership, access, SQL, names), if anything. */
async function refusal(
  run: ImportRun,
  file: BundleConfig,
  existing: DatasetWithDatabase | undefined,
  identity: DatasetIdentity,
): Promise<string | Record<string, string[]> | null> {
  const config = file.config as DatasetBundleFile;
  const name = config.table_name;
  if (existing) {
    if (!run.isAdmin && !(await ownerIds(run.trx, 'dataset', existing.id)).includes(run.userId))
      return `Dataset '${name}' (uuid ${file.uuid}) already exists and user doesn't have permissions to overwrite it`;
    const twin = await findDatasetByIdentity(run.trx, identity, existing.id);
    if (twin) return { table_name: [`Dataset ${name} already exists`] };
  }
  const database = (await findDatabaseById(run.trx, identity.database_id))!;
  if (
    !hasAllDatasourceAccess(run.principal) &&
    !canAccessSchema(run.principal, database, identity.schema)
  )
    return {
      table_name: [
        `You need access to the following tables: ${name}, \`all_database_access\` or \`all_datasource_access\` permission`,
      ],
    };
  const sql = config.sql?.trim() ? config.sql : null;
  const problem = sql && virtualSqlProblem(sql, datasetSqlDialect(database.sqlalchemy_uri));
  if (problem) return { sql: [problem] };
  const column = givenTwice((config.columns ?? []).map((c) => c.column_name));
  if (column !== undefined) return { columns: [`Column ${column} is given twice`] };
  const metric = givenTwice((config.metrics ?? []).map((m) => m.metric_name));
  if (metric !== undefined) return { metrics: [`Metric ${metric} is given twice`] };
  return null;
}

/** Imports one dataset file; answers its id here (or undefined, its problem recorded). */
export async function importDataset(
  run: ImportRun,
  file: BundleConfig,
  overwrite: boolean,
): Promise<number | undefined> {
  const config = file.config as DatasetBundleFile;
  const databaseId = await run.databaseId(config.database_uuid);
  if (databaseId === undefined) {
    if (run.failedUuid(config.database_uuid)) return run.skip(file);
    return run.failField(file, 'database_uuid', 'Database does not exist');
  }
  const identity: DatasetIdentity = {
    database_id: databaseId,
    catalog: blankToNull(config.catalog),
    schema: blankToNull(config.schema),
    table_name: config.table_name,
  };
  const existing = await existingDataset(run, file.uuid, identity);
  const disposition = run.disposition(file, !!existing, overwrite, 'Dataset', [
    'Dataset',
    'datasets',
  ]);
  if (disposition === undefined) return undefined;
  if (disposition === 'reuse') {
    run.datasetIds.set(file.uuid, existing!.id);
    return existing!.id;
  }
  const problem = await refusal(run, file, existing, identity);
  if (problem) return run.fail(file, problem);

  const fields = datasetFields(config, identity);
  const audit = { now: run.now, userId: run.userId };
  let id: number;
  if (existing) {
    id = existing.id;
    await updateDataset(run.trx, id, { ...fields, changed_on: run.now, changed_by_fk: run.userId });
    const owners = await ownerIds(run.trx, 'dataset', id);
    if (!owners.includes(run.userId))
      await setOwners(run.trx, 'dataset', id, [...owners, run.userId]);
  } else {
    id = await insertDataset(run.trx, { ...datasetValues(fields, audit), uuid: file.uuid });
    await setOwners(run.trx, 'dataset', id, [run.userId]);
  }
  await writeDatasetChildren(run, id, config.columns ?? [], config.metrics ?? []);
  const database = (await findDatabaseById(run.trx, databaseId))!;
  await ensurePermissionViews(run.trx, [
    ['datasource_access', datasetPerm(database, { id, ...identity })],
  ]);
  run.datasetIds.set(file.uuid, id);
  return id;
}
