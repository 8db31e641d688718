/**
 * Tabs held in localStorage (a session without SQLLAB_BACKEND_PERSISTENCE) moving to the server
 * once persistence is on (spec §4): what each tab needs sent, and what stays held locally when
 * part of it failed, so that the next load retries only that part.
 */
import type { Query, QueryEditor, TableSchema } from '../types';
import type { SqlLabState } from './sqlLabSlice';

export interface TabMigration {
  editor: QueryEditor;
  /** Client ids of the queries the tab ran, to move into the server's tab. */
  queryIds: string[];
  tables: TableSchema[];
}

/** One entry per locally held tab, in tab order; data previews are not moved. */
export function migrationPlan(state: SqlLabState): TabMigration[] {
  const queries = Object.values(state.queries);
  return state.queryEditors.map((editor) => ({
    editor,
    queryIds: queries
      .filter((q: Query) => q.sqlEditorId === editor.id && !q.isDataPreview)
      .map((q) => q.id),
    tables: state.tables.filter((t) => t.queryEditorId === editor.id),
  }));
}

/** What a tab's migration got done: its server id (null when the tab itself failed). */
export interface MigrationOutcome {
  editorId: string;
  remoteId: number | null;
  failedQueryIds: string[];
  failedTableIds: string[];
}

/**
 * The local state still to migrate: tabs the server refused whole, and tabs created on the
 * server (remembering their id) whose queries or tables failed. Null when nothing is left.
 */
export function remainingLocalState(
  state: SqlLabState,
  outcomes: MigrationOutcome[],
): SqlLabState | null {
  const left = outcomes.filter(
    (o) => o.remoteId === null || o.failedQueryIds.length > 0 || o.failedTableIds.length > 0,
  );
  if (left.length === 0) return null;
  const byId = new Map(left.map((o) => [o.editorId, o]));
  const keepQuery = (q: Query) => {
    const o = byId.get(q.sqlEditorId);
    return !!o && (o.remoteId === null || o.failedQueryIds.includes(q.id));
  };
  const keepTable = (t: TableSchema) => {
    const o = byId.get(t.queryEditorId);
    return !!o && (o.remoteId === null || o.failedTableIds.includes(t.id));
  };
  return {
    ...state,
    queryEditors: state.queryEditors
      .filter((qe) => byId.has(qe.id))
      .map((qe) => ({ ...qe, remoteId: byId.get(qe.id)!.remoteId ?? qe.remoteId })),
    tabHistory: state.tabHistory.filter((id) => byId.has(id)),
    tables: state.tables.filter(keepTable),
    queries: Object.fromEntries(Object.entries(state.queries).filter(([, q]) => keepQuery(q))),
  };
}
