/** Writes planned column and metric changes, and source refreshes, inside a transaction. */
import {
  deleteColumns,
  deleteMetrics,
  listColumns,
  listMetrics,
  updateColumn,
  updateMetric,
  type ColumnPatch,
  type MetricPatch,
} from '../../meta/datasetColumns.js';
import { updateDataset, type MetaTransaction } from '../../meta/datasets.js';
import {
  COUNT_METRIC,
  planRefresh,
  type ColumnFields,
  type MetricFields,
  type Plan,
} from './columnSync.js';
import { addColumns, addMetrics, type Audit } from './loading.js';
import type { SourceColumn } from './sourceColumns.js';

export async function applyColumnPlan(
  trx: MetaTransaction,
  tableId: number,
  plan: Plan<ColumnFields, ColumnPatch>,
  audit: Audit,
): Promise<void> {
  await deleteColumns(trx, plan.delete);
  for (const { id, patch } of plan.update) {
    await updateColumn(trx, id, { ...patch, changed_on: audit.now, changed_by_fk: audit.userId });
  }
  await addColumns(trx, tableId, plan.insert, audit);
}

export async function applyMetricPlan(
  trx: MetaTransaction,
  tableId: number,
  plan: Plan<MetricFields, MetricPatch>,
  audit: Audit,
): Promise<void> {
  await deleteMetrics(trx, plan.delete);
  for (const { id, patch } of plan.update) {
    await updateMetric(trx, id, { ...patch, changed_on: audit.now, changed_by_fk: audit.userId });
  }
  await addMetrics(trx, tableId, plan.insert, audit);
}

/**
 * Merges the source's columns into the dataset's (Superset's `fetch_metadata`): sets the
 * main datetime column when there is none and puts the `count` metric back when missing.
 */
export async function applyRefresh(
  trx: MetaTransaction,
  ds: { id: number; main_dttm_col: string | null },
  source: SourceColumn[],
  audit: Audit,
): Promise<void> {
  const existing = await listColumns(trx, [ds.id]);
  const plan = planRefresh(existing, source);
  await applyColumnPlan(trx, ds.id, plan, audit);
  if (!ds.main_dttm_col && plan.firstTemporal)
    await updateDataset(trx, ds.id, { main_dttm_col: plan.firstTemporal });
  const metrics = await listMetrics(trx, [ds.id]);
  if (!metrics.some((m) => m.metric_name === COUNT_METRIC.metric_name))
    await addMetrics(trx, ds.id, [COUNT_METRIC], audit);
}
