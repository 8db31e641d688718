/**
 * Explore's server calls: the explore state (`/api/v1/explore/`), its form data keys and
 * permalinks, the chart data request, time ranges and column values. The explore state and the
 * chart data request wrap the light modules a page load uses before this layer has loaded
 * (exploreState.ts, chartData.ts, openingRequest.ts): the page takes what its load started.
 */
import rison from 'rison';
import type {
  ChartDataQueryResult,
  ChartDataQueryText,
  DatasourceColumnValues,
  ExploreFormDataBody,
  ExplorePermalinkState,
  ExploreResult,
  TimeRangeResponse,
} from '@tessera/core';
import { toApiErrorInfo, type ApiErrorInfo } from './apiError';
import { postChartData } from './chartData';
import { fetchExplore, takePrefetchedExplore } from './exploreState';
import { takeOpeningQuery } from './openingRequest';
import { tesseraApi } from './tesseraApi';

const FORM_DATA = '/api/v1/explore/form_data';

/** A chart data request: its query context, and the saved chart it is for. */
export interface ChartDataRequest {
  body: unknown;
  sliceId?: number | null;
  /** The page's own chart query: it takes the page load's opening request when that asks the same. */
  opening?: boolean;
}

export interface ColumnRef {
  datasourceType: string;
  datasourceId: number;
  column: string;
}

/** A form data key to keep (`key`: the one to update) for this browser tab. */
export interface FormDataKeyWrite {
  tabId: number;
  key?: string;
  body: ExploreFormDataBody;
}

/** A request's answer as RTK Query's queryFn hands it back. */
async function settle<T>(answer: Promise<T>): Promise<{ data: T } | { error: ApiErrorInfo }> {
  try {
    return { data: await answer };
  } catch (e) {
    return { error: toApiErrorInfo(e) };
  }
}

export function columnValuesPath(datasourceType: string, id: number, column: string): string {
  return `/api/v1/datasource/${encodeURIComponent(datasourceType)}/${id}/column/${encodeURIComponent(column)}/values/`;
}

export function timeRangePath(value: string): string {
  return `/api/v1/time_range/?q=${encodeURIComponent(rison.encode(value))}`;
}

export const exploreApi = tesseraApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/v1/explore/?<query>`: the one the page load started, when it asks the same. */
    exploreState: build.query<ExploreResult, string>({
      queryFn: (query, { signal }) =>
        settle(takePrefetchedExplore(query) ?? fetchExplore(query, signal)),
      keepUnusedDataFor: 0,
    }),
    /** Keeps the form data under a key: a new one, or an update of `key`. */
    saveFormDataKey: build.mutation<{ key: string }, FormDataKeyWrite>({
      query: ({ tabId, key, body }) =>
        key
          ? { url: `${FORM_DATA}/${key}?tab_id=${tabId}`, method: 'PUT', body }
          : { url: `${FORM_DATA}?tab_id=${tabId}`, method: 'POST', body },
    }),
    createExplorePermalink: build.mutation<{ key: string; url: string }, ExplorePermalinkState>({
      query: (body) => ({ url: '/api/v1/explore/permalink', method: 'POST', body }),
    }),
    /** `POST /api/v1/chart/data` (result_type `full`): each query's rows. */
    chartData: build.mutation<ChartDataQueryResult[], ChartDataRequest>({
      queryFn: ({ body, sliceId, opening }, { signal }) =>
        settle(
          (opening ? takeOpeningQuery(body, sliceId) : undefined) ??
            postChartData(body, { signal, sliceId }),
        ),
    }),
    /** `POST /api/v1/chart/data` with result_type `query`: the SQL each query runs. */
    chartQueryText: build.mutation<ChartDataQueryText[], ChartDataRequest>({
      queryFn: ({ body, sliceId }, { signal }) =>
        settle(postChartData<ChartDataQueryText>(body, { signal, sliceId })),
    }),
    /** `GET /api/v1/time_range/?q=<range>`: its bounds. */
    timeRange: build.query<TimeRangeResponse, string>({
      query: timeRangePath,
      keepUnusedDataFor: 0,
    }),
    /** A column's distinct values (the filter editor). */
    columnValues: build.query<DatasourceColumnValues, ColumnRef>({
      query: ({ datasourceType, datasourceId, column }) =>
        columnValuesPath(datasourceType, datasourceId, column),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useSaveFormDataKeyMutation,
  useCreateExplorePermalinkMutation,
  useTimeRangeQuery,
  useColumnValuesQuery,
} = exploreApi;
