/**
 * The chart plugin contract: the pure half of a chart type (metadata, control panel as
 * data, buildQuery), and (in chartProps.ts) the input contract of transformProps. No React
 * and no renderer here.
 */
import type { AdhocColumn, AdhocFilter, AdhocMetric, ExtraFormData } from '@tessera/core';

export * from './chartProps.js';

// ---------------------------------------------------------------------------
// Form data (as Superset saves it in `slices.params`)
// ---------------------------------------------------------------------------

/** A dataset column name or an adhoc (SQL) column. */
export type QueryFormColumn = string | AdhocColumn;
/** A saved metric name or an adhoc metric. */
export type QueryFormMetric = string | AdhocMetric;
/** `[column or metric, ascending]`. */
export type QueryFormOrderBy = [QueryFormColumn | QueryFormMetric, boolean];

/** A legacy `extra_filters` entry or a query object filter clause. */
export interface QueryObjectFilterClause {
  col: QueryFormColumn;
  op: string;
  val?: unknown;
  grain?: string | null;
  isExtra?: boolean;
}

/** Native filters and cross-filters, applied last (Superset's `extra_form_data`): core's. */
export type { ExtraFormData };

/**
 * Chart form data. Keys are stored exactly as each control declares them (snake_case
 * or camelCase); the few that the query half reads are typed, the rest pass through.
 */
export interface QueryFormData {
  datasource: string;
  viz_type: string;
  slice_id?: number | null;
  adhoc_filters?: AdhocFilter[] | null;
  extra_filters?: QueryObjectFilterClause[] | null;
  extra_form_data?: ExtraFormData | null;
  metrics?: QueryFormMetric[] | null;
  metric?: QueryFormMetric | null;
  groupby?: QueryFormColumn[] | null;
  columns?: QueryFormColumn[] | null;
  x_axis?: QueryFormColumn | null;
  granularity_sqla?: string | null;
  time_grain_sqla?: string | null;
  time_range?: string | null;
  row_limit?: number | string | null;
  row_offset?: number | string | null;
  limit?: number | string | null;
  timeseries_limit_metric?: QueryFormMetric | QueryFormMetric[] | null;
  series_limit?: number | null;
  series_limit_metric?: QueryFormMetric | null;
  order_desc?: boolean | null;
  annotation_layers?: Record<string, unknown>[] | null;
  url_params?: Record<string, string> | null;
  custom_params?: Record<string, unknown> | null;
  result_format?: string | null;
  result_type?: string | null;
  force?: boolean | null;
  [key: string]: unknown;
}

// ---------------------------------------------------------------------------
// Query context (the body of POST /api/v1/chart/data, as Superset's front end sends it)
// ---------------------------------------------------------------------------

/** A `post_processing` entry as sent on the wire. */
export interface PostProcessingRule {
  operation: string;
  options?: Record<string, unknown>;
}

/** A query object as Superset's `buildQueryObject` + chart buildQuery produce it. */
export interface ChartQueryObject {
  time_range?: string;
  since?: string;
  until?: string;
  granularity?: string | null;
  filters?: QueryObjectFilterClause[];
  extras?: {
    where?: string;
    having?: string;
    time_grain_sqla?: string | null;
    relative_start?: string;
    relative_end?: string;
    [key: string]: unknown;
  };
  applied_time_extras?: Record<string, string>;
  columns?: QueryFormColumn[];
  metrics?: QueryFormMetric[];
  orderby?: QueryFormOrderBy[];
  annotation_layers?: Record<string, unknown>[];
  row_limit?: number;
  row_offset?: number;
  series_columns?: QueryFormColumn[];
  series_limit?: number;
  series_limit_metric?: QueryFormMetric;
  timeseries_limit?: number;
  timeseries_limit_metric?: QueryFormMetric;
  order_desc?: boolean;
  url_params?: Record<string, string>;
  custom_params?: Record<string, unknown>;
  custom_form_data?: Record<string, unknown>;
  is_timeseries?: boolean;
  is_rowcount?: boolean;
  time_offsets?: string[];
  post_processing?: (PostProcessingRule | undefined)[];
  result_type?: string;
  [key: string]: unknown;
}

