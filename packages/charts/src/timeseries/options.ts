import type { CurrencyFormat } from '@tessera/core';
import { formBoolean, formNumber, formValue } from '../shared/formDataValue.js';
import { asLegendOrientation, asLegendType } from '../shared/echarts/legend.js';
import type { AnnotationLayer } from '../shared/echarts/annotations.js';
import type { SortSeriesType, StackType } from '../shared/echarts/series.js';
import type { LegendOrientation, LegendType } from '../shared/echarts/types.js';
import { getTimeOffsets } from '../shared/operators/timeOffsets.js';
import type { QueryFormData } from '../types.js';

/** `line`, `scatter`, `smooth`, `bar`, or a step (`start`, `middle`, `end`). */
export type TimeseriesSeriesType =
  'line' | 'scatter' | 'smooth' | 'bar' | 'start' | 'middle' | 'end';

/** How one query's series look (the mixed chart has one per query). */
export interface SeriesStyle {
  seriesType: TimeseriesSeriesType;
  area: boolean;
  opacity: number;
  stack: StackType;
  onlyTotal: boolean;
  percentageThreshold: number;
  showValue: boolean;
  markerEnabled: boolean;
  markerSize: number;
  sortSeriesType: SortSeriesType;
  sortSeriesAscending: boolean;
  yAxisIndex: number;
}

/** The render-only options of the time-series family, with Superset's defaults. */
export interface TimeseriesOptions extends SeriesStyle {
  orientation: 'vertical' | 'horizontal';
  colorScheme?: string;
  timeShiftColor: boolean;
  xAxisSortSeries?: SortSeriesType;
  xAxisSortSeriesAscending?: boolean;
  xAxisForceCategorical: boolean;
  contributionMode?: string;
  showLegend: boolean;
  legendType: LegendType;
  legendOrientation: LegendOrientation;
  legendMargin?: number | string | null;
  xAxisTitle: string;
  xAxisTitleMargin: number;
  yAxisTitle: string;
  yAxisTitleMargin: number;
  yAxisTitlePosition: string;
  xAxisTimeFormat: string;
  xAxisLabelRotation: number;
  richTooltip: boolean;
  showTooltipTotal: boolean;
  showTooltipPercentage: boolean;
  tooltipSortByMetric: boolean;
  tooltipTimeFormat: string;
  yAxisFormat: string;
  currencyFormat?: CurrencyFormat;
  logAxis: boolean;
  minorSplitLine: boolean;
  truncateXAxis: boolean;
  xAxisBounds: unknown[];
  truncateYAxis: boolean;
  yAxisBounds: unknown[];
  zoomable: boolean;
  minorTicks: boolean;
  forecastEnabled: boolean;
  annotationLayers: AnnotationLayer[];
  timeGrainSqla?: string;
  timeCompare: string[];
}

const SERIES_TYPES = ['line', 'scatter', 'smooth', 'bar', 'start', 'middle', 'end'];
const asSeriesType = (value: unknown, fallback: TimeseriesSeriesType): TimeseriesSeriesType =>
  SERIES_TYPES.includes(value as string) ? (value as TimeseriesSeriesType) : fallback;

/** A stack value: `Stack`/`Stream`/`Expand`, `true` (mixed chart), or none. */
const asStack = (value: unknown): StackType =>
  value === true || value === 'true'
    ? true
    : value === false || value === 'false'
      ? null
      : (value as StackType) || null;

/** One query's series style; `suffix` is `B` for the mixed chart's Query B. */
export function readSeriesStyle(formData: Partial<QueryFormData>, suffix = ''): SeriesStyle {
  const key = (name: string) => `${name}${suffix}`;
  return {
    seriesType: asSeriesType(formValue(formData, key('seriesType'), 'line'), 'line'),
    area: formBoolean(formData, key('area'), false),
    opacity: formNumber(formData, key('opacity'), 0.2),
    stack: asStack(formValue(formData, key('stack'), null)),
    onlyTotal: formBoolean(formData, key('only_total'), true),
    percentageThreshold: formNumber(formData, key('percentage_threshold'), 0),
    showValue: formBoolean(formData, key('show_value'), false),
    markerEnabled: formBoolean(formData, key('markerEnabled'), false),
    markerSize: formNumber(formData, key('markerSize'), 6),
    sortSeriesType: formValue(formData, key('sort_series_type'), 'sum') as SortSeriesType,
    sortSeriesAscending: formBoolean(formData, key('sort_series_ascending'), false),
    yAxisIndex: formNumber(formData, key('yAxisIndex'), 0),
  };
}

export function readTimeseriesOptions(formData: Partial<QueryFormData>): TimeseriesOptions {
  const v = <T>(k: string, fallback: T) => formValue(formData, k, fallback);
  const b = (k: string, fallback: boolean) => formBoolean(formData, k, fallback);
  const n = (k: string, fallback: number) => formNumber(formData, k, fallback);
  const currency = v<CurrencyFormat | undefined>('currency_format', undefined);
  return {
    ...readSeriesStyle(formData),
    orientation: v<string>('orientation', 'vertical') === 'horizontal' ? 'horizontal' : 'vertical',
    colorScheme: v<string | undefined>('color_scheme', undefined),
    timeShiftColor: b('time_shift_color', true),
    xAxisSortSeries: v<SortSeriesType | undefined>('x_axis_sort_series', undefined),
    xAxisSortSeriesAscending: v<boolean | undefined>('x_axis_sort_series_ascending', undefined),
    xAxisForceCategorical: b('xAxisForceCategorical', false),
    contributionMode: v<string | undefined>('contributionMode', undefined) || undefined,
    showLegend: b('show_legend', true),
    legendType: asLegendType(v('legendType', 'scroll')),
    legendOrientation: asLegendOrientation(v('legendOrientation', 'top')),
    legendMargin: v<number | string | null>('legendMargin', null),
    xAxisTitle: String(v('x_axis_title', '')),
    xAxisTitleMargin: n('x_axis_title_margin', 15),
    yAxisTitle: String(v('y_axis_title', '')),
    yAxisTitleMargin: n('y_axis_title_margin', 15),
    yAxisTitlePosition: String(v('y_axis_title_position', 'Left')),
    xAxisTimeFormat: String(v('x_axis_time_format', 'smart_date')),
    xAxisLabelRotation: n('xAxisLabelRotation', 0),
    richTooltip: b('rich_tooltip', true),
    showTooltipTotal: b('showTooltipTotal', true),
    showTooltipPercentage: b('showTooltipPercentage', true),
    tooltipSortByMetric: b('tooltipSortByMetric', false),
    tooltipTimeFormat: String(v('tooltipTimeFormat', 'smart_date')),
    yAxisFormat: String(v('y_axis_format', 'SMART_NUMBER')),
    currencyFormat: currency?.symbol ? currency : undefined,
    logAxis: b('logAxis', false),
    minorSplitLine: b('minorSplitLine', false),
    truncateXAxis: b('truncateXAxis', true),
    xAxisBounds: v<unknown[]>('xAxisBounds', [null, null]),
    truncateYAxis: b('truncateYAxis', false),
    yAxisBounds: v<unknown[]>('y_axis_bounds', [null, null]),
    zoomable: b('zoomable', false),
    minorTicks: b('minorTicks', false),
    forecastEnabled: b('forecastEnabled', false),
    annotationLayers: v<AnnotationLayer[]>('annotation_layers', []),
    timeGrainSqla: v<string | undefined>('time_grain_sqla', undefined),
    timeCompare: getTimeOffsets(formData),
  };
}
