/**
 * The renderer half's input contract: what `transformProps` receives (chart props as the
 * explore page and dashboards hand them over, after `/api/v1/chart/data` answered).
 */
import type { CurrencyFormat } from '@tessera/core';
import type { LabelColorNamespace } from './shared/color/colorScale.js';
import type { ChartOwnState, QueryFormColumn, QueryFormData } from './types.js';

/** Superset's `GenericDataType` codes in `coltypes`. */
export const GenericDataType = { NUMERIC: 0, STRING: 1, TEMPORAL: 2, BOOLEAN: 3 } as const;
export type GenericDataType = (typeof GenericDataType)[keyof typeof GenericDataType];

export type DataRecordValue = number | string | boolean | null;
/** One result row; temporal values are epoch ms. */
export type DataRecord = Record<string, DataRecordValue | undefined>;

/** EVENT and INTERVAL layers: rows of the annotation source. */
export interface RecordAnnotationResult {
  columns?: string[];
  records: Record<string, DataRecordValue | undefined>[];
}
/** TIME_SERIES layers: series taken from another chart. */
export interface TimeseriesAnnotationResult {
  key: string;
  values: { x: number | string; y: number | null }[];
}
/** `annotation_data`, keyed by layer name. */
export type AnnotationData = Record<string, RecordAnnotationResult | TimeseriesAnnotationResult[]>;

/** One entry of the chart data answer's `result`. */
export interface ChartDataResult {
  colnames: string[];
  coltypes: GenericDataType[];
  data: DataRecord[];
  rowcount: number;
  annotation_data?: AnnotationData | null;
  /** Each column name split into its parts (metric, dimension values...). */
  label_map?: Record<string, string[]>;
  from_dttm?: number | null;
  to_dttm?: number | null;
}

export interface ChartDatasourceColumn {
  column_name: string;
  verbose_name?: string | null;
  type_generic?: GenericDataType | null;
  is_dttm?: boolean;
  python_date_format?: string | null;
}

export interface ChartDatasourceMetric {
  metric_name: string;
  verbose_name?: string | null;
  d3format?: string | null;
  currency?: CurrencyFormat | string | null;
}

export interface ChartDatasource {
  columns: ChartDatasourceColumn[];
  metrics: ChartDatasourceMetric[];
  /** Column and metric name → verbose name. */
  verbose_map?: Record<string, string>;
  /** Metric name → its d3 format. */
  column_formats?: Record<string, string>;
  /** Metric name → its currency. */
  currency_formats?: Record<string, CurrencyFormat>;
  /** `[[grain, label], ...]` the engine offers (the filter box's time grain filter). */
  time_grain_sqla?: [string | null, string][];
}

export type ChartTheme = 'light' | 'dark';

/** A cross-filter (Superset's data mask): query filters plus what the chart shows selected. */
export interface DataMask {
  extraFormData?: { filters?: { col: QueryFormColumn; op: string; val?: unknown }[] };
  filterState?: { value?: unknown; selectedValues?: unknown[] | null };
}

/**
 * A clicked value as a drill filter (Superset's BinaryQueryObjectFilterClause): the column
 * equal to the value (`==` null is IS NULL), at the chart's time grain for a temporal one,
 * with the text the chart shows for it.
 */
export interface DrillFilter {
  col: string;
  op: '==';
  val: DataRecordValue;
  grain?: string;
  formattedVal: string;
}

/** What a right-click on a drawn value offers (Superset's ContextMenuFilters). */
export interface ContextMenuFilters {
  /** "Drill to detail by <value>": the clicked point's dimension values. */
  drillToDetail?: DrillFilter[];
  /** "Drill by": the clicked dimension value, and the form data key of the dimension. */
  drillBy?: { filters: DrillFilter[]; groupbyFieldName: string };
}

export interface ChartHooks {
  /** Chart-local state that shapes the next query (table page, page size, sort, search). */
  onChangeOwnState?: (ownState: ChartOwnState) => void;
  /** A click that cross-filters (dashboards) or is cleared (null filter state). */
  setDataMask?: (dataMask: DataMask) => void;
  /**
   * A right-click on a drawn value (the chart's drill menu): where, and what was clicked.
   * A chart that calls it prevents the browser's own menu (the event's default).
   */
  onContextMenu?: (clientX: number, clientY: number, filters?: ContextMenuFilters) => void;
  /**
   * A filter box's selection (column or time key → value) for the dashboard's legacy filters;
   * `merge` adds the values to those held rather than replacing them.
   */
  onAddFilter?: (selection: Record<string, unknown>, merge?: boolean) => void;
}

export interface ChartProps<F extends QueryFormData = QueryFormData> {
  formData: F;
  queriesData: ChartDataResult[];
  width: number;
  height: number;
  theme: ChartTheme;
  datasource: ChartDatasource;
  ownState?: ChartOwnState;
  /** What this chart currently has selected as a cross-filter. */
  filterState?: { selectedValues?: unknown[] | null };
  /** A filter box's values on the dashboard (its legacy filters), by column or time key. */
  initialValues?: Record<string, unknown>;
  hooks?: ChartHooks;
  /** Whether clicks emit cross-filters (dashboards). */
  emitCrossFilters?: boolean;
  /** The label → colour map; the shared one when absent (same label, same colour). */
  labelColors?: LabelColorNamespace;
}
