/**
 * How a dataset's columns and metrics change, as plans (what to insert, update, delete)
 * computed without touching the store:
 * - a refresh from the source keeps the user's metadata of the columns that remain and the
 *   calculated columns, adds new ones, drops vanished ones (Superset's `fetch_metadata`);
 * - an update upserts by id and deletes those left out, or with `override_columns`
 *   matches columns by name (Superset's `DatasetDAO.update_columns` / `update_metrics`).
 */
import type { DatasetColumnWrite, DatasetMetricWrite } from '@tessera/core';
import type {
  ColumnPatch,
  DatasetColumnRow,
  DatasetMetricRow,
  MetricPatch,
} from '../../meta/datasetColumns.js';
import type { SourceColumn } from './sourceColumns.js';

/** A column or metric to add: its fields, without ids, uuid, table and audit fields. */
export type ColumnFields = Required<
  Pick<
    ColumnPatch,
    | 'column_name'
    | 'verbose_name'
    | 'is_dttm'
    | 'is_active'
    | 'type'
    | 'advanced_data_type'
    | 'groupby'
    | 'filterable'
    | 'expression'
    | 'description'
    | 'python_date_format'
    | 'extra'
  >
>;
export type MetricFields = Required<
  Pick<
    MetricPatch,
    | 'metric_name'
    | 'verbose_name'
    | 'metric_type'
    | 'expression'
    | 'description'
    | 'd3format'
    | 'currency'
    | 'warning_text'
    | 'extra'
  >
>;

export interface Plan<New, Patch> {
  insert: New[];
  update: { id: number; patch: Patch }[];
  delete: number[];
}

export const COLUMN_DEFAULTS: ColumnFields = {
  column_name: '',
  verbose_name: null,
  is_dttm: 0,
  is_active: 1,
  type: null,
  advanced_data_type: null,
  groupby: 1,
  filterable: 1,
  expression: null,
  description: null,
  python_date_format: null,
  extra: null,
};

/** Superset's default metric of a new dataset. */
export const COUNT_METRIC: MetricFields = {
  metric_name: 'count',
  verbose_name: 'COUNT(*)',
  metric_type: 'count',
  expression: 'COUNT(*)',
  description: null,
  d3format: null,
  currency: null,
  warning_text: null,
  extra: null,
};

/** JSON text as stored: objects are serialised, strings kept, empty values null. */
export function jsonText(v: string | Record<string, unknown> | null | undefined): string | null {
  if (v === null || v === undefined || v === '') return null;
  return typeof v === 'string' ? v : JSON.stringify(v);
}

const flag = (v: boolean | null | undefined, whenNull: 0 | 1) =>
  v === null || v === undefined ? whenNull : v ? 1 : 0;

/** The stored fields a column payload sets (only those it carries). */
export function columnPatch(c: Partial<DatasetColumnWrite>): ColumnPatch {
  const p: ColumnPatch = {};
  if (c.column_name !== undefined) p.column_name = c.column_name;
  if (c.verbose_name !== undefined) p.verbose_name = c.verbose_name || null;
  if (c.is_dttm !== undefined) p.is_dttm = flag(c.is_dttm, 0);
  if (c.is_active !== undefined) p.is_active = flag(c.is_active, 1);
  if (c.type !== undefined) p.type = c.type ?? null;
  if (c.advanced_data_type !== undefined) p.advanced_data_type = c.advanced_data_type || null;
  if (c.groupby !== undefined) p.groupby = flag(c.groupby, 1);
  if (c.filterable !== undefined) p.filterable = flag(c.filterable, 1);
  if (c.expression !== undefined) p.expression = c.expression || null;
  if (c.description !== undefined) p.description = c.description || null;
  if (c.python_date_format !== undefined) p.python_date_format = c.python_date_format || null;
  if (c.extra !== undefined) p.extra = jsonText(c.extra);
  return p;
}

export function metricPatch(m: Partial<DatasetMetricWrite>): MetricPatch {
  const p: MetricPatch = {};
  if (m.metric_name !== undefined) p.metric_name = m.metric_name;
  if (m.verbose_name !== undefined) p.verbose_name = m.verbose_name || null;
  if (m.metric_type !== undefined) p.metric_type = m.metric_type || null;
  if (m.expression !== undefined) p.expression = m.expression;
  if (m.description !== undefined) p.description = m.description || null;
  if (m.d3format !== undefined) p.d3format = m.d3format || null;
  if (m.currency !== undefined) p.currency = jsonText(m.currency as Record<string, unknown>);
  if (m.warning_text !== undefined) p.warning_text = m.warning_text || null;
  if (m.extra !== undefined) p.extra = jsonText(m.extra);
  return p;
}

