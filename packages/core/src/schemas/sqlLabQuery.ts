/**
 * SQL Lab query execution as Superset's `/api/v1/sqllab/` and `/api/v1/query/` speak it
 * (superset-api.md §8): the execute payload, the query dict, the results payload (and its
 * windowed read), stop, format, estimate and validate.
 */
import { z } from 'zod';
import { DatasourceData } from './dataset.js';

export const SQLLAB_QUERY_STATES = [
  'pending',
  'scheduled',
  'running',
  'fetching',
  'success',
  'failed',
  'stopped',
  'timed_out',
] as const;
export const SqlLabQueryState = z.enum(SQLLAB_QUERY_STATES);
export type SqlLabQueryState = z.infer<typeof SqlLabQueryState>;

export const LimitingFactor = z.enum([
  'QUERY',
  'DROPDOWN',
  'QUERY_AND_DROPDOWN',
  'NOT_LIMITED',
  'UNKNOWN',
]);
export type LimitingFactor = z.infer<typeof LimitingFactor>;

export const CtasMethod = z.enum(['TABLE', 'VIEW']);
export type CtasMethod = z.infer<typeof CtasMethod>;

/** `POST /api/v1/sqllab/execute/` and the legacy `POST /superset/sql_json/`. */
export const SqlLabExecutePayload = z.looseObject({
  database_id: z.coerce.number().int(),
  sql: z.string(),
  client_id: z.string().max(11).nullish(),
  catalog: z.string().nullish(),
  schema: z.string().nullish(),
  tab: z.string().nullish(),
  sql_editor_id: z.string().nullish(),
  queryLimit: z.coerce.number().int().min(0).nullish(),
  runAsync: z.boolean().nullish(),
  select_as_cta: z.boolean().nullish(),
  ctas_method: CtasMethod.nullish(),
  tmp_table_name: z.string().nullish(),
  /** A JSON object as text (Superset's form), or the object itself. */
  templateParams: z.union([z.string(), z.record(z.string(), z.unknown())]).nullish(),
  expand_data: z.boolean().nullish(),
  json: z.boolean().nullish(),
});
export type SqlLabExecutePayload = z.infer<typeof SqlLabExecutePayload>;

/** Superset's `Query.to_dict()`; times are epoch milliseconds. */
export const SqlLabQuery = z.object({
  id: z.string(),
  queryId: z.number(),
  serverId: z.number(),
  dbId: z.number(),
  db: z.string().nullable(),
  catalog: z.string().nullable(),
  schema: z.string().nullable(),
  sql: z.string(),
  executedSql: z.string().nullable(),
  state: SqlLabQueryState,
  progress: z.number(),
  rows: z.number().nullable(),
  limit: z.number().nullable(),
  limitingFactor: LimitingFactor,
  startDttm: z.number().nullable(),
  endDttm: z.number().nullable(),
  changed_on: z.string(),
  errorMessage: z.string().nullable(),
  ctas: z.boolean(),
  ctas_method: CtasMethod.nullable(),
  tempSchema: z.string().nullable(),
  tempTable: z.string().nullable(),
  tab: z.string().nullable(),
  sqlEditorId: z.string().nullable(),
  userId: z.number().nullable(),
  user: z.string().nullable(),
  resultsKey: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  extra: z.record(z.string(), z.unknown()),
});
export type SqlLabQuery = z.infer<typeof SqlLabQuery>;

export const SqlLabResultColumn = z.object({
  column_name: z.string(),
  name: z.string(),
  type: z.string(),
  type_generic: z.number(),
  is_dttm: z.boolean(),
});
export type SqlLabResultColumn = z.infer<typeof SqlLabResultColumn>;

/** The results payload of a run (sync answer, or `GET /sqllab/results/`). */
export const SqlLabResults = z.object({
  status: SqlLabQueryState,
  query_id: z.number(),
  data: z.array(z.record(z.string(), z.unknown())),
  columns: z.array(SqlLabResultColumn),
  selected_columns: z.array(SqlLabResultColumn),
  expanded_columns: z.array(SqlLabResultColumn),
  query: SqlLabQuery,
  /** Present (true) when `data` was cut to the display limit (or the `rows` asked for). */
  displayLimitReached: z.boolean().optional(),
  /** Present on windowed reads: the rows `data` holds and how many the result has in all. */
  window: z.object({ offset: z.number(), limit: z.number(), total_rows: z.number() }).optional(),
});
export type SqlLabResults = z.infer<typeof SqlLabResults>;

/** The `202` answer of an async run: the query as it stands (then followed by polling). */
export const SqlLabExecuteAccepted = z.object({ query: SqlLabQuery });
export type SqlLabExecuteAccepted = z.infer<typeof SqlLabExecuteAccepted>;

/** `POST /api/v1/sqllab/execute/`: the results of a sync run, or an async run accepted. */
export type SqlLabExecuteAnswer = SqlLabResults | SqlLabExecuteAccepted;

