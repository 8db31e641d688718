/**
 * SQL Lab's client shapes (spec §3) and the server's answers they are built from
 * (superset-api.md §8: query dicts, results payloads, tab states).
 */

/** Superset's query states. */
export type QueryState =
  'pending' | 'scheduled' | 'running' | 'fetching' | 'success' | 'failed' | 'stopped' | 'timed_out';

export const RUNNING_STATES: ReadonlySet<QueryState> = new Set([
  'pending',
  'scheduled',
  'running',
  'fetching',
]);

export type LimitingFactor =
  'QUERY' | 'DROPDOWN' | 'QUERY_AND_DROPDOWN' | 'NOT_LIMITED' | 'UNKNOWN';

/** A result column as the server describes it. */
export interface ResultColumn {
  column_name: string;
  name: string;
  type: string | null;
  type_generic?: number | null;
  is_dttm: boolean;
}

/** Superset's query dict (`Query.to_dict()`). */
export interface QueryDict {
  id: string;
  queryId?: number;
  dbId: number;
  db?: string;
  schema?: string | null;
  sql: string;
  executedSql?: string | null;
  state: QueryState;
  progress?: number;
  rows?: number | null;
  limit?: number | null;
  limitingFactor?: LimitingFactor;
  startDttm?: number | null;
  endDttm?: number | null;
  changed_on?: string;
  errorMessage?: string | null;
  ctas?: boolean;
  tempSchema?: string | null;
  tempTable?: string | null;
  tab?: string | null;
  sqlEditorId?: string | null;
  resultsKey?: string | null;
  trackingUrl?: string | null;
  extra?: Record<string, unknown> | null;
}

/** The results payload of execute and results calls. */
export interface ResultsPayload {
  status: QueryState;
  query_id?: number;
  data: Record<string, unknown>[];
  columns: ResultColumn[];
  selected_columns?: ResultColumn[];
  expanded_columns?: ResultColumn[];
  query: QueryDict;
  displayLimitReached?: boolean;
  /** Windowed reads (offset and limit asked for): the rows `data` holds and the whole count. */
  window?: { offset: number; limit: number; total_rows: number };
}

/** A query as the client holds it (spec §3 "Query (client)"). */
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
  ctas_method?: 'TABLE' | 'VIEW';
  tempTable: string;
  templateParams?: string;
  queryLimit?: number;
  resultsKey?: string | null;
  progress: number;
  startDttm: number;
  endDttm?: number | null;
  state: QueryState;
  cached?: boolean;
  isDataPreview: boolean;
  /** The server's numeric id, once known. */
  serverId?: number;
  rows?: number | null;
  limit?: number | null;
  limitingFactor?: LimitingFactor;
  errorMessage?: string | null;
  /** The first rows and the columns of a successful result. */
  results?: {
    columns: ResultColumn[];
    data: Record<string, unknown>[];
    displayLimitReached?: boolean;
  };
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

/** The backend's TabState.to_dict(). */
export interface TabStateDict {
  id: number;
  label: string;
  active?: boolean;
  database_id: number | null;
  schema: string | null;
  sql: string;
  query_limit: number | null;
  latest_query: QueryDict | null;
  autorun: boolean;
  template_params: string | null;
  hide_left_bar: boolean;
  saved_query: { id: number } | null;
  table_schemas: TableSchemaDict[];
  extra_json?: string | null;
}

/** The backend's TableSchema.to_dict(). */
export interface TableSchemaDict {
  id: number;
  tab_state_id: number;
  database_id: number;
  schema: string | null;
  table: string;
  expanded: boolean;
  description?: unknown;
}

/** GET /api/v1/sqllab/ */
export interface SqlLabBootstrap {
  active_tab: TabStateDict | null;
  databases: Record<string, { id: number; database_name: string; backend?: string }>;
  queries: Record<string, QueryDict>;
  /** Superset sends `[id, label]` pairs; `{id, label}` objects are read too. */
  tab_state_ids: ([number | string, string] | { id: number | string; label: string })[];
}

/** A validation error from POST /database/<id>/validate_sql/. */
export interface SqlValidationError {
  line_number: number | null;
  start_column: number | null;
  end_column: number | null;
  message: string;
}
