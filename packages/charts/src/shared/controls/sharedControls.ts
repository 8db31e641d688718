import { TIME_FILTER_LABELS } from '@tessera/core';
import { getColumnLabel, getMetricLabel, isAdhocColumn } from '../query/labels.js';
import { ensureIsArray, isEmptyValue } from '../query/valueChecks.js';
import type {
  ControlChoice,
  ControlConfig,
  ControlPanelState,
  QueryFormColumn,
  QueryFormMetric,
} from '../../types.js';
import { controlValue, isTemporalColumn } from './columnState.js';
import {
  D3_FORMAT_DOCS,
  D3_FORMAT_OPTIONS,
  D3_TIME_FORMAT_DOCS,
  D3_TIME_FORMAT_OPTIONS,
  DEFAULT_NUMBER_FORMAT,
  DEFAULT_TIME_FORMAT,
  ROW_LIMIT_OPTIONS,
  SERIES_LIMITS,
  formatSelectOptions,
} from './formats.js';

/** Superset's default `SQL_MAX_ROW`. */
export const SQL_MAX_ROW = 100000;
export const PRIMARY_COLOR = { r: 0, g: 122, b: 135, a: 1 };
export const DEFAULT_TIME_GRAIN = 'P1D';
export const NO_TIME_RANGE = 'No filter';

/** The time controls' labels (core's, which the filter box's time filters share). */
export { TIME_FILTER_LABELS };

/** Columns the dataset lets a user group by. */
const groupableColumns = (state: ControlPanelState) => ({
  options: (state.datasource?.columns ?? []).filter((c) => c.groupby !== false),
});

const groupby: ControlConfig = {
  type: 'DndColumnSelect',
  label: 'Dimensions',
  multi: true,
  freeForm: true,
  clearable: true,
  default: [],
  allowedColumns: 'groupable',
  description:
    'Dimensions contain qualitative values such as names, dates, or geographical data. ' +
    'Use dimensions to categorize, segment, and reveal the details in your data. ' +
    'Dimensions affect the level of detail in the view.',
  mapStateToProps: groupableColumns,
};

const metrics: ControlConfig = {
  type: 'DndMetricSelect',
  multi: true,
  label: 'Metrics',
  validators: ['nonEmpty'],
  description:
    'Select one or many metrics to display. You can use an aggregation function on a ' +
    'column or write custom SQL to create a metric.',
};

const sortBy: ControlConfig = {
  type: 'DndMetricSelect',
  label: 'Sort query by',
  default: null,
  description:
    'Orders the query result that generates the source data for this chart. If a series ' +
    'or row limit is reached, this determines what data are truncated. If undefined, ' +
    'defaults to the first metric (where appropriate).',
};

const seriesLimit: ControlConfig = {
  type: 'SelectControl',
  freeForm: true,
  label: 'Series limit',
  placeholder: 'None',
  validators: ['legacyInteger'],
  choices: formatSelectOptions(SERIES_LIMITS),
  clearable: true,
  description:
    'Limits the number of series that get displayed. A joined subquery (or an extra phase ' +
    'where subqueries are not supported) is applied to limit the number of series that get ' +
    'fetched and rendered. This feature is useful when grouping by high cardinality ' +
    'column(s) though does increase the query complexity and cost.',
};

const xAxisTimeFormat: ControlConfig = {
  type: 'SelectControl',
  freeForm: true,
  label: 'Time format',
  renderTrigger: true,
  default: DEFAULT_TIME_FORMAT,
  choices: D3_TIME_FORMAT_OPTIONS,
  description: D3_TIME_FORMAT_DOCS,
};

/** A horizontal bar chart shows its x-axis control as "Y-axis". */
const isHorizontal = (state: ControlPanelState) =>
  controlValue(state, 'orientation') === 'horizontal';

/**
 * The shared control registry: controls that chart panels reference by name. Their
 * values carry over when a user switches chart types.
 */
