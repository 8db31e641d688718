/** Datasets: Superset's `/api/v1/dataset/`. */
import rison from 'rison';
import type {
  Dataset,
  DatasetCreate,
  DatasetDuplicate,
  DatasetListItem,
  DatasetRelatedObjects,
  DatasetSamples,
  DatasetUpdate,
  DatasourceSamplesPayloadInput,
  DatasourceSamplesResult,
} from '@tessera/core';
import { DATASET_LIST } from './datasetsQuery';
import { listQuery, relatedQuery, type ListRequest } from './listQuery';
import type { ListResult } from './securityApi';
import { tesseraApi } from './tesseraApi';

export const DATASETS = '/api/v1/dataset/';

/** `GET /api/v1/dataset/<id>/samples?force=<bool>` (spec §7). */
export function samplesPath(datasetId: number, force = false): string {
  return `${DATASETS}${datasetId}/samples?force=${force}`;
}

/** A page of `POST /datasource/samples` (drill to detail): the rows the payload narrows. */
export interface SamplesPageRequest {
  datasetId: number;
  page: number;
  perPage: number;
  payload: DatasourceSamplesPayloadInput;
}

export interface RelatedOption {
  value: number;
  text: string;
  extra: Record<string, unknown>;
}

export const datasetApi = tesseraApi.injectEndpoints({
  endpoints: (build) => ({
    listDatasets: build.query<ListResult<DatasetListItem>, ListRequest>({
      query: (request) => ({ url: DATASETS, q: listQuery(DATASET_LIST, request) }),
      providesTags: ['Dataset'],
    }),
    getDataset: build.query<{ id: number; result: Dataset }, number>({
      query: (id) => `${DATASETS}${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Dataset', id }],
    }),
    createDataset: build.mutation<{ id: number; result: DatasetCreate }, DatasetCreate>({
      query: (body) => ({ url: DATASETS, method: 'POST', body }),
      invalidatesTags: ['Dataset'],
    }),
    updateDataset: build.mutation<
      { id: number; result: DatasetUpdate },
      { id: number; body: DatasetUpdate; overrideColumns?: boolean }
    >({
      query: ({ id, body, overrideColumns }) => ({
        url: `${DATASETS}${id}?override_columns=${overrideColumns ? 'true' : 'false'}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: ['Dataset'],
    }),
    refreshDataset: build.mutation<{ message: string }, number>({
      query: (id) => ({ url: `${DATASETS}${id}/refresh`, method: 'PUT' }),
      invalidatesTags: (_r, _e, id) => [{ type: 'Dataset', id }],
    }),
    deleteDataset: build.mutation<{ message: string }, number>({
      query: (id) => ({ url: `${DATASETS}${id}`, method: 'DELETE' }),
      invalidatesTags: ['Dataset'],
    }),
    deleteDatasets: build.mutation<{ message: string }, number[]>({
      // The bulk delete's q is a rison list, `!(1,2)`.
      query: (ids) => ({
        url: `${DATASETS}?q=${encodeURIComponent(rison.encode(ids))}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['Dataset'],
    }),
    duplicateDataset: build.mutation<{ id: number }, DatasetDuplicate>({
      query: (body) => ({ url: `${DATASETS}duplicate`, method: 'POST', body }),
      invalidatesTags: ['Dataset'],
    }),
    relatedOwners: build.query<{ count: number; result: RelatedOption[] }, string>({
      query: (filter) => ({ url: `${DATASETS}related/owners`, q: relatedQuery(filter, 50) }),
    }),
    relatedDatabases: build.query<{ count: number; result: RelatedOption[] }, string>({
      query: (filter) => ({ url: `${DATASETS}related/database`, q: relatedQuery(filter, 100) }),
    }),
    distinctSchemas: build.query<
      { count: number; result: { text: string; value: string }[] },
      string
    >({
      query: (filter) => ({ url: `${DATASETS}distinct/schema`, q: relatedQuery(filter, 100) }),
      providesTags: ['Dataset'],
    }),
    /** A dataset's sample rows; `force` goes past the cache. */
    datasetSamples: build.query<DatasetSamples, { datasetId: number; force: boolean }>({
      query: ({ datasetId, force }) => samplesPath(datasetId, force),
      transformResponse: (r: { result: DatasetSamples }) => r.result,
      keepUnusedDataFor: 0,
    }),
    /** One page of a dataset's rows narrowed by a drill payload, with their total count. */
    datasourceSamples: build.query<DatasourceSamplesResult, SamplesPageRequest>({
      query: ({ datasetId, page, perPage, payload }) => ({
        url: `/datasource/samples?datasource_id=${datasetId}&datasource_type=table&page=${page}&per_page=${perPage}`,
        method: 'POST',
        body: payload,
      }),
      transformResponse: (r: { result: DatasourceSamplesResult }) => r.result,
      keepUnusedDataFor: 60,
    }),
    /** The charts and dashboards a dataset is linked to. */
    datasetRelatedObjects: build.query<DatasetRelatedObjects, number>({
      query: (id) => `${DATASETS}${id}/related_objects`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useListDatasetsQuery,
  useGetDatasetQuery,
  useLazyGetDatasetQuery,
  useCreateDatasetMutation,
  useUpdateDatasetMutation,
  useRefreshDatasetMutation,
  useDeleteDatasetMutation,
  useDeleteDatasetsMutation,
  useDuplicateDatasetMutation,
  useRelatedOwnersQuery,
  useRelatedDatabasesQuery,
  useDistinctSchemasQuery,
  useDatasetSamplesQuery,
  useDatasourceSamplesQuery,
  useLazyDatasetRelatedObjectsQuery,
} = datasetApi;
