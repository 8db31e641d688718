/**
 * Table types of the metadata store. Booleans are stored as 0/1 integers and times as
 * ISO-8601 text on both stores, so SQLite and PostgreSQL give the repositories the same values.
 */
import type { Generated } from 'kysely';

export interface UserTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  username: string;
  password: string | null;
  active: number;
  email: string | null;
  last_login: string | null;
  login_count: number;
  fail_login_count: number;
  created_on: string;
  changed_on: string;
  created_by_fk: number | null;
  changed_by_fk: number | null;
  /** Raised by a new password or a deactivation: tokens carrying a lower one are void. */
  token_version: Generated<number>;
}

export interface RoleTable {
  id: Generated<number>;
  name: string;
}

export interface UserRoleTable {
  id: Generated<number>;
  user_id: number;
  role_id: number;
}

export interface PermissionTable {
  id: Generated<number>;
  name: string;
}

export interface ViewMenuTable {
  id: Generated<number>;
  name: string;
}

export interface PermissionViewTable {
  id: Generated<number>;
  permission_id: number;
  view_menu_id: number;
}

export interface PermissionViewRoleTable {
  id: Generated<number>;
  permission_view_id: number;
  role_id: number;
}

export interface KeyValueTable {
  id: Generated<number>;
  uuid: string;
  resource: string;
  value: string;
  created_on: string;
  created_by_fk: number | null;
  changed_on: string | null;
  expires_on: string | null;
}

export interface LogTable {
  id: Generated<number>;
  action: string;
  user_id: number | null;
  json: string;
  dttm: string;
  dashboard_id: number | null;
  slice_id: number | null;
  duration_ms: number | null;
  referrer: string | null;
}

export interface MetaDatabase {
  ab_user: UserTable;
  ab_role: RoleTable;
  ab_user_role: UserRoleTable;
  ab_permission: PermissionTable;
  ab_view_menu: ViewMenuTable;
  ab_permission_view: PermissionViewTable;
  ab_permission_view_role: PermissionViewRoleTable;
  key_value: KeyValueTable;
  logs: LogTable;
}

interface Audited {
  created_on: string;
  changed_on: string;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}

export interface DatabaseTable extends Audited {
  id: Generated<number>;
  uuid: string;
  database_name: string;
  /** The URI with its password masked out; the password is kept encrypted apart. */
  sqlalchemy_uri: string;
  password: string | null;
  cache_timeout: number | null;
  expose_in_sqllab: number;
  allow_run_async: number;
  allow_ctas: number;
  allow_cvas: number;
  allow_dml: number;
  allow_file_upload: number;
  force_ctas_schema: string | null;
  extra: string;
  encrypted_extra: string | null;
  server_cert: string | null;
  impersonate_user: number;
  configuration_method: string;
  is_managed_externally: number;
  external_url: string | null;
}

export interface DatasetTable extends Audited {
  id: Generated<number>;
  uuid: string;
  table_name: string;
  schema: string | null;
  catalog: string | null;
  database_id: number;
  sql: string | null;
  is_sqllab_view: number;
  main_dttm_col: string | null;
  description: string | null;
  default_endpoint: string | null;
  filter_select_enabled: number;
  offset: number;
  cache_timeout: number | null;
  params: string | null;
  template_params: string | null;
  extra: string | null;
  normalize_columns: number;
  always_filter_main_dttm: number;
  fetch_values_predicate: string | null;
  is_managed_externally: number;
  external_url: string | null;
}

export interface DatasetColumnTable extends Audited {
  id: Generated<number>;
  uuid: string;
  table_id: number;
  column_name: string;
  verbose_name: string | null;
  is_dttm: number;
  is_active: number;
  type: string | null;
  advanced_data_type: string | null;
  groupby: number;
  filterable: number;
  expression: string | null;
  description: string | null;
  python_date_format: string | null;
  extra: string | null;
}

export interface DatasetMetricTable extends Audited {
  id: Generated<number>;
  uuid: string;
  table_id: number;
  metric_name: string;
  verbose_name: string | null;
  metric_type: string | null;
  expression: string;
  description: string | null;
  d3format: string | null;
  currency: string | null;
  warning_text: string | null;
  extra: string | null;
}

