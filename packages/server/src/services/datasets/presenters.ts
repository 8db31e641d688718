/**
 * Datasets as each caller sees them: the REST list and show shapes, and the `data` of a
 * datasource the explore client and the legacy editor take (Superset's `SqlaTable.data`).
 */
import {
  displayName,
  type Dataset,
  type DatasetColumn,
  type DatasetListItem,
  type DatasetMetric,
  type DatasourceColumn,
  type DatasourceData,
  type DatasourceMetric,
  type MetricCurrency,
  type UserRef,
} from '@tessera/core';
import type { DatasetListRow, DatasetWithDatabase } from '../../meta/datasets.js';
import type { DatasetColumnRow, DatasetMetricRow } from '../../meta/datasetColumns.js';
import type { OwnerRow } from '../../meta/owners.js';
import { GENERIC_TYPE_CODES, genericTypeOf } from '../../engines/genericTypes.js';
import { specForUri } from '../../engines/registry.js';
import { selectStarSql } from '../../engines/selectStar.js';
import type { EngineSpec } from '../../engines/types.js';
import { ORIGINAL_VALUE_GRAIN_NAME } from '../../engines/timeGrains.js';
import { datasetPerm } from '../../security/dataAccess.js';
import { datasetName } from './access.js';
import { naturalTime } from './humanize.js';
import { ownersOf, userRef } from '../people.js';
import { guardStoredRow, storedJsonObject } from '../storedValues.js';

export function specOf(ds: { sqlalchemy_uri: string }): EngineSpec | null {
  try {
    return specForUri(ds.sqlalchemy_uri);
  } catch {
    return null;
  }
}

/** A stored JSON object, or {} when the text is not one within the stored limits. */
export function parseJsonObject(text: string | null | undefined): Record<string, unknown> {
  return storedJsonObject(text) ?? {};
}

/** Rows as stored, each field that cannot be read within the stored limits made null. */
const safeColumn = (c: DatasetColumnRow) =>
  guardStoredRow(c, 'table_columns', {
    json: ['extra'],
    text: ['description', 'expression', 'verbose_name'],
  });
const safeMetric = (m: DatasetMetricRow) =>
  guardStoredRow(m, 'sql_metrics', {
    json: ['extra', 'currency'],
    text: ['description', 'warning_text', 'verbose_name'],
  });
