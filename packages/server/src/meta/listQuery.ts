/**
 * Applies a FAB list query (filters, order, page) to a Kysely select over one table.
 * Each resource names the columns that may be filtered and ordered on.
 */
import { sql, type SelectQueryBuilder, type Expression, type SqlBool } from 'kysely';
import type { ListFilter } from '@tessera/core';

export class ListQueryError extends Error {}

/** Names of the users who created and last changed a row (null when unknown). */
export interface AuditNames {
  created_by_first_name: string | null;
  created_by_last_name: string | null;
  changed_by_first_name: string | null;
  changed_by_last_name: string | null;
}

/**
 * The names of who created and last changed a row, as a list selects them from the users
 * joined as `created_by_user` and `changed_by_user`.
 */
export const AUDIT_NAMES = [
  'created_by_user.first_name as created_by_first_name',
  'created_by_user.last_name as created_by_last_name',
  'changed_by_user.first_name as changed_by_first_name',
  'changed_by_user.last_name as changed_by_last_name',
] as const;

export interface ListSpec {
  /** Filterable column name -> SQL column reference. */
  filterColumns: Record<string, string>;
  /** Orderable column name -> SQL column reference. */
  orderColumns: Record<string, string>;
}

/** `v` with LIKE's wildcards escaped, for a pattern written with `escape '\\'`. */
export function escapeLike(v: string): string {
  return v.replace(/[\\%_]/g, (m) => '\\' + m);
}

/** The LIKE pattern (`escape '\\'`) of "contains `text`", for a lower-cased column. */
export const containsIgnoringCase = (text: string) => `%${escapeLike(text.toLowerCase())}%`;

/**
 * The condition of Superset's "All Text" filter: the value in any of the columns, ignoring
 * case. Returns `true` (no condition) for an empty value, as Superset ignores it.
 */
function allTextCondition(columns: string[], value: unknown): Expression<SqlBool> | true {
  const text = String(value ?? '');
  if (!text) return true;
  const like = containsIgnoringCase(text);
  const parts = columns.map(
    (c) => sql<SqlBool>`lower(coalesce(${sql.ref(c)}, '')) like ${like} escape '\\'`,
  );
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySelect = SelectQueryBuilder<any, any, any>;

function condition(ref: string, f: ListFilter): Expression<SqlBool> {
  const col = sql.ref(ref);
  // The store keeps flags as 0/1 integers (SQLite has no boolean): `!t`/`!f` compare as 1/0.
  const v = typeof f.value === 'boolean' ? Number(f.value) : f.value;
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

/**
 * A resource's own filter operators: the condition of a filter it answers for (`true`: no
 * condition, as for an empty "All Text"), or null for a FAB filter.
 */
export type ResourceFilter = (f: ListFilter) => Expression<SqlBool> | true | null;

/** Superset's "All Text" filter (its `operator`) over the columns. */
export const allTextFilter =
  (operator: string, columns: string[]): ResourceFilter =>
  (f) =>
    f.opr === operator ? allTextCondition(columns, f.value) : null;

/** Adds the filters' WHERE conditions: the resource's own ones, then FAB's (`applyListFilters`). */
export function applyResourceFilters<Q extends AnySelect>(
  query: Q,
  filters: ListFilter[],
  spec: ListSpec,
  special: ResourceFilter,
): Q {
  let q = query;
  const plain: ListFilter[] = [];
  for (const f of filters) {
    const c = special(f);
    if (c === null) plain.push(f);
    else if (c !== true) q = q.where(c) as Q;
  }
  return applyListFilters(q, plain, spec);
}

type OrderAndPage = {
  order_column?: string;
  order_direction: 'asc' | 'desc';
  page: number;
  page_size: number;
};

/**
 * One page of a list and how many rows the whole list has: `filtered` is the list's rows
 * (joins and conditions), `page` the same with the page's columns selected.
 */
export async function countAndPage<P extends AnySelect>(
  filtered: AnySelect,
  page: P,
  opts: OrderAndPage,
  spec: ListSpec,
  defaultOrder: string,
): Promise<{ count: number; rows: Awaited<ReturnType<P['execute']>> }> {
  const countRow = await filtered
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = (await applyListOrderAndPage(page, opts, spec, defaultOrder).execute()) as Awaited<
    ReturnType<P['execute']>
  >;
  return { count: Number(countRow.count), rows };
}

/**
 * A lookup's page: how many rows `filtered` has, and the `page`th `pageSize` rows of
 * `ordered` (the same rows, their columns selected and ordered).
 */
export async function countAndSlice<P extends AnySelect>(
  filtered: AnySelect,
  ordered: P,
  opts: { page: number; pageSize: number },
): Promise<{ count: number; rows: Awaited<ReturnType<P['execute']>> }> {
  const countRow = await filtered
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = (await ordered
    .limit(opts.pageSize)
    .offset(opts.page * opts.pageSize)
    .execute()) as Awaited<ReturnType<P['execute']>>;
  return { count: Number(countRow.count), rows };
}

export function applyListOrderAndPage<Q extends AnySelect>(
  query: Q,
  opts: OrderAndPage,
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
