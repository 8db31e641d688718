/** Between the backend's tab state dict and the client's editor, tables and latest query. */
import type { SqlLabQueryEditorPayload, SqlLabTabState, SqlLabTabStateUpdate } from '@tessera/core';
import type { QueryEditor, TableSchema } from '../types';
import { DEFAULT_QUERY_LIMIT, type QueryEditorChanges } from './sqlLabSlice';

export function editorFromTabState(tab: SqlLabTabState): QueryEditor {
  return {
    id: String(tab.id),
    remoteId: tab.id,
    title: tab.label ?? '',
    sql: tab.sql ?? '',
    dbId: tab.database_id ?? null,
    schema: tab.schema ?? null,
    autorun: !!tab.autorun,
    queryLimit: tab.query_limit ?? DEFAULT_QUERY_LIMIT,
    templateParams: tab.template_params ?? '',
    selectedText: null,
    latestQueryId: tab.latest_query?.id ?? null,
    savedQueryId: tab.saved_query?.id ?? null,
    hideLeftBar: !!tab.hide_left_bar,
    loaded: true,
  };
}

export function tablesFromTabState(tab: SqlLabTabState): TableSchema[] {
  return (tab.table_schemas ?? []).map((t) => ({
    id: `ts-${t.id}`,
    remoteId: t.id,
    dbId: t.database_id,
    queryEditorId: String(tab.id),
    schema: t.schema ?? null,
    name: t.table ?? '',
    expanded: !!t.expanded,
  }));
}

/** The backend fields an editor change maps to (spec §7 PUT /tabstateview/{id}). */
export function tabStateChanges(changes: QueryEditorChanges): SqlLabTabStateUpdate {
  const out: SqlLabTabStateUpdate = {};
  if ('title' in changes) out.label = changes.title;
  if ('sql' in changes) out.sql = changes.sql;
  if ('dbId' in changes) out.database_id = changes.dbId;
  if ('schema' in changes) out.schema = changes.schema;
  if ('autorun' in changes) out.autorun = changes.autorun;
  if ('queryLimit' in changes) out.query_limit = changes.queryLimit;
  if ('templateParams' in changes) out.template_params = changes.templateParams;
  if ('hideLeftBar' in changes) out.hide_left_bar = changes.hideLeftBar;
  if ('latestQueryId' in changes) out.latest_query_id = changes.latestQueryId;
  if ('savedQueryId' in changes) out.saved_query_id = changes.savedQueryId;
  return out;
}

/** The payload of POST /tabstateview/ (Superset posts the query editor). */
export function queryEditorPayload(qe: QueryEditor): SqlLabQueryEditorPayload {
  return {
    title: qe.title,
    dbId: qe.dbId,
    schema: qe.schema,
    autorun: qe.autorun,
    sql: qe.sql,
    queryLimit: qe.queryLimit,
    templateParams: qe.templateParams,
    hideLeftBar: qe.hideLeftBar,
    // Superset's remoteId: the saved query the tab edits.
    remoteId: qe.savedQueryId ?? null,
  };
}
