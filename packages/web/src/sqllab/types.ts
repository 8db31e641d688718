/**
 * SQL Lab's client shapes (spec §3): the queries a tab ran, its editors and the tables in its
 * left bar. What the server answers (query dicts, results, tab states) is core's
 * (`SqlLabQuery`, `SqlLabResults`, `SqlLabTabState`...).
 */
import type { CtasMethod, LimitingFactor, SqlLabQuery, SqlLabQueryState } from '@tessera/core';

export const RUNNING_STATES: ReadonlySet<SqlLabQueryState> = new Set([
  'pending',
  'scheduled',
  'running',
  'fetching',
]);

/**
 * A query dict (core's `SqlLabQuery`) as the client merges it into its query: the server sends
 * it whole; the merge keeps what the client knows for any field it lacks.
 */
export type QueryDictUpdate = Pick<SqlLabQuery, 'id' | 'dbId' | 'state'> & Partial<SqlLabQuery>;

/**
 * A query as the client holds it (spec §3 "Query (client)"): the run a tab started, merged
 * with the server's dict as it moves on. Its rows are the server's, cached by results key
 * (sqlLabApi's `queryResults`).
 */
export interface Query {
  id: string;
  dbId: number;
  sql: string;
  executedSql?: string | null;
  schema: string | null;
  sqlEditorId: string;
  tab: string;
  runAsync: boolean;
  ctas: boolean;
  ctas_method?: CtasMethod;
  tempTable: string;
  templateParams?: string;
  queryLimit?: number;
  resultsKey?: string | null;
  progress: number;
  startDttm: number;
  endDttm?: number | null;
  state: SqlLabQueryState;
  cached?: boolean;
  isDataPreview: boolean;
  /** The server's numeric id, once known. */
  serverId?: number;
  rows?: number | null;
  limit?: number | null;
  limitingFactor?: LimitingFactor;
  errorMessage?: string | null;
}

/** A tab (spec §3 "SQL Lab query editor (client)"). */
export interface QueryEditor {
  id: string;
  title: string;
  sql: string;
  dbId: number | null;
  schema: string | null;
  autorun: boolean;
  queryLimit: number;
  templateParams: string;
  selectedText: string | null;
  latestQueryId: string | null;
  /** The backend tab state id. */
  remoteId: number | null;
  /** The saved query this tab edits. */
  savedQueryId?: number | null;
  hideLeftBar: boolean;
  /** False until the backend tab state has been fetched (lazy load on first switch). */
  loaded: boolean;
}

/** A table opened in a tab's left bar (spec §3 "Table schema in a tab"). */
export interface TableSchema {
  id: string;
  dbId: number;
  queryEditorId: string;
  schema: string | null;
  name: string;
  expanded: boolean;
  /** The backend table schema id. */
  remoteId?: number | null;
  dataPreviewQueryId?: string | null;
}
