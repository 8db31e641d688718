import { verboseMapOf } from '../shared/format/verboseMap.js';
import { DTTM_ALIAS, NumberFormats, getNumberFormatter } from '@tessera/core';
import type { EChartsCoreOption } from 'echarts/core';
import { getColorScale } from '../shared/color/colorScale.js';
import { annotationSeries, extractAnnotationLabels } from '../shared/echarts/annotations.js';
import { StackControlsValue } from '../shared/echarts/constants.js';
import { rebaseForecastDatum } from '../shared/echarts/forecast.js';
import { getLegendProps } from '../shared/echarts/legend.js';
import {
  calculateLowerLogTick,
  dedupSeries,
  getAxisType,
  getColtypesMapping,
  parseAxisBound,
} from '../shared/echarts/series.js';
import { getDefaultTooltip } from '../shared/echarts/tooltip.js';
import type { EchartsChartProps } from '../shared/echarts/types.js';
import {
  buildCustomFormatters,
  getCustomFormatter,
  getPercentFormatter,
  getValueFormatter,
} from '../shared/format/valueFormatter.js';
import { extractExtraMetrics } from '../shared/operators/timeComparison.js';
import { getColumnLabel, getMetricLabel, isQueryFormColumn } from '../shared/query/labels.js';
import { ensureIsArray } from '../shared/query/utils.js';
import { getXAxisLabel } from '../shared/query/xAxis.js';
import type { ChartProps, DataRecord, DataRecordValue, QueryFormMetric } from '../types.js';
import {
  buildXAxis,
  buildYAxis,
  getPadding,
  getTooltipTimeFormatter,
  getXAxisFormatter,
  zoomOptions,
} from './axes.js';
import { buildTimeseriesSeries } from './buildSeries.js';
import { readTimeseriesOptions } from './options.js';
import type { TimeseriesOptions } from './options.js';
import { createTimeseriesTooltipFormatter } from './tooltip.js';

/** Data columns named exactly like a metric take its verbose name (the x column keeps its). */
export function applyVerboseNames(
  data: DataRecord[],
  verboseMap: Record<string, string>,
  keep: string,
): DataRecord[] {
  if (Object.keys(verboseMap).length === 0) return data;
  return data.map((row) => {
    const next: DataRecord = {};
    for (const [key, value] of Object.entries(row)) {
      next[key !== keep && key !== DTTM_ALIAS && verboseMap[key] ? verboseMap[key] : key] = value;
    }
    return next;
  });
}

/** `label_map` values with the metric and time-shift parts dropped: the groupby values. */
export function groupbyLabelMap(
  labelMap: Record<string, string[]> | undefined,
  groupbyCount: number,
): Record<string, DataRecordValue[]> {
  const result: Record<string, DataRecordValue[]> = {};
  for (const [name, parts] of Object.entries(labelMap ?? {})) {
    result[name] = groupbyCount > 0 ? parts.slice(-groupbyCount) : [];
  }
  return result;
}

/**
 * The ECharts time-series family's transformProps (line, bar, area, scatter, smooth,
 * step, generic): flat rows → one series per column, with stacking, area, markers,
 * value labels, contribution percentages, log/bounded axes, zoom, legend, rich tooltips,
 * forecasts and annotation layers. `forced` holds what a chart type fixes (bar →
 * `seriesType: 'bar'`, area → `area: true`).
 */
