/**
 * What a list asks the server for, as the rison `q` of Superset's list endpoints
 * (`GET /api/v1/<resource>/?q=`): one page, an order, and the `filters` its filter values
 * make. Each resource declares its filters once (`<resource>Query.ts`); the list view, and
 * any other caller of a list endpoint, sends a `ListRequest`.
 */
import type { ListFilter } from '@tessera/core';

export type OrderDirection = 'asc' | 'desc';

export interface ListOrder {
  column: string;
  direction: OrderDirection;
}

/** One page of a list: 0-based page, its size, the order, and each filter's value by id. */
export interface ListRequest {
  page: number;
  pageSize: number;
  /** null or absent: the resource's default order (none when it has none). */
  order?: ListOrder | null;
  filters?: Record<string, unknown>;
  /** The columns to ask for (Superset's `columns`); absent: the endpoint's own. */
  columns?: readonly string[];
}

/** A filter sent as one `{col, opr, value}`, the value first passed through `value`. */
interface SimpleFilter {
  id: string;
  col: string;
  opr: string;
  value?(value: unknown): unknown;
}

/** A filter that makes its own `filters` (a range, a column chosen by another value). */
interface ComposedFilter {
  id: string;
  toFilters(value: unknown, values: Record<string, unknown>): ListFilter[];
}

export type ListFilterQuery = SimpleFilter | ComposedFilter;

export interface ListQuerySpec {
  /** In the order their filters are sent. */
  filters: ListFilterQuery[];
  /** What the server is asked for when the list names no order. */
  defaultOrder?: ListOrder;
}

/** A value that sets no filter: none, blank text, an empty list. */
export function isUnset(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

/** The list's filters as Superset's `filters` (text values trimmed, unset values left out). */
export function listFilters(spec: ListQuerySpec, values: Record<string, unknown> = {}) {
  const filters: ListFilter[] = [];
  for (const f of spec.filters) {
    const raw = values[f.id];
    if (isUnset(raw)) continue;
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if ('toFilters' in f) filters.push(...f.toFilters(value, values));
    else filters.push({ col: f.col, opr: f.opr, value: f.value ? f.value(value) : value });
  }
  return filters;
}

/** The rison `q` of one list request. */
export function listQuery(spec: ListQuerySpec, request: ListRequest): Record<string, unknown> {
  const q: Record<string, unknown> = { page: request.page, page_size: request.pageSize };
  const filters = listFilters(spec, request.filters);
  if (filters.length) q.filters = filters;
  if (request.columns?.length) q.columns = [...request.columns];
  const order = request.order ?? spec.defaultOrder;
  if (order) {
    q.order_column = order.column;
    q.order_direction = order.direction;
  }
  return q;
}

/** `?q=` of `/related/<col>` and `/distinct/<col>`: a search text and one page. */
export function relatedQuery(filter: string, pageSize = 25): Record<string, unknown> {
  return { filter: filter.trim(), page: 0, page_size: pageSize };
}
