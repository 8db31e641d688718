/**
 * The edit-dataset modal's working copy of a dataset, apart from React: built from the
 * dataset API's answer, checked as Superset's editor checks it, merged with columns synced
 * from the source, and turned into the PUT payload.
 */
import {
  displayName,
  type Dataset,
  type DatasetColumn,
  type DatasetColumnWrite,
  type DatasetMetricWrite,
  type DatasetUpdate,
  type MetricCurrency,
} from '@tessera/core';
import { isValidExtra, itemExtra } from './datasetExtra';

export interface DraftColumn {
  /** Stable key of the row (the id, or a client key for new ones). */
  key: string;
  id?: number;
  uuid?: string;
  column_name: string;
  verbose_name: string;
  description: string;
  type: string;
  type_generic: number | null;
  advanced_data_type: string;
  /** Non-empty for calculated columns. */
  expression: string;
  calculated: boolean;
  is_dttm: boolean;
  filterable: boolean;
  groupby: boolean;
  is_active: boolean;
  python_date_format: string;
  certified_by: string;
  certification_details: string;
  warning_markdown: string;
}

export interface DraftMetric {
  key: string;
  id?: number;
  uuid?: string;
  metric_name: string;
  verbose_name: string;
  expression: string;
  description: string;
  d3format: string;
  metric_type: string | null;
  currency: MetricCurrency | null;
  warning_text: string | null;
  certified_by: string;
  certification_details: string;
  warning_markdown: string;
}

export interface DraftOwner {
  value: number;
  label: string;
}

export interface DatasetDraft {
  id: number;
  table_name: string;
  kind: 'physical' | 'virtual';
  sql: string;
  catalog: string | null;
  schema: string | null;
  database: { id: number; database_name: string; backend?: string };
  description: string;
  main_dttm_col: string | null;
  cache_timeout: number | null;
  offset: number;
  default_endpoint: string;
  filter_select_enabled: boolean;
  fetch_values_predicate: string;
  normalize_columns: boolean;
  always_filter_main_dttm: boolean;
  template_params: string;
  extra: string;
  owners: DraftOwner[];
  is_managed_externally: boolean;
  external_url: string | null;
  columns: DraftColumn[];
  metrics: DraftMetric[];
}

function certificationOf(extra: string | null): {
  certified_by: string;
  certification_details: string;
  warning_markdown: string;
} {
  try {
    const parsed = JSON.parse(extra || '{}') as {
      certification?: { certified_by?: string | null; details?: string | null };
      warning_markdown?: string | null;
    };
    return {
      certified_by: parsed.certification?.certified_by ?? '',
      certification_details: parsed.certification?.details ?? '',
      warning_markdown: parsed.warning_markdown ?? '',
    };
  } catch {
    return { certified_by: '', certification_details: '', warning_markdown: '' };
  }
}

export function draftColumn(c: DatasetColumn): DraftColumn {
  return {
    key: String(c.id),
    id: c.id,
    uuid: c.uuid,
    column_name: c.column_name,
    verbose_name: c.verbose_name ?? '',
    description: c.description ?? '',
    type: c.type ?? '',
    type_generic: c.type_generic,
    advanced_data_type: c.advanced_data_type ?? '',
    expression: c.expression ?? '',
    calculated: !!c.expression,
    is_dttm: c.is_dttm,
    filterable: c.filterable,
    groupby: c.groupby,
    is_active: c.is_active,
    python_date_format: c.python_date_format ?? '',
    ...certificationOf(c.extra),
  };
}

