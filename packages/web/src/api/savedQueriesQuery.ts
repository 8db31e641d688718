/** The saved queries list's table state as the rison `q` of GET /api/v1/saved_query/. */
import type { ListFilter } from '@tessera/core';

export type SavedQueryOrderColumn =
  'label' | 'database.database_name' | 'schema' | 'created_on' | 'changed_on_delta_humanized';

export interface SavedQueriesListParams {
  /** 0-based. */
  page: number;
  pageSize: number;
  orderColumn?: SavedQueryOrderColumn;
  orderDirection?: 'asc' | 'desc';
  /** Searched in the name, description and SQL (Superset's "All Text"). */
  search?: string;
  databaseId?: number;
  schema?: string;
  changedById?: number;
}

/** The list's default order: last modified first (Superset's). */
export const SAVED_QUERY_DEFAULT_ORDER = {
  orderColumn: 'changed_on_delta_humanized',
  orderDirection: 'desc',
} as const;

export function savedQueriesListQuery(params: SavedQueriesListParams): Record<string, unknown> {
  const filters: ListFilter[] = [];
  const search = params.search?.trim();
  if (search) filters.push({ col: 'label', opr: 'all_text', value: search });
  if (params.databaseId !== undefined)
    filters.push({ col: 'database', opr: 'rel_o_m', value: params.databaseId });
  if (params.schema) filters.push({ col: 'schema', opr: 'eq', value: params.schema });
  if (params.changedById !== undefined)
    filters.push({ col: 'changed_by', opr: 'rel_o_m', value: params.changedById });
  const q: Record<string, unknown> = { page: params.page, page_size: params.pageSize };
  if (filters.length) q.filters = filters;
  q.order_column = params.orderColumn ?? SAVED_QUERY_DEFAULT_ORDER.orderColumn;
  q.order_direction =
    params.orderDirection ??
    (params.orderColumn ? 'asc' : SAVED_QUERY_DEFAULT_ORDER.orderDirection);
  return q;
}

/** The SQL Lab address that opens a saved query in a new tab. */
export function savedQueryUrl(id: number, origin = ''): string {
  return `${origin}/sqllab/?savedQueryId=${id}`;
}
