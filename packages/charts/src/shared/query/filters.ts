import type { AdhocFilter } from '@tessera/core';
import type { QueryObjectFilterClause } from '../../types.js';

/** Operators that take no comparator. */
const UNARY_OPERATORS = new Set(['IS NOT NULL', 'IS NULL']);

/** Superset's `convertFilter`: a SIMPLE adhoc filter as a query object filter clause. */
export function convertFilter(filter: AdhocFilter): QueryObjectFilterClause {
  const col = filter.subject as QueryObjectFilterClause['col'];
  const op = filter.operator as string;
  const grain = filter.timeGrain ?? undefined;
  if (UNARY_OPERATORS.has(op)) return { col, op, grain };
  return { col, op, val: filter.comparator, grain };
}

/** `(clause)`, with a newline before the parenthesis when the clause holds a `--` comment. */
function sanitizeClause(clause: string): string {
  return `(${clause.includes('--') ? `${clause}\n` : clause})`;
}

export interface ProcessedFilters {
  filters: QueryObjectFilterClause[];
  extras: Record<string, unknown>;
}

/**
 * Superset's `processFilters`: SIMPLE WHERE filters become `filters`, SQL ones go to
 * `extras.where` / `extras.having` joined with AND. SIMPLE HAVING filters are dropped,
 * as Superset does.
 */
export function processFilters(input: {
  adhoc_filters?: AdhocFilter[] | null;
  extras?: Record<string, unknown>;
  filters?: QueryObjectFilterClause[];
  where?: unknown;
}): ProcessedFilters {
  const { adhoc_filters, extras = {}, filters = [], where } = input;
  const simpleWhere = filters;
  const freeformWhere: string[] = [];
  if (typeof where === 'string' && where) freeformWhere.push(where);
  const freeformHaving: string[] = [];

  for (const filter of adhoc_filters ?? []) {
    if (filter.expressionType === 'SIMPLE') {
      if (filter.clause === 'WHERE') simpleWhere.push(convertFilter(filter));
    } else if (filter.clause === 'WHERE') {
      freeformWhere.push(filter.sqlExpression ?? '');
    } else {
      freeformHaving.push(filter.sqlExpression ?? '');
    }
  }

  extras.having = freeformHaving.map(sanitizeClause).join(' AND ');
  extras.where = freeformWhere.map(sanitizeClause).join(' AND ');
  return { filters: simpleWhere, extras };
}
