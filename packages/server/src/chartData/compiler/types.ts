/**
 * What the query compiler reads and returns. The dataset shape follows Superset's
 * dataset API (the datasets service adapts its records to it); RLS rules come in as data
 * with the user's role ids (superset-api.md §2).
 */
import type { NaiveDateTime } from '@tessera/core';
import type { GenericType } from '../../engines/types.js';
import type { TemplateUser } from '../../sql/template/sqlTemplate.js';

export interface CompilerColumn {
  column_name: string;
  /** The native type name (`VARCHAR`, `TIMESTAMP`, ...). */
  type?: string | null;
  /** Superset's GenericDataType code: 0 NUMERIC, 1 STRING, 2 TEMPORAL, 3 BOOLEAN. */
  type_generic?: number | null;
  is_dttm?: boolean | null;
  /** Calculated column SQL; null for a physical column. */
  expression?: string | null;
  /** `epoch_s`, `epoch_ms` or a strftime format for temporal values kept as numbers / text. */
  python_date_format?: string | null;
  filterable?: boolean | null;
  groupby?: boolean | null;
}

export interface CompilerMetric {
  metric_name: string;
  expression: string;
  verbose_name?: string | null;
}

export interface CompilerDataset {
  id: number;
  table_name: string;
  schema: string | null;
  /** Virtual dataset SQL; null for a physical table. */
  sql: string | null;
  main_dttm_col: string | null;
  columns: CompilerColumn[];
  metrics: CompilerMetric[];
  /** JSON text or object (unused by the compiler today). */
  extra?: string | Record<string, unknown> | null;
  /** JSON text or object: extra Jinja variables for this dataset's SQL. */
  template_params?: string | Record<string, unknown> | null;
  /**
   * The dataset's values predicate: ANDed into WHERE when the query object asks for it
   * (`apply_fetch_values_predicate`, as filter value lists do).
   */
  fetch_values_predicate?: string | null;
}

/** A row level security rule (`/rowlevelsecurity/`). */
export interface RlsRule {
  clause: string;
  group_key: string | null;
  filter_type: 'Regular' | 'Base';
  role_ids: readonly number[];
  /** Dataset ids the rule applies to. */
  table_ids: readonly number[];
}

/** A guest token's rule: one dataset, or every dataset when `dataset` is absent. */
export interface GuestRlsRule {
  dataset?: number | null;
  clause: string;
}

export interface CompileContext {
  /** ENABLE_TEMPLATE_PROCESSING: render Jinja in SQL expressions and virtual dataset SQL. */
  templateProcessing?: boolean;
  /** ALLOW_ADHOC_SUBQUERY: accept sub-queries in custom SQL. */
  allowAdhocSubquery?: boolean;
  /** The signed-in user, for `current_username()` and friends. */
  user?: TemplateUser | null;
  /** The user's role ids, for RLS. */
  roleIds?: readonly number[];
  rlsRules?: readonly RlsRule[];
  guestRlsRules?: readonly GuestRlsRule[];
  /** `url_params` of the form data, merged under the query object's own. */
  urlParams?: Record<string, string>;
  /** The clock for relative time ranges (defaults to now). */
  now?: NaiveDateTime | Date;
  /** ROW_LIMIT: used when the query object's `row_limit` is 0 or absent. */
  defaultRowLimit?: number | null;
  /** SQL_MAX_ROW: the largest row limit applied. */
  maxRowLimit?: number | null;
  /** DEFAULT_RELATIVE_START_TIME / END_TIME when `extras` names none. */
  defaultRelativeStart?: 'today' | 'now';
  defaultRelativeEnd?: 'today' | 'now';
}

export type OutputColumnKind = 'column' | 'timestamp' | 'metric' | 'rowcount';

export interface OutputColumn {
  /** The label the result column must carry (rename the engine's columns positionally). */
  label: string;
  kind: OutputColumnKind;
  /** The value is a point in time (a temporal column, a time-grain expression). */
  isDttm: boolean;
  /** The generic type known from the dataset; null for metrics and SQL expressions. */
  generic: GenericType | null;
}

export interface FilterReport {
  column: string;
}

export interface RejectedFilter {
  column: string;
  reason: 'not_in_datasource' | 'no_temporal_column';
}

export interface CompiledQuery {
  /** One statement in the engine's dialect, placeholders per `spec.placeholder`. */
  sql: string;
  params: unknown[];
  /** The expected output column labels, in order (Superset's `labels_expected`). */
  labels: string[];
  columns: OutputColumn[];
  /** Superset's `applied_filters` / `rejected_filters` / `applied_template_filters`. */
  appliedFilters: FilterReport[];
  rejectedFilters: RejectedFilter[];
  appliedTemplateFilters: string[];
  /** The query's time bounds as epoch ms (naive read as UTC), or null. */
  fromDttm: number | null;
  toDttm: number | null;
}
