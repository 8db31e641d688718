/** Opens what the address asked for (openFromUrl) in a new tab; failures name what failed. */
import { savedQueryApi } from '../../api/savedQueryApi';
import { datasetApi } from '../../api/datasetApi';
import { sqlLabApi } from '../../api/sqlLabApi';
import { notify } from '../notify';
import { MESSAGES } from '../messages';
import type { OpenRequest } from '../openFromUrl';
import { addQueryEditor } from './tabThunks';
import { runQuery } from './queryThunks';
import type { SqlLabThunk } from './thunk';

const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/** The SQL a dataset opens with: its own for a virtual one, otherwise all of its table. */
export function datasetSql(d: { sql?: string | null; schema?: string | null; table_name: string }) {
  if (d.sql?.trim()) return d.sql;
  return `SELECT * FROM ${d.schema ? `${d.schema}.` : ''}${d.table_name}`;
}

/**
 * A tab on the dataset's database and schema, with its SQL; SQL posted with the dataset
 * (explore's "View in SQL Lab") opens instead and runs at once (Superset's autorun).
 */
async function openDatasource(
  dispatch: Parameters<SqlLabThunk>[0],
  getState: Parameters<SqlLabThunk>[1],
  id: number,
  sql?: string,
): Promise<void> {
  const sub = dispatch(datasetApi.endpoints.getDataset.initiate(id, { forceRefetch: true }));
  let editorId: string;
  try {
    const { result } = await sub.unwrap();
    editorId = await dispatch(
      addQueryEditor({
        title: result.table_name,
        sql: sql ?? datasetSql(result),
        dbId: result.database.id,
        schema: result.schema ?? null,
      }),
    );
  } catch {
    notify.danger(MESSAGES.datasourceLoad);
    return;
  } finally {
    sub.unsubscribe();
  }
  const qe = getState().sqlLab.queryEditors.find((e) => e.id === editorId);
  if (sql !== undefined && qe && qe.dbId !== null) await dispatch(runQuery(qe));
}

export function openRequested(request: OpenRequest): SqlLabThunk<Promise<void>> {
  return async (dispatch, getState) => {
    if (request.kind === 'datasource')
      return openDatasource(dispatch, getState, request.id, request.sql);
    try {
      if (request.kind === 'new') {
        await dispatch(addQueryEditor());
      } else if (request.kind === 'savedQuery') {
        const sub = dispatch(
          savedQueryApi.endpoints.getSavedQuery.initiate(request.id, { forceRefetch: true }),
        );
        const { result } = await sub.unwrap();
        sub.unsubscribe();
        await dispatch(
          addQueryEditor({
            title: result.label ?? undefined,
            sql: result.sql ?? '',
            dbId: result.database?.id ?? null,
            schema: result.schema,
            templateParams: result.template_parameters ?? '',
            savedQueryId: result.id,
          }),
        );
      } else if (request.kind === 'query') {
        const { result } = await dispatch(
          sqlLabApi.endpoints.getQuery.initiate(request.id, {
            subscribe: false,
            forceRefetch: true,
          }),
        ).unwrap();
        const id = await dispatch(
          addQueryEditor({ sql: result.sql, dbId: result.database.id, schema: result.schema }),
        );
        const qe = getState().sqlLab.queryEditors.find((e) => e.id === id);
        if (request.autorun && qe && qe.dbId !== null) await dispatch(runQuery(qe));
      } else if (request.kind === 'permalink') {
        const state = await dispatch(
          sqlLabApi.endpoints.getPermalink.initiate(request.key, {
            subscribe: false,
            forceRefetch: true,
          }),
        ).unwrap();
        await dispatch(
          addQueryEditor({
            ...(str(state.name) ? { title: str(state.name)! } : {}),
            sql: String(state.sql ?? ''),
            dbId: typeof state.dbId === 'number' ? state.dbId : null,
            schema: str(state.schema),
            templateParams: str(state.templateParams) ?? '',
          }),
        );
      } else {
        await dispatch(
          addQueryEditor({
            sql: request.sql,
            dbId: request.dbId,
            schema: request.schema,
            ...(request.title ? { title: request.title } : {}),
          }),
        );
      }
    } catch {
      notify.danger(MESSAGES.queryLoad);
    }
  };
}
