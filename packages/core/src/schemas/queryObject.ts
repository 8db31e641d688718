import { z } from 'zod';
import { PostProcessingOperation } from '../postProcessing/schemas.js';
import {
  boundedText,
  longerThan,
  nestedDeeperThan,
  REQUEST_SQL_LIMITS,
  sqlFragment,
  tooDeepPath,
} from './bounded.js';

/**
 * The query objects of a chart data request (superset-api.md §3.2) with Superset's field
 * names, and the adhoc metric / column / filter shapes that explore's form data and the
 * query objects carry (the query context around them: queryContext.ts). Unknown keys are dropped, as
 * Superset's marshmallow schemas do (`unknown = EXCLUDE`).
 *
 * `QueryObject` parses and normalises: the deprecated aliases (`groupby`,
 * `granularity_sqla`, `timeseries_limit`, `timeseries_limit_metric`, top-level
 * `where` / `having`) are moved to their current names and Superset's defaults filled in.
 */

/** `DTTM_ALIAS`: the legacy time column of `is_timeseries` queries. */
export const DTTM_ALIAS = '__timestamp';

export const ADHOC_METRIC_AGGREGATES = [
  'AVG',
  'COUNT',
  'COUNT_DISTINCT',
  'MAX',
  'MIN',
  'SUM',
] as const;
export type AdhocMetricAggregate = (typeof ADHOC_METRIC_AGGREGATES)[number];

