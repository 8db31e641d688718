/**
 * Running queries: sync runs answer with results; async runs answer 202 and are followed by
 * polling (updated_since) until they finish, then their results are fetched by key. Results
 * live in the API cache under their results key (sqlLabApi's `queryResults`); the slice keeps
 * the run itself.
 */
import type { SqlLabExecuteAnswer, SqlLabResults } from '@tessera/core';
import { sqlLabApi } from '../../api/sqlLabApi';
import type { RootState } from '../../store/store';
import { tabStateApi } from '../../api/tabStateApi';
import { toApiErrorInfo } from '../../api/apiError';
import { notify } from '../notify';
import { MESSAGES, PERSISTENCE, runErrorText, stopFailed } from '../messages';
import type { Query, QueryEditor } from '../types';
import { RUNNING_STATES } from '../types';
import { sqlLabActions as A } from './sqlLabSlice';
import { backendPersistence, clientId, type SqlLabThunk } from './thunk';

export interface RunOptions {
  /** Run this text instead of the whole editor (the selection). */
  sql?: string;
  runAsync?: boolean;
  /** A data preview of a table (not part of the tab's history). */
  isDataPreview?: boolean;
  ctas?: { table: string; method: 'TABLE' | 'VIEW' };
}

function isResults(answer: SqlLabExecuteAnswer): answer is SqlLabResults {
  return 'data' in answer && Array.isArray(answer.data);
}

/** A run's results arrived: cached under its results key, and the run marked a success. */
export function querySucceeded(id: string, results: SqlLabResults): SqlLabThunk {
  return (dispatch) => {
    const key = results.query.resultsKey;
    if (key)
      dispatch(
        sqlLabApi.util.upsertQueryEntries([
          { endpointName: 'queryResults', arg: key, value: results },
        ]),
      );
    dispatch(
      A.querySuccess({
        id,
        query: results.query,
        rows: results.data.length,
        serverId: results.query_id,
      }),
    );
  };
}

export function runQuery(qe: QueryEditor, options: RunOptions = {}): SqlLabThunk<Promise<string>> {
  return async (dispatch) => {
    const runAsync = !!options.runAsync;
    const query: Query = {
      id: clientId(),
      dbId: qe.dbId ?? 0,
      sql: options.sql ?? qe.sql,
      schema: qe.schema,
      sqlEditorId: qe.id,
      tab: qe.title,
      runAsync,
      ctas: !!options.ctas,
      ctas_method: options.ctas?.method ?? 'TABLE',
      tempTable: options.ctas?.table ?? '',
      templateParams: qe.templateParams,
      queryLimit: qe.queryLimit,
      progress: 0,
      startDttm: Date.now(),
      state: runAsync ? 'pending' : 'running',
      isDataPreview: !!options.isDataPreview,
    };
    dispatch(A.startQuery(query));
    if (backendPersistence() && qe.remoteId !== null && !query.isDataPreview) {
      dispatch(
        tabStateApi.endpoints.updateTabState.initiate(
          { id: qe.remoteId, changes: { latest_query_id: query.id } },
          { track: false },
        ),
      )
        .unwrap()
        .catch(() => notify.danger(PERSISTENCE.latestQuery));
    }
    try {
      const answer = await dispatch(
        sqlLabApi.endpoints.executeQuery.initiate(
          {
            database_id: query.dbId,
            sql: query.sql,
            client_id: query.id,
            schema: query.schema,
            tab: query.tab,
            sql_editor_id: query.sqlEditorId,
            queryLimit: query.queryLimit ?? 1000,
            runAsync,
            select_as_cta: query.ctas,
            ctas_method: query.ctas_method ?? 'TABLE',
            tmp_table_name: query.tempTable,
            templateParams: query.templateParams ?? '',
            expand_data: true,
          },
          { track: false },
        ),
      ).unwrap();
      if (isResults(answer)) dispatch(querySucceeded(query.id, answer));
      else dispatch(A.refreshQueries([{ ...answer.query, id: query.id }]));
    } catch (e) {
      dispatch(A.queryFailed({ id: query.id, message: runErrorText(toApiErrorInfo(e).message) }));
    }
    return query.id;
  };
}

/**
 * Fetches the stored results of a finished (async or restored) query into the API cache; a
 * failure fails the query with the server's message.
 */
export function fetchQueryResults(query: Query): SqlLabThunk<Promise<void>> {
  return async (dispatch) => {
    if (!query.resultsKey) return;
    try {
      await dispatch(
        sqlLabApi.endpoints.queryResults.initiate(query.resultsKey, { subscribe: false }),
      ).unwrap();
    } catch (e) {
      dispatch(resultsFailed(query, e));
    }
  };
}

/** The query's results could not be read: it fails with the server's message. */
export function resultsFailed(query: Query, error: unknown): SqlLabThunk {
  return (dispatch) =>
    dispatch(
      A.queryFailed({
        id: query.id,
        message: toApiErrorInfo(error).message || MESSAGES.resultsFailed,
      }),
    );
}

export function stopRunningQuery(query: Query): SqlLabThunk<Promise<void>> {
  return async (dispatch) => {
    try {
      await dispatch(sqlLabApi.endpoints.stopQuery.initiate(query.id, { track: false })).unwrap();
      dispatch(A.stopQuery(query.id));
    } catch (e) {
      notify.danger(stopFailed(toApiErrorInfo(e).message));
    }
  };
}

/** Removes a query from a tab's history (and from the server's tab state). */
export function removeQueryFromTab(query: Query): SqlLabThunk {
  return (dispatch, getState) => {
    const qe = getState().sqlLab.queryEditors.find((e) => e.id === query.sqlEditorId);
    dispatch(A.removeQuery(query.id));
    if (backendPersistence() && qe?.remoteId) {
      dispatch(
        tabStateApi.endpoints.removeTabQuery.initiate(
          { id: qe.remoteId, queryId: query.id },
          { track: false },
        ),
      )
        .unwrap()
        .catch(() => notify.danger(PERSISTENCE.removeQuery));
    }
  };
}

/** Whether the results under this key are in the API cache already. */
function hasResults(state: RootState, key: string): boolean {
  return sqlLabApi.endpoints.queryResults.select(key)(state).data !== undefined;
}

/** How far back each poll looks, so that no update between polls is missed. */
const POLL_BUFFER_MS = 5000;

/** One polling round for async queries; returns whether any query still runs. */
export function pollQueries(): SqlLabThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    const running = Object.values(getState().sqlLab.queries).filter(
      (q) => q.runAsync && RUNNING_STATES.has(q.state),
    );
    if (running.length === 0) return false;
    const since = Math.min(...running.map((q) => q.startDttm)) - POLL_BUFFER_MS;
    try {
      const { result } = await dispatch(
        sqlLabApi.endpoints.queriesUpdatedSince.initiate(Math.floor(since), {
          subscribe: false,
          forceRefetch: true,
        }),
      ).unwrap();
      dispatch(A.refreshQueries(result));
      for (const dict of result) {
        const q = getState().sqlLab.queries[dict.id];
        if (q && q.state === 'success' && q.resultsKey && !hasResults(getState(), q.resultsKey))
          await dispatch(fetchQueryResults(q));
      }
    } catch {
      // The next round tries again.
    }
    return Object.values(getState().sqlLab.queries).some(
      (q) => q.runAsync && RUNNING_STATES.has(q.state),
    );
  };
}
