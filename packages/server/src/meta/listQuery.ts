/**
 * Applies a FAB list query (filters, order, page) to a Kysely select over one table.
 * Each resource names the columns that may be filtered and ordered on.
 */
import { sql, type SelectQueryBuilder, type Expression, type SqlBool } from 'kysely';
import type { ListFilter } from '@tessera/core';

export class ListQueryError extends Error {}

export interface ListSpec {
  /** Filterable column name -> SQL column reference. */
  filterColumns: Record<string, string>;
  /** Orderable column name -> SQL column reference. */
  orderColumns: Record<string, string>;
}

function escapeLike(v: string): string {
  return v.replace(/[\\%_]/g, (m) => '\\' + m);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySelect = SelectQueryBuilder<any, any, any>;

function condition(ref: string, f: ListFilter): Expression<SqlBool> {
  const col = sql.ref(ref);
  const v = f.value;
  const text = String(v ?? '');
  switch (f.opr) {
    case 'eq':
      return v === 'NULL' ? sql<SqlBool>`${col} is null` : sql<SqlBool>`${col} = ${v}`;
    case 'neq':
      return v === 'NULL' ? sql<SqlBool>`${col} is not null` : sql<SqlBool>`${col} <> ${v}`;
    case 'gt':
      return sql<SqlBool>`${col} > ${v}`;
    case 'lt':
      return sql<SqlBool>`${col} < ${v}`;
    case 'ge':
      return sql<SqlBool>`${col} >= ${v}`;
    case 'le':
      return sql<SqlBool>`${col} <= ${v}`;
    case 'sw':
      return sql<SqlBool>`lower(${col}) like ${escapeLike(text.toLowerCase()) + '%'} escape '\\'`;
    case 'nsw':
      return sql<SqlBool>`lower(${col}) not like ${escapeLike(text.toLowerCase()) + '%'} escape '\\'`;
    case 'ew':
      return sql<SqlBool>`lower(${col}) like ${'%' + escapeLike(text.toLowerCase())} escape '\\'`;
    case 'new':
      return sql<SqlBool>`lower(${col}) not like ${'%' + escapeLike(text.toLowerCase())} escape '\\'`;
    case 'ct':
      return sql<SqlBool>`lower(${col}) like ${'%' + escapeLike(text.toLowerCase()) + '%'} escape '\\'`;
    case 'nct':
      return sql<SqlBool>`lower(${col}) not like ${'%' + escapeLike(text.toLowerCase()) + '%'} escape '\\'`;
    case 'in': {
      const values = Array.isArray(v) ? v : [v];
      if (!values.length) return sql<SqlBool>`1 = 0`;
      return sql<SqlBool>`${col} in (${sql.join(values)})`;
    }
    case 'rel_o_m':
      return sql<SqlBool>`${col} = ${v}`;
    case 'nrel_o_m':
      return sql<SqlBool>`${col} <> ${v}`;
    default:
      throw new ListQueryError(`Unknown filter operator '${f.opr}' on '${f.col}'`);
  }
}

/** Adds the filters' WHERE conditions. Unknown columns or operators throw ListQueryError. */
export function applyListFilters<Q extends AnySelect>(
  query: Q,
  filters: ListFilter[],
  spec: ListSpec,
): Q {
  let q = query;
  for (const f of filters) {
    const ref = spec.filterColumns[f.col];
    if (!ref) throw new ListQueryError(`Filter column '${f.col}' is not allowed`);
    q = q.where(condition(ref, f)) as Q;
  }
  return q;
}

export function applyListOrderAndPage<Q extends AnySelect>(
  query: Q,
  opts: { order_column?: string; order_direction: 'asc' | 'desc'; page: number; page_size: number },
  spec: ListSpec,
  defaultOrder: string,
): Q {
  let q = query;
  if (opts.order_column !== undefined) {
    const ref = spec.orderColumns[opts.order_column];
    if (!ref) throw new ListQueryError(`Order column '${opts.order_column}' is not allowed`);
    q = q.orderBy(sql.ref(ref), opts.order_direction) as Q;
  }
  q = q.orderBy(sql.ref(defaultOrder), 'asc') as Q;
  if (opts.page_size >= 0) q = q.limit(opts.page_size).offset(opts.page * opts.page_size) as Q;
  return q;
}
