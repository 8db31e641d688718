/**
 * SQL Lab's server calls (superset-api.md §8, spec §7): the bootstrap, running queries, their
 * results (cached by results key, windows read apart), stopping, polling, formatting,
 * validating, cost estimates, permalinks and a dataset from a query. Tabs and their tables
 * persist through tabStateApi.ts, saved queries through savedQueryApi.ts.
 */
import type {
  DatabaseListItem,
  SqlLabBootstrap,
  SqlLabExecuteAnswer,
  SqlLabExecutePayload,
  SqlLabPermalinkState,
  SqlLabQueriesUpdated,
  SqlLabQueryShowItem,
  SqlLabResults,
  SqlLabResultsQuery,
  SqlLabVizPayload,
  SqlLabVizResult,
  SqlValidationAnnotation,
} from '@tessera/core';
import type { ListResult } from './securityApi';
import { tesseraApi } from './tesseraApi';

const SQLLAB = '/api/v1/sqllab/';

/** A result stays cached this long once no one shows it (it is read again by its key after). */
const RESULTS_KEPT_SECONDS = 24 * 60 * 60;

export const sqlLabApi = tesseraApi.injectEndpoints({
  endpoints: (build) => ({
    sqlLabBootstrap: build.query<{ result: SqlLabBootstrap }, void>({
      query: () => SQLLAB,
      keepUnusedDataFor: 0,
    }),
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
    executeQuery: build.mutation<SqlLabExecuteAnswer, SqlLabExecutePayload>({
      query: (body) => ({ url: `${SQLLAB}execute/`, method: 'POST', body }),
      invalidatesTags: ['QueryHistory'],
    }),
    /** A run's stored result (its first rows, as the display limit allows), by results key. */
    queryResults: build.query<SqlLabResults, string>({
      query: (key) => ({ url: `${SQLLAB}results/`, q: { key } }),
      providesTags: (_r, _e, key) => [{ type: 'QueryResults', id: key }],
      keepUnusedDataFor: RESULTS_KEPT_SECONDS,
    }),
    /** A window of a stored result's rows (the grid keeps its few windows itself). */
    resultsWindow: build.query<SqlLabResults, Required<Omit<SqlLabResultsQuery, 'rows'>>>({
      query: (q) => ({ url: `${SQLLAB}results/`, q: { ...q } }),
      keepUnusedDataFor: 0,
    }),
    stopQuery: build.mutation<{ result: string }, string>({
      query: (clientId) => ({
        url: '/api/v1/query/stop',
        method: 'POST',
        body: { client_id: clientId },
      }),
    }),
    /** One past run (query history's "open in SQL Lab"). */
    getQuery: build.query<{ id: number; result: SqlLabQueryShowItem }, number>({
      query: (id) => `/api/v1/query/${id}`,
      keepUnusedDataFor: 0,
    }),
    /** The user's runs changed since this time (ms): polling of async runs. */
    queriesUpdatedSince: build.query<SqlLabQueriesUpdated, number>({
      query: (ms) => ({ url: '/api/v1/query/updated_since', q: { last_updated_ms: ms } }),
      keepUnusedDataFor: 0,
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
      { result: SqlValidationAnnotation[] },
      { dbId: number; sql: string; schema: string | null; template_params?: string }
    >({
      query: ({ dbId, ...body }) => ({
        url: `/api/v1/database/${dbId}/validate_sql/`,
        method: 'POST',
        body,
      }),
    }),
    createPermalink: build.mutation<{ key: string; url: string }, SqlLabPermalinkState>({
      query: (body) => ({ url: `${SQLLAB}permalink`, method: 'POST', body }),
    }),
    getPermalink: build.query<SqlLabPermalinkState, string>({
      query: (key) => `${SQLLAB}permalink/${encodeURIComponent(key)}`,
      keepUnusedDataFor: 0,
    }),
    /** A new virtual dataset from a query (Superset's legacy `sqllab_viz`). */
    createDatasetFromQuery: build.mutation<SqlLabVizResult, SqlLabVizPayload>({
      query: (data) => ({ url: '/superset/sqllab_viz/', method: 'POST', body: { data } }),
      invalidatesTags: ['Dataset'],
    }),
  }),
});

export const {
  useSqlLabDatabasesQuery,
  useFunctionNamesQuery,
  useQueryResultsQuery,
  useFormatSqlMutation,
  useValidateSqlMutation,
  useCreatePermalinkMutation,
  useCreateDatasetFromQueryMutation,
} = sqlLabApi;
