/**
 * Saved charts (Superset's `Slice`) as `/api/v1/chart/` takes and gives them: the POST and
 * PUT bodies with the messages of Superset's marshmallow schemas (`ChartPostSchema`,
 * `ChartPutSchema`), a list row, the show answer and the favourite status.
 */
import { z } from 'zod';
import { boundedJsonText, boundedText, STORED_LIMITS } from './bounded.js';
import { UserRef } from './people.js';

const MISSING = 'Missing data for required field.';
const NULL = 'Field may not be null.';

/** marshmallow's messages for an absent, null or mistyped value. */
const typed = (wrongType: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined ? MISSING : issue.input === null ? NULL : wrongType,
});

/** The datasource kinds Superset's `DatasourceType` names. */
export const CHART_DATASOURCE_TYPES = ['table', 'dataset', 'query', 'saved_query', 'view'] as const;

const between = (min: number, max: number) => `Length must be between ${min} and ${max}.`;
const text = () => z.string(typed('Not a valid string.'));
const integer = () => z.number(typed('Not a valid integer.')).int('Not a valid integer.');
const ids = () => z.array(integer(), typed('Not a valid list.'));

/** Superset's `validate_json` (empty text passes), within the stored JSON limits. */
const jsonText = () => boundedJsonText('JSON not valid', text()).nullish();
/** Free text within the stored text limit. */
const longText = () => boundedText(STORED_LIMITS.textLength, text());

const datasourceType = z.enum(CHART_DATASOURCE_TYPES, {
  error: (issue) =>
    issue.input === undefined
      ? MISSING
      : issue.input === null
        ? NULL
        : `Must be one of: ${CHART_DATASOURCE_TYPES.join(', ')}.`,
});

const chartFields = {
  description: longText().nullish(),
  viz_type: text().max(250, between(0, 250)).optional(),
  owners: ids().optional(),
  /** The chart's form data, as JSON text. */
  params: jsonText(),
  /** The query context explore built for the form data, as JSON text. */
  query_context: jsonText(),
  query_context_generation: z.boolean(typed('Not a valid boolean.')).nullish(),
  cache_timeout: integer().nullish(),
  dashboards: ids().optional(),
  certified_by: longText().nullish(),
  certification_details: longText().nullish(),
  is_managed_externally: z.boolean(typed('Not a valid boolean.')).nullish(),
  external_url: longText().nullish(),
};

/** `POST /api/v1/chart/`. */
export const ChartCreate = z.object({
  slice_name: text().min(1, between(1, 250)).max(250, between(1, 250)),
  datasource_id: integer(),
  datasource_type: datasourceType,
  datasource_name: longText().nullish(),
  ...chartFields,
});
export type ChartCreate = z.infer<typeof ChartCreate>;

/** `PUT /api/v1/chart/<pk>`: any field; `datasource_type` is required with `datasource_id`. */
export const ChartUpdate = z.object({
  slice_name: text().max(250, between(0, 250)).nullish(),
  datasource_id: integer().nullish(),
  datasource_type: datasourceType.nullish(),
  tags: ids().optional(),
  ...chartFields,
});
export type ChartUpdate = z.infer<typeof ChartUpdate>;

/** A dashboard a chart is on. */
export const ChartDashboardRef = z.object({
  id: z.number(),
  dashboard_title: z.string().nullable(),
  json_metadata: z.string().nullable().optional(),
});

const ChartTagRef = z.object({ id: z.number(), name: z.string(), type: z.string() });

/** One row of `GET /api/v1/chart/` (Superset's `ChartRestApi.list_columns`). */
export const ChartListItem = z.object({
  id: z.number(),
  uuid: z.string(),
  slice_name: z.string(),
  url: z.string(),
  slice_url: z.string(),
  edit_url: z.string(),
  viz_type: z.string().nullable(),
  description: z.string().nullable(),
  /** The description's markdown as safe HTML ('' without a description). */
  description_markeddown: z.string(),
  datasource_id: z.number().nullable(),
  datasource_type: z.string().nullable(),
  datasource_name_text: z.string().nullable(),
  datasource_url: z.string().nullable(),
  table: z.object({ table_name: z.string(), default_endpoint: z.string().nullable() }).nullable(),
  params: z.string().nullable(),
  query_context: z.string().nullable(),
  form_data: z.record(z.string(), z.unknown()),
  owners: z.array(UserRef),
  created_by: UserRef.nullable(),
  created_by_name: z.string(),
  created_on_delta_humanized: z.string(),
  changed_by: UserRef.nullable(),
  changed_by_name: z.string(),
  changed_on_delta_humanized: z.string(),
  changed_on_utc: z.string(),
  changed_on_dttm: z.number(),
  last_saved_at: z.string().nullable(),
  last_saved_by: UserRef.nullable(),
  cache_timeout: z.number().nullable(),
  certified_by: z.string().nullable(),
  certification_details: z.string().nullable(),
  is_managed_externally: z.boolean(),
  thumbnail_url: z.string(),
  dashboards: z.array(ChartDashboardRef),
  tags: z.array(ChartTagRef),
});
export type ChartListItem = z.infer<typeof ChartListItem>;

/** `GET /api/v1/chart/<id or uuid>`: `{result}` (Superset's `ChartGetResponseSchema`, and more). */
export const ChartShow = z.object({
  id: z.number(),
  uuid: z.string(),
  slice_name: z.string(),
  url: z.string(),
  viz_type: z.string().nullable(),
  description: z.string().nullable(),
  params: z.string().nullable(),
  query_context: z.string().nullable(),
  datasource_id: z.number().nullable(),
  datasource_type: z.string().nullable(),
  datasource_name_text: z.string().nullable(),
  datasource_url: z.string().nullable(),
  cache_timeout: z.number().nullable(),
  certified_by: z.string().nullable(),
  certification_details: z.string().nullable(),
  is_managed_externally: z.boolean(),
  external_url: z.string().nullable(),
  thumbnail_url: z.string(),
  owners: z.array(UserRef),
  dashboards: z.array(ChartDashboardRef),
  tags: z.array(ChartTagRef),
  created_by: UserRef.nullable(),
  changed_by: UserRef.nullable(),
  changed_on_delta_humanized: z.string(),
  last_saved_at: z.string().nullable(),
  last_saved_by: UserRef.nullable(),
});
export type ChartShow = z.infer<typeof ChartShow>;

/** `GET /api/v1/<chart|dashboard>/favorite_status/?q=!(ids)`. */
export const FavoriteStatusResponse = z.object({
  result: z.array(z.object({ id: z.number(), value: z.boolean() })),
});
export type FavoriteStatusResponse = z.infer<typeof FavoriteStatusResponse>;

/** The legacy `GET /superset/favstar/<class>/<id>/<select|unselect|count>/`. */
export const FavstarCountResponse = z.object({ count: z.number() });
