/**
 * Datasets (Superset's `SqlaTable`): a physical table or a virtual (SQL) table of a
 * database connection, with its columns, saved metrics and owners, as
 * `/api/v1/dataset/` and the legacy `/datasource/...` paths send and take them.
 */
import { z } from 'zod';
import { boundedJsonText, boundedJsonValue, boundedText, STORED_LIMITS } from './bounded.js';
import { UserRef } from './people.js';

/** Superset's `GenericDataType` codes. */
export const GENERIC_DATA_TYPE = { NUMERIC: 0, STRING: 1, TEMPORAL: 2, BOOLEAN: 3 } as const;

/** Rows a dataset's samples return at most (Superset's SAMPLES_ROW_LIMIT). */
export const SAMPLES_ROW_LIMIT = 1000;
/** Distinct values a column-values call returns at most (Superset's FILTER_SELECT_ROW_LIMIT). */
export const FILTER_SELECT_ROW_LIMIT = 10000;

/** JSON text, or an object the server stores as JSON text (`extra` fields), within limits. */
const JsonText = z
  .union([boundedJsonText('JSON not valid'), boundedJsonValue(z.record(z.string(), z.unknown()))])
  .nullable();
/** Free text (descriptions, warnings) and SQL expressions within the stored text limit. */
const text = () => boundedText(STORED_LIMITS.textLength);

/** A metric's currency: `{symbol, symbolPosition}` (or its JSON text). */
export const MetricCurrency = z.object({
  symbol: z.string().nullable().optional(),
  symbolPosition: z.string().nullable().optional(),
});
export type MetricCurrency = z.infer<typeof MetricCurrency>;

export const DatasetColumnWrite = z.object({
  id: z.number().int().optional(),
  column_name: z.string().min(1).max(255),
  type: z.string().nullable().optional(),
  advanced_data_type: z.string().max(255).nullable().optional(),
  verbose_name: z.string().max(1024).nullable().optional(),
  description: text().nullable().optional(),
  expression: text().nullable().optional(),
  extra: JsonText.optional(),
  filterable: z.boolean().optional(),
  groupby: z.boolean().optional(),
  is_active: z.boolean().nullable().optional(),
  is_dttm: z.boolean().nullable().optional(),
  python_date_format: z.string().max(255).nullable().optional(),
  uuid: z.string().optional(),
});
export type DatasetColumnWrite = z.infer<typeof DatasetColumnWrite>;

export const DatasetMetricWrite = z.object({
  id: z.number().int().optional(),
  metric_name: z.string().min(1).max(255),
  expression: text().min(1),
  verbose_name: z.string().max(1024).nullable().optional(),
  metric_type: z.string().max(32).nullable().optional(),
  description: text().nullable().optional(),
  d3format: z.string().max(128).nullable().optional(),
  currency: z.union([text(), MetricCurrency]).nullable().optional(),
  warning_text: text().nullable().optional(),
  extra: JsonText.optional(),
  uuid: z.string().optional(),
});
export type DatasetMetricWrite = z.infer<typeof DatasetMetricWrite>;

/** `POST /api/v1/dataset/` (Superset's `DatasetPostSchema`). */
export const DatasetCreate = z.object({
  database: z.number().int(),
  catalog: z.string().max(250).nullable().optional(),
  schema: z.string().max(250).nullable().optional(),
  table_name: z.string().min(1).max(250),
  sql: boundedText(STORED_LIMITS.longTextLength).nullable().optional(),
  owners: z.array(z.number().int()).optional(),
  is_managed_externally: z.boolean().nullable().optional(),
  external_url: text().nullable().optional(),
  normalize_columns: z.boolean().optional(),
  always_filter_main_dttm: z.boolean().optional(),
  template_params: boundedJsonText('JSON not valid').nullable().optional(),
});
export type DatasetCreate = z.infer<typeof DatasetCreate>;

