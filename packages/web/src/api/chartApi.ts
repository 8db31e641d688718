/** Charts: Superset's `/api/v1/chart/` as the chart list and the chart creation page use it. */
import rison from 'rison';
import type { ChartCreate, ChartListItem, ChartShow, ChartUpdate } from '@tessera/core';
import { CHART_LIST } from './chartsQuery';
import { isUnset, listQuery, relatedQuery, type ListRequest } from './listQuery';
import type { RelatedOption } from './datasetApi';
import type { ListResult } from './securityApi';
import { tesseraApi } from './tesseraApi';

export const CHARTS = '/api/v1/chart/';

const ids = (list: number[]) => encodeURIComponent(rison.encode(list));

/** Lists filtered on favourites are refetched when a star changes. */
const FAVORITE_LISTS = { type: 'Chart', id: 'FAVORITE_LISTS' } as const;

export const chartApi = tesseraApi.injectEndpoints({
  endpoints: (build) => ({
    listCharts: build.query<ListResult<ChartListItem>, ListRequest>({
      query: (request) => ({ url: CHARTS, q: listQuery(CHART_LIST, request) }),
      providesTags: (_r, _e, request) =>
        isUnset(request.filters?.favorite) ? ['Chart'] : ['Chart', FAVORITE_LISTS],
    }),
    /** Up to 100 charts by id, name and type (pickers, e.g. an annotation layer's source). */
    chartOptions: build.query<Pick<ChartListItem, 'id' | 'slice_name' | 'viz_type'>[], void>({
      query: () => ({
        url: CHARTS,
        q: { page_size: 100, columns: ['id', 'slice_name', 'viz_type'] },
      }),
      transformResponse: (r: { result: Pick<ChartListItem, 'id' | 'slice_name' | 'viz_type'>[] }) =>
        r.result,
      providesTags: ['Chart'],
    }),
    getChart: build.query<{ result: ChartShow }, number>({
      query: (id) => `${CHARTS}${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Chart', id }],
    }),
    createChart: build.mutation<{ id: number; result: ChartCreate }, ChartCreate>({
      query: (body) => ({ url: CHARTS, method: 'POST', body }),
      invalidatesTags: ['Chart'],
    }),
    chartPermissions: build.query<string[], void>({
      query: () => ({ url: `${CHARTS}_info`, q: { keys: ['permissions'] } }),
      transformResponse: (r: { permissions?: string[] }) => r.permissions ?? [],
    }),
    updateChart: build.mutation<{ id: number }, { id: number; body: ChartUpdate }>({
      query: ({ id, body }) => ({ url: `${CHARTS}${id}`, method: 'PUT', body }),
      invalidatesTags: ['Chart'],
    }),
    deleteChart: build.mutation<{ message: string }, number>({
      query: (id) => ({ url: `${CHARTS}${id}`, method: 'DELETE' }),
      invalidatesTags: ['Chart'],
    }),
    deleteCharts: build.mutation<{ message: string }, number[]>({
      // The bulk delete's q is a rison list, `!(1,2)`.
      query: (list) => ({ url: `${CHARTS}?q=${ids(list)}`, method: 'DELETE' }),
      invalidatesTags: ['Chart'],
    }),
    chartFavoriteStatus: build.query<Record<number, boolean>, number[]>({
      query: (list) => `${CHARTS}favorite_status/?q=${ids(list)}`,
      transformResponse: (r: { result: { id: number; value: boolean }[] }) =>
        Object.fromEntries(r.result.map((s) => [s.id, s.value])),
      providesTags: ['ChartFavorite'],
    }),
    setChartFavorite: build.mutation<{ result: string }, { id: number; starred: boolean }>({
      query: ({ id, starred }) => ({
        url: `${CHARTS}${id}/favorites/`,
        method: starred ? 'POST' : 'DELETE',
      }),
      invalidatesTags: ['ChartFavorite', FAVORITE_LISTS],
    }),
    relatedChartOwners: build.query<{ count: number; result: RelatedOption[] }, string>({
      query: (filter) => ({ url: `${CHARTS}related/owners`, q: relatedQuery(filter, 50) }),
    }),
    relatedChartChangedBy: build.query<{ count: number; result: RelatedOption[] }, string>({
      query: (filter) => ({ url: `${CHARTS}related/changed_by`, q: relatedQuery(filter, 50) }),
    }),
    relatedChartDashboards: build.query<{ count: number; result: RelatedOption[] }, string>({
      query: (filter) => ({ url: `${CHARTS}related/dashboards`, q: relatedQuery(filter, 50) }),
    }),
  }),
});

export const {
  useListChartsQuery,
  useChartOptionsQuery,
  useGetChartQuery,
  useCreateChartMutation,
  useChartPermissionsQuery,
  useUpdateChartMutation,
  useDeleteChartMutation,
  useDeleteChartsMutation,
  useChartFavoriteStatusQuery,
  useSetChartFavoriteMutation,
  useRelatedChartOwnersQuery,
  useRelatedChartChangedByQuery,
  useRelatedChartDashboardsQuery,
} = chartApi;
