/**
 * The `examples` database: loads the shipped example tables into an embedded DuckDB file in
 * TESSERA_HOME and registers the connection and one dataset per table, with its temporal
 * columns, main datetime column and saved metrics. Idempotent: a second run refreshes the
 * tables and adds what is missing, keeping what users changed on the datasets.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { EXAMPLES_FILE } from '../examples/files.js';
import type { ExampleTable } from '../examples/loader.js';
import { findDatabaseByName, findDatabaseByUuid, insertDatabase } from '../meta/databases.js';
import { findDatasetByIdentity, insertDataset } from '../meta/datasets.js';
import { listColumns, listMetrics } from '../meta/datasetColumns.js';
import { ensurePermissionViews } from '../meta/roles.js';
import { nowIso } from '../meta/store.js';
import { databasePerm, datasetPerm } from '../security/dataAccess.js';
import type { ServiceContext } from './context.js';
import { datasetValues } from './datasets/create.js';
import { addColumns, addMetrics, type Audit } from './datasets/loading.js';
import type { ColumnFields, MetricFields } from './datasets/columnSync.js';

export const EXAMPLES_DATABASE = 'examples';
/** Superset's examples database's uuid, so that bundles exported from Superset's examples land on it. */
export const EXAMPLES_DATABASE_UUID = 'a2dc77af-e654-49bb-b321-40f6b559a1ee';
const SCHEMA = 'main';

export function examplesFile(home: string): string {
  return join(home, EXAMPLES_FILE);
}

/** Whether the examples database is registered (so a start need not load it again). */
export async function examplesRegistered(ctx: ServiceContext): Promise<boolean> {
  return (await findDatabaseByName(ctx.store.db, EXAMPLES_DATABASE)) !== undefined;
}

function columnFields(c: ExampleTable['columns'][number]): ColumnFields {
  return {
    column_name: c.column_name,
    verbose_name: c.verbose_name,
    is_dttm: c.is_dttm ? 1 : 0,
    is_active: 1,
    type: c.type,
    advanced_data_type: null,
    groupby: c.groupby ? 1 : 0,
    filterable: c.filterable ? 1 : 0,
    expression: c.expression,
    description: null,
    python_date_format: c.python_date_format,
    extra: null,
  };
}

function metricFields(m: ExampleTable['metrics'][number]): MetricFields {
  return {
    metric_name: m.metric_name,
    verbose_name: m.verbose_name,
    metric_type: null,
    expression: m.expression,
    description: m.description,
    d3format: m.d3format,
    currency: null,
    warning_text: null,
    extra: null,
  };
}

export interface ExamplesLoaded {
  file: string;
  tables: number;
  rows: number;
  ms: number;
}

/**
 * Loads the example tables and registers the database and its datasets. With `reuse` (a
 * first start), an examples file stamped as this load would write it is kept as it is.
 */
export async function loadAndRegisterExamples(
  ctx: ServiceContext,
  { reuse = false } = {},
): Promise<ExamplesLoaded> {
  const started = performance.now();
  const file = examplesFile(ctx.config.home);
  // Loaded on demand: the loader brings DuckDB, which a start without examples never needs.
  const { loadExamples } = await import('../examples/loader.js');
  const tables = await loadExamples(file, { reuse });
  const audit: Audit = { now: nowIso(), userId: null };
  await ctx.store.db.transaction().execute(async (trx) => {
    let database = await findDatabaseByName(trx, EXAMPLES_DATABASE);
    if (!database) {
      // (another uuid when a database imported earlier holds that one)
      const uuidTaken = await findDatabaseByUuid(trx, EXAMPLES_DATABASE_UUID);
      await insertDatabase(trx, {
        uuid: uuidTaken ? randomUUID() : EXAMPLES_DATABASE_UUID,
        database_name: EXAMPLES_DATABASE,
        sqlalchemy_uri: `duckdb:///${file}`,
        password: null,
        cache_timeout: null,
        expose_in_sqllab: 1,
        allow_run_async: 0,
        allow_ctas: 0,
        allow_cvas: 0,
        allow_dml: 0,
        allow_file_upload: 0,
        force_ctas_schema: null,
        extra: '{}',
        encrypted_extra: null,
        server_cert: null,
        impersonate_user: 0,
        configuration_method: 'sqlalchemy_form',
        is_managed_externally: 0,
        external_url: null,
        created_on: audit.now,
        changed_on: audit.now,
        created_by_fk: null,
        changed_by_fk: null,
      });
      database = (await findDatabaseByName(trx, EXAMPLES_DATABASE))!;
      await ensurePermissionViews(trx, [['database_access', databasePerm(database)]]);
    }
    for (const table of tables) {
      const identity = {
        database_id: database.id,
        catalog: null,
        schema: SCHEMA,
        table_name: table.table_name,
      };
      const found = await findDatasetByIdentity(trx, identity);
      const id =
        found?.id ??
        (await insertDataset(
          trx,
          datasetValues(
            { ...identity, description: table.description, main_dttm_col: table.main_dttm_col },
            audit,
          ),
        ));
      const haveColumns = new Set((await listColumns(trx, [id])).map((c) => c.column_name));
      const haveMetrics = new Set((await listMetrics(trx, [id])).map((m) => m.metric_name));
      const newColumns = table.columns.filter((c) => !haveColumns.has(c.column_name));
      const newMetrics = table.metrics.filter((m) => !haveMetrics.has(m.metric_name));
      await addColumns(trx, id, newColumns.map(columnFields), audit);
      await addMetrics(trx, id, newMetrics.map(metricFields), audit);
      await ensurePermissionViews(trx, [
        [
          'datasource_access',
          datasetPerm(database, { id, table_name: table.table_name, schema: SCHEMA }),
        ],
      ]);
    }
  });
  return {
    file,
    tables: tables.length,
    rows: tables.reduce((n, t) => n + t.row_count, 0),
    ms: Math.round(performance.now() - started),
  };
}
