/** The web's entry point: the query half plus the shared controls and helpers. */
export * from './query.js';
export * from './opening.js';
export { controlPanels, getControlPanel } from './controlPanels.js';
export * from './shared/controls/index.js';
export * from './shared/operators/index.js';
export {
  ensureIsArray,
  ensureIsInt,
  isDefined,
  isEmptyValue,
  removeDuplicates,
  isPhysicalColumn,
  isAdhocColumn,
  isQueryFormColumn,
  isSavedMetric,
  getColumnLabel,
  getMetricLabel,
  isXAxisSet,
  getXAxisColumn,
  getXAxisLabel,
  convertFilter,
  processFilters,
  extractExtras,
  extractQueryFields,
  overrideExtraFormData,
  buildQueryObject,
  normalizeOrderBy,
  normalizeTimeColumn,
  parseDatasourceKey,
  removeFormDataSuffix,
  retainFormDataSuffix,
  /** Superset's `buildQueryContext(formData, buildQuery)`, for writing a chart's buildQuery. */
  buildQueryContext as buildQueryContextFrom,
} from './shared/query/index.js';
export type { QueryFieldAliases, BuildFinalQueryObjects } from './shared/query/index.js';
export { defineChartMetadata } from './shared/metadata.js';
export { THUMBNAILS } from './shared/thumbnails.js';
export { isShownInGallery } from './galleryOrder.js';
export { getQueryMode } from './table/queryMode.js';

// The renderer half (lazy per viz_type) and what the web needs around it.
export {
  chartRenderers,
  hasChartRenderer,
  loadChartRenderer,
  loadedChartRenderer,
  renderChart,
} from './renderers.js';
export type { ChartRenderer, AnyChartRenderer } from './renderers.js';
export { GenericDataType } from './chartProps.js';
export * from './shared/color/index.js';
export {
  COMPARATOR,
  CONDITIONAL_COLORS,
  getColorFormatters,
  getColorFunction,
  getOpacity,
} from './shared/format/conditionalFormatting.js';
export type {
  ColorFormatter,
  ConditionalFormattingConfig,
} from './shared/format/conditionalFormatting.js';
export { getValueFormatter, getDateFormatter } from './shared/format/valueFormatter.js';
export { compileFormula, evalFormula, FormulaError } from './shared/echarts/formula.js';
export type { EchartsChartProps } from './shared/echarts/types.js';
export type { TableChartProps } from './table/types.js';
export type { TableColumn, TableColumnConfig } from './table/columns.js';
export type { PivotTableChartProps, PivotTableModel } from './pivot_table_v2/types.js';
export type { BigNumberChartProps } from './big_number/types.js';
export { FilterBoxWidgetsContext, PLAIN_FILTER_BOX_WIDGETS } from './filter_box/widgets.js';
export type {
  FilterBoxButtonProps,
  FilterBoxOption,
  FilterBoxSelectProps,
  FilterBoxTimeRangeProps,
  FilterBoxWidgets,
} from './filter_box/widgets.js';
export { needsNewQuery, changedFormDataKeys } from './renderOnly.js';
