/** The datasets list's table state as the rison `q` of GET /api/v1/dataset/. */
import type { ListFilter } from '@tessera/core';

export type DatasetOrderColumn =
  | 'table_name'
  | 'schema'
  | 'database.database_name'
  | 'changed_by.first_name'
  | 'changed_on_delta_humanized';

export type DatasetKindFilter = 'physical' | 'virtual';

export interface DatasetsListParams {
  /** 0-based. */
  page: number;
  pageSize: number;
  orderColumn?: DatasetOrderColumn;
  orderDirection?: 'asc' | 'desc';
  /** Part of the name (case-insensitive). */
  search?: string;
  databaseId?: number;
  schema?: string;
  kind?: DatasetKindFilter;
  ownerId?: number;
}

/** The list's default order: last modified first (Superset's). */
export const DATASET_DEFAULT_ORDER = {
  orderColumn: 'changed_on_delta_humanized',
  orderDirection: 'desc',
} as const;

export function datasetsListQuery(params: DatasetsListParams): Record<string, unknown> {
  const filters: ListFilter[] = [];
  const search = params.search?.trim();
  if (search) filters.push({ col: 'table_name', opr: 'ct', value: search });
  if (params.databaseId !== undefined) {
    filters.push({ col: 'database', opr: 'rel_o_m', value: params.databaseId });
  }
  if (params.schema) filters.push({ col: 'schema', opr: 'eq', value: params.schema });
  if (params.kind) {
    // Physical datasets have no SQL (Superset's `dataset_is_null_or_empty`).
    filters.push({
      col: 'sql',
      opr: 'dataset_is_null_or_empty',
      value: params.kind === 'physical',
    });
  }
  if (params.ownerId !== undefined) {
    filters.push({ col: 'owners', opr: 'rel_m_m', value: params.ownerId });
  }
  const q: Record<string, unknown> = { page: params.page, page_size: params.pageSize };
  if (filters.length) q.filters = filters;
  const orderColumn = params.orderColumn ?? DATASET_DEFAULT_ORDER.orderColumn;
  q.order_column = orderColumn;
  q.order_direction =
    params.orderDirection ?? (params.orderColumn ? 'asc' : DATASET_DEFAULT_ORDER.orderDirection);
  return q;
}

/** `?q=` of `/related/<col>` and `/distinct/<col>`: a search text and one page. */
export function relatedQuery(filter: string, pageSize = 25): Record<string, unknown> {
  return { filter: filter.trim(), page: 0, page_size: pageSize };
}
