/** SQL Lab runs: Superset's `/api/v1/query/` (own runs unless `all_query_access`). */
import type { SqlLabQueryListItem } from '@tessera/core';
import type { RelatedOption } from './datasetApi';
import { listQuery, relatedQuery, type ListRequest } from './listQuery';
import { QUERY_HISTORY_LIST } from './queryHistoryQuery';
import type { ListResult } from './securityApi';
import { tesseraApi } from './tesseraApi';

export const QUERIES = '/api/v1/query/';

export const queryHistoryApi = tesseraApi.injectEndpoints({
  endpoints: (build) => ({
    listQueryHistory: build.query<ListResult<SqlLabQueryListItem>, ListRequest>({
      query: (request) => ({ url: QUERIES, q: listQuery(QUERY_HISTORY_LIST, request) }),
      providesTags: ['QueryHistory'],
    }),
    queryHistoryDatabases: build.query<{ count: number; result: RelatedOption[] }, string>({
      query: (filter) => ({ url: `${QUERIES}related/database`, q: relatedQuery(filter, 100) }),
    }),
    queryHistoryUsers: build.query<{ count: number; result: RelatedOption[] }, string>({
      query: (filter) => ({ url: `${QUERIES}related/user`, q: relatedQuery(filter, 50) }),
    }),
    queryHistoryStatuses: build.query<
      { count: number; result: { text: string; value: string }[] },
      void
    >({
      query: () => ({ url: `${QUERIES}distinct/status`, q: relatedQuery('', 100) }),
      providesTags: ['QueryHistory'],
    }),
  }),
});

export const {
  useListQueryHistoryQuery,
  useQueryHistoryDatabasesQuery,
  useQueryHistoryUsersQuery,
  useQueryHistoryStatusesQuery,
} = queryHistoryApi;
