/**
 * Field checks of dataset writes, with Superset's texts where it has them: duplicate and
 * unknown columns and metrics, expressions that are not one SQL expression, date formats.
 * Each check adds to a `{field: [messages]}` map that becomes one 422 answer.
 */
import type { DatasetColumnWrite, DatasetMetricWrite } from '@tessera/core';
import type { DatasetColumnRow, DatasetMetricRow } from '../../meta/datasetColumns.js';
import type { SqlDialect } from '../../sql/dialect.js';
import { isSelfContainedFragment } from './virtualSql.js';

export type FieldErrors = Record<string, string[]>;

export function addError(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

export const INVALID_EXPRESSION = 'Invalid SQL expression: it must be a single SQL expression';

function duplicates(names: string[]): string[] {
  const seen = new Set<string>();
  const dup = new Set<string>();
  for (const n of names) (seen.has(n) ? dup : seen).add(n);
  return [...dup];
}

const ISO_LIKE =
  /^\d{4}(-?\d{2}(-?\d{2}([T ]\d{2}(:?\d{2}(:?\d{2}([.,]\d+)?)?)?)?)?)?(Z|[+-]\d{2}(:?\d{2})?)?$/;
const DIRECTIVES: Record<string, string> = {
  Y: '2024',
  m: '01',
  d: '02',
  H: '03',
  M: '04',
  S: '05',
  f: '000006',
  z: '+0000',
  '%': '%',
};

/** Superset's rule: `epoch_s`, `epoch_ms`, or a strftime format whose output is ISO 8601. */
export function isValidPythonDateFormat(format: string): boolean {
  if (format === 'epoch_s' || format === 'epoch_ms') return true;
  let out = '';
  for (let i = 0; i < format.length; i += 1) {
    if (format[i] !== '%') {
      out += format[i];
      continue;
    }
    const sub = DIRECTIVES[format[i + 1]];
    if (sub === undefined) return false;
    out += sub;
    i += 1;
  }
  return ISO_LIKE.test(out);
}

/** Checks one list of columns (expressions and date formats) without looking at the store. */
export function checkColumnFields(
  errors: FieldErrors,
  dialect: SqlDialect,
  columns: Pick<DatasetColumnWrite, 'expression' | 'python_date_format'>[],
): void {
  columns.forEach((c, i) => {
    if (c.expression && !isSelfContainedFragment(c.expression, dialect))
      addError(errors, `columns.${i}.expression`, INVALID_EXPRESSION);
    if (c.python_date_format && !isValidPythonDateFormat(c.python_date_format))
      addError(errors, `columns.${i}.python_date_format`, 'Invalid date/timestamp format');
  });
}

export function checkMetricFields(
  errors: FieldErrors,
  dialect: SqlDialect,
  metrics: Pick<DatasetMetricWrite, 'expression'>[],
): void {
  metrics.forEach((m, i) => {
    if (!isSelfContainedFragment(m.expression, dialect))
      addError(errors, `metrics.${i}.expression`, INVALID_EXPRESSION);
  });
}

/** Superset's `UpdateDatasetCommand._validate_columns`. */
export function checkColumns(
  errors: FieldErrors,
  dialect: SqlDialect,
  existing: DatasetColumnRow[],
  incoming: DatasetColumnWrite[],
  override: boolean,
): void {
  if (duplicates(incoming.map((c) => c.column_name)).length) {
    addError(errors, 'columns', 'One or more columns are duplicated');
  } else {
    const ids = new Set(existing.map((c) => c.id));
    if (!override && incoming.some((c) => c.id !== undefined && !ids.has(c.id)))
      addError(errors, 'columns', 'One or more columns do not exist');
    const names = new Set(existing.map((c) => c.column_name));
    if (!override && incoming.some((c) => c.id === undefined && names.has(c.column_name)))
      addError(errors, 'columns', 'One or more columns already exist');
  }
  checkColumnFields(errors, dialect, incoming);
}

/** Superset's `UpdateDatasetCommand._validate_metrics`. */
export function checkMetrics(
  errors: FieldErrors,
  dialect: SqlDialect,
  existing: DatasetMetricRow[],
  incoming: DatasetMetricWrite[],
): void {
  if (duplicates(incoming.map((m) => m.metric_name)).length) {
    addError(errors, 'metrics', 'One or more metrics are duplicated');
  } else {
    const ids = new Set(existing.map((m) => m.id));
    if (incoming.some((m) => m.id !== undefined && !ids.has(m.id)))
      addError(errors, 'metrics', 'One or more metrics do not exist');
    const names = new Set(existing.map((m) => m.metric_name));
    if (incoming.some((m) => m.id === undefined && names.has(m.metric_name)))
      addError(errors, 'metrics', 'One or more metrics already exist');
  }
  checkMetricFields(errors, dialect, incoming);
}

export function duplicateNames(names: string[]): string[] {
  return duplicates(names);
}
