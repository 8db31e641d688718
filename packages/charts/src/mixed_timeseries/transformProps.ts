import { verboseMapOf } from '../shared/format/verboseMap.js';
import { DTTM_ALIAS, NumberFormats, getNumberFormatter } from '@tessera/core';
import type { NumberFormatter } from '@tessera/core';
import { getTimeOffsets } from '../shared/operators/timeOffsets.js';
import { getColorScale } from '../shared/color/colorScale.js';
import { annotationSeries } from '../shared/echarts/annotations.js';
import { rebaseForecastDatum } from '../shared/echarts/forecast.js';
import { getAxisType, getColtypesMapping } from '../shared/echarts/series.js';
import { formBoolean, formValue } from '../shared/formDataValue.js';
import { getColumnLabel, isQueryFormColumn } from '../shared/query/labels.js';
import { ensureIsArray } from '../shared/query/valueChecks.js';
import { getXAxisLabel } from '../shared/query/xAxis.js';
import { buildXAxis, getPadding, getXAxisFormatter } from '../timeseries/axes.js';
import { buildTimeseriesSeries } from '../timeseries/buildSeries.js';
import { timeseriesEchartOptions } from '../timeseries/echartOptions.js';
import { readSeriesStyle, readTimeseriesOptions } from '../timeseries/options.js';
import { applyVerboseNames, groupbyLabelMap } from '../timeseries/transformProps.js';
import { mixedAxisFormatters, mixedYAxes } from './axes.js';
import type { MixedTimeseriesChartProps } from './types.js';
import type { ChartDataResult, ChartProps, DataRecordValue, QueryFormMetric } from '../types.js';

const EMPTY: ChartDataResult = { colnames: [], coltypes: [], data: [], rowcount: 0 };

/**
 * Mixed chart: Query A and Query B (`_b` query keys, `B` style keys) drawn over one
 * x-axis, each with its own series type, stacking, area, markers and values, on the
 * primary or secondary y-axis (each axis with its own format, log scale and bounds).
 */
