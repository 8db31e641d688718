/**
 * Columns as SQL: physical columns quoted, calculated columns inlined, adhoc SQL columns
 * checked, and temporal columns truncated to a time grain (after converting epoch
 * `python_date_format` columns to timestamps), as Superset's `get_timestamp_expression`
 * and `adhoc_column_to_sqla` do.
 */
import type { QueryColumn } from '@tessera/core';
import { queryColumnLabel } from '@tessera/core';
import type { GenericType, TimeGrain } from '../../engines/types.js';
import type { CompilerScope } from './compilerScope.js';
import { columnsMissingError } from './errors.js';
import type { CompilerColumn } from './types.js';

const GENERIC_BY_CODE: Record<number, GenericType> = {
  0: 'NUMERIC',
  1: 'STRING',
  2: 'TEMPORAL',
  3: 'BOOLEAN',
};

export interface ResolvedColumn {
  label: string;
  /** The expression, without alias. */
  sql: string;
  generic: GenericType | null;
  nativeType: string | null;
  /** A point in time: a temporal dataset column, or a time-grain expression. */
  isDttm: boolean;
  pythonDateFormat: string | null;
  /** The dataset column it reads, or null for an adhoc SQL expression. */
  datasetColumn: CompilerColumn | null;
}

export function genericOf(scope: CompilerScope, column: CompilerColumn): GenericType | null {
  if (column.type_generic !== null && column.type_generic !== undefined) {
    return GENERIC_BY_CODE[column.type_generic] ?? null;
  }
  return column.type ? scope.spec.genericType(column.type) : null;
}

export function isTemporal(scope: CompilerScope, column: CompilerColumn): boolean {
  return Boolean(column.is_dttm) || genericOf(scope, column) === 'TEMPORAL';
}

/** A dataset column's SQL: the quoted name, or its calculated expression in parentheses. */
export function datasetColumnSql(scope: CompilerScope, column: CompilerColumn): string {
  if (column.expression && column.expression.trim()) {
    const what = `calculated column "${column.column_name}"`;
    return `(${scope.storedSql(column.expression, what)})`;
  }
  return scope.quote(column.column_name);
}

const NATIVE_TEMPORAL = /date|time/i;

/**
 * Epoch columns converted to timestamps, then truncated to `grain` (null: none). A column
 * of numbers or text with a strftime `python_date_format` (an integer year, `%Y`) is read
 * as a timestamp first when a grain truncates it, where the engine can (beyond Superset,
 * whose engines refuse to truncate an integer).
 */
export function timestampSql(
  scope: CompilerScope,
  columnSql: string,
  pythonDateFormat: string | null | undefined,
  grain: string | null | undefined,
  nativeType?: string | null,
): string {
  let expr = columnSql;
  if (pythonDateFormat === 'epoch_s') expr = scope.dialect.fromEpochSeconds(expr);
  else if (pythonDateFormat === 'epoch_ms') expr = scope.dialect.fromEpochMillis(expr);
  else if (pythonDateFormat && grain && !NATIVE_TEMPORAL.test(nativeType ?? ''))
    expr = scope.dialect.fromFormatted(expr, pythonDateFormat) ?? expr;
  return scope.spec.timeGrainExpression(expr, (grain || null) as TimeGrain | null);
}

function fromDatasetColumn(
  scope: CompilerScope,
  column: CompilerColumn,
  label: string,
): ResolvedColumn {
  return {
    label,
    sql: datasetColumnSql(scope, column),
    generic: genericOf(scope, column),
    nativeType: column.type ?? null,
    isDttm: isTemporal(scope, column),
    pythonDateFormat: column.python_date_format ?? null,
    datasetColumn: column,
  };
}

/** `column` with its time grain applied (the result is a timestamp). */
export function withTimeGrain(
  scope: CompilerScope,
  column: ResolvedColumn,
  grain: string,
): ResolvedColumn {
  return {
    ...column,
    sql: timestampSql(scope, column.sql, column.pythonDateFormat, grain, column.nativeType),
    generic: 'TEMPORAL',
    isDttm: true,
    pythonDateFormat: null,
  };
}

export interface ResolveOptions {
  /** GROUP BY mode: BASE_AXIS time grains and the granularity column's grain apply. */
  grouped: boolean;
  /** The legacy `granularity` column and `extras.time_grain_sqla`. */
  granularity?: string | null;
  timeGrain?: string | null;
}

/** A query column (a dataset column name or an adhoc SQL column) as SQL. */
export function resolveColumn(
  scope: CompilerScope,
  column: QueryColumn,
  options: ResolveOptions,
): ResolvedColumn {
  const label = queryColumnLabel(column);
  if (typeof column === 'string') {
    const datasetColumn = scope.columnsByName.get(column);
    if (!datasetColumn) throw columnsMissingError([column]);
    const resolved = fromDatasetColumn(scope, datasetColumn, label);
    if (options.grouped && column === options.granularity) {
      return withTimeGrain(scope, resolved, options.timeGrain ?? '');
    }
    return resolved;
  }
  const grain =
    options.grouped && column.columnType === 'BASE_AXIS' && column.timeGrain
      ? column.timeGrain
      : null;
  const datasetColumn = scope.columnsByName.get(column.sqlExpression.trim());
  if (datasetColumn) {
    const resolved = fromDatasetColumn(scope, datasetColumn, label);
    return grain && resolved.isDttm ? withTimeGrain(scope, resolved, grain) : resolved;
  }
  const resolved: ResolvedColumn = {
    label,
    sql: scope.requestSql(column.sqlExpression, `adhoc column "${label}"`),
    generic: null,
    nativeType: null,
    isDttm: false,
    pythonDateFormat: null,
    datasetColumn: null,
  };
  // Superset probes the database for the expression's type; a BASE_AXIS column with a
  // time grain is taken to be temporal (a non-temporal one fails in the database).
  return grain ? withTimeGrain(scope, { ...resolved, sql: `(${resolved.sql})` }, grain) : resolved;
}
