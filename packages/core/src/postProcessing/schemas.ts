import { z } from 'zod';

/**
 * Options of each chart-data post-processing operation, with Superset's option
 * names (superset/utils/pandas_postprocessing). Defaults are applied by the
 * operations themselves, as Superset's keyword defaults are; `null` is accepted
 * wherever Superset accepts `None`.
 */

const strings = z.array(z.string());
const columnMap = z.record(z.string(), z.string());

export const PostProcessingAggregateSpec = z.object({
  operator: z.string().optional(),
  column: z.string().optional(),
  options: z.record(z.string(), z.unknown()).nullish(),
});
export type PostProcessingAggregateSpec = z.infer<typeof PostProcessingAggregateSpec>;
const aggregates = z.record(z.string(), PostProcessingAggregateSpec);

export const PostProcessingAggregateOptions = z.object({
  groupby: strings.nullish(),
  aggregates: aggregates.nullish(),
});
export type PostProcessingAggregateOptions = z.infer<typeof PostProcessingAggregateOptions>;

export const PostProcessingPivotOptions = z.object({
  index: strings.nullish(),
  columns: strings.nullish(),
  aggregates: aggregates.nullish(),
  metric_fill_value: z.union([z.number(), z.string(), z.boolean()]).nullish(),
  column_fill_value: z.string().nullish(),
  drop_missing_columns: z.boolean().nullish(),
  combine_value_with_metric: z.boolean().nullish(),
  marginal_distributions: z.boolean().nullish(),
  marginal_distribution_name: z.string().nullish(),
});
export type PostProcessingPivotOptions = z.infer<typeof PostProcessingPivotOptions>;

export const PostProcessingRollingOptions = z.object({
  columns: columnMap.nullish(),
  rolling_type: z.string(),
  window: z.number().int().nullish(),
  rolling_type_options: z.record(z.string(), z.unknown()).nullish(),
  center: z.boolean().nullish(),
  win_type: z.string().nullish(),
  min_periods: z.number().int().min(0).nullish(),
});
export type PostProcessingRollingOptions = z.infer<typeof PostProcessingRollingOptions>;

export const PostProcessingCumOptions = z.object({
  operator: z.string(),
  columns: columnMap.nullish(),
});
export type PostProcessingCumOptions = z.infer<typeof PostProcessingCumOptions>;

export const PostProcessingDiffOptions = z.object({
  columns: columnMap,
  periods: z.number().int().nullish(),
  axis: z.union([z.literal(0), z.literal(1), z.enum(['index', 'rows', 'columns'])]).nullish(),
});
export type PostProcessingDiffOptions = z.infer<typeof PostProcessingDiffOptions>;

export const PostProcessingCompareOptions = z.object({
  source_columns: strings,
  compare_columns: strings,
  compare_type: z.string(),
  drop_original_columns: z.boolean().nullish(),
  precision: z.number().int().nullish(),
});
export type PostProcessingCompareOptions = z.infer<typeof PostProcessingCompareOptions>;

export const PostProcessingContributionOptions = z.object({
  orientation: z.enum(['row', 'column']).nullish(),
  columns: strings.nullish(),
  time_shifts: strings.nullish(),
  rename_columns: strings.nullish(),
  contribution_totals: z.record(z.string(), z.number().nullable()).nullish(),
});
export type PostProcessingContributionOptions = z.infer<typeof PostProcessingContributionOptions>;

export const PostProcessingResampleOptions = z.object({
  rule: z.string(),
  method: z.string(),
  fill_value: z.number().nullish(),
  /** Older Superset: the time column to resample on (instead of the index). */
  time_column: z.string().nullish(),
});
export type PostProcessingResampleOptions = z.infer<typeof PostProcessingResampleOptions>;

export const PostProcessingRenameOptions = z.object({
  columns: z.record(z.string(), z.string().nullable()).nullish(),
  level: z.union([z.number().int(), z.string()]).nullish(),
  inplace: z.boolean().nullish(),
});
export type PostProcessingRenameOptions = z.infer<typeof PostProcessingRenameOptions>;

