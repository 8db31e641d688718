/**
 * Tab flows: add, activate (loading a backend tab lazily on first switch), change, close,
 * close others, duplicate, and restoring the tabs when the page opens.
 */
import type { SqlLabBootstrap } from '@tessera/core';
import { sqlLabApi } from '../../api/sqlLabApi';
import { tabStateApi } from '../../api/tabStateApi';
import { toApiErrorInfo } from '../../api/apiError';
import { notify } from '../notify';
import { PERSISTENCE, SQL_SAVE_FAILED } from '../messages';
import type { QueryEditor } from '../types';
import {
  DEFAULT_QUERY_LIMIT,
  activeEditorId,
  initialSqlLabState,
  sqlLabActions as A,
  type QueryEditorChanges,
  type SqlLabState,
} from './sqlLabSlice';
import { LOCAL_STORAGE_KEY, fromStoredState } from './localStore';
import { copyTabName, newQueryTabName } from './tabNames';
import { queryFromDict } from './queryFromDict';
import {
  editorFromTabState,
  queryEditorPayload,
  tabStateChanges,
  tablesFromTabState,
} from './tabStateMapping';
import { backendPersistence, clientId, type SqlLabThunk } from './thunk';
import { migrateLocalTabs } from './localMigrationThunks';
import { defaultDatabaseAndSchema } from './defaultDatabase';

const LOCAL_NOTE =
  '-- Note: Unless you save your query, these tabs will NOT persist if you clear your cookies or change browsers.\n\n';

/**
 * A new tab, taking database and schema from the active tab; when neither the caller nor the
 * active tab names a database, the default one and its schema (defaultDatabase.ts).
 */
export function addQueryEditor(init: Partial<QueryEditor> = {}): SqlLabThunk<Promise<string>> {
  return async (dispatch, getState) => {
    const activeOf = (lab: SqlLabState) =>
      lab.queryEditors.find((qe) => qe.id === activeEditorId(lab));
    const from = activeOf(getState().sqlLab);
    const where =
      init.dbId !== undefined
        ? null
        : from && from.dbId !== null
          ? { dbId: from.dbId, schema: from.schema }
          : await dispatch(defaultDatabaseAndSchema());
    const lab = getState().sqlLab;
    const active = activeOf(lab);
    const qe: QueryEditor = {
      id: clientId(),
      title: newQueryTabName(lab.queryEditors.map((e) => e.title)),
      sql: backendPersistence() ? 'SELECT ...' : `${LOCAL_NOTE}SELECT ...`,
      dbId: where?.dbId ?? null,
      schema: where?.schema ?? null,
      autorun: false,
      queryLimit: active?.queryLimit ?? DEFAULT_QUERY_LIMIT,
      templateParams: '',
      selectedText: null,
      latestQueryId: null,
      remoteId: null,
      hideLeftBar: active?.hideLeftBar ?? false,
      loaded: true,
      // Only what the caller gives: an undefined title keeps the new tab's name.
      ...(Object.fromEntries(
        Object.entries(init).filter(([, v]) => v !== undefined),
      ) as Partial<QueryEditor>),
    };
    if (backendPersistence()) {
      try {
        const { id } = await dispatch(
          tabStateApi.endpoints.createTabState.initiate(queryEditorPayload(qe), { track: false }),
        ).unwrap();
        qe.id = String(id);
        qe.remoteId = id;
      } catch {
        notify.danger(PERSISTENCE.addTab);
      }
    }
    dispatch(A.addQueryEditor(qe));
    return qe.id;
  };
}

function failureFor(changes: QueryEditorChanges): string {
  if ('sql' in changes) return SQL_SAVE_FAILED;
  if ('title' in changes) return PERSISTENCE.title;
  if ('dbId' in changes) return PERSISTENCE.database;
  if ('schema' in changes) return PERSISTENCE.schema;
  if ('hideLeftBar' in changes) return PERSISTENCE.hideLeftBar;
  if ('autorun' in changes) return PERSISTENCE.autorun;
  if ('templateParams' in changes) return PERSISTENCE.templateParams;
  if ('queryLimit' in changes) return PERSISTENCE.queryLimit;
  return PERSISTENCE.latestQuery;
}

