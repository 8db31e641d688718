/**
 * SQL Lab runs as Superset shows them: the query dict (`Query.to_dict()`), the
 * `/api/v1/query/` list and show items, result columns, and result values as Superset's
 * JSON encoder writes them (datetimes in ISO format without a zone).
 */
import {
  displayName,
  type CtasMethod,
  type LimitingFactor,
  type SqlLabQuery,
  type SqlLabQueryListItem,
  type SqlLabQueryShowItem,
  type SqlLabQueryState,
  type SqlLabResultColumn,
} from '@tessera/core';
import { GENERIC_TYPE_CODES } from '../../engines/genericTypes.js';
import type { ResultColumn } from '../../engines/types.js';
import type { QueryRowJoined } from '../../meta/sqlLabRuns.js';
import { storedJson } from '../storedValues.js';

export function extraOf(row: { extra_json: string | null }): Record<string, unknown> {
  const parsed = storedJson(row.extra_json, 'query.extra_json');
  return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
}

const userLabel = (row: QueryRowJoined) =>
  row.user_first_name !== null
    ? displayName({ first_name: row.user_first_name, last_name: row.user_last_name })
    : (row.user_username ?? null);

export function queryDict(row: QueryRowJoined): SqlLabQuery {
  return {
    id: row.client_id,
    queryId: row.id,
    serverId: row.id,
    dbId: row.database_id,
    db: row.database_name,
    catalog: row.catalog,
    schema: row.schema,
    sql: row.sql,
    executedSql: row.executed_sql,
    state: row.status as SqlLabQueryState,
    progress: row.progress,
    rows: row.rows,
    limit: row.limit,
    limitingFactor: row.limiting_factor as LimitingFactor,
    startDttm: row.start_time,
    endDttm: row.end_time,
    changed_on: row.changed_on,
    errorMessage: row.error_message,
    ctas: row.select_as_cta === 1,
    ctas_method: (row.ctas_method as CtasMethod | null) ?? null,
    tempSchema: row.tmp_schema_name,
    tempTable: row.tmp_table_name,
    tab: row.tab_name,
    sqlEditorId: row.sql_editor_id,
    userId: row.user_id,
    user: userLabel(row),
    resultsKey: row.results_key,
    trackingUrl: row.tracking_url,
    extra: extraOf(row),
  };
}

const msToIso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** An item of `GET /api/v1/query/` (Superset's list columns). */
export function queryListItem(row: QueryRowJoined): SqlLabQueryListItem {
  return {
    id: row.id,
    changed_on: row.changed_on,
    database: { database_name: row.database_name },
    executed_sql: row.executed_sql,
    rows: row.rows,
    schema: row.schema,
    sql: row.sql,
    sql_tables: (extraOf(row).sql_tables ?? []) as SqlLabQueryListItem['sql_tables'],
    status: row.status as SqlLabQueryState,
    tab_name: row.tab_name,
    user: { id: row.user_id, first_name: row.user_first_name, last_name: row.user_last_name },
    start_time: row.start_time,
    end_time: row.end_time,
    tmp_table_name: row.tmp_table_name,
    tracking_url: row.tracking_url,
  };
}

/** `GET /api/v1/query/<id>`: the list fields and the run's details. */
export function queryShowItem(row: QueryRowJoined): SqlLabQueryShowItem {
  return {
    ...queryListItem(row),
    database: { id: row.database_id, database_name: row.database_name },
    client_id: row.client_id,
    error_message: row.error_message,
    limit: row.limit,
    limiting_factor: row.limiting_factor,
    progress: row.progress,
    results_key: row.results_key,
    select_as_cta: row.select_as_cta === 1,
    select_sql: row.select_sql,
    sql_editor_id: row.sql_editor_id,
    start_running_time: row.start_running_time,
    end_result_backend_time: row.end_result_backend_time,
    tmp_schema_name: row.tmp_schema_name,
    catalog: row.catalog,
    changed_on_iso: msToIso(row.end_time),
  };
}

export function resultColumns(columns: ResultColumn[]): SqlLabResultColumn[] {
  return columns.map((c) => ({
    column_name: c.name,
    name: c.name,
    type: c.type,
    type_generic: GENERIC_TYPE_CODES[c.generic],
    is_dttm: c.generic === 'TEMPORAL',
  }));
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** A year as ISO 8601 writes it: four digits, or signed six past 0-9999 (as toISOString). */
const isoYear = (y: number) =>
  y >= 0 && y <= 9999 ? pad(y, 4) : `${y < 0 ? '-' : '+'}${pad(Math.abs(y), 6)}`;

/** Python's `datetime.isoformat()` of a naive UTC datetime (ISO's signed years past 9999). */
export function isoformat(d: Date): string {
  const base =
    `${isoYear(d.getUTCFullYear())}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  const ms = d.getUTCMilliseconds();
  return ms ? `${base}.${pad(ms * 1000, 6)}` : base;
}

/** A value as the results payload carries it. */
export function jsonValue(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : isoformat(value);
  if (typeof value === 'bigint') {
    const n = Number(value);
    return Number.isSafeInteger(n) ? n : value.toString();
  }
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value instanceof Uint8Array) return Buffer.from(value).toString('utf8');
  return value;
}

/** Positional rows to the payload's row objects (later duplicate names win, as pandas does). */
export function rowObjects(columns: SqlLabResultColumn[], rows: unknown[][]) {
  return rows.map((r) => {
    const obj: Record<string, unknown> = {};
    columns.forEach((c, i) => {
      obj[c.name] = r[i];
    });
    return obj;
  });
}