export interface DatasetOwnerTable {
  id: Generated<number>;
  user_id: number;
  table_id: number;
}

export interface MetaDatabase {
  dbs: DatabaseTable;
  tables: DatasetTable;
  table_columns: DatasetColumnTable;
  sql_metrics: DatasetMetricTable;
  sqlatable_user: DatasetOwnerTable;
}

export interface AnnotationLayerTable extends Audited {
  id: Generated<number>;
  uuid: string;
  name: string;
  descr: string | null;
}

/** Times are naive UTC `YYYY-MM-DDTHH:MM:SS[.ffffff]`, so text order is time order. */
export interface AnnotationTable extends Audited {
  id: Generated<number>;
  uuid: string;
  layer_id: number;
  short_descr: string;
  long_descr: string | null;
  start_dttm: string;
  end_dttm: string | null;
  json_metadata: string | null;
}

export interface MetaDatabase {
  annotation_layer: AnnotationLayerTable;
  annotation: AnnotationTable;
}

/** A saved chart (Superset's `slices`): its form data (`params`) and query context as JSON text. */
export interface SliceTable extends Audited {
  id: Generated<number>;
  uuid: string;
  slice_name: string;
  viz_type: string | null;
  datasource_id: number | null;
  datasource_type: string | null;
  params: string | null;
  query_context: string | null;
  description: string | null;
  cache_timeout: number | null;
  /** The dataset's `datasource_access` view (`[db].[table](id:N)`) when saved. */
  perm: string | null;
  /** The dataset's `schema_access` view (`[db].[schema]`) when saved. */
  schema_perm: string | null;
  certified_by: string | null;
  certification_details: string | null;
  is_managed_externally: number;
  external_url: string | null;
  last_saved_at: string | null;
  last_saved_by_fk: number | null;
}

export interface SliceUserTable {
  id: Generated<number>;
  user_id: number;
  slice_id: number;
}

/** A user's favourite (`class_name` 'slice' or 'Dashboard', as Superset spells them). */
export interface FavStarTable {
  id: Generated<number>;
  user_id: number;
  class_name: string;
  obj_id: number;
  dttm: string;
}

export interface MetaDatabase {
  slices: SliceTable;
  slice_user: SliceUserTable;
  favstar: FavStarTable;
}

/** A SQL Lab run (Superset's `query`); times of the run are epoch milliseconds. */
export interface QueryTable {
  id: Generated<number>;
  client_id: string;
  database_id: number;
  tmp_table_name: string | null;
  tmp_schema_name: string | null;
  tab_name: string | null;
  sql_editor_id: string | null;
  user_id: number | null;
  status: string;
  schema: string | null;
  catalog: string | null;
  sql: string;
  select_sql: string | null;
  executed_sql: string | null;
  limit: number | null;
  limiting_factor: string;
  select_as_cta: number;
  select_as_cta_used: number;
  ctas_method: string | null;
  progress: number;
  rows: number | null;
  error_message: string | null;
  results_key: string | null;
  start_time: number | null;
  start_running_time: number | null;
  end_time: number | null;
  end_result_backend_time: number | null;
  tracking_url: string | null;
  changed_on: string;
  /** `changed_on` as epoch ms, for `updated_since`. */
  changed_on_ms: number;
  extra_json: string | null;
}

/** A stored SQL Lab result: its header (columns, JSON) and how its rows are chunked. */
export interface SqlLabResultTable {
  results_key: string;
  header: string;
  row_count: number;
  chunk_rows: number;
  created_on: string;
  expires_on: string;
}

export interface SqlLabResultChunkTable {
  results_key: string;
  chunk: number;
  /** gzip-compressed JSON array of row arrays. */
  data: Uint8Array;
}

export interface MetaDatabase {
  query: QueryTable;
  sqllab_results: SqlLabResultTable;
  sqllab_result_chunks: SqlLabResultChunkTable;
}

