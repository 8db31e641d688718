/** The query history list's filters and order, as the rison `q` of GET /api/v1/query/. */
import type { ListFilter } from '@tessera/core';
import type { ListOrder, ListQuerySpec } from './listQuery';

/** The list's default order: most recently changed first (Superset's). */
export const QUERY_HISTORY_DEFAULT_ORDER: ListOrder = { column: 'changed_on', direction: 'desc' };

/** Runs started within [from, to], epoch milliseconds (either end may be open). */
export type TimeRangeValue = [number | null, number | null];

/** Superset's "between" on a date range is two filters: after the start, before the end. */
function startedWithin(value: unknown): ListFilter[] {
  const [from, to] = value as TimeRangeValue;
  const filters: ListFilter[] = [];
  if (from !== null) filters.push({ col: 'start_time', opr: 'gt', value: from });
  if (to !== null) filters.push({ col: 'start_time', opr: 'lt', value: to });
  return filters;
}

/** Database, state, user, start time and a search in the SQL ("Search by query text"). */
export const QUERY_HISTORY_LIST: ListQuerySpec = {
  filters: [
    { id: 'database', col: 'database', opr: 'rel_o_m' },
    { id: 'status', col: 'status', opr: 'eq' },
    { id: 'user', col: 'user', opr: 'rel_o_m' },
    { id: 'startTime', toFilters: startedWithin },
    { id: 'search', col: 'sql', opr: 'ct' },
  ],
  defaultOrder: QUERY_HISTORY_DEFAULT_ORDER,
};

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
