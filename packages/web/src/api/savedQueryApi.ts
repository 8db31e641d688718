/** Saved queries: Superset's `/api/v1/saved_query/`. */
import rison from 'rison';
import type {
  SavedQueryCreate,
  SavedQueryListItem,
  SavedQueryShow,
  SavedQueryUpdate,
} from '@tessera/core';
import type { RelatedOption } from './datasetApi';
import { listQuery, relatedQuery, type ListRequest } from './listQuery';
import { SAVED_QUERY_LIST } from './savedQueriesQuery';
import type { ListResult } from './securityApi';
import { tesseraApi } from './tesseraApi';

export const SAVED_QUERIES = '/api/v1/saved_query/';

export const savedQueryApi = tesseraApi.injectEndpoints({
  endpoints: (build) => ({
    listSavedQueries: build.query<ListResult<SavedQueryListItem>, ListRequest>({
      query: (request) => ({ url: SAVED_QUERIES, q: listQuery(SAVED_QUERY_LIST, request) }),
      providesTags: ['SavedQuery'],
    }),
    getSavedQuery: build.query<{ id: number; result: SavedQueryShow }, number>({
      query: (id) => `${SAVED_QUERIES}${id}`,
      providesTags: (_r, _e, id) => [{ type: 'SavedQuery', id }],
    }),
    createSavedQuery: build.mutation<{ id: number; result: SavedQueryCreate }, SavedQueryCreate>({
      query: (body) => ({ url: SAVED_QUERIES, method: 'POST', body }),
      invalidatesTags: ['SavedQuery'],
    }),
    updateSavedQuery: build.mutation<
      { id: number; result: SavedQueryUpdate },
      { id: number; body: SavedQueryUpdate }
    >({
      query: ({ id, body }) => ({ url: `${SAVED_QUERIES}${id}`, method: 'PUT', body }),
      invalidatesTags: ['SavedQuery'],
    }),
    deleteSavedQuery: build.mutation<{ message: string }, number>({
      query: (id) => ({ url: `${SAVED_QUERIES}${id}`, method: 'DELETE' }),
      invalidatesTags: ['SavedQuery'],
    }),
    deleteSavedQueries: build.mutation<{ message: string }, number[]>({
      query: (ids) => ({
        url: `${SAVED_QUERIES}?q=${encodeURIComponent(rison.encode(ids))}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['SavedQuery'],
    }),
    savedQueryDatabases: build.query<{ count: number; result: RelatedOption[] }, string>({
      query: (filter) => ({
        url: `${SAVED_QUERIES}related/database`,
        q: relatedQuery(filter, 100),
      }),
    }),
    savedQueryEditors: build.query<{ count: number; result: RelatedOption[] }, string>({
      query: (filter) => ({
        url: `${SAVED_QUERIES}related/changed_by`,
        q: relatedQuery(filter, 50),
      }),
    }),
    savedQuerySchemas: build.query<
      { count: number; result: { text: string; value: string }[] },
      string
    >({
      query: (filter) => ({
        url: `${SAVED_QUERIES}distinct/schema`,
        q: relatedQuery(filter, 100),
      }),
      providesTags: ['SavedQuery'],
    }),
  }),
});

export const {
  useListSavedQueriesQuery,
  useGetSavedQueryQuery,
  useCreateSavedQueryMutation,
  useUpdateSavedQueryMutation,
  useDeleteSavedQueryMutation,
  useDeleteSavedQueriesMutation,
  useSavedQueryDatabasesQuery,
  useSavedQueryEditorsQuery,
  useSavedQuerySchemasQuery,
} = savedQueryApi;