/** Changes a tab, and saves the change on the server when tabs persist there. */
export function changeQueryEditor(id: string, changes: QueryEditorChanges): SqlLabThunk {
  return (dispatch, getState) => {
    dispatch(A.updateQueryEditor({ id, changes }));
    const qe = getState().sqlLab.queryEditors.find((e) => e.id === id);
    const remote = tabStateChanges(changes);
    if (!backendPersistence() || !qe?.remoteId || Object.keys(remote).length === 0) return;
    const remoteId = qe.remoteId;
    const save = () =>
      dispatch(
        tabStateApi.endpoints.updateTabState.initiate(
          { id: remoteId, changes: remote },
          { track: false },
        ),
      )
        .unwrap()
        .catch(() => notify.danger(failureFor(changes)));
    // Typing saves the SQL text once the typist pauses, not at every key.
    window.clearTimeout(sqlTimers.get(id));
    if (Object.keys(remote).length === 1 && 'sql' in remote) {
      sqlTimers.set(
        id,
        window.setTimeout(() => void save(), SQL_SAVE_PAUSE_MS),
      );
    } else {
      if ('sql' in changes === false && sqlTimers.has(id)) {
        remote.sql = qe.sql;
      }
      sqlTimers.delete(id);
      void save();
    }
  };
}

const SQL_SAVE_PAUSE_MS = 1000;
const sqlTimers = new Map<string, number>();

/** Loads a backend tab's full state; a 404 drops the tab silently. */
function loadQueryEditor(qe: QueryEditor): SqlLabThunk<Promise<void>> {
  return async (dispatch, getState) => {
    if (qe.remoteId === null) return;
    try {
      const tab = await dispatch(
        tabStateApi.endpoints.getTabState.initiate(qe.remoteId, {
          subscribe: false,
          forceRefetch: true,
        }),
      ).unwrap();
      const loaded = editorFromTabState(tab);
      dispatch(A.updateQueryEditor({ id: qe.id, changes: { ...loaded, loaded: true } }));
      for (const t of tablesFromTabState(tab)) dispatch(A.addTable(t));
      const latest = tab.latest_query;
      if (latest && !getState().sqlLab.queries[latest.id]) {
        dispatch(A.startQuery(queryFromDict(latest)));
      }
    } catch (e) {
      if (toApiErrorInfo(e).status === 404) dispatch(A.removeQueryEditor(qe.id));
      else notify.danger(PERSISTENCE.fetchTab);
    }
  };
}

export function switchQueryEditor(id: string): SqlLabThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const qe = getState().sqlLab.queryEditors.find((e) => e.id === id);
    if (!qe) return;
    dispatch(A.setActiveQueryEditor(id));
    if (!backendPersistence() || qe.remoteId === null) return;
    try {
      await dispatch(
        tabStateApi.endpoints.activateTabState.initiate(qe.remoteId, { track: false }),
      ).unwrap();
    } catch (e) {
      if (toApiErrorInfo(e).status === 404) {
        dispatch(A.removeQueryEditor(id));
        return;
      }
      notify.danger(PERSISTENCE.activeTab);
    }
    if (!qe.loaded) await dispatch(loadQueryEditor(qe));
  };
}

export function removeQueryEditor(id: string): SqlLabThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const lab = getState().sqlLab;
    const qe = lab.queryEditors.find((e) => e.id === id);
    if (!qe) return;
    dispatch(A.removeQueryEditor(id));
    if (backendPersistence() && qe.remoteId !== null) {
      dispatch(tabStateApi.endpoints.deleteTabState.initiate(qe.remoteId, { track: false }))
        .unwrap()
        .catch(() => notify.danger(PERSISTENCE.removeTab));
    }
    const after = getState().sqlLab;
    if (after.queryEditors.length === 0) await dispatch(addQueryEditor());
    else {
      const next = activeEditorId(after);
      if (next) await dispatch(switchQueryEditor(next));
    }
  };
}