export default function transformProps(chartProps: ChartProps): MixedTimeseriesChartProps {
  const { formData, queriesData, width, height, theme, datasource } = chartProps;
  const o = readTimeseriesOptions(formData);
  const styleA = readSeriesStyle(formData, '');
  const styleB = {
    ...readSeriesStyle(formData, 'B'),
    yAxisIndex: Number(formValue(formData, 'yAxisIndexB', 0)) || 0,
  };
  const [queryA = EMPTY, queryB = EMPTY] = queriesData;
  const verboseMap = verboseMapOf(datasource);
  const xAxisLabel = getXAxisLabel(formData) ?? DTTM_ALIAS;
  const coltypes = { ...getColtypesMapping(queryB), ...getColtypesMapping(queryA) };
  const xAxisDataType = coltypes[xAxisLabel];
  const xAxisType = getAxisType(
    styleA.stack || styleB.stack,
    o.xAxisForceCategorical,
    xAxisDataType,
  );
  const dataA = applyVerboseNames(rebaseForecastDatum(queryA.data ?? []), verboseMap, xAxisLabel);
  const dataB = applyVerboseNames(rebaseForecastDatum(queryB.data ?? []), verboseMap, xAxisLabel);
  const metricsA = ensureIsArray(formData.metrics) as QueryFormMetric[];
  const metricsB = ensureIsArray(formData.metrics_b as QueryFormMetric[] | undefined);
  const groupbyA = ensureIsArray(formData.groupby).filter(isQueryFormColumn);
  const groupbyB = ensureIsArray(formData.groupby_b as unknown[] | undefined).filter(
    isQueryFormColumn,
  );
  const showIdentifiers = formBoolean(formData, 'show_query_identifiers', false);
  const suffixA = showIdentifiers ? ' (Query A)' : '';
  const suffixB = showIdentifiers ? ' (Query B)' : '';
  const colorScale = getColorScale(o.colorScheme, {
    namespace: chartProps.labelColors,
    forcedColors: formData.label_colors as Record<string, string> | undefined,
  });
  const axisFormatters = mixedAxisFormatters(
    formData,
    o,
    datasource,
    styleA.yAxisIndex,
    metricsA,
    metricsB,
  );
  const selectedValues = (chartProps.filterState?.selectedValues ?? null) as string[] | null;
  const timeCompareB = getTimeOffsets({
    time_compare: formData.time_compare_b,
    start_date_offset: formData.start_date_offset_b,
  });

  const common = {
    xAxisLabel,
    colorScale,
    isHorizontal: false,
    richTooltip: o.richTooltip,
    forecastEnabled: false,
    timeShiftColor: o.timeShiftColor,
    selectedValues,
  };
  const builtA = buildTimeseriesSeries({
    ...common,
    data: dataA,
    style: styleA,
    formatterFor: () => axisFormatters[styleA.yAxisIndex] ?? axisFormatters[0],
    metrics: metricsA,
    groupby: groupbyA,
    timeCompare: o.timeCompare,
    nameSuffix: suffixA,
    stackPrefix: 'a-',
  });
  const namesA = new Set(builtA.legendNames);
  const builtB = buildTimeseriesSeries({
    ...common,
    data: dataB,
    style: styleB,
    formatterFor: () => axisFormatters[styleB.yAxisIndex] ?? axisFormatters[0],
    metrics: metricsB,
    groupby: groupbyB,
    timeCompare: timeCompareB,
    nameSuffix: suffixB,
    stackPrefix: 'b-',
    // The same metric in both queries gets a colour of its own in Query B.
    colorKeyFor: (key) => (namesA.has(key) || dataA[0]?.[key] !== undefined ? `${key} (1)` : key),
  });
  const annotationData = queryA.annotation_data ?? {};
  const series = [
    ...builtA.series,
    ...builtB.series,
    ...annotationSeries(o.annotationLayers, {
      data: dataA,
      annotationData,
      xAxisLabel,
      xAxisType,
      colorScale,
      theme,
      markerSize: styleA.markerSize,
    }),
  ];

  const formatterBySeries = new Map<string, NumberFormatter>();
  for (const s of builtA.series)
    formatterBySeries.set(String(s.name), axisFormatters[styleA.yAxisIndex]);
  for (const s of builtB.series)
    formatterBySeries.set(String(s.name), axisFormatters[styleB.yAxisIndex]);
  const stacked = Boolean(styleA.stack || styleB.stack);
  const echartOptions = timeseriesEchartOptions({
    o,
    theme,
    padding: getPadding(o),
    xAxis: buildXAxis({
      type: xAxisType,
      title: o.xAxisTitle,
      titleMargin: o.xAxisTitleMargin,
      formatter: getXAxisFormatter(xAxisDataType, o.xAxisTimeFormat),
      rotation: o.xAxisLabelRotation,
      minorTicks: o.minorTicks,
      timeGrain: o.timeGrainSqla,
      truncate: false,
      theme,
    }),
    yAxis: mixedYAxes(formData, o, theme, axisFormatters, [
      builtA.minPositiveValue,
      builtB.minPositiveValue,
    ]),
    series,
    legendNames: [...builtA.legendNames, ...builtB.legendNames],
    annotationData,
    stacked,
    isHorizontal: false,
    isMultiSeries: true,
    xAxisDataType,
    forcePercent: false,
    formatterFor: (name) => formatterBySeries.get(name) ?? axisFormatters[0],
    percentFormatter: getNumberFormatter(NumberFormats.PERCENT_2_POINT),
  });
  const seriesQueryMap: MixedTimeseriesChartProps['seriesQueryMap'] = {};
  for (const s of builtA.series) seriesQueryMap[String(s.name)] = 0;
  for (const s of builtB.series) seriesQueryMap[String(s.name)] ??= 1;
  return {
    echartOptions,
    width,
    height,
    formData,
    theme,
    labelMap: drawnLabelMap(queryA.label_map, groupbyA.length, suffixA),
    labelMapB: drawnLabelMap(queryB.label_map, groupbyB.length, suffixB),
    groupby: groupbyA.map(getColumnLabel),
    groupbyB: groupbyB.map(getColumnLabel),
    seriesQueryMap,
    seriesBreakdown: builtA.series.length,
    selectedValues: selectedValues ?? [],
    hooks: chartProps.hooks,
    emitCrossFilters: chartProps.emitCrossFilters,
  };
}

/** A query's label map keyed by its series names as drawn (with the query identifier). */
function drawnLabelMap(
  labelMap: Record<string, string[]> | undefined,
  groupbyCount: number,
  suffix: string,
): Record<string, DataRecordValue[]> {
  const values = groupbyLabelMap(labelMap, groupbyCount);
  return Object.fromEntries(Object.entries(values).map(([name, v]) => [`${name}${suffix}`, v]));
}