export const newColumn = (c: DatasetColumnWrite): ColumnFields => ({
  ...COLUMN_DEFAULTS,
  ...columnPatch(c),
});

export const newMetric = (m: DatasetMetricWrite): MetricFields => ({
  ...COUNT_METRIC,
  metric_type: null,
  verbose_name: null,
  ...metricPatch(m),
});

export function columnFromSource(c: SourceColumn): ColumnFields {
  return {
    ...COLUMN_DEFAULTS,
    column_name: c.name,
    type: c.type,
    is_dttm: c.generic === 'TEMPORAL' ? 1 : 0,
  };
}

/** The first temporal column of a new dataset (its `main_dttm_col`). */
export function firstTemporal(columns: ColumnFields[]): string | null {
  return columns.find((c) => c.is_dttm === 1)?.column_name ?? null;
}

export interface RefreshPlan extends Plan<ColumnFields, ColumnPatch> {
  /** The first temporal physical column after the refresh. */
  firstTemporal: string | null;
}

/** Merges the source's columns into the dataset's, keeping what users set. */
export function planRefresh(existing: DatasetColumnRow[], source: SourceColumn[]): RefreshPlan {
  const byName = new Map(existing.map((c) => [c.column_name, c]));
  const plan: RefreshPlan = { insert: [], update: [], delete: [], firstTemporal: null };
  const seen = new Set<string>();
  for (const s of source) {
    seen.add(s.name);
    const old = byName.get(s.name);
    let temporal: boolean;
    if (!old) {
      const col = columnFromSource(s);
      plan.insert.push(col);
      temporal = col.is_dttm === 1;
    } else {
      const patch: ColumnPatch = {};
      if (old.type !== s.type) patch.type = s.type;
      if (old.expression) patch.expression = null;
      if (Object.keys(patch).length) plan.update.push({ id: old.id, patch });
      temporal = old.is_dttm === 1;
    }
    if (temporal && plan.firstTemporal === null) plan.firstTemporal = s.name;
  }
  for (const c of existing) if (!seen.has(c.column_name) && !c.expression) plan.delete.push(c.id);
  return plan;
}

/** Columns of an update: by id (new ones without), or by name with `override_columns`. */
export function planColumns(
  existing: DatasetColumnRow[],
  incoming: DatasetColumnWrite[],
  override: boolean,
): Plan<ColumnFields, ColumnPatch> {
  const plan: Plan<ColumnFields, ColumnPatch> = { insert: [], update: [], delete: [] };
  if (override) {
    const byName = new Map(existing.map((c) => [c.column_name, c]));
    const names = new Set(incoming.map((c) => c.column_name));
    for (const c of existing) if (!names.has(c.column_name)) plan.delete.push(c.id);
    for (const c of incoming) {
      const old = byName.get(c.column_name);
      if (old) plan.update.push({ id: old.id, patch: columnPatch(c) });
      else plan.insert.push(newColumn(c));
    }
    return plan;
  }
  const keep = new Set(incoming.filter((c) => c.id !== undefined).map((c) => c.id));
  for (const c of existing) if (!keep.has(c.id)) plan.delete.push(c.id);
  for (const c of incoming) {
    if (c.id === undefined) plan.insert.push(newColumn(c));
    else plan.update.push({ id: c.id, patch: columnPatch(c) });
  }
  return plan;
}

/** Metrics of an update: by id, new ones without, those left out deleted. */
export function planMetrics(
  existing: DatasetMetricRow[],
  incoming: DatasetMetricWrite[],
): Plan<MetricFields, MetricPatch> {
  const plan: Plan<MetricFields, MetricPatch> = { insert: [], update: [], delete: [] };
  const keep = new Set(incoming.filter((m) => m.id !== undefined).map((m) => m.id));
  for (const m of existing) if (!keep.has(m.id)) plan.delete.push(m.id);
  for (const m of incoming) {
    if (m.id === undefined) plan.insert.push(newMetric(m));
    else plan.update.push({ id: m.id, patch: metricPatch(m) });
  }
  return plan;
}
