import { verboseMapOf } from '../shared/format/verboseMap.js';
import { DTTM_ALIAS } from '@tessera/core';
import { getColorScale } from '../shared/color/colorScale.js';
import { annotationSeries } from '../shared/echarts/annotations.js';
import { rebaseForecastDatum } from '../shared/echarts/forecast.js';
import { getAxisType, getColtypesMapping } from '../shared/echarts/series.js';
import type { EchartsChartProps } from '../shared/echarts/types.js';
import { extractExtraMetrics } from '../shared/operators/timeComparison.js';
import { getColumnLabel, getMetricLabel, isQueryFormColumn } from '../shared/query/labels.js';
import { ensureIsArray } from '../shared/query/valueChecks.js';
import { getXAxisLabel } from '../shared/query/xAxis.js';
import type { ChartProps, DataRecord, DataRecordValue, QueryFormMetric } from '../types.js';
import { getTooltipTimeFormatter, timeseriesAxes } from './axes.js';
import { buildTimeseriesSeries } from './buildSeries.js';
import { timeseriesEchartOptions } from './echartOptions.js';
import { readTimeseriesOptions } from './options.js';
import type { TimeseriesOptions } from './options.js';
import { seriesFormatters } from './seriesFormatters.js';

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
  const labelMapRaw = queryData.label_map ?? {};
  const formats = seriesFormatters(o, metrics, datasource, labelMapRaw);
  const selectedValues = (chartProps.filterState?.selectedValues ?? null) as string[] | null;

  const built = buildTimeseriesSeries({
    data,
    xAxisLabel,
    style: o,
    colorScale,
    formatterFor: formats.formatterFor,
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
  const { xAxis, yAxis, padding } = timeseriesAxes({
    o,
    theme,
    xAxisType,
    xAxisDataType,
    isHorizontal,
    isAreaExpand: formats.isAreaExpand,
    minPositiveValue: built.minPositiveValue,
    yFormatter: formats.yFormatter,
  });

  const echartOptions = timeseriesEchartOptions({
    o,
    theme,
    padding,
    xAxis,
    yAxis,
    series,
    legendNames: built.legendNames,
    annotationData,
    stacked: Boolean(o.stack),
    isHorizontal,
    isMultiSeries,
    xAxisDataType,
    forcePercent: formats.forcePercent,
    formatterFor: (name) => (name ? formats.formatterFor(name) : formats.yFormatter),
    percentFormatter: formats.percentFormatter,
  });
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
    drillAxis: {
      // The legacy `__timestamp` x axis is the time column's (Superset's granularity_sqla).
      column:
        xAxisLabel === DTTM_ALIAS ? String(formData.granularity_sqla ?? DTTM_ALIAS) : xAxisLabel,
      type: xAxisType === 'log' ? 'value' : xAxisType,
      grain: xAxisType === 'time' ? (formData.time_grain_sqla as string | undefined) : undefined,
      format: getTooltipTimeFormatter(xAxisDataType, o.tooltipTimeFormat),
      index: isHorizontal ? 1 : 0,
    },
  };
}

export default function transformProps(chartProps: ChartProps): EchartsChartProps {
  return transformTimeseriesProps(chartProps);
}
