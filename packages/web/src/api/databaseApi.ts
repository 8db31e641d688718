/** Database connections: Superset's `/api/v1/database/` (superset-api.md §9). */
import type {
  AvailableDatabase,
  DatabaseConnection,
  DatabaseCreate,
  DatabaseListItem,
  DatabaseRelatedObjects,
  DatabaseTableOption,
  DatabaseTestConnection,
  DatabaseUpdate,
  SchemasResponse,
  TableMetadata,
  UploadMetadataResponse,
} from '@tessera/core';
import { DATABASE_LIST, UPLOAD_ENABLED_QUERY } from './databasesQuery';
import { listQuery, type ListRequest } from './listQuery';
import type { ListResult } from './securityApi';
import { tesseraApi } from './tesseraApi';

export const DATABASES = '/api/v1/database/';

export interface DatabaseWriteAnswer {
  id: number;
  result: Record<string, unknown>;
}

export interface TablesAnswer {
  count: number;
  result: DatabaseTableOption[];
}

export interface TableRef {
  databaseId: number;
  schema: string | null;
  table: string;
}

export const databaseApi = tesseraApi.injectEndpoints({
  endpoints: (build) => ({
    listDatabases: build.query<ListResult<DatabaseListItem>, ListRequest>({
      query: (request) => ({ url: DATABASES, q: listQuery(DATABASE_LIST, request) }),
      providesTags: ['Database'],
    }),
    /** Every database the user reaches, by name (database pickers). */
    databaseOptions: build.query<ListResult<DatabaseListItem>, void>({
      query: () => ({
        url: DATABASES,
        q: { page: 0, page_size: 100, order_column: 'database_name', order_direction: 'asc' },
      }),
      providesTags: ['Database'],
    }),
    /** The databases files may be uploaded to. */
    uploadableDatabases: build.query<ListResult<DatabaseListItem>, void>({
      query: () => ({ url: DATABASES, q: UPLOAD_ENABLED_QUERY }),
      providesTags: ['Database'],
    }),
    availableEngines: build.query<{ databases: AvailableDatabase[] }, void>({
      query: () => `${DATABASES}available/`,
    }),
    databaseConnection: build.query<{ id: number; result: DatabaseConnection }, number>({
      query: (id) => `${DATABASES}${id}/connection`,
      providesTags: (_r, _e, id) => [{ type: 'Database', id }],
    }),
    createDatabase: build.mutation<DatabaseWriteAnswer, DatabaseCreate>({
      query: (body) => ({ url: DATABASES, method: 'POST', body }),
      invalidatesTags: ['Database'],
    }),
    updateDatabase: build.mutation<DatabaseWriteAnswer, { id: number; body: DatabaseUpdate }>({
      query: ({ id, body }) => ({ url: `${DATABASES}${id}`, method: 'PUT', body }),
      invalidatesTags: ['Database', 'Dataset'],
    }),
    deleteDatabase: build.mutation<unknown, number>({
      query: (id) => ({ url: `${DATABASES}${id}`, method: 'DELETE' }),
      invalidatesTags: ['Database'],
    }),
    testConnection: build.mutation<{ message: string }, DatabaseTestConnection>({
      query: (body) => ({ url: `${DATABASES}test_connection/`, method: 'POST', body }),
    }),
    validateParameters: build.mutation<{ message: string }, Record<string, unknown>>({
      query: (body) => ({ url: `${DATABASES}validate_parameters/`, method: 'POST', body }),
    }),
    databaseRelatedObjects: build.query<DatabaseRelatedObjects, number>({
      query: (id) => `${DATABASES}${id}/related_objects/`,
    }),
    /** The column names (and sheets) of a file to upload (multipart: type, delimiter, file). */
    uploadFileMetadata: build.mutation<UploadMetadataResponse, FormData>({
      query: (body) => ({ url: `${DATABASES}upload_metadata/`, method: 'POST', body }),
    }),
    /** Uploads a file into a new table of the database (multipart: the upload form). */
    uploadFile: build.mutation<{ message: string }, { databaseId: number; body: FormData }>({
      query: ({ databaseId, body }) => ({
        url: `${DATABASES}${databaseId}/upload/`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Dataset', 'Database'],
    }),
    databaseSchemas: build.query<
      SchemasResponse,
      { databaseId: number; uploadAllowed?: boolean; force?: boolean }
    >({
      query: ({ databaseId, uploadAllowed, force }) => ({
        url: `${DATABASES}${databaseId}/schemas/`,
        q: {
          force: force ?? false,
          ...(uploadAllowed ? { upload_allowed: true } : {}),
        },
      }),
    }),
    databaseTables: build.query<
      TablesAnswer,
      { databaseId: number; schema: string | null; force?: boolean }
    >({
      query: ({ databaseId, schema, force }) => ({
        url: `${DATABASES}${databaseId}/tables/`,
        q: { force: force ?? false, ...(schema !== null ? { schema_name: schema } : {}) },
      }),
    }),
    tableMetadata: build.query<TableMetadata, TableRef>({
      query: ({ databaseId, schema, table }) => {
        const search = new URLSearchParams({ name: table });
        if (schema !== null) search.set('schema', schema);
        return `${DATABASES}${databaseId}/table_metadata/?${search.toString()}`;
      },
    }),
  }),
});

export const {
  useListDatabasesQuery,
  useDatabaseOptionsQuery,
  useUploadableDatabasesQuery,
  useAvailableEnginesQuery,
  useDatabaseConnectionQuery,
  useCreateDatabaseMutation,
  useUpdateDatabaseMutation,
  useDeleteDatabaseMutation,
  useTestConnectionMutation,
  useValidateParametersMutation,
  useLazyDatabaseRelatedObjectsQuery,
  useDatabaseSchemasQuery,
  useDatabaseTablesQuery,
  useTableMetadataQuery,
  useUploadFileMetadataMutation,
  useUploadFileMutation,
} = databaseApi;
