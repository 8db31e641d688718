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

/** Writes a plan: its deletes, its updates (stamped with who changed them and when), its inserts. */
async function applyPlan<F, P>(
  plan: Plan<F, P>,
  audit: Audit,
  write: {
    remove: (ids: number[]) => Promise<void>;
    update: (
      id: number,
      patch: P & { changed_on: string; changed_by_fk: number | null },
    ) => Promise<void>;
    insert: (items: F[]) => Promise<void>;
  },
): Promise<void> {
  await write.remove(plan.delete);
  for (const { id, patch } of plan.update) {
    await write.update(id, { ...patch, changed_on: audit.now, changed_by_fk: audit.userId });
  }
  await write.insert(plan.insert);
}

export async function applyColumnPlan(
  trx: MetaTransaction,
  tableId: number,
  plan: Plan<ColumnFields, ColumnPatch>,
  audit: Audit,
): Promise<void> {
  await applyPlan(plan, audit, {
    remove: (ids) => deleteColumns(trx, ids),
    update: (id, patch) => updateColumn(trx, id, patch),
    insert: (columns) => addColumns(trx, tableId, columns, audit),
  });
}

export async function applyMetricPlan(
  trx: MetaTransaction,
  tableId: number,
  plan: Plan<MetricFields, MetricPatch>,
  audit: Audit,
): Promise<void> {
  await applyPlan(plan, audit, {
    remove: (ids) => deleteMetrics(trx, ids),
    update: (id, patch) => updateMetric(trx, id, patch),
    insert: (metrics) => addMetrics(trx, tableId, metrics, audit),
  });
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
