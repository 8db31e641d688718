/** The databases list's table state as the rison `q` of GET /api/v1/database/. */
import type { ListFilter } from '@tessera/core';

export type DatabaseOrderColumn =
  | 'database_name'
  | 'allow_run_async'
  | 'allow_dml'
  | 'allow_file_upload'
  | 'expose_in_sqllab'
  | 'created_by.first_name'
  | 'changed_on_delta_humanized';

export interface DatabasesListParams {
  /** 0-based. */
  page: number;
  pageSize: number;
  orderColumn?: DatabaseOrderColumn;
  orderDirection?: 'asc' | 'desc';
  /** Part of the name (case-insensitive). */
  search?: string;
  exposeInSqlLab?: boolean;
  allowRunAsync?: boolean;
}

export function databasesListQuery(params: DatabasesListParams): Record<string, unknown> {
  const filters: ListFilter[] = [];
  const search = params.search?.trim();
  if (search) filters.push({ col: 'database_name', opr: 'ct', value: search });
  if (params.exposeInSqlLab !== undefined) {
    filters.push({ col: 'expose_in_sqllab', opr: 'eq', value: params.exposeInSqlLab });
  }
  if (params.allowRunAsync !== undefined) {
    filters.push({ col: 'allow_run_async', opr: 'eq', value: params.allowRunAsync });
  }
  const q: Record<string, unknown> = { page: params.page, page_size: params.pageSize };
  if (filters.length) q.filters = filters;
  if (params.orderColumn) {
    q.order_column = params.orderColumn;
    q.order_direction = params.orderDirection ?? 'asc';
  }
  return q;
}

/** Superset's query for "is there a database files may be uploaded to?". */
export const UPLOAD_ENABLED_QUERY: Record<string, unknown> = {
  filters: [{ col: 'allow_file_upload', opr: 'upload_is_enabled', value: true }],
  page: 0,
  page_size: 100,
  order_column: 'database_name',
  order_direction: 'asc',
};