export interface ChartQueryContext {
  datasource: { id: number; type: 'table' | 'query' };
  force: boolean;
  queries: ChartQueryObject[];
  form_data: QueryFormData;
  result_format: string;
  result_type: string;
}

/** Chart-local state that shapes a query (table server pagination, sorting, search). */
export interface ChartOwnState {
  currentPage?: number;
  pageSize?: number;
  sortBy?: { key: string; desc?: boolean }[];
  searchText?: string;
  searchColumn?: string;
  [key: string]: unknown;
}

export interface BuildQueryOptions {
  ownState?: ChartOwnState;
}

/** form data -> query context. */
export type BuildQuery = (
  formData: QueryFormData,
  options?: BuildQueryOptions,
) => ChartQueryContext;

// ---------------------------------------------------------------------------
// Metadata
// ---------------------------------------------------------------------------

export const BEHAVIORS = [
  'INTERACTIVE_CHART',
  'NATIVE_FILTER',
  'DRILL_TO_DETAIL',
  'DRILL_BY',
  'CHART_CUSTOMIZATION',
] as const;
export type Behavior = (typeof BEHAVIORS)[number];

export const ANNOTATION_TYPES = ['EVENT', 'FORMULA', 'INTERVAL', 'TIME_SERIES'] as const;
export type AnnotationType = (typeof ANNOTATION_TYPES)[number];

export interface ExampleImage {
  url: string;
  caption?: string;
}

export interface ChartMetadata {
  name: string;
  /** Gallery category; `null` is shown under "Other". */
  category: string | null;
  tags: string[];
  description: string;
  behaviors: Behavior[];
  /** A small inline SVG (`<svg ...>`) or a static path. */
  thumbnail: string;
  exampleGallery: ExampleImage[];
  credits: string[];
  /** Hidden from every picker when true. */
  deprecated: boolean;
  /** A badge only (search weight ±0.1). */
  label?: 'DEPRECATED' | 'FEATURED' | null;
  /** Annotation types this chart can be the source of. */
  canBeAnnotationTypes: AnnotationType[];
  /** Annotation layers this chart can draw. */
  supportedAnnotationTypes: AnnotationType[];
  datasourceCount: number;
  queryObjectCount: number;
  useLegacyApi: boolean;
  enableNoResults: boolean;
}

// ---------------------------------------------------------------------------
// Control panel (as data)
// ---------------------------------------------------------------------------

export type ControlType =
  | 'SelectControl'
  | 'CheckboxControl'
  | 'TextControl'
  | 'TextAreaControl'
  | 'HiddenControl'
  | 'RadioButtonControl'
  | 'SliderControl'
  | 'BoundsControl'
  | 'CurrencyControl'
  | 'MetricsControl'
  | 'DndMetricSelect'
  | 'DndColumnSelect'
  | 'DndFilterSelect'
  | 'AdhocFilterControl'
  | 'DateFilterControl'
  | 'ColorSchemeControl'
  | 'ColorPickerControl'
  | 'CollectionControl'
  | 'ConditionalFormattingControl'
  | 'ColumnConfigControl'
  | 'TimeSeriesColumnControl'
  | 'TimeOffsetControl'
  | 'TimeRangeControl'
  | 'AnnotationLayerControl'
  | 'FixedOrMetricControl'
  | 'ViewportControl'
  | 'SpatialControl'
  | 'DatasourceControl'
  | 'VizTypeControl';

/** A select choice: `[value, label]`. */
export type ControlChoice = [string | number | boolean | null, string];

/** Validators are named; {@link validateControlValue} runs them with the spec's texts. */
export type ControlValidator =
  | 'nonEmpty'
  | 'integer'
  | 'number'
  | 'legacyInteger'
  | 'legacyNumber'
  | { name: 'maxValue'; max: number }
  | { name: 'serverPagination'; max: number };

