/** Tables opened in a tab's left bar: add, expand or collapse, remove, data preview. */
import { tabStateApi } from '../../api/tabStateApi';
import { notify } from '../notify';
import { PERSISTENCE } from '../messages';
import type { QueryEditor, TableSchema } from '../types';
import { sqlLabActions as A } from './sqlLabSlice';
import { runQuery } from './queryThunks';
import { backendPersistence, clientId, type SqlLabThunk } from './thunk';

export function addTableToTab(
  qe: QueryEditor,
  schema: string | null,
  name: string,
): SqlLabThunk<Promise<void>> {
  return async (dispatch, getState) => {
    if (qe.dbId === null) return;
    const existing = getState().sqlLab.tables.find(
      (t) =>
        t.queryEditorId === qe.id && t.dbId === qe.dbId && t.schema === schema && t.name === name,
    );
    if (existing) {
      dispatch(setTableExpanded(existing, true));
      return;
    }
    const table: TableSchema = {
      id: clientId(),
      dbId: qe.dbId,
      queryEditorId: qe.id,
      schema,
      name,
      expanded: true,
    };
    dispatch(A.addTable(table));
    if (!backendPersistence() || qe.remoteId === null) return;
    try {
      const { id } = await dispatch(
        tabStateApi.endpoints.createTableSchema.initiate(
          { dbId: table.dbId, queryEditorId: qe.remoteId, schema, name, expanded: true },
          { track: false },
        ),
      ).unwrap();
      dispatch(A.updateTable({ id: table.id, changes: { remoteId: id } }));
    } catch {
      notify.danger(PERSISTENCE.addTable);
    }
  };
}

export function setTableExpanded(table: TableSchema, expanded: boolean): SqlLabThunk {
  return (dispatch) => {
    dispatch(A.updateTable({ id: table.id, changes: { expanded } }));
    if (!backendPersistence() || !table.remoteId) return;
    dispatch(
      tabStateApi.endpoints.setTableSchemaExpanded.initiate(
        { id: table.remoteId, expanded },
        { track: false },
      ),
    )
      .unwrap()
      .catch(() => notify.danger(expanded ? PERSISTENCE.expandTable : PERSISTENCE.collapseTable));
  };
}

export function removeTableFromTab(table: TableSchema): SqlLabThunk {
  return (dispatch) => {
    dispatch(A.removeTable(table.id));
    if (!backendPersistence() || !table.remoteId) return;
    dispatch(tabStateApi.endpoints.deleteTableSchema.initiate(table.remoteId, { track: false }))
      .unwrap()
      .catch(() => notify.danger(PERSISTENCE.removeTable));
  };
}

/** Runs the table's SELECT * as a data preview (default row limit 1000). */
export function previewTable(
  qe: QueryEditor,
  table: TableSchema,
  selectStar: string,
): SqlLabThunk<Promise<void>> {
  return async (dispatch) => {
    const id = await dispatch(
      runQuery(
        { ...qe, schema: table.schema, queryLimit: 1000 },
        { sql: selectStar, isDataPreview: true },
      ),
    );
    dispatch(A.updateTable({ id: table.id, changes: { dataPreviewQueryId: id } }));
  };
}