export function draftFromDataset(ds: Dataset): DatasetDraft {
  return {
    id: ds.id,
    table_name: ds.table_name,
    kind: ds.sql?.trim() ? 'virtual' : 'physical',
    sql: ds.sql ?? '',
    catalog: ds.catalog,
    schema: ds.schema,
    database: ds.database,
    description: ds.description ?? '',
    main_dttm_col: ds.main_dttm_col,
    cache_timeout: ds.cache_timeout,
    offset: ds.offset,
    default_endpoint: ds.default_endpoint ?? '',
    filter_select_enabled: ds.filter_select_enabled,
    fetch_values_predicate: ds.fetch_values_predicate ?? '',
    normalize_columns: ds.normalize_columns,
    always_filter_main_dttm: ds.always_filter_main_dttm,
    template_params: ds.template_params ?? '',
    extra: ds.extra && ds.extra.trim() !== '{}' ? ds.extra : '',
    owners: ds.owners.map((o) => ({ value: o.id, label: displayName(o) })),
    is_managed_externally: ds.is_managed_externally,
    external_url: ds.external_url,
    columns: ds.columns.map(draftColumn),
    metrics: ds.metrics.map((m) => ({
      key: String(m.id),
      id: m.id,
      uuid: m.uuid,
      metric_name: m.metric_name,
      verbose_name: m.verbose_name ?? '',
      expression: m.expression,
      description: m.description ?? '',
      d3format: m.d3format ?? '',
      metric_type: m.metric_type,
      currency: m.currency,
      warning_text: m.warning_text,
      certified_by: m.certified_by ?? '',
      certification_details: m.certification_details ?? '',
      warning_markdown: m.warning_markdown ?? '',
    })),
  };
}

let nextKey = 0;
const newKey = (prefix: string) => `${prefix}-${++nextKey}`;

/** A new calculated column (Superset's item generator; the expression is left to the user). */
export function newCalculatedColumn(): DraftColumn {
  return {
    key: newKey('column'),
    column_name: '<new column>',
    verbose_name: '',
    description: '',
    type: '',
    type_generic: null,
    advanced_data_type: '',
    expression: '',
    calculated: true,
    is_dttm: false,
    filterable: true,
    groupby: true,
    is_active: true,
    python_date_format: '',
    certified_by: '',
    certification_details: '',
    warning_markdown: '',
  };
}

export function newMetric(): DraftMetric {
  return {
    key: newKey('metric'),
    metric_name: '<new metric>',
    verbose_name: '',
    expression: '',
    description: '',
    d3format: '',
    metric_type: null,
    currency: null,
    warning_text: null,
    certified_by: '',
    certification_details: '',
    warning_markdown: '',
  };
}

function duplicates(names: string[]): string[] {
  const seen = new Set<string>();
  const dups: string[] = [];
  for (const n of names) {
    if (seen.has(n) && !dups.includes(n)) dups.push(n);
    seen.add(n);
  }
  return dups;
}

function isValidCurrency(symbol: string): boolean {
  try {
    new Intl.NumberFormat('en-US', { style: 'currency', currency: symbol });
    return true;
  } catch {
    return false;
  }
}

/** Superset's editor checks (Save stays disabled while any message is returned). */
export function validateDraft(draft: DatasetDraft): string[] {
  const errors: string[] = [];
  for (const name of duplicates(draft.columns.map((c) => c.column_name))) {
    errors.push(`Column name [${name}] is duplicated`);
  }
  for (const name of duplicates(draft.metrics.map((m) => m.metric_name))) {
    errors.push(`Metric name [${name}] is duplicated`);
  }
  for (const c of draft.columns) {
    if (!c.column_name.trim()) errors.push('Column name cannot be empty');
    if (c.calculated && !c.expression.trim()) {
      errors.push(`Calculated column [${c.column_name}] requires an expression`);
    }
  }
  for (const m of draft.metrics) {
    if (!m.metric_name.trim()) errors.push('Metric key cannot be empty');
    if (!m.expression.trim()) errors.push(`Metric [${m.metric_name}] requires an expression`);
  }
  const currencies = draft.metrics
    .map((m) => m.currency?.symbol)
    .filter((s): s is string => !!s && s !== 'AUTO');
  if (currencies.some((s) => !isValidCurrency(s))) {
    errors.push('Invalid currency code in saved metrics');
  }
  if (!isValidExtra(draft.extra)) errors.push('Extra: JSON not valid');
  if (draft.kind === 'virtual' && !draft.sql.trim()) errors.push('A virtual dataset needs SQL');
  return [...new Set(errors)];
}

const blankToNull = (v: string | null | undefined) => (v?.trim() ? v : null);

