/**
 * Superset's v1 import/export bundle (superset-api.md §6): `metadata.yaml` and one YAML file
 * per database, dataset, chart, dashboard, saved query and annotation layer (with its
 * annotations), as zod schemas with the messages
 * of Superset's marshmallow `ImportV1*Schema`s. Values are what YAML gives (objects for
 * `params`, `extra`, `position` and `metadata`; `query_context` is JSON text), within the
 * stored limits of bounded.ts. Keys a schema does not name are ignored: newer bundles carry
 * more (tags, themes, editors).
 */
import { z } from 'zod';
import { parseAnnotationDateTime } from './annotation.js';
import {
  boundedJsonText,
  boundedJsonValue,
  boundedText,
  jsonTextProblem,
  longerThan,
  nestedDeeperThan,
  STORED_LIMITS,
  tooDeepPath,
} from './bounded.js';

/** The only bundle version there is (`metadata.yaml` and every file say it). */
export const BUNDLE_VERSION = '1.0.0';
export const BUNDLE_METADATA_FILE = 'metadata.yaml';

/** The password of a connection as an export writes it. */
export const BUNDLE_PASSWORD_MASK = 'XXXXXXXXXX';

const MISSING = 'Missing data for required field.';
const NULL = 'Field may not be null.';

/** marshmallow's messages for an absent, null or mistyped value. */
const typed = (wrongType: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined ? MISSING : issue.input === null ? NULL : wrongType,
});

const str = () => z.string(typed('Not a valid string.'));
const text = (max: number = STORED_LIMITS.textLength) => boundedText(max, str());
const longText = () => text(STORED_LIMITS.longTextLength);
const int = () => z.number(typed('Not a valid integer.')).int('Not a valid integer.');
const bool = () => z.boolean(typed('Not a valid boolean.'));
/** Any 8-4-4-4-12 hex uuid, as Python's `UUID()` reads it (Superset's own are not all RFC 4122). */
const uuid = () => z.guid(typed('Not a valid UUID.'));
const mapping = () =>
  boundedJsonValue(z.record(z.string(), z.unknown(), typed('Not a valid mapping type.')));

/** An object, or JSON text of one (Superset's `pre_load` of `extra`). */
const jsonObject = () =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    if (!value.trim()) return null;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, mapping().nullish());

/** Fields every object file has. */
const objectFile = { uuid: uuid(), version: str() };

/** `metadata.yaml`. */
export const BundleMetadata = z.looseObject({
  version: z.literal(BUNDLE_VERSION, typed(`Must be equal to ${BUNDLE_VERSION}.`)),
  type: str().optional(),
  timestamp: z.unknown().optional(),
});
export type BundleMetadata = z.infer<typeof BundleMetadata>;

/** `databases/<name>.yaml` (`ImportV1DatabaseSchema`). */
export const DatabaseBundleFile = z.looseObject({
  database_name: text(250),
  sqlalchemy_uri: text(1024),
  password: str().nullish(),
  cache_timeout: int().nullish(),
  expose_in_sqllab: bool().optional(),
  allow_run_async: bool().optional(),
  allow_ctas: bool().optional(),
  allow_cvas: bool().optional(),
  allow_dml: bool().optional(),
  /** The v1 name of `allow_file_upload` (both are read). */
  allow_csv_upload: bool().optional(),
  allow_file_upload: bool().optional(),
  impersonate_user: bool().optional(),
  extra: jsonObject(),
  masked_encrypted_extra: boundedJsonText('Not a valid JSON.', str()).nullish(),
  is_managed_externally: bool().nullish(),
  external_url: text().nullish(),
  ssh_tunnel: mapping().nullish(),
  ...objectFile,
});
export type DatabaseBundleFile = z.infer<typeof DatabaseBundleFile>;

/** A column of a dataset file (`ImportV1ColumnSchema`). */
export const DatasetColumnBundle = z.looseObject({
  column_name: text(255),
  verbose_name: text(1024).nullish(),
  is_dttm: bool().nullish(),
  is_active: bool().nullish(),
  type: text().nullish(),
  advanced_data_type: text(255).nullish(),
  groupby: bool().nullish(),
  filterable: bool().nullish(),
  expression: text().nullish(),
  description: text().nullish(),
  python_date_format: text(255).nullish(),
  extra: jsonObject(),
  uuid: uuid().nullish(),
});
export type DatasetColumnBundle = z.infer<typeof DatasetColumnBundle>;

/** A metric of a dataset file (`ImportV1MetricSchema`). */
export const DatasetMetricBundle = z.looseObject({
  metric_name: text(255),
  verbose_name: text(1024).nullish(),
  metric_type: text(32).nullish(),
  expression: text(),
  description: text().nullish(),
  d3format: text(128).nullish(),
  currency: z.union([text(), mapping()]).nullish(),
  extra: jsonObject(),
  warning_text: text().nullish(),
  uuid: uuid().nullish(),
});
export type DatasetMetricBundle = z.infer<typeof DatasetMetricBundle>;

/** `datasets/<database>/<table>.yaml` (`ImportV1DatasetSchema`). */
export const DatasetBundleFile = z.looseObject({
  table_name: text(250),
  main_dttm_col: text().nullish(),
  description: text().nullish(),
  default_endpoint: text().nullish(),
  offset: int().nullish(),
  cache_timeout: int().nullish(),
  catalog: text(250).nullish(),
  schema: text(250).nullish(),
  sql: longText().nullish(),
  params: jsonObject(),
  template_params: jsonObject(),
  filter_select_enabled: bool().nullish(),
  fetch_values_predicate: text(1000).nullish(),
  extra: jsonObject(),
  normalize_columns: bool().nullish(),
  always_filter_main_dttm: bool().nullish(),
  is_managed_externally: bool().nullish(),
  external_url: text().nullish(),
  columns: z.array(DatasetColumnBundle, typed('Not a valid list.')).optional(),
  metrics: z.array(DatasetMetricBundle, typed('Not a valid list.')).optional(),
  database_uuid: uuid(),
  /** Where Superset's examples load their rows from; not read here. */
  data: z.unknown().optional(),
  ...objectFile,
});
export type DatasetBundleFile = z.infer<typeof DatasetBundleFile>;