/** `PUT /api/v1/dataset/{pk}` (Superset's `DatasetPutSchema`); every field optional. */
export const DatasetUpdate = z.object({
  table_name: z.string().min(1).max(250).optional(),
  database_id: z.number().int().optional(),
  sql: boundedText(STORED_LIMITS.longTextLength).nullable().optional(),
  filter_select_enabled: z.boolean().optional(),
  fetch_values_predicate: z.string().max(1000).nullable().optional(),
  catalog: z.string().max(250).nullable().optional(),
  schema: z.string().max(255).nullable().optional(),
  description: text().nullable().optional(),
  main_dttm_col: text().nullable().optional(),
  normalize_columns: z.boolean().nullable().optional(),
  always_filter_main_dttm: z.boolean().nullable().optional(),
  offset: z.number().int().nullable().optional(),
  default_endpoint: text().nullable().optional(),
  cache_timeout: z.number().int().nullable().optional(),
  is_sqllab_view: z.boolean().nullable().optional(),
  template_params: boundedJsonText('JSON not valid').nullable().optional(),
  owners: z.array(z.number().int()).optional(),
  columns: z.array(DatasetColumnWrite).optional(),
  metrics: z.array(DatasetMetricWrite).optional(),
  extra: JsonText.optional(),
  is_managed_externally: z.boolean().nullable().optional(),
  external_url: text().nullable().optional(),
});
export type DatasetUpdate = z.infer<typeof DatasetUpdate>;

/** `POST /api/v1/dataset/duplicate`. */
export const DatasetDuplicate = z.object({
  base_model_id: z.number().int(),
  table_name: z.string().min(1).max(250),
});
export type DatasetDuplicate = z.infer<typeof DatasetDuplicate>;

export const DatasetDatabaseRef = z.object({
  id: z.number(),
  database_name: z.string(),
  uuid: z.string().optional(),
  backend: z.string().optional(),
  allow_multi_catalog: z.boolean().optional(),
});

/** A column as the dataset's show call gives it. */
export const DatasetColumn = z.object({
  id: z.number(),
  uuid: z.string(),
  column_name: z.string(),
  verbose_name: z.string().nullable(),
  description: z.string().nullable(),
  type: z.string().nullable(),
  /** 0 NUMERIC, 1 STRING, 2 TEMPORAL, 3 BOOLEAN; null when the type is unknown. */
  type_generic: z.number().nullable(),
  is_dttm: z.boolean(),
  groupby: z.boolean(),
  filterable: z.boolean(),
  expression: z.string().nullable(),
  python_date_format: z.string().nullable(),
  advanced_data_type: z.string().nullable(),
  extra: z.string().nullable(),
  is_active: z.boolean(),
  created_on: z.string(),
  changed_on: z.string(),
});
export type DatasetColumn = z.infer<typeof DatasetColumn>;

export const DatasetMetric = z.object({
  id: z.number(),
  uuid: z.string(),
  metric_name: z.string(),
  verbose_name: z.string().nullable(),
  expression: z.string(),
  metric_type: z.string().nullable(),
  description: z.string().nullable(),
  d3format: z.string().nullable(),
  currency: MetricCurrency.nullable(),
  warning_text: z.string().nullable(),
  extra: z.string().nullable(),
  certified_by: z.string().nullable(),
  certification_details: z.string().nullable(),
  warning_markdown: z.string().nullable(),
  created_on: z.string(),
  changed_on: z.string(),
});
export type DatasetMetric = z.infer<typeof DatasetMetric>;

export const DatasetKind = z.enum(['physical', 'virtual']);

