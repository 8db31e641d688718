/**
 * The filter editor's rules (Superset's AdhocFilter and AdhocFilterEditPopoverSimpleTab):
 * operators offered per column, validity, comparator shape, SQL translation and label.
 */
import type { AdhocFilter } from '@tessera/core';
import { randomOptionName, truncateLabel } from './adhocLabel';
import type { ExploreColumn } from './types';

export const FILTER_TEXTS = {
  noSuchColumn: 'No such column found. To filter on a metric, try the Custom SQL tab.',
  sqlDruid: 'Custom SQL ad-hoc filters are not available for the native Druid connector',
  addFilter: 'Add filter',
} as const;

/** Operator value -> label, in the order the select offers them. */
export const FILTER_OPERATOR_LABELS: [string, string][] = [
  ['==', 'Equal to (=)'],
  ['!=', 'Not equal to (≠)'],
  ['<', 'Less than (<)'],
  ['<=', 'Less or equal (<=)'],
  ['>', 'Greater than (>)'],
  ['>=', 'Greater or equal (>=)'],
  ['IN', 'In'],
  ['NOT IN', 'Not in'],
  ['LIKE', 'Like'],
  ['ILIKE', 'Like (case insensitive)'],
  ['REGEX', 'Regex'],
  ['IS NOT NULL', 'Is not null'],
  ['IS NULL', 'Is null'],
  ['IS TRUE', 'Is true'],
  ['IS FALSE', 'Is false'],
];

/** The time range filter of temporal columns; its comparator is a time range value. */
export const TEMPORAL_RANGE = 'TEMPORAL_RANGE';

export const UNARY_OPERATORS = ['IS NOT NULL', 'IS NULL'];
export const BOOLEAN_OPERATORS = ['IS TRUE', 'IS FALSE'];
export const MULTI_OPERATORS = ['IN', 'NOT IN'];
const TABLE_ONLY_OPERATORS = ['LIKE', 'ILIKE'];
const DRUID_ONLY_OPERATORS = ['REGEX'];
export const HAVING_OPERATORS = ['==', '!=', '<', '>', '<=', '>='];

export interface FilterContext {
  columns: ExploreColumn[];
  datasourceType: string;
}

const isBooleanType = (type?: string | null) => /^BOOL(EAN)?$/i.test(type ?? '');
const isIntegerType = (type?: string | null) => /^(TINY|SMALL|BIG)?INT(EGER)?$/i.test(type ?? '');

/** Whether the operator is offered for this subject and clause. */
export function isOperatorRelevant(
  operator: string,
  subject: string | null | undefined,
  clause: 'WHERE' | 'HAVING',
  context: FilterContext,
): boolean {
  const column = context.columns.find((c) => c.column_name === subject);
  if (operator === TEMPORAL_RANGE) return Boolean(column?.is_dttm) && clause === 'WHERE';
  const isBoolean = Boolean(column) && isBooleanType(column?.type);
  const isInteger = Boolean(column) && isIntegerType(column?.type);
  const isExpression = Boolean(column?.expression);
  if (BOOLEAN_OPERATORS.includes(operator)) return isBoolean || isInteger || isExpression;
  if (isBoolean) return UNARY_OPERATORS.includes(operator);
  if (context.datasourceType === 'druid' && TABLE_ONLY_OPERATORS.includes(operator)) return false;
  if (context.datasourceType !== 'druid' && DRUID_ONLY_OPERATORS.includes(operator)) return false;
  if (clause === 'HAVING' && !HAVING_OPERATORS.includes(operator)) return false;
  return true;
}

export function filterOperators(
  subject: string | null | undefined,
  clause: 'WHERE' | 'HAVING',
  context: FilterContext,
): [string, string][] {
  return [[TEMPORAL_RANGE, 'Time range'] as [string, string], ...FILTER_OPERATOR_LABELS].filter(
    ([op]) => isOperatorRelevant(op, subject, clause, context),
  );
}

/** Superset's isValid for adhoc filters. */
export function isAdhocFilterValid(filter: AdhocFilter): boolean {
  if (filter.expressionType === 'SQL') return Boolean(filter.sqlExpression && filter.clause);
  const { subject, operator, comparator, clause } = filter;
  if (operator && UNARY_OPERATORS.includes(operator)) return Boolean(subject && operator);
  if (operator && BOOLEAN_OPERATORS.includes(operator))
    return Boolean(subject) && comparator !== null && comparator !== undefined;
  const hasComparator = Array.isArray(comparator)
    ? comparator.length > 0
    : comparator !== null && comparator !== undefined && comparator !== '';
  return Boolean(subject && operator && clause && hasComparator);
}