/** `charts/<name>_<id>.yaml` (`ImportV1ChartSchema`). */
export const ChartBundleFile = z.looseObject({
  slice_name: text(250),
  description: text().nullish(),
  certified_by: text().nullish(),
  certification_details: text().nullish(),
  viz_type: text(250),
  params: mapping().nullish(),
  query_context: boundedJsonText('Not a valid JSON.', str()).nullish(),
  cache_timeout: int().nullish(),
  is_managed_externally: bool().nullish(),
  external_url: text().nullish(),
  dataset_uuid: uuid(),
  ...objectFile,
});
export type ChartBundleFile = z.infer<typeof ChartBundleFile>;

/** `dashboards/<title>_<id>.yaml` (`ImportV1DashboardSchema`). */
export const DashboardBundleFile = z.looseObject({
  dashboard_title: text(500),
  description: text().nullish(),
  css: longText().nullish(),
  slug: text(255).nullish(),
  certified_by: text().nullish(),
  certification_details: text().nullish(),
  published: bool().nullish(),
  position: mapping().nullish(),
  metadata: mapping().nullish(),
  is_managed_externally: bool().nullish(),
  external_url: text().nullish(),
  ...objectFile,
});
export type DashboardBundleFile = z.infer<typeof DashboardBundleFile>;

/** `queries/<database>/<schema>/<label>.yaml` (`ImportV1SavedQuerySchema`). */
export const SavedQueryBundleFile = z.looseObject({
  catalog: text(256).nullish(),
  schema: text(128).nullish(),
  label: text(256).nullish(),
  description: text().nullish(),
  sql: longText(),
  database_uuid: uuid(),
  ...objectFile,
});
export type SavedQueryBundleFile = z.infer<typeof SavedQueryBundleFile>;

/**
 * An annotation's `json_metadata` as stored: blank is none, JSON text is kept as it is, any
 * other value (an export writes the parsed object) is stored as its JSON.
 */
export function annotationMetadataText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    if (!value.trim()) return null;
    if (jsonTextProblem(value, { maxLength: Infinity, maxDepth: Infinity }) === null) return value;
  }
  return JSON.stringify(value);
}

/** `json_metadata`: any JSON value (or JSON text) within the stored JSON limits. */
const annotationMetadata = () =>
  z
    .unknown()
    .superRefine((value, ctx) => {
      const path = tooDeepPath(value);
      if (path)
        return ctx.addIssue({
          code: 'custom',
          message: nestedDeeperThan(STORED_LIMITS.jsonDepth),
          path,
        });
      const problem = jsonTextProblem(annotationMetadataText(value) ?? '');
      if (problem === 'too long')
        ctx.addIssue({ code: 'custom', message: longerThan(STORED_LIMITS.jsonLength) });
      else if (problem === 'too deep')
        ctx.addIssue({ code: 'custom', message: nestedDeeperThan(STORED_LIMITS.jsonDepth) });
    })
    .optional();

const NOT_DATETIME = 'Not a valid datetime.';

/** A date-time as an export writes it (ISO text); YAML may read an unquoted one as a Date. */
const dateTime = () =>
  z.preprocess(
    (value) => (value instanceof Date ? value.toISOString() : value),
    z.string(typed(NOT_DATETIME)).refine((v) => parseAnnotationDateTime(v) !== null, NOT_DATETIME),
  );

const SHORTER_THAN_ONE = 'Shorter than minimum length 1.';

/** An annotation of an annotation layer file. */
export const AnnotationBundle = z.looseObject({
  short_descr: text(500).min(1, SHORTER_THAN_ONE),
  long_descr: text().nullish(),
  start_dttm: dateTime(),
  end_dttm: dateTime().nullish(),
  json_metadata: annotationMetadata(),
  uuid: uuid().nullish(),
});
export type AnnotationBundle = z.infer<typeof AnnotationBundle>;

/** `annotation_layers/<name>_<id>.yaml` (`ImportV1AnnotationLayerSchema`). */
export const AnnotationLayerBundleFile = z.looseObject({
  name: text(250).min(1, SHORTER_THAN_ONE),
  descr: text().nullish(),
  annotation: z.array(AnnotationBundle, typed('Not a valid list.')).nullish(),
  ...objectFile,
});
export type AnnotationLayerBundleFile = z.infer<typeof AnnotationLayerBundleFile>;

/** What is wrong with a file, nested by field as marshmallow reports it (`{columns: {0: ...}}`). */
export type BundleFileErrors = { [field: string]: string[] | BundleFileErrors };

/** A file's problems as marshmallow's `messages`: `{field: [..]}`, `_schema` for the whole. */
export function bundleFileErrors(error: z.ZodError): BundleFileErrors {
  const out: BundleFileErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.length ? issue.path.map(String) : ['_schema'];
    let node = out;
    path.slice(0, -1).forEach((key) => {
      const next = node[key];
      node = next && !Array.isArray(next) ? next : (node[key] = {});
    });
    const leaf = path[path.length - 1];
    const messages = node[leaf];
    if (Array.isArray(messages)) messages.push(issue.message);
    else node[leaf] = [issue.message];
  }
  return out;
}
