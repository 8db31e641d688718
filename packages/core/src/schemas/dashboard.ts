/**
 * Dashboards as `/api/v1/dashboard/` takes and gives them: the POST body with the messages
 * of Superset's marshmallow `DashboardPostSchema`, a list row and the show answer.
 */
import { z } from 'zod';
import { validateLayout } from '../dashboard/validateLayout.js';
import { nativeFilterConfigurationErrors } from '../dashboard/validateNativeFilters.js';
import {
  boundedJsonValue,
  boundedText,
  jsonTextProblem,
  longerThan,
  nestedDeeperThan,
  STORED_LIMITS,
} from './bounded.js';
import { UserRef } from './people.js';

const MISSING = 'Missing data for required field.';
const NULL = 'Field may not be null.';

const typed = (wrongType: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined ? MISSING : issue.input === null ? NULL : wrongType,
});

const between = (min: number, max: number) => `Length must be between ${min} and ${max}.`;
const text = () => z.string(typed('Not a valid string.'));
const integer = () => z.number(typed('Not a valid integer.')).int('Not a valid integer.');

const longText = () => boundedText(STORED_LIMITS.textLength, text());

/** `position_json` and `json_metadata` are each at most this long (Superset's 65,535). */
export const DASHBOARD_JSON_LIMIT = 65_535;

/**
 * The keys of `json_metadata` that have a type (superset-api.md §7); other keys are kept as
 * they come. `positions` is a layout, checked as `position_json` is.
 */
const colorMap = z.record(z.string(), z.string());
const nonNegative = () => z.number().int().min(0, 'Must be greater than or equal to 0.');
export const DashboardMetadata = z.looseObject({
  native_filter_configuration: z.array(z.looseObject({ id: z.string().optional() })).optional(),
  chart_configuration: z.record(z.string(), z.looseObject({})).optional(),
  global_chart_configuration: z.looseObject({}).optional(),
  cross_filters_enabled: z.boolean().optional(),
  color_scheme: z.string().nullish(),
  color_namespace: z.string().nullish(),
  label_colors: colorMap.optional(),
  shared_label_colors: z.union([colorMap, z.array(z.string())]).optional(),
  map_label_colors: colorMap.optional(),
  color_scheme_domain: z.array(z.string()).optional(),
  refresh_frequency: nonNegative().optional(),
  stagger_refresh: z.boolean().optional(),
  stagger_time: nonNegative().optional(),
  timed_refresh_immune_slices: z.array(z.number().int()).optional(),
  expanded_slices: z.record(z.string(), z.unknown()).optional(),
  filter_bar_orientation: z.enum(['VERTICAL', 'HORIZONTAL']).optional(),
  filter_scopes: z.record(z.string(), z.unknown()).optional(),
  default_filters: z.string().optional(),
  positions: z.record(z.string(), z.unknown()).nullish(),
  show_native_filters: z.boolean().optional(),
  native_filter_migration: z.record(z.string(), z.unknown()).optional(),
  import_time: z.number().int().optional(),
  remote_id: z.number().int().optional(),
});
export type DashboardMetadata = z.infer<typeof DashboardMetadata>;

/** A JSON text of at most 65,535 characters whose value `check` may find more wrong with. */
function dashboardJsonText(check: (value: unknown) => string[]) {
  return text().superRefine((value, ctx) => {
    const problem = jsonTextProblem(value, { maxLength: DASHBOARD_JSON_LIMIT });
    if (problem) {
      const message =
        problem === 'too long'
          ? longerThan(DASHBOARD_JSON_LIMIT)
          : problem === 'too deep'
            ? nestedDeeperThan(STORED_LIMITS.jsonDepth)
            : 'JSON not valid';
      ctx.addIssue({ code: 'custom', message });
      return;
    }
    if (value.trim() === '') return;
    for (const message of check(JSON.parse(value))) ctx.addIssue({ code: 'custom', message });
  });
}

/**
 * What is wrong with a parsed `json_metadata`: each message names its key (and a native
 * filter's problems the filter, validateNativeFilters.ts).
 */