/**
 * The comparator after an operator change: multi-value operators keep a list, single
 * ones keep one value, true/false operators drop the value (and hold the operator).
 */
export function comparatorForOperator(operator: string, comparator: unknown): unknown {
  if (operator === TEMPORAL_RANGE)
    return typeof comparator === 'string' && comparator ? comparator : 'No filter';
  if (BOOLEAN_OPERATORS.includes(operator)) return operator === 'IS TRUE';
  if (UNARY_OPERATORS.includes(operator)) return undefined;
  if (MULTI_OPERATORS.includes(operator)) {
    if (Array.isArray(comparator)) return comparator;
    return comparator === undefined || comparator === null || comparator === '' ? [] : [comparator];
  }
  if (Array.isArray(comparator)) return comparator[0];
  if (typeof comparator === 'boolean') return undefined;
  return comparator;
}

const quote = (v: unknown) => (typeof v === 'string' ? `'${v.replace(/'/g, "''")}'` : String(v));

/** The SQL the filter stands for. */
export function filterSql(filter: AdhocFilter): string {
  if (filter.expressionType === 'SQL') return filter.sqlExpression ?? '';
  const subject =
    typeof filter.subject === 'string' ? filter.subject : (filter.subject?.label ?? '');
  const op = filter.operator ?? '';
  if (!subject || !op) return '';
  if (op === TEMPORAL_RANGE) return `${subject} (${String(filter.comparator ?? '')})`;
  if (UNARY_OPERATORS.includes(op) || BOOLEAN_OPERATORS.includes(op)) return `${subject} ${op}`;
  const sqlOp = op === '==' ? '=' : op === '!=' ? '<>' : op;
  if (MULTI_OPERATORS.includes(op)) {
    const values = Array.isArray(filter.comparator) ? filter.comparator : [filter.comparator];
    return `${subject} ${sqlOp} (${values.map(quote).join(', ')})`;
  }
  return `${subject} ${sqlOp} ${quote(filter.comparator ?? '')}`;
}

export const filterLabel = (filter: AdhocFilter): string => truncateLabel(filterSql(filter));

/** A new filter (optionally on a dropped column: a temporal one starts as a time range). */
export function newFilter(subject?: string, temporal = false): AdhocFilter {
  if (temporal && subject) {
    return {
      ...newFilter(subject),
      operator: TEMPORAL_RANGE,
      operatorId: TEMPORAL_RANGE,
      comparator: 'No filter',
    };
  }
  return {
    expressionType: 'SIMPLE',
    clause: 'WHERE',
    subject: subject ?? null,
    operator: null,
    operatorId: null,
    comparator: undefined,
    sqlExpression: null,
    isNew: true,
    filterOptionName: randomOptionName('filter'),
  };
}

/** Picking a subject: a metric sets HAVING, a column WHERE; an invalid operator is dropped. */
export function chooseSubject(
  filter: AdhocFilter,
  subject: string,
  isMetric: boolean,
  context: FilterContext,
): AdhocFilter {
  const clause = isMetric ? 'HAVING' : 'WHERE';
  const temporal = !isMetric && context.columns.find((c) => c.column_name === subject)?.is_dttm;
  const keep =
    filter.operator && isOperatorRelevant(filter.operator, subject, clause, context)
      ? filter.operator
      : temporal
        ? TEMPORAL_RANGE
        : null;
  return {
    ...filter,
    subject,
    clause,
    operator: keep,
    operatorId: keep,
    comparator: keep ? comparatorForOperator(keep, filter.comparator) : undefined,
  };
}

export function chooseOperator(filter: AdhocFilter, operator: string): AdhocFilter {
  return {
    ...filter,
    operator,
    operatorId: operator,
    comparator: comparatorForOperator(operator, filter.comparator),
  };
}

/** Numeric comparators are sent as numbers when the column is numeric. */
export function coerceComparator(value: string, column: ExploreColumn | undefined): unknown {
  const numeric = /INT|FLOAT|DOUBLE|REAL|NUMERIC|DECIMAL|MONEY/i.test(column?.type ?? '');
  if (numeric && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return value;
}
