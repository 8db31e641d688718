/**
 * Without SQLLAB_BACKEND_PERSISTENCE the tabs live in localStorage: editors, tables and the
 * queries they ran (not their result rows, which the slice does not hold: they are read again
 * by results key; a query that was still running when the page went away comes back as
 * stopped).
 */
import type { Query } from '../types';
import { RUNNING_STATES } from '../types';
import { initialSqlLabState, type SqlLabState } from './sqlLabSlice';

export const LOCAL_STORAGE_KEY = 'tessera.sqlLab';
const VERSION = 1;

export function toStoredState(state: SqlLabState): string {
  const queries: Record<string, Query> = {};
  for (const [id, q] of Object.entries(state.queries)) {
    if (!q.isDataPreview) queries[id] = q;
  }
  return JSON.stringify({
    version: VERSION,
    queryEditors: state.queryEditors.map((qe) => ({ ...qe, selectedText: null })),
    tabHistory: state.tabHistory,
    tables: state.tables.map((t) => ({ ...t, dataPreviewQueryId: null })),
    queries,
  });
}

export function fromStoredState(text: string | null): SqlLabState | null {
  if (!text) return null;
  try {
    const raw = JSON.parse(text) as Partial<SqlLabState> & { version?: number };
    if (raw.version !== VERSION || !Array.isArray(raw.queryEditors)) return null;
    const queries: Record<string, Query> = {};
    for (const [id, q] of Object.entries(raw.queries ?? {})) {
      queries[id] = RUNNING_STATES.has(q.state)
        ? { ...q, state: 'stopped', errorMessage: 'Query was stopped.' }
        : q;
    }
    const ids = new Set(raw.queryEditors.map((qe) => qe.id));
    return {
      ...initialSqlLabState,
      queryEditors: raw.queryEditors.map((qe) => ({ ...qe, loaded: true })),
      tabHistory: (raw.tabHistory ?? []).filter((id) => ids.has(id)),
      tables: (raw.tables ?? []).filter((t) => ids.has(t.queryEditorId)),
      queries,
    };
  } catch {
    return null;
  }
}