export function dashboardMetadataErrors(value: unknown): string[] {
  const parsed = DashboardMetadata.safeParse(value);
  if (!parsed.success)
    return parsed.error.issues.map((i) =>
      i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message,
    );
  const positions = validateLayout(parsed.data.positions ?? null).errors;
  return [
    ...positions.map((e) => `positions: ${e}`),
    ...nativeFilterConfigurationErrors(parsed.data.native_filter_configuration),
  ];
}

/** `position_json`: Superset's layout map (validateLayout.ts); empty text passes. */
const layoutText = () => dashboardJsonText((v) => validateLayout(v).errors).nullish();
/** `json_metadata`: its typed keys checked, the rest kept; empty text passes. */
const metadataText = () => dashboardJsonText(dashboardMetadataErrors);
const ids = () => z.array(integer(), typed('Not a valid list.'));

/** `POST /api/v1/dashboard/`. */
export const DashboardCreate = z.object({
  dashboard_title: text().max(500, between(0, 500)).nullish(),
  slug: text().max(255, between(1, 255)).nullish(),
  owners: ids().optional(),
  roles: ids().optional(),
  position_json: layoutText(),
  css: boundedText(STORED_LIMITS.longTextLength, text()).nullish(),
  json_metadata: metadataText().nullish(),
  published: z.boolean(typed('Not a valid boolean.')).nullish(),
  certified_by: longText().nullish(),
  certification_details: longText().nullish(),
  is_managed_externally: z.boolean(typed('Not a valid boolean.')).nullish(),
  external_url: longText().nullish(),
});
export type DashboardCreate = z.infer<typeof DashboardCreate>;

/** One row of `GET /api/v1/dashboard/` (Superset's `DashboardRestApi.list_columns`). */
export const DashboardListItem = z.object({
  id: z.number(),
  uuid: z.string(),
  dashboard_title: z.string().nullable(),
  slug: z.string().nullable(),
  url: z.string(),
  published: z.boolean(),
  status: z.enum(['published', 'draft']),
  css: z.string().nullable(),
  json_metadata: z.string().nullable(),
  position_json: z.string().nullable(),
  certified_by: z.string().nullable(),
  certification_details: z.string().nullable(),
  is_managed_externally: z.boolean(),
  owners: z.array(UserRef),
  created_by: UserRef.nullable(),
  created_on_delta_humanized: z.string(),
  changed_by: UserRef.nullable(),
  changed_by_name: z.string(),
  changed_on_delta_humanized: z.string(),
  changed_on_utc: z.string(),
  thumbnail_url: z.string(),
  tags: z.array(z.object({ id: z.number(), name: z.string(), type: z.string() })),
});
export type DashboardListItem = z.infer<typeof DashboardListItem>;

/** `GET /api/v1/dashboard/<id or slug>`: `{result}` (Superset's `DashboardGetResponseSchema`). */
export const DashboardShow = z.object({
  id: z.number(),
  uuid: z.string(),
  dashboard_title: z.string().nullable(),
  slug: z.string().nullable(),
  url: z.string(),
  published: z.boolean(),
  css: z.string().nullable(),
  json_metadata: z.string().nullable(),
  position_json: z.string().nullable(),
  description: z.string().nullable(),
  certified_by: z.string().nullable(),
  certification_details: z.string().nullable(),
  is_managed_externally: z.boolean(),
  external_url: z.string().nullable(),
  changed_on: z.string(),
  changed_on_delta_humanized: z.string(),
  changed_by: UserRef.nullable(),
  changed_by_name: z.string(),
  created_on_delta_humanized: z.string(),
  created_by: UserRef.nullable(),
  charts: z.array(z.string()),
  owners: z.array(UserRef),
  roles: z.array(z.object({ id: z.number(), name: z.string() })),
  tags: z.array(z.object({ id: z.number(), name: z.string(), type: z.string() })),
  thumbnail_url: z.string(),
});
export type DashboardShow = z.infer<typeof DashboardShow>;

