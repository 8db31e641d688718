/**
 * Query object filters `{col, op, val, grain?}` as WHERE / HAVING conditions, as
 * Superset's `get_sqla_query` builds them: every value bound, coerced to the column's
 * generic type; a filter on a column the dataset lacks is rejected (`not_in_datasource`)
 * rather than failing; a filter whose subject is a metric goes to HAVING.
 */
import type { QueryObject, QueryObjectFilterClause } from '@tessera/core';
import { DTTM_ALIAS, FILTER_OPERATORS, queryColumnLabel } from '@tessera/core';
import { coerceFilterValue } from './coerce.js';
import type { ResolvedColumn } from './columns.js';
import { resolveColumn, withTimeGrain } from './columns.js';
import type { CompilerScope } from './compilerScope.js';
import { QueryObjectValidationError } from './errors.js';
import { SqlFragment, sql } from './sqlFragment.js';
import type { TimeBounds } from './temporal.js';
import { timeFilter } from './temporal.js';

export interface FilterInput {
  query: QueryObject;
  /** The granularity column when the query is a legacy time series (`__timestamp`). */
  timestampColumn: ResolvedColumn | null;
  /** SQL of the query's metrics by label, for filters on metrics (HAVING). */
  metricSqlByLabel: ReadonlyMap<string, string>;
  /** Evaluates a TEMPORAL_RANGE value. */
  evaluate(timeRange: string): TimeBounds;
}

export interface CompiledFilters {
  where: SqlFragment[];
  having: SqlFragment[];
  applied: string[];
  rejected: string[];
}

const MUST_HAVE_VALUE = 'Must specify a value for filters with comparison operators';
const COMPARISONS: Record<string, string> = {
  '==': '=',
  '!=': '<>',
  '>': '>',
  '<': '<',
  '>=': '>=',
  '<=': '<=',
};

/** The subject as an operand: bare for a quoted name, parenthesised otherwise. */
function operand(column: ResolvedColumn, quote: (name: string) => string): string {
  const bare = column.datasetColumn && column.sql === quote(column.datasetColumn.column_name);
  return bare ? column.sql : `(${column.sql})`;
}

function listCondition(
  scope: CompilerScope,
  subject: string,
  column: ResolvedColumn,
  op: string,
  val: unknown,
): SqlFragment {
  const items = Array.isArray(val) ? val : [val];
  if (items.length === 0) throw new QueryObjectValidationError('Filter value list cannot be empty');
  const values = items.map((v) => coerceFilterValue(scope, v, column));
  const present = values.filter((v): v is SqlFragment => v !== null);
  const hasNull = present.length < values.length;
  let condition =
    present.length > 0 ? sql`${subject} IN (${SqlFragment.join(present, ', ')})` : null;
  if (hasNull) {
    condition = condition ? sql`${subject} IS NULL OR ${condition}` : sql`${subject} IS NULL`;
  }
  const cond = condition!;
  if (op === 'NOT IN')
    return hasNull
      ? sql`NOT (${cond})`
      : sql`${subject} NOT IN (${SqlFragment.join(present, ', ')})`;
  return cond;
}

function scalar(val: unknown): unknown {
  return Array.isArray(val) ? (val.length > 0 ? val[0] : null) : val;
}

