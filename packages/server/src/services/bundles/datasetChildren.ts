/**
 * The columns and metrics of an imported dataset as stored rows: flags as 0/1, `extra` and
 * `currency` as JSON text, and their bundle uuids kept unless another dataset's child holds
 * one already. An overwrite replaces the dataset's children with the bundle's (Superset's
 * `sync` of columns and metrics).
 */
import { randomUUID } from 'node:crypto';
import type { DatasetColumnBundle, DatasetMetricBundle } from '@tessera/core';
import { takenChildUuids } from '../../meta/bundles.js';
import {
  deleteColumns,
  deleteMetrics,
  insertColumns,
  insertMetrics,
  listColumns,
  listMetrics,
} from '../../meta/datasetColumns.js';
import { storedFlag, storedJson, type ImportRun } from './importRun.js';

/** Each child's uuid: its own when free (and given once), else a new one. */
async function childUuids(
  run: ImportRun,
  table: 'table_columns' | 'sql_metrics',
  given: (string | null | undefined)[],
): Promise<string[]> {
  const wanted = given.filter((u): u is string => !!u).map((u) => u.toLowerCase());
  const taken = await takenChildUuids(run.trx, table, wanted);
  const used = new Set<string>();
  return given.map((u) => {
    const uuid = u?.toLowerCase();
    if (!uuid || taken.has(uuid) || used.has(uuid)) return randomUUID();
    used.add(uuid);
    return uuid;
  });
}

/** Writes the bundle's columns and metrics of a dataset, replacing any it had. */
export async function writeDatasetChildren(
  run: ImportRun,
  tableId: number,
  columns: DatasetColumnBundle[],
  metrics: DatasetMetricBundle[],
): Promise<void> {
  const trx = run.trx;
  await deleteColumns(
    trx,
    (await listColumns(trx, [tableId])).map((c) => c.id),
  );
  await deleteMetrics(
    trx,
    (await listMetrics(trx, [tableId])).map((m) => m.id),
  );
  const audit = {
    table_id: tableId,
    created_on: run.now,
    changed_on: run.now,
    created_by_fk: run.userId,
    changed_by_fk: run.userId,
  };
  const columnUuids = await childUuids(
    run,
    'table_columns',
    columns.map((c) => c.uuid),
  );
  await insertColumns(
    trx,
    columns.map((c, i) => ({
      ...audit,
      uuid: columnUuids[i],
      column_name: c.column_name,
      verbose_name: c.verbose_name ?? null,
      is_dttm: storedFlag(c.is_dttm, 0),
      is_active: storedFlag(c.is_active, 1),
      type: c.type ?? null,
      advanced_data_type: c.advanced_data_type ?? null,
      groupby: storedFlag(c.groupby, 1),
      filterable: storedFlag(c.filterable, 1),
      expression: c.expression ?? null,
      description: c.description ?? null,
      python_date_format: c.python_date_format ?? null,
      extra: storedJson(c.extra),
    })),
  );
  const metricUuids = await childUuids(
    run,
    'sql_metrics',
    metrics.map((m) => m.uuid),
  );
  await insertMetrics(
    trx,
    metrics.map((m, i) => ({
      ...audit,
      uuid: metricUuids[i],
      metric_name: m.metric_name,
      verbose_name: m.verbose_name ?? null,
      metric_type: m.metric_type ?? null,
      expression: m.expression,
      description: m.description ?? null,
      d3format: m.d3format ?? null,
      currency: typeof m.currency === 'string' ? m.currency : storedJson(m.currency),
      warning_text: m.warning_text ?? null,
      extra: storedJson(m.extra),
    })),
  );
}