export const SHARED_CONTROLS: Record<string, ControlConfig> = {
  datasource: { type: 'DatasourceControl', label: 'Datasource', default: null },
  viz_type: {
    type: 'VizTypeControl',
    label: 'Visualization Type',
    default: 'table',
    description: 'The type of visualization to display',
  },
  metrics,
  metric: {
    ...metrics,
    multi: false,
    label: 'Metric',
    description:
      'Select a metric to display. You can use an aggregation function on a column or ' +
      'write custom SQL to create a metric.',
  },
  metric_2: {
    ...metrics,
    multi: false,
    label: 'Right Axis Metric',
    clearable: true,
    description: 'Select a metric to display on the right axis',
  },
  secondary_metric: {
    ...metrics,
    multi: false,
    label: 'Color Metric',
    default: null,
    validators: [],
    description: 'A metric to use for color',
  },
  groupby,
  columns: {
    ...groupby,
    label: 'Columns',
    description: 'Add dataset columns here to group the pivot table columns.',
  },
  series: {
    ...groupby,
    label: 'Dimension',
    multi: false,
    default: null,
    description:
      'Defines the grouping of entities. Each series is represented by a specific color in the chart.',
  },
  entity: {
    ...groupby,
    label: 'Entity',
    multi: false,
    default: null,
    validators: ['nonEmpty'],
    description: 'This defines the element to be plotted on the chart',
  },
  x_axis: {
    ...groupby,
    label: 'X-axis',
    multi: false,
    default: undefined,
    validators: ['nonEmpty'],
    description: 'Dimension to use on x-axis.',
    mapStateToProps: (state) => ({
      ...groupableColumns(state),
      // a chart saved before generic axes keeps its time column as `granularity_sqla`: it is
      // the x axis (Superset's initialValue of this control)
      default: state.formData.granularity_sqla || undefined,
      label: isHorizontal(state) ? 'Y-axis' : 'X-axis',
      description: isHorizontal(state)
        ? 'Dimension to use on y-axis.'
        : 'Dimension to use on x-axis.',
    }),
  },
  granularity_sqla: {
    type: 'DndColumnSelect',
    label: TIME_FILTER_LABELS.granularity_sqla,
    multi: false,
    clearable: false,
    allowedColumns: 'temporal',
    description:
      'The time column for the visualization. Note that you can define arbitrary ' +
      'expression that return a DATETIME column in the table. Also note that the filter ' +
      'below is applied against this column or expression',
    mapStateToProps: (state) => ({
      options: (state.datasource?.columns ?? []).filter((c) => c.is_dttm),
      default: state.datasource?.main_dttm_col ?? null,
    }),
  },
  time_grain_sqla: {
    type: 'SelectControl',
    label: TIME_FILTER_LABELS.time_grain_sqla,
    placeholder: 'None',
    default: DEFAULT_TIME_GRAIN,
    description:
      'Select a time grain for the visualization. The grain is the time interval ' +
      'represented by a single point on the chart.',
    mapStateToProps: (state) => ({ choices: state.datasource?.time_grain_sqla ?? [] }),
    visibility: (state) => {
      const xAxis = state.controls.x_axis;
      if (!xAxis && !('x_axis' in state.formData)) return true;
      const value = controlValue(state, 'x_axis');
      return isAdhocColumn(value) || isTemporalColumn(state, value);
    },
  },
  time_range: {
    type: 'DateFilterControl',
    freeForm: true,
    label: TIME_FILTER_LABELS.time_range,
    default: NO_TIME_RANGE,
    description:
      'This control filters the whole chart based on the selected time range. All ' +
      'relative times, e.g. "Last month", "Last 7 days", "now", etc. are evaluated on the ' +
      "server using the server's local time (sans timezone). All tooltips and placeholder " +
      'times are expressed in UTC (sans timezone). The timestamps are then evaluated by ' +
      "the database using the engine's local timezone. Note one can explicitly set the " +
      'timezone per the ISO 8601 format if specifying either the start and/or end time.',
  },
  adhoc_filters: {
    type: 'DndFilterSelect',
    label: 'Filters',
    default: [],
    description: '',
    allowedColumns: 'filterable',
  },
  row_limit: {
    type: 'SelectControl',
    freeForm: true,
    label: 'Row limit',
    clearable: false,
    validators: ['legacyInteger', { name: 'maxValue', max: SQL_MAX_ROW }],
    default: 10000,
    choices: formatSelectOptions(ROW_LIMIT_OPTIONS),
    description:
      'Limits the number of the rows that are computed in the query that is the source of ' +
      'the data used for this chart.',
  },
  limit: seriesLimit,
  series_limit: seriesLimit,
  timeseries_limit_metric: sortBy,
  series_limit_metric: sortBy,
  order_desc: {
    type: 'CheckboxControl',
    label: 'Sort Descending',
    default: true,
    description:
      'If enabled, this control sorts the results/values descending, otherwise it sorts ' +
      'the results ascending.',
    visibility: (state) => !isEmptyValue(controlValue(state, 'timeseries_limit_metric')),
  },
  truncate_metric: {
    type: 'CheckboxControl',
    label: 'Truncate Metric',
    default: true,
    description: 'Whether to truncate metrics',
  },
  show_empty_columns: {
    type: 'CheckboxControl',
    label: 'Show empty columns',
    default: true,
    description: 'Show empty columns',
  },
  temporal_columns_lookup: {
    type: 'HiddenControl',
    mapStateToProps: (state) => ({
      default: Object.fromEntries(
        (state.datasource?.columns ?? [])
          .filter((c) => c.is_dttm)
          .map((c) => [c.column_name, true]),
      ),
    }),
  },
  color_scheme: {
    type: 'ColorSchemeControl',
    label: 'Color Scheme',
    default: 'supersetColors',
    renderTrigger: true,
    description: 'The color scheme for rendering chart',
  },
  linear_color_scheme: {
    type: 'ColorSchemeControl',
    label: 'Linear Color Scheme',
    default: 'superset_seq_1',
    clearable: false,
    renderTrigger: true,
    description: '',
    isLinear: true,
  },
  color_picker: {
    type: 'ColorPickerControl',
    label: 'Fixed Color',
    description: 'Use this to define a static color for all circles',
    default: PRIMARY_COLOR,
    renderTrigger: true,
  },
  y_axis_format: {
    type: 'SelectControl',
    freeForm: true,
    label: 'Y Axis Format',
    renderTrigger: true,
    default: DEFAULT_NUMBER_FORMAT,
    choices: D3_FORMAT_OPTIONS,
    description: D3_FORMAT_DOCS,
    // Percentage comparisons only offer percent formats.
    mapStateToProps: (state) => ({
      choices:
        controlValue(state, 'comparison_type') === 'percentage'
          ? D3_FORMAT_OPTIONS.filter(([value]) => String(value).includes('%'))
          : D3_FORMAT_OPTIONS,
    }),
  },
  x_axis_time_format: xAxisTimeFormat,
  currency_format: { type: 'CurrencyControl', label: 'Currency format', renderTrigger: true },
  annotation_layers: {
    type: 'AnnotationLayerControl',
    label: '',
    default: [],
    description: 'Annotation Layers',
    renderTrigger: true,
  },
  sort_by_metric: {
    type: 'CheckboxControl',
    label: 'Sort by metric',
    default: true,
    description: 'Whether to sort results by the selected metric in descending order.',
  },
  conditional_formatting: {
    type: 'ConditionalFormattingControl',
    label: 'Conditional formatting',
    renderTrigger: true,
    default: [],
    description: 'Apply conditional color formatting to numeric columns',
  },
  slice_id: { type: 'HiddenControl', label: 'Chart ID', description: 'The id of the active chart' },
  url_params: {
    type: 'HiddenControl',
    label: 'URL Parameters',
    description: 'Extra url parameters for use in Jinja templated queries',
  },
  custom_params: {
    type: 'HiddenControl',
    label: 'Extra Parameters',
    description:
      'Extra parameters that any plugins can choose to set for use in Jinja templated queries',
  },
};

/** Choices for sorting the x-axis: the axis itself, the metrics and the sort metric. */
export function xAxisSortChoices(state: ControlPanelState): ControlChoice[] {
  const choices: ControlChoice[] = [];
  const xAxis = controlValue(state, 'x_axis');
  if (xAxis) {
    const label = getColumnLabel(xAxis as QueryFormColumn);
    choices.push([label, label]);
  }
  const metricValues = [
    ...ensureIsArray(controlValue(state, 'metrics') as QueryFormMetric[] | undefined),
    ...ensureIsArray(controlValue(state, 'timeseries_limit_metric') as QueryFormMetric | undefined),
  ];
  for (const metric of metricValues) {
    const label = getMetricLabel(metric);
    if (!choices.some(([value]) => value === label)) choices.push([label, label]);
  }
  return choices;
}