/** Superset's `FilterOperator` values (plus REGEX, which explore offers). */
export const FILTER_OPERATORS = [
  '==',
  '!=',
  '>',
  '<',
  '>=',
  '<=',
  'LIKE',
  'NOT LIKE',
  'ILIKE',
  'IS NULL',
  'IS NOT NULL',
  'IN',
  'NOT IN',
  'IS TRUE',
  'IS FALSE',
  'TEMPORAL_RANGE',
  'REGEX',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export const CHART_DATA_RESULT_TYPES = [
  'full',
  'query',
  'results',
  'samples',
  'columns',
  'timegrains',
  'drill_detail',
  'post_processed',
] as const;
export const CHART_DATA_RESULT_FORMATS = ['json', 'csv', 'xlsx'] as const;

/** `{label, sqlExpression, expressionType: "SQL", columnType?, timeGrain?}`. */
export const AdhocColumn = z.object({
  label: boundedText().optional(),
  sqlExpression: sqlFragment(),
  expressionType: z.literal('SQL').optional(),
  columnType: z.enum(['BASE_AXIS', 'SERIES']).optional(),
  timeGrain: z.string().nullish(),
  isColumnReference: z.boolean().optional(),
});
export type AdhocColumn = z.infer<typeof AdhocColumn>;

/** A dataset column name or an adhoc column. */
export const QueryColumn = z.union([boundedText(), AdhocColumn]);
export type QueryColumn = z.infer<typeof QueryColumn>;

/** The column an adhoc SIMPLE metric aggregates (a dataset column as explore sends it). */
export const AdhocMetricColumn = z.looseObject({
  column_name: z.string(),
  type: z.string().nullish(),
});
export type AdhocMetricColumn = z.infer<typeof AdhocMetricColumn>;

export const AdhocMetric = z.object({
  expressionType: z.enum(['SIMPLE', 'SQL']),
  aggregate: z.enum(ADHOC_METRIC_AGGREGATES).nullish(),
  column: AdhocMetricColumn.nullish(),
  sqlExpression: sqlFragment().nullish(),
  label: boundedText().optional(),
  hasCustomLabel: z.boolean().optional(),
  optionName: z.string().optional(),
  isNew: z.boolean().optional(),
  datasourceWarning: z.boolean().optional(),
});
export type AdhocMetric = z.infer<typeof AdhocMetric>;

/** A saved metric name or an adhoc metric. */
export const QueryMetric = z.union([boundedText(), AdhocMetric]);
export type QueryMetric = z.infer<typeof QueryMetric>;

/** Explore's adhoc filter (form data `adhoc_filters`). */
export const AdhocFilter = z.object({
  expressionType: z.enum(['SIMPLE', 'SQL']),
  clause: z.enum(['WHERE', 'HAVING']).optional(),
  subject: QueryColumn.nullish(),
  operator: z.string().nullish(),
  operatorId: z.string().nullish(),
  comparator: z.unknown().optional(),
  sqlExpression: sqlFragment().nullish(),
  timeGrain: z.string().nullish(),
  isExtra: z.boolean().optional(),
  isNew: z.boolean().optional(),
  filterOptionName: z.string().optional(),
  datasourceWarning: z.boolean().optional(),
});
export type AdhocFilter = z.infer<typeof AdhocFilter>;

/** Filter values nest at most this deep (`IN` lists are depth 1). */
const FILTER_VALUE_DEPTH = 8;

/** A filter's value: a scalar or a list, within REQUEST_SQL_LIMITS (count, length, depth). */
const FilterValue = z.unknown().superRefine((value, ctx) => {
  if (tooDeepPath(value, FILTER_VALUE_DEPTH)) {
    ctx.addIssue({ code: 'custom', message: nestedDeeperThan(FILTER_VALUE_DEPTH) });
    return;
  }
  const items = Array.isArray(value) ? value : [value];
  if (items.length > REQUEST_SQL_LIMITS.filterValues) {
    ctx.addIssue({
      code: 'custom',
      message: `More than ${REQUEST_SQL_LIMITS.filterValues} values.`,
    });
    return;
  }
  const max = REQUEST_SQL_LIMITS.filterValueLength;
  const long = items.findIndex((v) => typeof v === 'string' && v.length > max);
  if (long >= 0) {
    ctx.addIssue({
      code: 'custom',
      message: longerThan(max),
      path: Array.isArray(value) ? [long] : [],
    });
  }
});

/** A query object filter `{col, op, val, grain?, isExtra?}`; `op` is checked by the compiler. */
export const QueryObjectFilterClause = z.object({
  col: QueryColumn,
  op: z.string(),
  val: FilterValue.optional(),
  grain: z.string().nullish(),
  isExtra: z.boolean().optional(),
});
export type QueryObjectFilterClause = z.infer<typeof QueryObjectFilterClause>;

const RelativeAnchor = z.enum(['today', 'now']);

export const QueryObjectExtras = z.object({
  where: sqlFragment().nullish(),
  having: sqlFragment().nullish(),
  time_grain_sqla: z.string().nullish(),
  relative_start: RelativeAnchor.nullish(),
  relative_end: RelativeAnchor.nullish(),
  instant_time_comparison_range: z.string().nullish(),
});
export type QueryObjectExtras = z.infer<typeof QueryObjectExtras>;

/** `[column_or_metric, ascending]`. */
export const QueryOrderBy = z.tuple([
  z.union([boundedText(), AdhocMetric, AdhocColumn]),
  z.boolean(),
]);
export type QueryOrderBy = z.infer<typeof QueryOrderBy>;

export const DatasourceRef = z.object({
  id: z.union([z.number().int(), z.string()]),
  type: z.enum(['table', 'dataset', 'query', 'saved_query', 'view']),
});
export type DatasourceRef = z.infer<typeof DatasourceRef>;

const count = z.number().int().min(0);

export const QueryObjectInput = z
  .object({
    datasource: DatasourceRef.nullish(),
    result_type: z.enum(CHART_DATA_RESULT_TYPES).nullish(),
    columns: z.array(QueryColumn).nullish(),
    /** Deprecated alias of `columns`. */
    groupby: z.array(QueryColumn).nullish(),
    metrics: z.array(QueryMetric).nullish(),
    filters: z.array(QueryObjectFilterClause).nullish(),
    extras: QueryObjectExtras.nullish(),
    /** Deprecated: moved into `extras`. */
    where: sqlFragment().nullish(),
    having: sqlFragment().nullish(),
    granularity: z.string().nullish(),
    /** Deprecated alias of `granularity`. */
    granularity_sqla: z.string().nullish(),
    time_range: z.string().nullish(),
    time_shift: z.string().nullish(),
    is_timeseries: z.boolean().nullish(),
    is_rowcount: z.boolean().nullish(),
    orderby: z.array(QueryOrderBy).nullish(),
    order_desc: z.boolean().nullish(),
    row_limit: count.nullish(),
    row_offset: count.nullish(),
    series_columns: z.array(QueryColumn).nullish(),
    series_limit: count.nullish(),
    series_limit_metric: QueryMetric.nullish(),
    /** Deprecated aliases of `series_limit` / `series_limit_metric`. */
    timeseries_limit: count.nullish(),
    timeseries_limit_metric: QueryMetric.nullish(),
    group_others_when_limit_reached: z.boolean().nullish(),
    post_processing: z.array(PostProcessingOperation.nullable()).nullish(),
    annotation_layers: z.array(z.record(z.string(), z.unknown())).nullish(),
    applied_time_extras: z.record(z.string(), z.string()).nullish(),
    apply_fetch_values_predicate: z.boolean().nullish(),
    time_offsets: z.array(z.string()).nullish(),
    url_params: z.record(z.string(), z.string()).nullish(),
    custom_params: z.record(z.string(), z.unknown()).nullish(),
  })
  .superRefine((query, ctx) => {
    const total = requestSqlLength(query);
    if (total > REQUEST_SQL_LIMITS.totalLength) {
      ctx.addIssue({
        code: 'custom',
        message: `The query's SQL expressions are ${total} characters long in all, more than ${REQUEST_SQL_LIMITS.totalLength}.`,
      });
    }
  });
export type QueryObjectInput = z.input<typeof QueryObjectInput>;

/** Characters of SQL a query object brings: its WHERE / HAVING and adhoc expressions. */
function requestSqlLength(query: {
  extras?: { where?: string | null; having?: string | null } | null;
  where?: string | null;
  having?: string | null;
  columns?: QueryColumn[] | null;
  groupby?: QueryColumn[] | null;
  metrics?: QueryMetric[] | null;
  filters?: { col: QueryColumn }[] | null;
  orderby?: [unknown, boolean][] | null;
  series_columns?: QueryColumn[] | null;
  series_limit_metric?: QueryMetric | null;
  timeseries_limit_metric?: QueryMetric | null;
}): number {
  const sqlOf = (item: unknown): number =>
    item && typeof item === 'object' && 'sqlExpression' in item
      ? String((item as { sqlExpression?: unknown }).sqlExpression ?? '').length
      : 0;
  const lists: unknown[][] = [
    query.columns ?? [],
    query.groupby ?? [],
    query.metrics ?? [],
    query.series_columns ?? [],
    (query.filters ?? []).map((f) => f.col),
    (query.orderby ?? []).map((o) => o[0]),
    [query.series_limit_metric, query.timeseries_limit_metric],
  ];
  let total =
    (query.extras?.where ?? '').length +
    (query.extras?.having ?? '').length +
    (query.where ?? '').length +
    (query.having ?? '').length;
  for (const list of lists) for (const item of list) total += sqlOf(item);
  return total;
}

/** A query object after aliases are resolved and defaults applied (Superset's `QueryObject`). */
export interface NormalizedQueryObject {
  datasource: DatasourceRef | null;
  result_type: (typeof CHART_DATA_RESULT_TYPES)[number] | null;
  columns: QueryColumn[];
  /** `null` = no GROUP BY (raw rows); `[]` = GROUP BY the columns. */
  metrics: QueryMetric[] | null;
  filters: QueryObjectFilterClause[];
  extras: QueryObjectExtras;
  granularity: string | null;
  time_range: string | null;
  time_shift: string | null;
  is_timeseries: boolean;
  is_rowcount: boolean;
  orderby: QueryOrderBy[];
  order_desc: boolean;
  row_limit: number | null;
  row_offset: number;
  series_columns: QueryColumn[];
  series_limit: number;
  series_limit_metric: QueryMetric | null;
  group_others_when_limit_reached: boolean;
  post_processing: PostProcessingOperation[];
  annotation_layers: Record<string, unknown>[];
  applied_time_extras: Record<string, string>;
  apply_fetch_values_predicate: boolean;
  time_offsets: string[];
  url_params: Record<string, string>;
}

export function normalizeQueryObject(
  input: z.output<typeof QueryObjectInput>,
): NormalizedQueryObject {
  const columns = input.columns ?? input.groupby ?? [];
  const metrics = input.metrics ?? null;
  const isTimeseries = input.is_timeseries ?? columns.includes(DTTM_ALIAS);
  const extras: QueryObjectExtras = { ...(input.extras ?? {}) };
  if (input.where && !extras.where) extras.where = input.where;
  if (input.having && !extras.having) extras.having = input.having;
  return {
    datasource: input.datasource ?? null,
    result_type: input.result_type ?? null,
    columns,
    metrics,
    filters: input.filters ?? [],
    extras,
    granularity: input.granularity ?? input.granularity_sqla ?? null,
    time_range: input.time_range ?? null,
    time_shift: input.time_shift ?? null,
    is_timeseries: isTimeseries,
    is_rowcount: input.is_rowcount ?? false,
    orderby: input.orderby ?? [],
    order_desc: input.order_desc ?? true,
    row_limit: input.row_limit ?? null,
    row_offset: input.row_offset ?? 0,
    series_columns:
      input.series_columns && input.series_columns.length > 0
        ? input.series_columns
        : isTimeseries && metrics && metrics.length > 0
          ? columns
          : [],
    series_limit: input.series_limit ?? input.timeseries_limit ?? 0,
    series_limit_metric: input.series_limit_metric ?? input.timeseries_limit_metric ?? null,
    group_others_when_limit_reached: input.group_others_when_limit_reached ?? false,
    post_processing: (input.post_processing ?? []).filter(
      (op): op is PostProcessingOperation => op !== null,
    ),
    annotation_layers: input.annotation_layers ?? [],
    applied_time_extras: input.applied_time_extras ?? {},
    apply_fetch_values_predicate: input.apply_fetch_values_predicate ?? false,
    time_offsets: input.time_offsets ?? [],
    url_params: input.url_params ?? {},
  };
}

/** Parses a query object and resolves its aliases (see {@link NormalizedQueryObject}). */
export const QueryObject = QueryObjectInput.transform(normalizeQueryObject);
export type QueryObject = NormalizedQueryObject;

/** Superset's `get_column_name`: a column's output label. */
export function queryColumnLabel(column: QueryColumn): string {
  return typeof column === 'string' ? column : (column.label ?? column.sqlExpression);
}

/** Superset's `get_metric_name`: the label a metric's output column gets. */
export function queryMetricLabel(metric: QueryMetric): string {
  if (typeof metric === 'string') return metric;
  if (metric.label) return metric.label;
  if (metric.expressionType === 'SQL') return metric.sqlExpression ?? '';
  const columnName = metric.column?.column_name;
  if (metric.aggregate) return `${metric.aggregate}(${columnName ?? '*'})`;
  return columnName ?? '';
}
