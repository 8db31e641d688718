/**
 * SQL Lab's Redux slice, the client's state: the tabs (query editors) in order, which one is
 * active, the queries they ran and the tables opened in their left bars (spec §3 and §4).
 * What the server holds (results, databases, tab persistence) goes through the API layer
 * (api/sqlLabApi.ts, api/tabStateApi.ts).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Query, QueryDictUpdate, QueryEditor, TableSchema } from '../types';
import { RUNNING_STATES } from '../types';
import { queryFromDict } from './queryFromDict';

export const DEFAULT_QUERY_LIMIT = 1000;

export interface SqlLabState {
  queryEditors: QueryEditor[];
  /** Activation order; the last is the active tab. */
  tabHistory: string[];
  queries: Record<string, Query>;
  tables: TableSchema[];
}

export const initialSqlLabState: SqlLabState = {
  queryEditors: [],
  tabHistory: [],
  queries: {},
  tables: [],
};

export type QueryEditorChanges = Partial<
  Pick<
    QueryEditor,
    | 'title'
    | 'sql'
    | 'dbId'
    | 'schema'
    | 'autorun'
    | 'queryLimit'
    | 'templateParams'
    | 'selectedText'
    | 'latestQueryId'
    | 'remoteId'
    | 'savedQueryId'
    | 'hideLeftBar'
    | 'loaded'
  >
>;

function editor(state: SqlLabState, id: string): QueryEditor | undefined {
  return state.queryEditors.find((qe) => qe.id === id);
}

function activate(state: SqlLabState, id: string): void {
  state.tabHistory = [...state.tabHistory.filter((t) => t !== id), id];
}

const slice = createSlice({
  name: 'sqlLab',
  initialState: initialSqlLabState,
  reducers: {
    /** Replaces everything (restored from the server or from localStorage). */
    hydrate(_state, action: PayloadAction<SqlLabState>) {
      return action.payload;
    },
    addQueryEditor(state, action: PayloadAction<QueryEditor>) {
      state.queryEditors.push(action.payload);
      activate(state, action.payload.id);
    },
    setActiveQueryEditor(state, action: PayloadAction<string>) {
      if (editor(state, action.payload)) activate(state, action.payload);
    },
    /** Removes a tab with its queries and tables; the previously active tab becomes active. */
    removeQueryEditor(state, action: PayloadAction<string>) {
      const id = action.payload;
      state.queryEditors = state.queryEditors.filter((qe) => qe.id !== id);
      state.tabHistory = state.tabHistory.filter((t) => t !== id);
      state.tables = state.tables.filter((t) => t.queryEditorId !== id);
      for (const [key, q] of Object.entries(state.queries)) {
        if (q.sqlEditorId === id) delete state.queries[key];
      }
    },
    updateQueryEditor(state, action: PayloadAction<{ id: string; changes: QueryEditorChanges }>) {
      const qe = editor(state, action.payload.id);
      if (qe) Object.assign(qe, action.payload.changes);
    },
    startQuery(state, action: PayloadAction<Query>) {
      const query = action.payload;
      // A fresh data preview of a table replaces the previous one.
      if (query.isDataPreview) {
        for (const [key, q] of Object.entries(state.queries)) {
          if (q.isDataPreview && q.sqlEditorId === query.sqlEditorId && q.sql === query.sql)
            delete state.queries[key];
        }
      }
      state.queries[query.id] = query;
      if (!query.isDataPreview) {
        const qe = editor(state, query.sqlEditorId);
        if (qe) qe.latestQueryId = query.id;
      }
    },
    /** A run succeeded: its dict, how many rows it returned (the rows stay in the API cache). */
    querySuccess(
      state,
      action: PayloadAction<{
        id: string;
        query: QueryDictUpdate;
        rows: number;
        serverId?: number;
      }>,
    ) {
      const q = state.queries[action.payload.id];
      if (!q || q.state === 'stopped') return;
      const { query } = action.payload;
      Object.assign(q, queryFromDict(query, q), { state: 'success', progress: 100 });
      q.rows = query.rows ?? action.payload.rows;
      q.serverId = action.payload.serverId ?? q.serverId;
      q.endDttm = query.endDttm ?? Date.now();
    },
    queryFailed(state, action: PayloadAction<{ id: string; message: string }>) {
      const q = state.queries[action.payload.id];
      if (!q || q.state === 'stopped') return;
      q.state = 'failed';
      q.errorMessage = action.payload.message;
      q.endDttm = Date.now();
    },
    stopQuery(state, action: PayloadAction<string>) {
      const q = state.queries[action.payload];
      if (!q) return;
      q.state = 'stopped';
      q.errorMessage = 'Query was stopped.';
      q.endDttm = Date.now();
    },
    /** Async polling: the server's newer view of queries this client holds. */
    refreshQueries(state, action: PayloadAction<QueryDictUpdate[]>) {
      for (const dict of action.payload) {
        const q = state.queries[dict.id];
        if (!q || q.state === 'stopped') continue;
        if (!RUNNING_STATES.has(q.state) && q.state === dict.state) continue;
        Object.assign(q, queryFromDict(dict, q));
      }
    },
    removeQuery(state, action: PayloadAction<string>) {
      const q = state.queries[action.payload];
      if (!q) return;
      delete state.queries[action.payload];
      const qe = editor(state, q.sqlEditorId);
      if (qe?.latestQueryId === q.id) qe.latestQueryId = null;
    },
    addTable(state, action: PayloadAction<TableSchema>) {
      const t = action.payload;
      const same = state.tables.find(
        (x) =>
          x.queryEditorId === t.queryEditorId &&
          x.dbId === t.dbId &&
          x.schema === t.schema &&
          x.name === t.name,
      );
      if (same) same.expanded = true;
      else state.tables.push(t);
    },
    updateTable(
      state,
      action: PayloadAction<{
        id: string;
        changes: Partial<Pick<TableSchema, 'expanded' | 'remoteId' | 'dataPreviewQueryId'>>;
      }>,
    ) {
      const t = state.tables.find((x) => x.id === action.payload.id);
      if (t) Object.assign(t, action.payload.changes);
    },
    removeTable(state, action: PayloadAction<string>) {
      state.tables = state.tables.filter((t) => t.id !== action.payload);
    },
  },
});

export const sqlLabReducer = slice.reducer;
export const sqlLabActions = slice.actions;

/** The active tab's id (the last activated one still open). */
export function activeEditorId(state: SqlLabState): string | null {
  return state.tabHistory.at(-1) ?? state.queryEditors[0]?.id ?? null;
}

/** A tab's queries, newest first, data previews left out (per-tab query history). */
export function tabHistory(state: Pick<SqlLabState, 'queries'>, editorId: string): Query[] {
  return Object.values(state.queries)
    .filter((q) => q.sqlEditorId === editorId && !q.isDataPreview)
    .sort((a, b) => b.startDttm - a.startDttm);
}

/** The ids of every tab except the given one (close others). */
export function otherEditorIds(state: SqlLabState, keep: string): string[] {
  return state.queryEditors.filter((qe) => qe.id !== keep).map((qe) => qe.id);
}
