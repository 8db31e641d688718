/** The users list's table state as the rison `q` of GET /api/v1/security/users/. */
import type { ListFilter } from '@tessera/core';

export type UserSearchColumn = 'username' | 'first_name' | 'last_name' | 'email';
export type UserOrderColumn =
  'username' | 'first_name' | 'last_name' | 'email' | 'active' | 'last_login';

export interface UsersListParams {
  /** 0-based. */
  page: number;
  pageSize: number;
  orderColumn?: UserOrderColumn;
  orderDirection?: 'asc' | 'desc';
  search?: string;
  searchColumn?: UserSearchColumn;
  /** Only active (true) or inactive (false) users. */
  active?: boolean;
}

export function usersListQuery(params: UsersListParams): Record<string, unknown> {
  const filters: ListFilter[] = [];
  const search = params.search?.trim();
  if (search) filters.push({ col: params.searchColumn ?? 'username', opr: 'ct', value: search });
  if (params.active !== undefined) {
    // The metadata store keeps `active` as 1/0.
    filters.push({ col: 'active', opr: 'eq', value: params.active ? 1 : 0 });
  }
  const q: Record<string, unknown> = { page: params.page, page_size: params.pageSize };
  if (filters.length) q.filters = filters;
  if (params.orderColumn) {
    q.order_column = params.orderColumn;
    q.order_direction = params.orderDirection ?? 'asc';
  }
  return q;
}
