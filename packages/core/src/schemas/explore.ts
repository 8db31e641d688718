/** The explore page's server contract: `/api/v1/explore/`, its form data cache and permalinks. */
import { z } from 'zod';
import { boundedJsonText, boundedJsonValue } from './bounded.js';
import {
  DatasourceColumn,
  DatasourceData,
  DatasourceDatabase,
  DatasourceMetric,
} from './dataset.js';

/** Superset's `DatasourceType` values a form data entry may name. */
export const EXPLORE_DATASOURCE_TYPES = [
  'table',
  'dataset',
  'query',
  'saved_query',
  'view',
  'sl_table',
] as const;

/** `POST /api/v1/explore/form_data` (and PUT `/<key>`): the form data of one explore tab. */
export const ExploreFormDataBody = z.object({
  datasource_id: z.number().int(),
  datasource_type: z.enum(EXPLORE_DATASOURCE_TYPES),
  chart_id: z.number().int().nullish(),
  /** The form data as a JSON string. */
  form_data: boundedJsonText('Not a valid JSON string.'),
});
export type ExploreFormDataBody = z.infer<typeof ExploreFormDataBody>;

export const ExploreFormDataKeyResponse = z.object({ key: z.string() });
export const ExploreFormDataGetResponse = z.object({ form_data: z.string() });

/** `POST /api/v1/explore/permalink`: the state a permalink keeps. */
export const ExplorePermalinkState = boundedJsonValue(
  z
    .object({
      formData: z.record(z.string(), z.unknown()),
      urlParams: z.array(z.tuple([z.string(), z.string()])).nullish(),
    })
    .passthrough(),
);
export type ExplorePermalinkState = z.infer<typeof ExplorePermalinkState>;

export const ExplorePermalinkCreateResponse = z.object({ key: z.string(), url: z.string() });

export const ExplorePermalinkValue = z.object({
  chartId: z.number().nullable(),
  datasourceId: z.number().nullable(),
  datasourceType: z.string().nullable(),
  datasource: z.string().nullable(),
  state: ExplorePermalinkState,
});
export type ExplorePermalinkValue = z.infer<typeof ExplorePermalinkValue>;

/** `GET /api/v1/explore/` query string. */
export const ExploreQuerystring = z.object({
  form_data_key: z.string().optional(),
  permalink_key: z.string().optional(),
  slice_id: z.coerce.number().int().optional(),
  datasource_id: z.coerce.number().int().optional(),
  datasource_type: z.string().optional(),
});
export type ExploreQuerystring = z.infer<typeof ExploreQuerystring>;

/** The chart's `data` (Superset's `Slice.data`) as the explore answer carries it. */
export const ExploreSlice = z.object({
  slice_id: z.number(),
  slice_name: z.string().nullable(),
  slice_url: z.string(),
  edit_url: z.string(),
  description: z.string().nullable(),
  description_markeddown: z.string(),
  datasource: z.string().nullable(),
  form_data: z.record(z.string(), z.unknown()),
  query_context: z.string().nullable(),
  cache_timeout: z.number().nullable(),
  owners: z.array(z.number()),
  certified_by: z.string().nullable(),
  certification_details: z.string().nullable(),
  is_managed_externally: z.boolean(),
  changed_on_humanized: z.string(),
});
export type ExploreSlice = z.infer<typeof ExploreSlice>;

export const ExploreMetadata = z.object({
  owners: z.array(z.string()),
  changed_on_humanized: z.string(),
  created_by: z.string().optional(),
  changed_by: z.string().optional(),
  dashboards: z.array(z.object({ id: z.number(), dashboard_title: z.string() })),
});

/** The name of the placeholder the explore answer carries for a dataset that is gone. */
export const MISSING_DATASET_NAME = '[Missing Dataset]';

/**
 * The explore answer's `dataset`: the datasource's explore data, or for a dataset that is gone
 * a placeholder without an id (named {@link MISSING_DATASET_NAME}, no columns nor metrics).
 */
export const ExploreDataset = DatasourceData.partial().extend({
  type: z.string(),
  name: z.string(),
  columns: z.array(DatasourceColumn),
  metrics: z.array(DatasourceMetric),
  database: DatasourceDatabase,
});
export type ExploreDataset = z.infer<typeof ExploreDataset>;

/** `GET /api/v1/explore/` result: the dataset (or a placeholder), the form data, the chart. */
export const ExploreResult = z.object({
  dataset: ExploreDataset,
  form_data: z.record(z.string(), z.unknown()),
  slice: ExploreSlice.nullable(),
  message: z.string().nullable(),
  metadata: ExploreMetadata.nullable(),
});
export type ExploreResult = z.infer<typeof ExploreResult>;
