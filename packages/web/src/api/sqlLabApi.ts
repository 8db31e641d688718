/**
 * SQL Lab's server calls (superset-api.md §8, spec §7): running queries, results, stopping,
 * polling, formatting, validating, tab and table-schema persistence, saved queries,
 * permalinks and saving a result as a dataset. Superset's legacy views (`/tabstateview/`,
 * `/tableschemaview/`, `/superset/sqllab_viz/`) take their fields as JSON here; the server
 * also reads Superset's form-encoded posts.
 */
import type { DatabaseListItem } from '@tessera/core';
import type {
  QueryDict,
  ResultsPayload,
  SqlLabBootstrap,
  SqlValidationError,
  TabStateDict,
} from '../sqllab/types';
import type { ListResult } from './securityApi';
import { tesseraApi } from './tesseraApi';

export interface ExecuteRequest {
  database_id: number;
  sql: string;
  client_id: string;
  schema: string | null;
  tab: string;
  sql_editor_id: string;
  queryLimit: number;
  runAsync: boolean;
  select_as_cta: boolean;
  ctas_method: 'TABLE' | 'VIEW';
  tmp_table_name: string;
  templateParams: string;
  expand_data: boolean;
}

/** 200 with results, or 202 `{query}` when the query runs asynchronously. */
export type ExecuteAnswer = ResultsPayload | { query: QueryDict };

export interface ResultsRequest {
  key: string;
  offset?: number;
  limit?: number;
}

export interface TabStateChanges {
  latest_query_id?: string | null;
  hide_left_bar?: boolean;
  database_id?: number | null;
  schema?: string | null;
  autorun?: boolean;
  label?: string;
  saved_query_id?: number | null;
  sql?: string;
  query_limit?: number;
  template_params?: string;
}

export interface SavedQueryWrite {
  db_id: number;
  label: string;
  description: string;
  schema: string | null;
  sql: string;
  template_parameters?: string;
  /** JSON text; a scheduled query's `schedule_info` (SCHEDULED_QUERIES). */
  extra_json?: string;
}

export interface DatasetFromQuery {
  dbId: number;
  schema: string | null;
  sql: string;
  datasourceName: string;
  templateParams?: string;
  columns: { column_name: string; name: string; type: string | null; is_dttm: boolean }[];
}

export interface DatasetOverwrite {
  id: number;
  sql: string;
  database_id: number;
  owners: number[];
  columns: { column_name: string; type: string | null; is_dttm: boolean }[];
}

const SQLLAB = '/api/v1/sqllab/';
const TABS = '/tabstateview/';
const TABLES = '/tableschemaview/';
const SAVED = '/api/v1/saved_query/';