/** `GET /api/v1/dataset/{pk}` result (Superset's show columns). */
export const Dataset = z.object({
  id: z.number(),
  uuid: z.string(),
  table_name: z.string(),
  datasource_name: z.string(),
  name: z.string(),
  uid: z.string(),
  catalog: z.string().nullable(),
  schema: z.string().nullable(),
  sql: z.string().nullable(),
  kind: DatasetKind,
  datasource_type: z.literal('table'),
  database: DatasetDatabaseRef,
  description: z.string().nullable(),
  main_dttm_col: z.string().nullable(),
  filter_select_enabled: z.boolean(),
  fetch_values_predicate: z.string().nullable(),
  normalize_columns: z.boolean(),
  always_filter_main_dttm: z.boolean(),
  offset: z.number(),
  default_endpoint: z.string().nullable(),
  cache_timeout: z.number().nullable(),
  is_sqllab_view: z.boolean(),
  template_params: z.string().nullable(),
  /** JSON text: warning_markdown, disallow_adhoc_metrics, certification {certified_by, details}. */
  extra: z.string().nullable(),
  is_managed_externally: z.boolean(),
  external_url: z.string().nullable(),
  select_star: z.string().nullable(),
  url: z.string(),
  explore_url: z.string(),
  owners: z.array(UserRef),
  columns: z.array(DatasetColumn),
  metrics: z.array(DatasetMetric),
  column_formats: z.record(z.string(), z.string()),
  verbose_map: z.record(z.string(), z.string()),
  granularity_sqla: z.array(z.tuple([z.string(), z.string()])),
  time_grain_sqla: z.array(z.tuple([z.string().nullable(), z.string()])),
  order_by_choices: z.array(z.tuple([z.string(), z.string()])),
  created_on: z.string(),
  changed_on: z.string(),
  created_on_humanized: z.string(),
  changed_on_humanized: z.string(),
  created_by: UserRef.nullable(),
  changed_by: UserRef.nullable(),
});
export type Dataset = z.infer<typeof Dataset>;

/** One row of `GET /api/v1/dataset/` (Superset's list columns). */
export const DatasetListItem = z.object({
  id: z.number(),
  uuid: z.string(),
  table_name: z.string(),
  catalog: z.string().nullable(),
  schema: z.string().nullable(),
  sql: z.string().nullable(),
  kind: DatasetKind,
  datasource_type: z.literal('table'),
  database: z.object({ id: z.number(), database_name: z.string(), uuid: z.string() }),
  owners: z.array(UserRef),
  changed_by: UserRef.nullable(),
  changed_by_name: z.string(),
  changed_on_utc: z.string(),
  changed_on_delta_humanized: z.string(),
  default_endpoint: z.string().nullable(),
  description: z.string().nullable(),
  explore_url: z.string(),
  extra: z.string().nullable(),
});
export type DatasetListItem = z.infer<typeof DatasetListItem>;

/** `GET /api/v1/dataset/{pk}/related_objects`. */
export const DatasetRelatedObjects = z.object({
  charts: z.object({
    count: z.number(),
    result: z.array(z.object({ id: z.number(), slice_name: z.string(), viz_type: z.string() })),
  }),
  dashboards: z.object({
    count: z.number(),
    result: z.array(
      z.object({
        id: z.number(),
        json_metadata: z.string().nullable(),
        slug: z.string().nullable(),
        title: z.string().nullable(),
      }),
    ),
  }),
});
export type DatasetRelatedObjects = z.infer<typeof DatasetRelatedObjects>;

/** `GET /<resource>/related/<column>`: `{count, result: [{value, text, extra}]}`. */
export const RelatedResponse = z.object({
  count: z.number(),
  result: z.array(
    z.object({ value: z.number(), text: z.string(), extra: z.record(z.string(), z.unknown()) }),
  ),
});

/** `GET /<resource>/distinct/<column>`: `{count, result: [{text, value}]}`. */
export const DistinctResponse = z.object({
  count: z.number(),
  result: z.array(z.object({ text: z.string(), value: z.string() })),
});