/** `PUT /api/v1/dashboard/<pk>`: any field of the create body (`published` alone toggles). */
export const DashboardUpdate = DashboardCreate.partial();
export type DashboardUpdate = z.infer<typeof DashboardUpdate>;

/** The answer of a PUT: the body as accepted and the dashboard's new change time (epoch s). */
export const DashboardUpdateResponse = z.object({
  id: z.number(),
  result: z.record(z.string(), z.unknown()),
  last_modified_time: z.number(),
});

/**
 * `POST /api/v1/dashboard/<id or slug>/copy/` (and the `data` of the legacy
 * `/superset/copy_dash/<id>/`): the copy's title, CSS and metadata (whose `positions`, when
 * given, is its layout); `duplicate_slices` copies the charts too.
 */
export const DashboardCopy = z.object({
  dashboard_title: text().max(500, between(0, 500)).nullish(),
  css: boundedText(STORED_LIMITS.longTextLength, text()).nullish(),
  json_metadata: metadataText(),
  duplicate_slices: z.boolean(typed('Not a valid boolean.')).nullish(),
});
export type DashboardCopy = z.infer<typeof DashboardCopy>;

/** `PUT /api/v1/dashboard/<pk>/colors`: the colour keys of `json_metadata`. */
export const DashboardColors = boundedJsonValue(
  z.object({
    color_namespace: z.string().nullish(),
    color_scheme: z.string().nullish(),
    label_colors: colorMap.optional(),
    shared_label_colors: z.union([colorMap, z.array(z.string())]).optional(),
    map_label_colors: colorMap.optional(),
    color_scheme_domain: z.array(z.string()).optional(),
  }),
  { maxLength: DASHBOARD_JSON_LIMIT },
);
export type DashboardColors = z.infer<typeof DashboardColors>;

/**
 * `PUT /api/v1/dashboard/<pk>/filters` (Superset 4): native filters added or changed
 * (`modified`, by id), removed (`deleted`) and the new order (`reordered`).
 */
export const DashboardFiltersUpdate = boundedJsonValue(
  z.object({
    modified: z.array(z.looseObject({ id: z.string() })).optional(),
    deleted: z.array(z.string()).optional(),
    reordered: z.array(z.string()).optional(),
  }),
  { maxLength: DASHBOARD_JSON_LIMIT },
);
export type DashboardFiltersUpdate = z.infer<typeof DashboardFiltersUpdate>;

/** One row of `GET /api/v1/dashboard/<id or slug>/charts` (Superset's ChartEntityResponse). */
export const DashboardChart = z.object({
  id: z.number(),
  uuid: z.string(),
  slice_name: z.string(),
  viz_type: z.string().nullable(),
  form_data: z.record(z.string(), z.unknown()),
  slice_url: z.string(),
  cache_timeout: z.number().nullable(),
  changed_on: z.string(),
  description: z.string().nullable(),
  description_markeddown: z.string(),
  certified_by: z.string().nullable(),
  certification_details: z.string().nullable(),
  is_managed_externally: z.boolean(),
  datasource_id: z.number().nullable(),
  datasource_type: z.string().nullable(),
  datasource_name_text: z.string().nullable(),
  datasource_url: z.string().nullable(),
  owners: z.array(UserRef),
});
export type DashboardChart = z.infer<typeof DashboardChart>;

/** A tab of `GET /api/v1/dashboard/<id or slug>/tabs`, with the tabs nested in it. */
export interface DashboardTabNode {
  title: string;
  value: string;
  children: DashboardTabNode[];
}
export const DashboardTabNode: z.ZodType<DashboardTabNode> = z.object({
  title: z.string(),
  value: z.string(),
  children: z.array(z.lazy(() => DashboardTabNode)),
});
export const DashboardTabs = z.object({
  all_tabs: z.record(z.string(), z.string()),
  tab_tree: z.array(DashboardTabNode),
});
export type DashboardTabs = z.infer<typeof DashboardTabs>;
