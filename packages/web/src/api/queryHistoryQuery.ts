/** The query history list's table state as the rison `q` of GET /api/v1/query/. */
import type { ListFilter, SqlLabQueryState } from '@tessera/core';

export type QueryHistoryOrderColumn =
  | 'changed_on'
  | 'start_time'
  | 'tab_name'
  | 'database.database_name'
  | 'schema'
  | 'user.first_name'
  | 'rows'
  | 'status';

export interface QueryHistoryListParams {
  /** 0-based. */
  page: number;
  pageSize: number;
  orderColumn?: QueryHistoryOrderColumn;
  orderDirection?: 'asc' | 'desc';
  /** Searched in the SQL (Superset's "Search by query text"). */
  search?: string;
  databaseId?: number;
  status?: SqlLabQueryState;
  userId?: number;
  /** Runs started within [from, to], epoch milliseconds (either end may be open). */
  startTime?: [number | null, number | null];
}

/** The list's default order: most recently changed first (Superset's). */
export const QUERY_HISTORY_DEFAULT_ORDER = {
  orderColumn: 'changed_on',
  orderDirection: 'desc',
} as const;

export function queryHistoryListQuery(params: QueryHistoryListParams): Record<string, unknown> {
  const filters: ListFilter[] = [];
  if (params.databaseId !== undefined)
    filters.push({ col: 'database', opr: 'rel_o_m', value: params.databaseId });
  if (params.status) filters.push({ col: 'status', opr: 'eq', value: params.status });
  if (params.userId !== undefined)
    filters.push({ col: 'user', opr: 'rel_o_m', value: params.userId });
  const [from, to] = params.startTime ?? [null, null];
  // Superset's "between" on a date range is two filters: after the start, before the end.
  if (from !== null) filters.push({ col: 'start_time', opr: 'gt', value: from });
  if (to !== null) filters.push({ col: 'start_time', opr: 'lt', value: to });
  const search = params.search?.trim();
  if (search) filters.push({ col: 'sql', opr: 'ct', value: search });
  const q: Record<string, unknown> = { page: params.page, page_size: params.pageSize };
  if (filters.length) q.filters = filters;
  q.order_column = params.orderColumn ?? QUERY_HISTORY_DEFAULT_ORDER.orderColumn;
  q.order_direction =
    params.orderDirection ??
    (params.orderColumn ? 'asc' : QUERY_HISTORY_DEFAULT_ORDER.orderDirection);
  return q;
}

/** The SQL Lab address that opens a past run in a new tab (and runs it again with `autorun`). */
export function queryHistoryUrl(id: number, autorun = false): string {
  return `/sqllab/?queryId=${id}${autorun ? '&autorun=true' : ''}`;
}

/** A run's duration as Superset shows it: "00:00:01.25" (hours, minutes, seconds). */
export function formatQueryDuration(startMs: number | null, endMs: number | null): string {
  if (startMs === null || endMs === null || endMs < startMs) return '';
  const total = endMs - startMs;
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor((total % 3_600_000) / 60_000);
  const seconds = (total % 60_000) / 1000;
  const pad = (n: number) => String(n).padStart(2, '0');
  const secondsText = seconds.toFixed(2).padStart(5, '0');
  return `${pad(hours)}:${pad(minutes)}:${secondsText}`;
}

/** A table name of `sql_tables`: Superset's Table object or `schema.table` text. */
export function queryTableName(t: string | { schema?: string | null; table: string }): string {
  return typeof t === 'string' ? t : [t.schema, t.table].filter(Boolean).join('.');
}

/** The SQL as the list shows it: its first lines (each cut at `maxWidth`), "..." when cut. */
export function shortenSql(sqlText: string, maxLines = 4, maxWidth = 100): string {
  const lines = sqlText.trim().split('\n');
  const shown = lines
    .slice(0, maxLines)
    .map((l) => (l.length > maxWidth ? `${l.slice(0, maxWidth)}...` : l));
  if (lines.length > maxLines) shown.push('...');
  return shown.join('\n');
}