/** A dataset column as explore knows it. */
export interface DatasourceColumn {
  column_name: string;
  verbose_name?: string | null;
  is_dttm?: boolean;
  groupby?: boolean;
  filterable?: boolean;
  type?: string | null;
  type_generic?: number | null;
}

export interface DatasourceMeta {
  id?: number;
  type?: string;
  columns: DatasourceColumn[];
  metrics?: { metric_name: string; verbose_name?: string | null }[];
  /** `[[grain, label], ...]` from the engine (the grain null for "Original value"). */
  time_grain_sqla?: [string | null, string][];
  main_dttm_col?: string | null;
}

export interface ControlStateValue {
  value: unknown;
  /** Column options the control offers (the x-axis uses them to tell temporal columns). */
  options?: DatasourceColumn[];
}

/** What visibility rules and `mapStateToProps` see. */
export interface ControlPanelState {
  controls: Record<string, ControlStateValue | undefined>;
  formData: Partial<QueryFormData>;
  datasource?: DatasourceMeta | null;
}

export interface ControlRef {
  name: string;
  value?: unknown;
}

export type ControlVisibility = (state: ControlPanelState, control: ControlRef) => boolean;

export interface ControlConfig {
  type: ControlType;
  label?: string;
  description?: string;
  default?: unknown;
  choices?: ControlChoice[];
  placeholder?: string;
  multi?: boolean;
  freeForm?: boolean;
  clearable?: boolean;
  isInt?: boolean;
  isFloat?: boolean;
  min?: number;
  max?: number;
  step?: number;
  validators?: ControlValidator[];
  /** Errors that depend on other controls (e.g. the table needs a metric or a dimension). */
  externalValidation?: (state: ControlPanelState) => string[];
  /** Shown only when this returns true (a hidden control resets unless resetOnHide is false). */
  visibility?: ControlVisibility;
  /** Hidden when this returns true. */
  hidden?: boolean | ((state: ControlPanelState) => boolean);
  /** Props derived from the explore state (choices from the dataset, ...). */
  mapStateToProps?: (state: ControlPanelState) => Partial<ControlConfig> & Record<string, unknown>;
  /** True for controls that only change the picture (no new query). */
  renderTrigger?: boolean;
  resetOnHide?: boolean;
  /** Which dataset columns a column control offers. */
  allowedColumns?: 'all' | 'temporal' | 'groupable' | 'filterable';
  [key: string]: unknown;
}

/** A control defined in place, or a shared control name with overrides. */
export interface CustomControlItem {
  name: string;
  config: ControlConfig;
}
/** A sub-section header between rows (Superset's ControlSubSectionHeader). */
export interface ControlHeader {
  header: string;
}
export type ControlSetItem = CustomControlItem | ControlHeader;
/** A row: shared control names, custom controls, headers, or null (an empty slot). */
export type ControlSetRow = (ControlSetItem | string | null)[];

export interface ControlPanelSection {
  label: string | null;
  description?: string;
  expanded?: boolean;
  tabOverride?: 'data' | 'customize';
  visibility?: (state: ControlPanelState) => boolean;
  controlSetRows: ControlSetRow[];
}

/** Metrics and columns carried over when switching chart types. */
export interface StandardizedFormData {
  metrics: QueryFormMetric[];
  columns: QueryFormColumn[];
}

export interface ControlPanelConfig {
  sections: ControlPanelSection[];
  controlOverrides?: Record<string, Partial<ControlConfig>>;
  formDataOverrides?: (
    formData: QueryFormData,
    standardized: StandardizedFormData,
  ) => QueryFormData;
}

// ---------------------------------------------------------------------------
// The plugin (pure part)
// ---------------------------------------------------------------------------

/** A chart type in the registry (its control panel: controlPanels.ts). */
export interface ChartPlugin {
  vizType: string;
  metadata: ChartMetadata;
  buildQuery: BuildQuery;
  /**
   * Saved form data as the control panel reads it, when the type's controls are another
   * type's (the legacy bubble's keys as bubble_v2's); explore opens with it.
   */
  migrateFormData?: (formData: QueryFormData) => QueryFormData;
}