export function removeOtherQueryEditors(keep: string): SqlLabThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const others = getState()
      .sqlLab.queryEditors.filter((qe) => qe.id !== keep)
      .map((qe) => qe.id);
    for (const id of others) await dispatch(removeQueryEditor(id));
    await dispatch(switchQueryEditor(keep));
  };
}

export function duplicateQueryEditor(id: string): SqlLabThunk<Promise<string | null>> {
  return async (dispatch, getState) => {
    const qe = getState().sqlLab.queryEditors.find((e) => e.id === id);
    if (!qe) return null;
    return dispatch(
      addQueryEditor({
        title: copyTabName(qe.title),
        sql: qe.sql,
        dbId: qe.dbId,
        schema: qe.schema,
        queryLimit: qe.queryLimit,
        templateParams: qe.templateParams,
        autorun: false,
      }),
    );
  };
}

/** The state the server's bootstrap describes: the active tab whole, the others to load later. */
export function stateFromBootstrap(boot: SqlLabBootstrap): SqlLabState {
  const state: SqlLabState = { ...initialSqlLabState, queries: {}, tables: [], tabHistory: [] };
  const active = boot.active_tab;
  state.queryEditors = boot.tab_state_ids.map((entry) => {
    const [id, label] = Array.isArray(entry) ? entry : [entry.id, entry.label];
    if (active && Number(id) === active.id) return editorFromTabState(active);
    return {
      id: String(id),
      remoteId: Number(id),
      title: label ?? '',
      sql: '',
      dbId: null,
      schema: null,
      autorun: false,
      queryLimit: DEFAULT_QUERY_LIMIT,
      templateParams: '',
      selectedText: null,
      latestQueryId: null,
      hideLeftBar: false,
      loaded: false,
    };
  });
  if (active && !state.queryEditors.some((qe) => qe.remoteId === active.id)) {
    state.queryEditors.push(editorFromTabState(active));
  }
  if (active) {
    state.tabHistory = [String(active.id)];
    state.tables = tablesFromTabState(active);
  }
  for (const dict of Object.values(boot.queries ?? {})) {
    state.queries[dict.id] = queryFromDict(dict);
  }
  if (active?.latest_query && !state.queries[active.latest_query.id]) {
    state.queries[active.latest_query.id] = queryFromDict(active.latest_query);
  }
  return state;
}

/**
 * Opens SQL Lab: the server's tabs (persistence on, after moving there any tabs still held
 * locally) or localStorage's; at least one tab.
 */
export function restoreSqlLab(): SqlLabThunk<Promise<void>> {
  return async (dispatch, getState) => {
    let restored: SqlLabState | null = null;
    if (backendPersistence()) {
      await dispatch(migrateLocalTabs());
      try {
        const { result } = await dispatch(
          sqlLabApi.endpoints.sqlLabBootstrap.initiate(undefined, {
            subscribe: false,
            forceRefetch: true,
          }),
        ).unwrap();
        restored = stateFromBootstrap(result);
      } catch {
        notify.danger(PERSISTENCE.fetchTab);
      }
    } else {
      restored = fromStoredState(window.localStorage.getItem(LOCAL_STORAGE_KEY));
    }
    if (restored) dispatch(A.hydrate(restored));
    if (getState().sqlLab.queryEditors.length === 0) await dispatch(addQueryEditor());
    const active = activeEditorId(getState().sqlLab);
    const qe = getState().sqlLab.queryEditors.find((e) => e.id === active);
    if (qe && !qe.loaded) await dispatch(loadQueryEditor(qe));
    else if (active) dispatch(A.setActiveQueryEditor(active));
  };
}