/** A saved SQL Lab query, owned by the user who saved it. */
export interface SavedQueryTable extends Audited {
  id: Generated<number>;
  uuid: string;
  user_id: number | null;
  db_id: number | null;
  catalog: string | null;
  schema: string | null;
  label: string;
  description: string | null;
  sql: string | null;
  template_parameters: string | null;
  /** JSON text; `schedule_info` holds a scheduled query's schedule (SCHEDULED_QUERIES). */
  extra_json: string | null;
  rows: number | null;
  last_run: string | null;
}

/** A SQL Lab tab of one user, persisted with SQLLAB_BACKEND_PERSISTENCE. */
export interface TabStateTable extends Audited {
  id: Generated<number>;
  user_id: number;
  label: string | null;
  active: number;
  database_id: number | null;
  catalog: string | null;
  schema: string | null;
  sql: string | null;
  query_limit: number | null;
  /** The client id of the tab's latest query (`query.client_id`). */
  latest_query_id: string | null;
  autorun: number;
  template_params: string | null;
  hide_left_bar: number;
  saved_query_id: number | null;
  extra_json: string | null;
}

/** A table shown in a SQL Lab tab's left bar; `description` is the client's table as JSON. */
export interface TableSchemaTable extends Audited {
  id: Generated<number>;
  tab_state_id: number;
  database_id: number;
  catalog: string | null;
  schema: string | null;
  table: string | null;
  description: string | null;
  expanded: number;
}

export interface MetaDatabase {
  saved_query: SavedQueryTable;
  tab_state: TabStateTable;
  table_schema: TableSchemaTable;
}

/** A row level security rule; `filter_type` is 'Regular' or 'Base'. */
export interface RlsFilterTable extends Audited {
  id: Generated<number>;
  name: string;
  description: string | null;
  filter_type: string;
  group_key: string | null;
  clause: string;
}

export interface RlsFilterTableLink {
  id: Generated<number>;
  table_id: number;
  rls_filter_id: number;
}

export interface RlsFilterRoleLink {
  id: Generated<number>;
  role_id: number;
  rls_filter_id: number;
}

export interface MetaDatabase {
  row_level_security_filters: RlsFilterTable;
  rls_filter_tables: RlsFilterTableLink;
  rls_filter_roles: RlsFilterRoleLink;
}

/** A dashboard; `position_json` and `json_metadata` are JSON text, `published` 0/1. */
export interface DashboardTable extends Audited {
  id: Generated<number>;
  uuid: string;
  dashboard_title: string | null;
  slug: string | null;
  position_json: string | null;
  json_metadata: string | null;
  css: string | null;
  description: string | null;
  published: number;
  certified_by: string | null;
  certification_details: string | null;
  is_managed_externally: number;
  external_url: string | null;
}

export interface DashboardSliceTable {
  id: Generated<number>;
  dashboard_id: number;
  slice_id: number;
}

export interface DashboardUserTable {
  id: Generated<number>;
  user_id: number;
  dashboard_id: number;
}

/** The roles that see a dashboard under DASHBOARD_RBAC (0011). */
export interface DashboardRoleTable {
  id: Generated<number>;
  dashboard_id: number;
  role_id: number;
}

/** A CSS template of the dashboard's Edit CSS dialog (0011). */
export interface CssTemplateTable extends Audited {
  id: Generated<number>;
  template_name: string;
  css: string | null;
}

export interface MetaDatabase {
  dashboards: DashboardTable;
  dashboard_slices: DashboardSliceTable;
  dashboard_user: DashboardUserTable;
  dashboard_roles: DashboardRoleTable;
  css_templates: CssTemplateTable;
}

/** A dashboard's filter set, owned by a user or by the dashboard (0012). */
export interface FilterSetTable extends Audited {
  id: Generated<number>;
  name: string;
  description: string | null;
  json_metadata: string;
  owner_id: number;
  owner_type: string;
  dashboard_id: number;
}

export interface MetaDatabase {
  filter_sets: FilterSetTable;
}

/** Sessions ended by signing out, kept until they would have expired (0010). */
export interface RevokedTokenTable {
  jti: string;
  user_id: number | null;
  revoked_on: string;
  expires_on: string;
}

export interface MetaDatabase {
  revoked_token: RevokedTokenTable;
}