export function transformTimeseriesProps(
  chartProps: ChartProps,
  forced: Partial<TimeseriesOptions> = {},
): EchartsChartProps {
  const { formData, queriesData, width, height, theme, datasource } = chartProps;
  const o: TimeseriesOptions = { ...readTimeseriesOptions(formData), ...forced };
  const queryData = queriesData[0] ?? { colnames: [], coltypes: [], data: [], rowcount: 0 };
  const verboseMap = verboseMapOf(datasource);
  const xAxisLabel = getXAxisLabel(formData) ?? DTTM_ALIAS;
  const coltypes = getColtypesMapping(queryData);
  const data = applyVerboseNames(rebaseForecastDatum(queryData.data ?? []), verboseMap, xAxisLabel);
  const metrics = ensureIsArray(formData.metrics) as QueryFormMetric[];
  const groupby = ensureIsArray(formData.groupby).filter(isQueryFormColumn);
  const isHorizontal = o.orientation === 'horizontal' && o.seriesType === 'bar';
  const isMultiSeries = groupby.length > 0 || metrics.length > 1;
  const xAxisDataType = coltypes[xAxisLabel];
  const xAxisType = getAxisType(o.stack, o.xAxisForceCategorical, xAxisDataType);
  const colorScale = getColorScale(o.colorScheme, {
    namespace: chartProps.labelColors,
    forcedColors: formData.label_colors as Record<string, string> | undefined,
  });
  const isAreaExpand = o.stack === StackControlsValue.Expand;
  const forcePercent = Boolean(o.contributionMode || isAreaExpand);
  const percentFormatter = forcePercent
    ? getPercentFormatter(o.yAxisFormat)
    : getNumberFormatter(NumberFormats.PERCENT_2_POINT);
  const currencyFormats = datasource.currency_formats ?? {};
  const columnFormats = datasource.column_formats ?? {};
  const defaultFormatter = getValueFormatter(
    undefined,
    currencyFormats,
    columnFormats,
    o.yAxisFormat,
    o.currencyFormat,
  );
  const customFormatters = buildCustomFormatters(
    metrics,
    currencyFormats,
    columnFormats,
    o.yAxisFormat,
    o.currencyFormat,
  );
  const labelMapRaw = queryData.label_map ?? {};
  const formatterFor = (name: string) =>
    forcePercent
      ? percentFormatter
      : (getCustomFormatter(customFormatters, metrics, labelMapRaw[name]?.[0]) ?? defaultFormatter);
  const selectedValues = (chartProps.filterState?.selectedValues ?? null) as string[] | null;

  const built = buildTimeseriesSeries({
    data,
    xAxisLabel,
    style: o,
    colorScale,
    formatterFor,
    metrics,
    groupby,
    isHorizontal,
    richTooltip: o.richTooltip,
    forecastEnabled: o.forecastEnabled,
    extraMetricLabels: extractExtraMetrics(formData).map(getMetricLabel),
    xAxisSortSeries: isMultiSeries ? o.xAxisSortSeries : undefined,
    xAxisSortSeriesAscending: isMultiSeries ? o.xAxisSortSeriesAscending : undefined,
    timeCompare: o.timeCompare,
    timeShiftColor: o.timeShiftColor,
    selectedValues,
  });
  const annotationData = queryData.annotation_data ?? {};
  const series = [
    ...built.series,
    ...annotationSeries(o.annotationLayers, {
      data,
      annotationData,
      xAxisLabel,
      xAxisType,
      colorScale,
      theme,
      markerSize: o.markerSize,
      isHorizontal,
    }),
  ];

  const [xAxisMin, xAxisMax] = (o.xAxisBounds ?? []).map(parseAxisBound);
  let [yAxisMin, yAxisMax] = (o.yAxisBounds ?? []).map(parseAxisBound);
  if ((o.contributionMode === 'row' || isAreaExpand) && o.stack) {
    yAxisMin ??= 0;
    yAxisMax ??= 1;
  } else if (o.logAxis && yAxisMin === undefined && built.minPositiveValue !== undefined) {
    yAxisMin = calculateLowerLogTick(built.minPositiveValue);
  }

  const padding = getPadding(o);
  const yFormatter = forcePercent
    ? getPercentFormatter(o.yAxisFormat)
    : (getCustomFormatter(customFormatters, metrics) ?? defaultFormatter);
  let xAxis = buildXAxis({
    type: xAxisType,
    title: o.xAxisTitle,
    titleMargin: o.xAxisTitleMargin,
    formatter: getXAxisFormatter(xAxisDataType, o.xAxisTimeFormat),
    rotation: o.xAxisLabelRotation,
    minorTicks: o.minorTicks,
    timeGrain: o.timeGrainSqla,
    truncate: o.truncateXAxis,
    min: xAxisMin,
    max: xAxisMax,
    seriesType: o.seriesType,
    theme,
  });
  let yAxis = buildYAxis({
    log: o.logAxis,
    min: yAxisMin,
    max: yAxisMax,
    minorTicks: o.minorTicks,
    minorSplitLine: o.minorSplitLine,
    formatter: (v) => yFormatter(v),
    truncate: o.truncateYAxis,
    title: o.yAxisTitle,
    titleMargin: o.yAxisTitleMargin,
    titlePosition: o.yAxisTitlePosition,
    theme,
  });
  if (isHorizontal) {
    [xAxis, yAxis] = [yAxis, xAxis];
    [padding.bottom, padding.left] = [padding.left, padding.bottom];
  }
  const annotationNames = new Set(extractAnnotationLabels(o.annotationLayers, annotationData));
  const tooltipFormatter = createTimeseriesTooltipFormatter({
    richTooltip: o.richTooltip,
    isHorizontal,
    sortByMetric: o.tooltipSortByMetric,
    stacked: Boolean(o.stack),
    isMultiSeries,
    showTotal: o.showTooltipTotal,
    showPercentage: o.showTooltipPercentage,
    forcePercent,
    formatterFor: (name) => (name ? formatterFor(name) : yFormatter),
    percentFormatter,
    xFormatter: getTooltipTimeFormatter(xAxisDataType, o.tooltipTimeFormat),
    hidden: new Set(['baseline']),
    annotations: annotationNames,
  });

  const echartOptions: EChartsCoreOption = {
    useUTC: true,
    grid: { containLabel: true, ...padding },
    xAxis,
    yAxis,
    tooltip: {
      ...getDefaultTooltip(theme),
      trigger: o.richTooltip ? 'axis' : 'item',
      formatter: tooltipFormatter,
    },
    legend: {
      ...getLegendProps(o.legendType, o.legendOrientation, o.showLegend, theme, o.zoomable),
      data: [...built.legendNames, ...annotationNames],
    },
    series: dedupSeries(series),
    ...zoomOptions(o.zoomable, Boolean(o.stack), isHorizontal),
  };
  return {
    echartOptions,
    width,
    height,
    formData,
    theme,
    labelMap: groupbyLabelMap(labelMapRaw, groupby.length),
    groupby: groupby.map(getColumnLabel),
    selectedValues: selectedValues ?? [],
    hooks: chartProps.hooks,
    emitCrossFilters: chartProps.emitCrossFilters,
  };
}

export default function transformProps(chartProps: ChartProps): EchartsChartProps {
  return transformTimeseriesProps(chartProps);
}
