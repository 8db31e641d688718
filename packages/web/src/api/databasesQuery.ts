/** The databases list's filters, as the rison `q` of GET /api/v1/database/ takes them. */
import type { ListQuerySpec } from './listQuery';

/** Part of the name (case-insensitive), exposed in SQL Lab, asynchronous query execution. */
export const DATABASE_LIST: ListQuerySpec = {
  filters: [
    { id: 'search', col: 'database_name', opr: 'ct' },
    { id: 'exposeInSqlLab', col: 'expose_in_sqllab', opr: 'eq' },
    { id: 'allowRunAsync', col: 'allow_run_async', opr: 'eq' },
  ],
};

/** Superset's query for "is there a database files may be uploaded to?". */
export const UPLOAD_ENABLED_QUERY: Record<string, unknown> = {
  filters: [{ col: 'allow_file_upload', opr: 'upload_is_enabled', value: true }],
  page: 0,
  page_size: 100,
  order_column: 'database_name',
  order_direction: 'asc',
};
