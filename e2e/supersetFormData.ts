/**
 * Superset form data of each of the thirteen chart types of issue 5, as Superset's explore
 * saves them (charts-catalogue.md keys): simple metrics with their column, the TEMPORAL_RANGE
 * filter every new chart gets, colour schemes and the types' own options, on birth_names.
 */
const SQL_SUM = { expressionType: 'SQL', sqlExpression: 'SUM(num)', label: 'SUM(num)' };
/** A metric as Superset's metric editor saves it (Simple tab). */
const SIMPLE_SUM = {
  expressionType: 'SIMPLE',
  column: { column_name: 'num', type: 'BIGINT', type_generic: 0, is_dttm: false },
  aggregate: 'SUM',
  sqlExpression: null,
  hasCustomLabel: false,
  label: 'SUM(num)',
  optionName: 'metric_e2e_sum_num',
  isNew: false,
};
/** The time filter Superset adds to every new chart. */
const NO_TIME_FILTER = [
  {
    clause: 'WHERE',
    subject: 'ds',
    operator: 'TEMPORAL_RANGE',
    comparator: 'No filter',
    expressionType: 'SIMPLE',
  },
];
const COMMON = {
  adhoc_filters: NO_TIME_FILTER,
  granularity_sqla: 'ds',
  color_scheme: 'supersetColors',
  extra_form_data: {},
  dashboards: [],
};
const TIME = {
  ...COMMON,
  x_axis: 'ds',
  time_grain_sqla: 'P1Y',
  row_limit: 10000,
  truncate_metric: true,
  comparison_type: 'values',
  annotation_layers: [],
  order_desc: true,
};

/** Superset form data of each chart type (charts-catalogue.md keys), as Superset saves them. */
export const CHARTS: Record<string, Record<string, unknown>> = {
  table: {
    ...COMMON,
    query_mode: 'aggregate',
    groupby: ['gender'],
    metrics: ['count', SIMPLE_SUM],
    all_columns: [],
    percent_metrics: [],
    order_by_cols: [],
    row_limit: 10,
    server_page_length: 10,
    table_timestamp_format: 'smart_date',
    show_cell_bars: true,
    color_pn: true,
  },
  pivot_table_v2: {
    ...COMMON,
    groupbyRows: ['gender'],
    groupbyColumns: ['state'],
    metrics: [SIMPLE_SUM],
    metricsLayout: 'COLUMNS',
    aggregateFunction: 'Sum',
    row_limit: 10000,
    valueFormat: 'SMART_NUMBER',
    date_format: 'smart_date',
    rowOrder: 'key_a_to_z',
    colOrder: 'key_a_to_z',
  },
  big_number_total: {
    ...COMMON,
    metric: SIMPLE_SUM,
    header_font_size: 0.4,
    subheader_font_size: 0.15,
    y_axis_format: 'SMART_NUMBER',
    time_format: 'smart_date',
  },
  big_number: {
    ...TIME,
    metric: SIMPLE_SUM,
    compare_lag: 10,
    compare_suffix: 'over 10Y',
    show_trend_line: true,
    start_y_axis_at_zero: true,
    rolling_type: 'None',
    y_axis_format: 'SMART_NUMBER',
  },
  echarts_timeseries_line: {
    ...TIME,
    metrics: [SIMPLE_SUM],
    groupby: ['gender'],
    markerEnabled: true,
  },
  echarts_timeseries_bar: { ...TIME, metrics: ['count'], groupby: ['gender'], stack: 'Stack' },
  echarts_area: {
    ...TIME,
    metrics: [SIMPLE_SUM],
    groupby: ['gender'],
    opacity: 0.2,
    stack: 'Stack',
  },
  echarts_timeseries_scatter: { ...TIME, metrics: ['count'], groupby: [], markerSize: 6 },
  echarts_timeseries_smooth: { ...TIME, metrics: [SQL_SUM], groupby: [] },
  echarts_timeseries_step: { ...TIME, metrics: ['count'], groupby: [], seriesType: 'start' },
  echarts_timeseries: { ...TIME, metrics: ['count'], groupby: [], seriesType: 'line' },
  mixed_timeseries: {
    ...TIME,
    metrics: ['count'],
    groupby: ['gender'],
    metrics_b: [SIMPLE_SUM],
    groupby_b: [],
    adhoc_filters_b: NO_TIME_FILTER,
    yAxisIndexB: 1,
    seriesTypeB: 'bar',
  },
  pie: {
    ...COMMON,
    metric: SIMPLE_SUM,
    groupby: ['gender'],
    row_limit: 100,
    show_labels: true,
    label_type: 'key_percent',
    number_format: 'SMART_NUMBER',
    donut: true,
    innerRadius: 30,
    outerRadius: 70,
  },
};

/** What a drawn chart of each kind holds. */
export function drawnSelector(vizType: string): string {
  if (vizType === 'table' || vizType === 'pivot_table_v2') return '[role="cell"]';
  if (vizType.startsWith('big_number')) return '.big-number .header-line';
  return '[data-testid="echarts"] canvas, [data-testid="echarts"] svg';
}