/** A column of the explore client's datasource (`TableColumn.data`). */
export const DatasourceColumn = z.object({
  id: z.number(),
  column_name: z.string(),
  verbose_name: z.string().nullable(),
  description: z.string().nullable(),
  expression: z.string().nullable(),
  filterable: z.boolean(),
  groupby: z.boolean(),
  is_dttm: z.boolean(),
  is_certified: z.boolean(),
  certified_by: z.string().nullable(),
  certification_details: z.string().nullable(),
  warning_markdown: z.string().nullable(),
  python_date_format: z.string().nullable(),
  advanced_data_type: z.string().nullable(),
  type: z.string().nullable(),
  type_generic: z.number().nullable(),
  extra: z.string().nullable().optional(),
});
export type DatasourceColumn = z.infer<typeof DatasourceColumn>;

/** A saved metric of the explore client's datasource (`SqlMetric.data`). */
export const DatasourceMetric = z.object({
  id: z.number(),
  metric_name: z.string(),
  verbose_name: z.string().nullable(),
  expression: z.string(),
  description: z.string().nullable(),
  d3format: z.string().nullable(),
  currency: MetricCurrency.nullable(),
  warning_text: z.string().nullable(),
  warning_markdown: z.string().nullable(),
  is_certified: z.boolean(),
  certified_by: z.string().nullable(),
  certification_details: z.string().nullable(),
  extra: z.string().nullable().optional(),
});
export type DatasourceMetric = z.infer<typeof DatasourceMetric>;

/** A datasource's `database` (Superset's `Database.data`, without secrets). */
export const DatasourceDatabase = z.looseObject({
  id: z.number(),
  backend: z.string().nullable(),
  database_name: z.string().optional(),
  name: z.string().optional(),
});
export type DatasourceDatabase = z.infer<typeof DatasourceDatabase>;

/**
 * The datasource as the explore client and the legacy dataset editor take it
 * (`SqlaTable.data`): `GET /datasource/get/table/{id}/`, `POST /datasource/save/`.
 */
export const DatasourceData = z
  .object({
    id: z.number(),
    uid: z.string(),
    type: z.literal('table'),
    name: z.string(),
    datasource_name: z.string(),
    table_name: z.string(),
    catalog: z.string().nullable(),
    schema: z.string().nullable(),
    sql: z.string().nullable(),
    description: z.string().nullable(),
    database: DatasourceDatabase,
    columns: z.array(DatasourceColumn),
    metrics: z.array(DatasourceMetric),
    column_formats: z.record(z.string(), z.string()),
    currency_formats: z.record(z.string(), MetricCurrency),
    verbose_map: z.record(z.string(), z.string()),
    main_dttm_col: z.string().nullable(),
    owners: z.array(
      z.object({
        id: z.number(),
        first_name: z.string(),
        last_name: z.string(),
        username: z.string(),
      }),
    ),
    edit_url: z.string(),
    extra: z.string().nullable(),
    select_star: z.string().nullable(),
    /** `[[grain, name], ...]`; the first, `[null, 'Original value']`, keeps the column as it is. */
    time_grain_sqla: z.array(z.tuple([z.string().nullable(), z.string()])),
    is_sqllab_view: z.boolean(),
    health_check_message: z.string().nullable(),
  })
  .loose();
export type DatasourceData = z.infer<typeof DatasourceData>;

/** `GET /api/v1/dataset/{pk}/samples` result (a chart-data query payload). */
export const DatasetSamples = z
  .object({
    colnames: z.array(z.string()),
    coltypes: z.array(z.number()),
    data: z.array(z.record(z.string(), z.unknown())),
    rowcount: z.number(),
    query: z.string(),
    status: z.string(),
    is_cached: z.boolean(),
  })
  .loose();
export type DatasetSamples = z.infer<typeof DatasetSamples>;

/** `GET /api/v1/datasource/<type>/<id>/column/<column>/values/`: the column's distinct values. */
export const DatasourceColumnValues = z.object({ result: z.array(z.unknown()) });
export type DatasourceColumnValues = z.infer<typeof DatasourceColumnValues>;