export const PostProcessingSelectOptions = z.object({
  columns: strings.nullish(),
  exclude: strings.nullish(),
  /** `{old: new}`; a list of such objects (as Superset's schema documents) is merged. */
  rename: z.union([columnMap, z.array(columnMap)]).nullish(),
});
export type PostProcessingSelectOptions = z.infer<typeof PostProcessingSelectOptions>;

export const PostProcessingSortOptions = z.object({
  by: z.union([z.string(), strings]).nullish(),
  ascending: z.union([z.boolean(), z.array(z.boolean())]).nullish(),
  is_sort_index: z.boolean().nullish(),
  /** Older Superset: `{column: ascending}`. */
  columns: z.record(z.string(), z.boolean()).nullish(),
});
export type PostProcessingSortOptions = z.infer<typeof PostProcessingSortOptions>;

export const PostProcessingFlattenOptions = z.object({
  reset_index: z.boolean().nullish(),
  drop_levels: z
    .union([z.number().int(), z.string(), z.array(z.union([z.number().int(), z.string()]))])
    .nullish(),
});
export type PostProcessingFlattenOptions = z.infer<typeof PostProcessingFlattenOptions>;

export const PostProcessingBoxplotOptions = z.object({
  groupby: strings.nullish(),
  metrics: strings,
  whisker_type: z.enum(['tukey', 'min/max', 'percentile']),
  percentiles: z.array(z.number()).nullish(),
});
export type PostProcessingBoxplotOptions = z.infer<typeof PostProcessingBoxplotOptions>;

export const PostProcessingHistogramOptions = z.object({
  column: z.string(),
  groupby: strings.nullish(),
  bins: z.number().int().min(1).max(1000).nullish(),
  cumulative: z.boolean().nullish(),
  normalize: z.boolean().nullish(),
});
export type PostProcessingHistogramOptions = z.infer<typeof PostProcessingHistogramOptions>;

export const PostProcessingRankOptions = z.object({
  metric: z.string(),
  group_by: z.string().nullish(),
});
export type PostProcessingRankOptions = z.infer<typeof PostProcessingRankOptions>;

export const PostProcessingProphetOptions = z.record(z.string(), z.unknown());

const operation = <N extends string, S extends z.ZodType>(name: N, options: S) =>
  z.object({ operation: z.literal(name), options });

/**
 * One `post_processing` entry of a query object, discriminated on `operation`.
 * Operations whose options are all optional may leave `options` out (charts send
 * `{operation: "flatten"}`).
 */
export const PostProcessingOperation = z.discriminatedUnion('operation', [
  operation('aggregate', PostProcessingAggregateOptions.default({})),
  operation('pivot', PostProcessingPivotOptions.default({})),
  operation('rolling', PostProcessingRollingOptions),
  operation('cum', PostProcessingCumOptions),
  operation('diff', PostProcessingDiffOptions),
  operation('compare', PostProcessingCompareOptions),
  operation('contribution', PostProcessingContributionOptions.default({})),
  operation('resample', PostProcessingResampleOptions),
  operation('rename', PostProcessingRenameOptions.default({})),
  operation('select', PostProcessingSelectOptions.default({})),
  operation('sort', PostProcessingSortOptions.default({})),
  operation('flatten', PostProcessingFlattenOptions.default({})),
  operation('boxplot', PostProcessingBoxplotOptions),
  operation('histogram', PostProcessingHistogramOptions),
  operation('rank', PostProcessingRankOptions),
  operation('prophet', PostProcessingProphetOptions.default({})),
]);
export type PostProcessingOperation = z.infer<typeof PostProcessingOperation>;
export type PostProcessingOperationName = PostProcessingOperation['operation'];

export const POST_PROCESSING_OPERATIONS = PostProcessingOperation.options.map(
  (o) => o.shape.operation.value,
);

/** Operations Superset has that Tessera does not run yet (answered with a clear 400). */
export const UNSUPPORTED_POST_PROCESSING_OPERATIONS = [
  'geohash_decode',
  'geohash_encode',
  'geodetic_parse',
] as const;
