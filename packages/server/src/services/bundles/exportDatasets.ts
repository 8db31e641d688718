/**
 * A dataset as its bundle file (Superset's ExportDatasetsCommand): its fields with the JSON
 * ones as objects, its metrics and columns (with their uuids), and its database's uuid; with
 * its database's file when related objects go too.
 */
import { listColumns, listMetrics } from '../../meta/datasetColumns.js';
import type { DatasetColumnRow, DatasetMetricRow } from '../../meta/datasetColumns.js';
import type { DatasetWithDatabase } from '../../meta/datasets.js';
import { exportDatabase } from './exportDatabases.js';
import { flag, jsonField, type ExportContext } from './exportContext.js';
import { fileNameOf } from './fileNames.js';

export function datasetPath(ds: DatasetWithDatabase, skipId = false): string {
  const database = fileNameOf(ds.database_name, ds.database_id, true);
  return `datasets/${database}/${fileNameOf(ds.table_name, ds.id, skipId)}.yaml`;
}

const metricPayload = (m: DatasetMetricRow) => ({
  metric_name: m.metric_name,
  verbose_name: m.verbose_name,
  metric_type: m.metric_type,
  expression: m.expression,
  description: m.description,
  d3format: m.d3format,
  currency: jsonField(m.currency),
  extra: jsonField(m.extra),
  warning_text: m.warning_text,
  uuid: m.uuid,
});

const columnPayload = (c: DatasetColumnRow) => ({
  column_name: c.column_name,
  verbose_name: c.verbose_name,
  is_dttm: flag(c.is_dttm),
  is_active: flag(c.is_active),
  type: c.type,
  advanced_data_type: c.advanced_data_type,
  groupby: flag(c.groupby),
  filterable: flag(c.filterable),
  expression: c.expression,
  description: c.description,
  python_date_format: c.python_date_format,
  extra: jsonField(c.extra),
  uuid: c.uuid,
});

async function datasetPayload(ctx: ExportContext, ds: DatasetWithDatabase) {
  const [metrics, columns] = await Promise.all([
    listMetrics(ctx.db, [ds.id]),
    listColumns(ctx.db, [ds.id]),
  ]);
  return {
    table_name: ds.table_name,
    main_dttm_col: ds.main_dttm_col,
    description: ds.description,
    default_endpoint: ds.default_endpoint,
    offset: ds.offset,
    cache_timeout: ds.cache_timeout,
    catalog: ds.catalog,
    schema: ds.schema,
    sql: ds.sql,
    params: jsonField(ds.params),
    template_params: jsonField(ds.template_params),
    filter_select_enabled: flag(ds.filter_select_enabled),
    fetch_values_predicate: ds.fetch_values_predicate,
    extra: jsonField(ds.extra),
    normalize_columns: flag(ds.normalize_columns),
    always_filter_main_dttm: flag(ds.always_filter_main_dttm),
    uuid: ds.uuid,
    metrics: metrics.map(metricPayload),
    columns: columns.map(columnPayload),
    database_uuid: ds.database_uuid,
  };
}

/** Adds a dataset's file and, when `related`, its database's. */
export async function exportDataset(
  ctx: ExportContext,
  ds: DatasetWithDatabase,
  options: { related: boolean; skipId?: boolean },
): Promise<void> {
  const path = datasetPath(ds, options.skipId);
  if (!ctx.has(path)) ctx.add(path, await datasetPayload(ctx, ds));
  if (!options.related) return;
  const database = await ctx.database(ds.database_id);
  if (database) exportDatabase(ctx, database);
}