/** One filter as a condition; null when it filters nothing (an open time range). */
export function filterCondition(
  scope: CompilerScope,
  column: ResolvedColumn,
  op: string,
  val: unknown,
  evaluate: (timeRange: string) => TimeBounds,
): SqlFragment | null {
  const subject = operand(column, scope.quote);
  switch (op) {
    case 'IN':
    case 'NOT IN':
      return listCondition(scope, subject, column, op, val);
    case 'IS NULL':
      return sql`${subject} IS NULL`;
    case 'IS NOT NULL':
      return sql`${subject} IS NOT NULL`;
    case 'IS TRUE':
      return sql`${subject} IS TRUE`;
    case 'IS FALSE':
      return sql`${subject} IS FALSE`;
    case 'TEMPORAL_RANGE': {
      if (typeof val !== 'string') {
        throw new QueryObjectValidationError(
          `TEMPORAL_RANGE filter on '${column.label}' needs a time range string`,
        );
      }
      return timeFilter(scope, column, subject, evaluate(val));
    }
    default:
      break;
  }
  const pattern = op === 'LIKE' || op === 'ILIKE' || op === 'NOT LIKE' || op === 'REGEX';
  const value = coerceFilterValue(scope, scalar(val), column, { pattern });
  if (value === null) {
    if (op === '==') return sql`${subject} IS NULL`;
    if (op === '!=') return sql`${subject} IS NOT NULL`;
    throw new QueryObjectValidationError(MUST_HAVE_VALUE);
  }
  if (op in COMPARISONS) return sql`${subject} ${COMPARISONS[op]} ${value}`;
  const text =
    column.generic && column.generic !== 'STRING' ? scope.dialect.castToText(subject) : subject;
  if (op === 'LIKE') return sql`${text} LIKE ${value}`;
  if (op === 'NOT LIKE') return sql`${text} NOT LIKE ${value}`;
  if (op === 'ILIKE') return scope.dialect.ilike(text, value);
  const regex = scope.dialect.regex(text, value);
  if (!regex) {
    throw new QueryObjectValidationError(
      `The REGEX filter operator is not supported by ${scope.spec.engineName}`,
    );
  }
  return regex;
}

/** The operator upper-cased and checked: "Invalid filter operation type: X" otherwise. */
export function filterOperator(op: string): string {
  const upper = op.trim().toUpperCase();
  if (!(FILTER_OPERATORS as readonly string[]).includes(upper)) {
    throw new QueryObjectValidationError(`Invalid filter operation type: ${op}`);
  }
  return upper;
}

type Subject =
  { kind: 'column'; column: ResolvedColumn } | { kind: 'metric'; column: ResolvedColumn };

function subjectOf(
  scope: CompilerScope,
  flt: QueryObjectFilterClause,
  input: FilterInput,
): Subject | null {
  const { col } = flt;
  if (col === DTTM_ALIAS && input.query.is_timeseries && input.timestampColumn) {
    return { kind: 'column', column: input.timestampColumn };
  }
  if (typeof col !== 'string')
    return { kind: 'column', column: resolveColumn(scope, col, { grouped: true }) };
  if (scope.columnsByName.has(col))
    return { kind: 'column', column: resolveColumn(scope, col, { grouped: false }) };
  const metricSql =
    input.metricSqlByLabel.get(col) ??
    (scope.metricsByName.has(col)
      ? scope.storedSql(scope.metricsByName.get(col)!.expression, `metric "${col}"`)
      : undefined);
  if (metricSql === undefined) return null;
  const column: ResolvedColumn = {
    label: col,
    sql: metricSql,
    generic: 'NUMERIC',
    nativeType: null,
    isDttm: false,
    pythonDateFormat: null,
    datasetColumn: null,
  };
  return { kind: 'metric', column };
}

export function compileFilters(scope: CompilerScope, input: FilterInput): CompiledFilters {
  const result: CompiledFilters = { where: [], having: [], applied: [], rejected: [] };
  for (const flt of input.query.filters) {
    if (!flt.col || !flt.op) continue;
    const op = filterOperator(flt.op);
    const label = queryColumnLabel(flt.col);
    if (typeof flt.col === 'string' && scope.tracking.removedFilters.includes(flt.col)) {
      result.applied.push(label);
      continue;
    }
    const subject = subjectOf(scope, flt, input);
    if (!subject) {
      result.rejected.push(label);
      continue;
    }
    let column = subject.column;
    if (flt.grain && subject.kind === 'column' && column.datasetColumn) {
      column = withTimeGrain(scope, column, flt.grain);
    }
    const condition = filterCondition(scope, column, op, flt.val, input.evaluate);
    result.applied.push(label);
    if (condition) (subject.kind === 'metric' ? result.having : result.where).push(condition);
  }
  return result;
}