/** PUT /api/v1/dataset/{id}: every column and metric (left-out ones are deleted). */
export function draftPayload(draft: DatasetDraft): DatasetUpdate {
  const columns: DatasetColumnWrite[] = draft.columns.map((c) => ({
    ...(c.id !== undefined ? { id: c.id } : {}),
    ...(c.uuid ? { uuid: c.uuid } : {}),
    column_name: c.column_name.trim(),
    type: blankToNull(c.type),
    advanced_data_type: blankToNull(c.advanced_data_type),
    verbose_name: blankToNull(c.verbose_name),
    description: blankToNull(c.description),
    expression: c.calculated ? c.expression : null,
    filterable: c.filterable,
    groupby: c.groupby,
    is_active: c.is_active,
    is_dttm: c.is_dttm,
    python_date_format: blankToNull(c.python_date_format),
    extra: itemExtra(c),
  }));
  const metrics: DatasetMetricWrite[] = draft.metrics.map((m) => ({
    ...(m.id !== undefined ? { id: m.id } : {}),
    ...(m.uuid ? { uuid: m.uuid } : {}),
    metric_name: m.metric_name.trim(),
    expression: m.expression,
    verbose_name: blankToNull(m.verbose_name),
    description: blankToNull(m.description),
    metric_type: m.metric_type,
    d3format: blankToNull(m.d3format),
    currency: m.currency?.symbol ? m.currency : null,
    warning_text: m.warning_text,
    extra: itemExtra(m),
  }));
  const names = new Set(draft.columns.map((c) => c.column_name));
  return {
    table_name: draft.table_name.trim(),
    database_id: draft.database.id,
    sql: draft.kind === 'virtual' ? draft.sql : null,
    schema: draft.schema,
    description: blankToNull(draft.description),
    main_dttm_col:
      draft.main_dttm_col && names.has(draft.main_dttm_col) ? draft.main_dttm_col : null,
    cache_timeout: draft.cache_timeout,
    offset: draft.offset,
    default_endpoint: blankToNull(draft.default_endpoint),
    filter_select_enabled: draft.filter_select_enabled,
    fetch_values_predicate: blankToNull(draft.fetch_values_predicate),
    normalize_columns: draft.normalize_columns,
    always_filter_main_dttm: draft.always_filter_main_dttm,
    template_params: blankToNull(draft.template_params),
    extra: blankToNull(draft.extra),
    owners: draft.owners.map((o) => o.value),
    columns,
    metrics,
  };
}

export interface ColumnSync {
  columns: DraftColumn[];
  added: string[];
  removed: string[];
  modified: string[];
}

/**
 * The draft's columns after a sync from the source: the source's columns (ids and types
 * from the server), each keeping what the user set in the draft; calculated columns as they
 * were. Returns what was added, removed and re-typed, for the toasts.
 */
export function mergeSyncedColumns(draft: DraftColumn[], synced: DatasetColumn[]): ColumnSync {
  const physical = draft.filter((c) => !c.calculated);
  const byName = new Map(physical.map((c) => [c.column_name, c]));
  const fromSource = synced.filter((c) => !c.expression).map(draftColumn);
  const added: string[] = [];
  const modified: string[] = [];
  const merged = fromSource.map((c) => {
    const mine = byName.get(c.column_name);
    if (!mine) {
      added.push(c.column_name);
      return c;
    }
    if (mine.type !== c.type) modified.push(c.column_name);
    return {
      ...mine,
      key: c.key,
      id: c.id,
      uuid: c.uuid,
      type: c.type,
      type_generic: c.type_generic,
    };
  });
  const sourceNames = new Set(fromSource.map((c) => c.column_name));
  const removed = physical.filter((c) => !sourceNames.has(c.column_name)).map((c) => c.column_name);
  return {
    columns: [...merged, ...draft.filter((c) => c.calculated)],
    added,
    removed,
    modified,
  };
}

/** Server field errors (`columns.3.expression`) in words, naming the column or metric. */
export function describeFieldErrors(
  fieldErrors: Record<string, string[]>,
  payload: DatasetUpdate,
): string[] {
  return Object.entries(fieldErrors).flatMap(([field, messages]) => {
    const m = /^(columns|metrics)\.(\d+)(?:\.(\w+))?$/.exec(field);
    let subject = field;
    if (m) {
      const index = Number(m[2]);
      subject =
        m[1] === 'columns'
          ? `Column ${payload.columns?.[index]?.column_name ?? index}`
          : `Metric ${payload.metrics?.[index]?.metric_name ?? index}`;
      if (m[3]) subject += ` (${m[3]})`;
    }
    return messages.map((msg) => `${subject}: ${msg}`);
  });
}