/** `GET /api/v1/query/updated_since?q=(last_updated_ms:...)`: the user's runs changed since. */
export const SqlLabQueriesUpdated = z.object({ result: z.array(SqlLabQuery) });
export type SqlLabQueriesUpdated = z.infer<typeof SqlLabQueriesUpdated>;

/** The rison `q` of `GET /sqllab/results/`: a key, and optionally a row cap or a window. */
export const SqlLabResultsQuery = z.object({
  key: z.string().min(1),
  rows: z.number().int().min(0).optional(),
  offset: z.number().int().min(0).optional(),
  limit: z.number().int().min(1).max(100_000).optional(),
});
export type SqlLabResultsQuery = z.infer<typeof SqlLabResultsQuery>;

export const SqlLabStopPayload = z.looseObject({ client_id: z.string().min(1) });

export const SqlLabFormatPayload = z.looseObject({
  sql: z.string(),
  engine: z.string().nullish(),
  database_id: z.coerce.number().int().nullish(),
  template_params: z.union([z.string(), z.record(z.string(), z.unknown())]).nullish(),
});

export const SqlLabEstimatePayload = z.looseObject({
  database_id: z.coerce.number().int(),
  sql: z.string(),
  template_params: z.union([z.string(), z.record(z.string(), z.unknown())]).nullish(),
  catalog: z.string().nullish(),
  schema: z.string().nullish(),
});

export const ValidateSqlPayload = z.looseObject({
  sql: z.string(),
  catalog: z.string().nullish(),
  schema: z.string().nullish(),
  template_params: z.union([z.string(), z.record(z.string(), z.unknown())]).nullish(),
});

export const SqlValidationAnnotation = z.object({
  line_number: z.number().nullable(),
  start_column: z.number().nullable(),
  end_column: z.number().nullable(),
  message: z.string(),
});
export type SqlValidationAnnotation = z.infer<typeof SqlValidationAnnotation>;

/**
 * A table a run reads (`sql_tables` of the `/api/v1/query/` list): Superset's Table object,
 * or its `schema.table` text.
 */
export const SqlLabQueryTable = z.object({
  catalog: z.string().nullish(),
  schema: z.string().nullish(),
  table: z.string(),
});

/** An item of `GET /api/v1/query/` (superset-api.md §8); times are epoch milliseconds. */
export const SqlLabQueryListItem = z.object({
  id: z.number(),
  changed_on: z.string(),
  database: z.object({ database_name: z.string().nullable() }),
  executed_sql: z.string().nullable(),
  rows: z.number().nullable(),
  schema: z.string().nullable(),
  sql: z.string(),
  sql_tables: z.array(z.union([z.string(), SqlLabQueryTable])),
  status: SqlLabQueryState,
  tab_name: z.string().nullable(),
  user: z.object({
    id: z.number().nullable(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
  }),
  start_time: z.number().nullable(),
  end_time: z.number().nullable(),
  tmp_table_name: z.string().nullable(),
  tracking_url: z.string().nullable(),
});
export type SqlLabQueryListItem = z.infer<typeof SqlLabQueryListItem>;

/** `GET /api/v1/query/<id>` result: the list fields and the run's details. */
export const SqlLabQueryShowItem = SqlLabQueryListItem.extend({
  database: z.object({ id: z.number(), database_name: z.string().nullable() }),
  client_id: z.string(),
  error_message: z.string().nullable(),
  limit: z.number().nullable(),
  limiting_factor: z.string().nullable(),
  progress: z.number(),
  results_key: z.string().nullable(),
  select_as_cta: z.boolean(),
  select_sql: z.string().nullable(),
  sql_editor_id: z.string().nullable(),
  start_running_time: z.number().nullable(),
  end_result_backend_time: z.number().nullable(),
  tmp_schema_name: z.string().nullable(),
  catalog: z.string().nullable(),
  changed_on_iso: z.string().nullable(),
});
export type SqlLabQueryShowItem = z.infer<typeof SqlLabQueryShowItem>;

/** A result column of a query a dataset is made from (`sqllab_viz`'s `columns`). */
export const SqlLabVizColumn = z.looseObject({
  column_name: z.string(),
  name: z.string().optional(),
  type: z.string().nullable(),
  is_dttm: z.boolean(),
});

/** `POST /superset/sqllab_viz/`: `data`, a virtual dataset to make from a query. */
export const SqlLabVizPayload = z.looseObject({
  dbId: z.number(),
  catalog: z.string().nullish(),
  schema: z.string().nullable(),
  sql: z.string(),
  datasourceName: z.string(),
  templateParams: z.string().nullish(),
  columns: z.array(SqlLabVizColumn),
});
export type SqlLabVizPayload = z.infer<typeof SqlLabVizPayload>;

/** The answer of `sqllab_viz`: the new dataset's id and its explore data. */
export const SqlLabVizResult = z.object({ table_id: z.number(), data: DatasourceData });
export type SqlLabVizResult = z.infer<typeof SqlLabVizResult>;
