import { z } from 'zod';

/**
 * The chart data answers (superset-api.md §3.4, §3.5, §5): one entry per query object of
 * the query context, in Superset's shapes for each `result_type`, the 202 answer of an
 * async query, and the async events clients poll or receive over the WebSocket.
 */

/** Superset's `GenericDataType` codes in `coltypes`. */
export const GENERIC_DATA_TYPES = { NUMERIC: 0, STRING: 1, TEMPORAL: 2, BOOLEAN: 3 } as const;

export const QUERY_STATUSES = [
  'success',
  'failed',
  'pending',
  'running',
  'scheduled',
  'stopped',
  'timed_out',
] as const;

export const ChartDataAppliedFilter = z.object({ column: z.string() });
export type ChartDataAppliedFilter = z.infer<typeof ChartDataAppliedFilter>;

export const ChartDataRejectedFilter = z.object({
  column: z.string(),
  reason: z.enum(['not_in_datasource', 'no_temporal_column']),
});
export type ChartDataRejectedFilter = z.infer<typeof ChartDataRejectedFilter>;

/** A `full` (also `samples`, `drill_detail`, `post_processed`) query result. */
export const ChartDataQueryResult = z.object({
  cache_key: z.string().nullable(),
  /** When the result was cached (`YYYY-MM-DDTHH:MM:SS`, UTC), for cached answers. */
  cached_dttm: z.string().nullable(),
  cache_timeout: z.number().nullable(),
  is_cached: z.boolean(),
  status: z.enum(QUERY_STATUSES),
  error: z.string().nullable(),
  /** Only for admins. */
  stacktrace: z.string().nullable(),
  /** The SQL that ran, values written in; absent for guests. */
  query: z.string().optional(),
  applied_template_filters: z.array(z.string()),
  applied_filters: z.array(ChartDataAppliedFilter),
  rejected_filters: z.array(ChartDataRejectedFilter),
  annotation_data: z.record(z.string(), z.unknown()),
  rowcount: z.number(),
  sql_rowcount: z.number(),
  /** The query's time bounds as epoch ms, or null. */
  from_dttm: z.number().nullable(),
  to_dttm: z.number().nullable(),
  /** Each column name split into its parts (flattened pivot columns: metric, dims...). */
  label_map: z.record(z.string(), z.array(z.string())),
  colnames: z.array(z.string()),
  indexnames: z.array(z.unknown()),
  coltypes: z.array(z.number()),
  /** One object per row; temporal values are epoch ms, NaN is null. */
  data: z.array(z.record(z.string(), z.unknown())),
  result_format: z.enum(['json', 'csv', 'xlsx']),
});
export type ChartDataQueryResult = z.infer<typeof ChartDataQueryResult>;

/** `result_type: results`. */
export const ChartDataResultsResult = ChartDataQueryResult.pick({
  data: true,
  colnames: true,
  coltypes: true,
  rowcount: true,
  sql_rowcount: true,
});
export type ChartDataResultsResult = z.infer<typeof ChartDataResultsResult>;

/** `result_type: query`. */
export const ChartDataQueryText = z.object({
  language: z.literal('sql'),
  query: z.string().optional(),
  error: z.string().optional(),
});
export type ChartDataQueryText = z.infer<typeof ChartDataQueryText>;

/** `result_type: columns`. */
export const ChartDataColumnsResult = z.object({
  data: z.array(
    z.object({
      column_name: z.string(),
      verbose_name: z.string().nullable(),
      dtype: z.string().nullable(),
    }),
  ),
});
export type ChartDataColumnsResult = z.infer<typeof ChartDataColumnsResult>;

/** `result_type: timegrains`: `function` is the SQL with `{col}` for the column. */
export const ChartDataTimeGrainsResult = z.object({
  data: z.array(
    z.object({ name: z.string(), function: z.string(), duration: z.string().nullable() }),
  ),
});
export type ChartDataTimeGrainsResult = z.infer<typeof ChartDataTimeGrainsResult>;

export const ChartDataResultItem = z.union([
  ChartDataQueryResult,
  ChartDataResultsResult,
  ChartDataQueryText,
  ChartDataColumnsResult,
  ChartDataTimeGrainsResult,
]);
export type ChartDataResultItem = z.infer<typeof ChartDataResultItem>;

/** `200` of `POST /api/v1/chart/data` (JSON). */
export const ChartDataResponse = z.object({ result: z.array(ChartDataResultItem) });
export type ChartDataResponse = z.infer<typeof ChartDataResponse>;

export const ASYNC_JOB_STATUSES = ['pending', 'running', 'done', 'error'] as const;

/** An async job's metadata: the 202 answer and, with an `id`, each async event. */
export const AsyncJobMetadata = z.object({
  channel_id: z.string(),
  job_id: z.string(),
  user_id: z.number().nullable(),
  status: z.enum(ASYNC_JOB_STATUSES),
  errors: z.array(z.record(z.string(), z.unknown())),
  /** `/api/v1/chart/data/<cache_key>` once done. */
  result_url: z.string().nullable(),
});
export type AsyncJobMetadata = z.infer<typeof AsyncJobMetadata>;

/** One event of `GET /api/v1/async_event/` and of the WebSocket; `id` is `<ms>-<seq>`. */
export const AsyncEvent = AsyncJobMetadata.extend({ id: z.string() });
export type AsyncEvent = z.infer<typeof AsyncEvent>;

export const AsyncEventsResponse = z.object({ result: z.array(AsyncEvent) });
export type AsyncEventsResponse = z.infer<typeof AsyncEventsResponse>;
