/**
 * SQL Lab's tabs and their tables kept on the server (SQLLAB_BACKEND_PERSISTENCE): Superset's
 * legacy `/tabstateview/` and `/tableschemaview/` views, which take their fields as JSON here
 * (the server also reads Superset's form-encoded posts).
 */
import type {
  SqlLabQueryEditorPayload,
  SqlLabTablePayload,
  SqlLabTabState,
  SqlLabTabStateUpdate,
} from '@tessera/core';
import { tesseraApi } from './tesseraApi';

const TABS = '/tabstateview/';
const TABLES = '/tableschemaview/';

export const tabStateApi = tesseraApi.injectEndpoints({
  endpoints: (build) => ({
    createTabState: build.mutation<{ id: number }, SqlLabQueryEditorPayload>({
      query: (queryEditor) => ({ url: TABS, method: 'POST', body: { queryEditor } }),
    }),
    updateTabState: build.mutation<unknown, { id: number; changes: SqlLabTabStateUpdate }>({
      query: ({ id, changes }) => ({ url: `${TABS}${id}`, method: 'PUT', body: changes }),
    }),
    getTabState: build.query<SqlLabTabState, number>({
      query: (id) => `${TABS}${id}`,
      keepUnusedDataFor: 0,
    }),
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
    createTableSchema: build.mutation<{ id: number }, SqlLabTablePayload>({
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
  }),
});
