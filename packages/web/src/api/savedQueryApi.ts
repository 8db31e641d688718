/** Saved queries: Superset's `/api/v1/saved_query/`. */
import rison from 'rison';
import type { SavedQueryListItem, SavedQueryShow } from '@tessera/core';
import type { RelatedOption } from './datasetApi';
import { relatedQuery } from './datasetsQuery';
import { savedQueriesListQuery, type SavedQueriesListParams } from './savedQueriesQuery';
import type { ListResult } from './securityApi';
import { tesseraApi } from './tesseraApi';

export const SAVED_QUERIES = '/api/v1/saved_query/';

export const savedQueryApi = tesseraApi
  .enhanceEndpoints({ addTagTypes: ['SavedQuery'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listSavedQueries: build.query<ListResult<SavedQueryListItem>, SavedQueriesListParams>({
        query: (params) => ({ url: SAVED_QUERIES, q: savedQueriesListQuery(params) }),
        providesTags: ['SavedQuery'],
      }),
      getSavedQuery: build.query<{ id: number; result: SavedQueryShow }, number>({
        query: (id) => `${SAVED_QUERIES}${id}`,
        providesTags: (_r, _e, id) => [{ type: 'SavedQuery', id }],
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
  useDeleteSavedQueryMutation,
  useDeleteSavedQueriesMutation,
  useSavedQueryDatabasesQuery,
  useSavedQueryEditorsQuery,
  useSavedQuerySchemasQuery,
} = savedQueryApi;