function safeParts(parts: DatasetParts): DatasetParts {
  return {
    ...parts,
    row: guardStoredRow(parts.row, 'tables', {
      json: ['extra', 'template_params', 'params'],
      text: ['description', 'default_endpoint', 'fetch_values_predicate', 'external_url'],
      longText: ['sql'],
    }),
    columns: parts.columns.map(safeColumn),
    metrics: parts.metrics.map(safeMetric),
  };
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** Certification and warning fields kept in an `extra` JSON (Superset's CertificationMixin). */
function certificationOf(extra: string | null) {
  const parsed = parseJsonObject(extra);
  const cert = parsed.certification as Record<string, unknown> | undefined;
  const certified_by = str(cert?.certified_by);
  return {
    is_certified: Boolean(certified_by),
    certified_by,
    certification_details: str(cert?.details),
    warning_markdown: str(parsed.warning_markdown),
  };
}

function currencyOf(text: string | null): MetricCurrency | null {
  const parsed = parseJsonObject(text);
  return Object.keys(parsed).length ? (parsed as MetricCurrency) : null;
}

/** Superset's `type_generic`: TEMPORAL when flagged as a datetime, else from the native type. */
export function typeGenericOf(col: DatasetColumnRow, spec: EngineSpec | null): number | null {
  if (col.is_dttm) return GENERIC_TYPE_CODES.TEMPORAL;
  if (!col.type) return null;
  return GENERIC_TYPE_CODES[spec ? spec.genericType(col.type) : genericTypeOf(col.type)];
}

export function presentColumn(stored: DatasetColumnRow, spec: EngineSpec | null): DatasetColumn {
  const c = safeColumn(stored);
  return {
    id: c.id,
    uuid: c.uuid,
    column_name: c.column_name,
    verbose_name: c.verbose_name,
    description: c.description,
    type: c.type,
    type_generic: typeGenericOf(c, spec),
    is_dttm: c.is_dttm === 1,
    groupby: c.groupby === 1,
    filterable: c.filterable === 1,
    expression: c.expression,
    python_date_format: c.python_date_format,
    advanced_data_type: c.advanced_data_type,
    extra: c.extra,
    is_active: c.is_active === 1,
    created_on: c.created_on,
    changed_on: c.changed_on,
  };
}

export function presentMetric(stored: DatasetMetricRow): DatasetMetric {
  const m = safeMetric(stored);
  const cert = certificationOf(m.extra);
  return {
    id: m.id,
    uuid: m.uuid,
    metric_name: m.metric_name,
    verbose_name: m.verbose_name,
    expression: m.expression,
    metric_type: m.metric_type,
    description: m.description,
    d3format: m.d3format,
    currency: currencyOf(m.currency),
    warning_text: m.warning_text,
    extra: m.extra,
    certified_by: cert.certified_by,
    certification_details: cert.certification_details,
    warning_markdown: cert.warning_markdown,
    created_on: m.created_on,
    changed_on: m.changed_on,
  };
}

export const kindOf = (ds: { sql: string | null }): 'virtual' | 'physical' =>
  ds.sql ? 'virtual' : 'physical';
export const exploreUrlOf = (ds: { id: number; default_endpoint: string | null }) =>
  ds.default_endpoint || `/explore/?datasource_type=table&datasource_id=${ds.id}`;
export const editUrlOf = (id: number) => `/tablemodelview/edit/${id}`;

/** `2024-05-01T10:00:00.000000+0000`-style UTC time (Superset's `changed_on_utc`). */
function utcText(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.toISOString().slice(0, 19)}.${String(d.getUTCMilliseconds()).padStart(3, '0')}000+0000`;
}

export function presentListItem(stored: DatasetListRow, owners: OwnerRow[]): DatasetListItem {
  const row = guardStoredRow(stored, 'tables', {
    json: ['extra'],
    text: ['description', 'default_endpoint'],
    longText: ['sql'],
  });
  const changedBy = userRef(row.changed_by_fk, row.changed_by_first_name, row.changed_by_last_name);
  return {
    id: row.id,
    uuid: row.uuid,
    table_name: row.table_name,
    catalog: row.catalog,
    schema: row.schema,
    sql: row.sql,
    kind: kindOf(row),
    datasource_type: 'table',
    database: { id: row.database_id, database_name: row.database_name, uuid: row.database_uuid },
    owners: ownersOf(owners, row.id),
    changed_by: changedBy,
    changed_by_name: displayName(changedBy),
    changed_on_utc: utcText(row.changed_on),
    changed_on_delta_humanized: naturalTime(row.changed_on),
    default_endpoint: row.default_endpoint,
    description: row.description,
    explore_url: exploreUrlOf(row),
    extra: row.extra,
  };
}

export interface DatasetParts {
  row: DatasetWithDatabase;
  columns: DatasetColumnRow[];
  metrics: DatasetMetricRow[];
  owners: OwnerRow[];
}

function derived(parts: DatasetParts, spec: EngineSpec | null) {
  const { row, columns, metrics } = parts;
  const dttmCols = columns.filter((c) => c.is_dttm === 1).map((c) => c.column_name);
  if (row.main_dttm_col && !dttmCols.includes(row.main_dttm_col)) dttmCols.push(row.main_dttm_col);
  const verbose_map: Record<string, string> = { __timestamp: 'Time' };
  for (const m of metrics) verbose_map[m.metric_name] = m.verbose_name || m.metric_name;
  for (const c of columns) verbose_map[c.column_name] = c.verbose_name || c.column_name;
  const column_formats: Record<string, string> = {};
  const currency_formats: Record<string, MetricCurrency> = {};
  for (const m of metrics) {
    if (m.d3format) column_formats[m.metric_name] = m.d3format;
    const currency = currencyOf(m.currency);
    if (currency) currency_formats[m.metric_name] = currency;
  }
  const order_by_choices: [string, string][] = [];
  for (const name of columns.map((c) => c.column_name).sort()) {
    order_by_choices.push([`[${JSON.stringify(name)}, true]`, `${name} [asc]`]);
    order_by_choices.push([`[${JSON.stringify(name)}, false]`, `${name} [desc]`]);
  }
  const time_grain_sqla: [string | null, string][] = [
    [null, ORIGINAL_VALUE_GRAIN_NAME],
    ...(spec?.timeGrains ?? []).map((g): [string, string] => [g.duration, g.name]),
  ];
  return {
    granularity_sqla: dttmCols.map((c): [string, string] => [c, c]),
    time_grain_sqla,
    verbose_map,
    column_formats,
    currency_formats,
    order_by_choices,
    select_star: spec ? selectStarSql(spec, row.schema, row.table_name) : null,
  };
}

/** `GET /api/v1/dataset/{pk}` result. */
export function presentDataset(storedParts: DatasetParts, users: UserRef[]): Dataset {
  const parts = safeParts(storedParts);
  const { row } = parts;
  const spec = specOf(row);
  const d = derived(parts, spec);
  const user = (id: number | null) => {
    const u = users.find((x) => x.id === id);
    return u ? { id: u.id, first_name: u.first_name, last_name: u.last_name } : null;
  };
  return {
    id: row.id,
    uuid: row.uuid,
    table_name: row.table_name,
    datasource_name: row.table_name,
    name: datasetName(row),
    uid: `${row.id}__table`,
    catalog: row.catalog,
    schema: row.schema,
    sql: row.sql,
    kind: kindOf(row),
    datasource_type: 'table',
    database: {
      id: row.database_id,
      database_name: row.database_name,
      uuid: row.database_uuid,
      backend: spec?.engine ?? row.sqlalchemy_uri.split(/[+:]/, 1)[0],
      allow_multi_catalog: false,
    },
    description: row.description,
    main_dttm_col: row.main_dttm_col,
    filter_select_enabled: row.filter_select_enabled === 1,
    fetch_values_predicate: row.fetch_values_predicate,
    normalize_columns: row.normalize_columns === 1,
    always_filter_main_dttm: row.always_filter_main_dttm === 1,
    offset: row.offset,
    default_endpoint: row.default_endpoint,
    cache_timeout: row.cache_timeout,
    is_sqllab_view: row.is_sqllab_view === 1,
    template_params: row.template_params,
    extra: row.extra,
    is_managed_externally: row.is_managed_externally === 1,
    external_url: row.external_url,
    select_star: d.select_star,
    url: editUrlOf(row.id),
    explore_url: exploreUrlOf(row),
    owners: ownersOf(parts.owners, row.id),
    columns: parts.columns.map((c) => presentColumn(c, spec)),
    metrics: parts.metrics.map(presentMetric),
    column_formats: d.column_formats,
    verbose_map: d.verbose_map,
    granularity_sqla: d.granularity_sqla,
    time_grain_sqla: d.time_grain_sqla,
    order_by_choices: d.order_by_choices,
    created_on: row.created_on,
    changed_on: row.changed_on,
    created_on_humanized: naturalTime(row.created_on),
    changed_on_humanized: naturalTime(row.changed_on),
    created_by: user(row.created_by_fk),
    changed_by: user(row.changed_by_fk),
  };
}

function datasourceColumn(c: DatasetColumnRow, spec: EngineSpec | null): DatasourceColumn {
  return {
    id: c.id,
    column_name: c.column_name,
    verbose_name: c.verbose_name,
    description: c.description,
    expression: c.expression,
    filterable: c.filterable === 1,
    groupby: c.groupby === 1,
    is_dttm: c.is_dttm === 1,
    ...certificationOf(c.extra),
    python_date_format: c.python_date_format,
    advanced_data_type: c.advanced_data_type,
    type: c.type,
    type_generic: typeGenericOf(c, spec),
    extra: c.extra,
  };
}

function datasourceMetric(m: DatasetMetricRow): DatasourceMetric {
  return {
    id: m.id,
    metric_name: m.metric_name,
    verbose_name: m.verbose_name,
    expression: m.expression,
    description: m.description,
    d3format: m.d3format,
    currency: currencyOf(m.currency),
    warning_text: m.warning_text,
    ...certificationOf(m.extra),
    extra: m.extra,
  };
}

/** The database as a datasource's `database` (Superset's `Database.data`, without secrets). */
function databaseData(row: DatasetWithDatabase, spec: EngineSpec | null) {
  const extra = parseJsonObject(row.database_extra);
  return {
    id: row.database_id,
    name: row.database_name,
    database_name: row.database_name,
    uuid: row.database_uuid,
    backend: spec?.engine ?? null,
    configuration_method: row.database_configuration_method,
    allows_subquery: true,
    allows_cost_estimate: spec?.supportsCostEstimate ?? false,
    allows_virtual_table_explore: extra.allows_virtual_table_explore !== false,
    explore_database_id:
      typeof extra.explore_database_id === 'number' ? extra.explore_database_id : row.database_id,
    disable_data_preview: extra.disable_data_preview === true,
    disable_drill_to_detail: extra.disable_drill_to_detail === true,
    allow_multi_catalog: false,
    engine_information: spec?.engineInformation ?? null,
  };
}

/** The datasource `data` of the explore client and the legacy editor. */
export function datasourceData(storedParts: DatasetParts): DatasourceData {
  const parts = safeParts(storedParts);
  const { row } = parts;
  const spec = specOf(row);
  const d = derived(parts, spec);
  return {
    id: row.id,
    uid: `${row.id}__table`,
    type: 'table',
    name: datasetName(row),
    datasource_name: row.table_name,
    table_name: row.table_name,
    catalog: row.catalog,
    schema: row.schema || null,
    sql: row.sql,
    description: row.description,
    database: databaseData(row, spec),
    columns: parts.columns.map((c) => datasourceColumn(c, spec)),
    metrics: parts.metrics.map(datasourceMetric),
    column_formats: d.column_formats,
    currency_formats: d.currency_formats,
    verbose_map: d.verbose_map,
    main_dttm_col: row.main_dttm_col,
    owners: parts.owners.map((o) => ({
      id: o.id,
      first_name: o.first_name,
      last_name: o.last_name,
      username: o.username,
    })),
    edit_url: editUrlOf(row.id),
    extra: row.extra,
    select_star: d.select_star,
    default_endpoint: row.default_endpoint,
    filter_select: row.filter_select_enabled === 1,
    filter_select_enabled: row.filter_select_enabled === 1,
    offset: row.offset,
    cache_timeout: row.cache_timeout,
    params: row.params,
    perm: datasetPerm({ id: row.database_id, database_name: row.database_name }, row),
    order_by_choices: d.order_by_choices,
    granularity_sqla: d.granularity_sqla,
    time_grain_sqla: d.time_grain_sqla,
    fetch_values_predicate: row.fetch_values_predicate,
    template_params: row.template_params,
    is_sqllab_view: row.is_sqllab_view === 1,
    health_check_message: null,
    always_filter_main_dttm: row.always_filter_main_dttm === 1,
    normalize_columns: row.normalize_columns === 1,
    is_managed_externally: row.is_managed_externally === 1,
  };
}