export const sqlLabApi = tesseraApi.injectEndpoints({
  endpoints: (build) => ({
    sqlLabBootstrap: build.query<{ result: SqlLabBootstrap }, void>({ query: () => SQLLAB }),
    /** Databases exposed in SQL Lab, by name. */
    sqlLabDatabases: build.query<ListResult<DatabaseListItem>, void>({
      query: () => ({
        url: '/api/v1/database/',
        q: {
          filters: [{ col: 'expose_in_sqllab', opr: 'eq', value: true }],
          order_column: 'database_name',
          order_direction: 'asc',
          page: 0,
          page_size: 100,
        },
      }),
      providesTags: ['Database'],
    }),
    functionNames: build.query<{ function_names: string[] }, number>({
      query: (id) => `/api/v1/database/${id}/function_names/`,
    }),
    executeQuery: build.mutation<ExecuteAnswer, ExecuteRequest>({
      query: (body) => ({ url: `${SQLLAB}execute/`, method: 'POST', body }),
    }),
    queryResults: build.mutation<ResultsPayload, ResultsRequest>({
      query: (q) => ({ url: `${SQLLAB}results/`, q: { ...q } }),
    }),
    stopQuery: build.mutation<{ result: string }, string>({
      query: (clientId) => ({
        url: '/api/v1/query/stop',
        method: 'POST',
        body: { client_id: clientId },
      }),
    }),
    /** One past run (query history's "open in SQL Lab"). */
    getQuery: build.mutation<
      {
        id: number;
        result: {
          sql: string;
          schema: string | null;
          tab_name?: string | null;
          database: { id: number | null };
        };
      },
      number
    >({
      query: (id) => `/api/v1/query/${id}`,
    }),
    queriesUpdatedSince: build.mutation<{ result: QueryDict[] }, number>({
      query: (ms) => ({ url: '/api/v1/query/updated_since', q: { last_updated_ms: ms } }),
    }),
    formatSql: build.mutation<{ result: string }, { sql: string; database_id?: number | null }>({
      query: (body) => ({ url: `${SQLLAB}format_sql/`, method: 'POST', body }),
    }),
    estimateCost: build.mutation<
      { result: Record<string, unknown>[] },
      { database_id: number; sql: string; schema: string | null; template_params?: string }
    >({
      query: (body) => ({ url: `${SQLLAB}estimate/`, method: 'POST', body }),
    }),
    validateSql: build.mutation<
      { result: SqlValidationError[] },
      { dbId: number; sql: string; schema: string | null; template_params?: string }
    >({
      query: ({ dbId, ...body }) => ({
        url: `/api/v1/database/${dbId}/validate_sql/`,
        method: 'POST',
        body,
      }),
    }),

    // Tab persistence (only with SQLLAB_BACKEND_PERSISTENCE).
    createTabState: build.mutation<{ id: number }, Record<string, unknown>>({
      query: (queryEditor) => ({
        url: TABS,
        method: 'POST',
        body: { queryEditor },
      }),
    }),
    updateTabState: build.mutation<unknown, { id: number; changes: TabStateChanges }>({
      query: ({ id, changes }) => ({
        url: `${TABS}${id}`,
        method: 'PUT',
        body: changes,
      }),
    }),
    getTabState: build.mutation<TabStateDict, number>({ query: (id) => `${TABS}${id}` }),
    deleteTabState: build.mutation<unknown, number>({
      query: (id) => ({ url: `${TABS}${id}`, method: 'DELETE' }),
    }),
    activateTabState: build.mutation<unknown, number>({
      query: (id) => ({ url: `${TABS}${id}/activate`, method: 'POST' }),
    }),
    removeTabQuery: build.mutation<unknown, { id: number; queryId: string }>({
      query: ({ id, queryId }) => ({
        url: `${TABS}${id}/query/${encodeURIComponent(queryId)}`,
        method: 'DELETE',
      }),
    }),
    migrateTabQuery: build.mutation<unknown, { id: number; queryId: string }>({
      query: ({ id, queryId }) => ({
        url: `${TABS}${id}/migrate_query`,
        method: 'POST',
        body: { queryId },
      }),
    }),
    createTableSchema: build.mutation<{ id: number }, Record<string, unknown>>({
      query: (table) => ({ url: TABLES, method: 'POST', body: { table } }),
    }),
    setTableSchemaExpanded: build.mutation<unknown, { id: number; expanded: boolean }>({
      query: ({ id, expanded }) => ({
        url: `${TABLES}${id}/expanded`,
        method: 'POST',
        body: { expanded },
      }),
    }),
    deleteTableSchema: build.mutation<unknown, number>({
      query: (id) => ({ url: `${TABLES}${id}`, method: 'DELETE' }),
    }),

    // Saved queries and sharing.
    createSavedQuery: build.mutation<{ id: number; result: SavedQueryWrite }, SavedQueryWrite>({
      query: (body) => ({ url: SAVED, method: 'POST', body }),
    }),
    updateSavedQuery: build.mutation<
      { id: number; result: SavedQueryWrite },
      { id: number; body: SavedQueryWrite }
    >({
      query: ({ id, body }) => ({ url: `${SAVED}${id}`, method: 'PUT', body }),
    }),
    createPermalink: build.mutation<{ key: string; url: string }, Record<string, unknown>>({
      query: (body) => ({ url: `${SQLLAB}permalink`, method: 'POST', body }),
    }),
    getPermalink: build.mutation<Record<string, unknown>, string>({
      query: (key) => `${SQLLAB}permalink/${encodeURIComponent(key)}`,
    }),

    // Datasets from a query.
    createDatasetFromQuery: build.mutation<
      { table_id: number; data?: { id: number } },
      DatasetFromQuery
    >({
      query: (data) => ({
        url: '/superset/sqllab_viz/',
        method: 'POST',
        body: { data },
      }),
      invalidatesTags: ['Dataset'],
    }),
    overwriteDataset: build.mutation<{ id: number }, DatasetOverwrite>({
      query: ({ id, ...body }) => ({
        url: `/api/v1/dataset/${id}?override_columns=true`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: ['Dataset'],
    }),
  }),
});

export const {
  useSqlLabDatabasesQuery,
  useFunctionNamesQuery,
  useFormatSqlMutation,
  useValidateSqlMutation,
  useCreateSavedQueryMutation,
  useUpdateSavedQueryMutation,
  useCreatePermalinkMutation,
  useCreateDatasetFromQueryMutation,
  useOverwriteDatasetMutation,
} = sqlLabApi;
