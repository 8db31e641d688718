import type { NumberFormatter } from '@tessera/core';
import type { ColorScale } from '../shared/color/colorScale.js';
import { OpacityEnum, StackControlsValue } from '../shared/echarts/constants.js';
import {
  extractForecastSeriesContext,
  type ForecastSeriesType,
} from '../shared/echarts/forecast.js';
import type { RawSeries, SeriesDatum } from '../shared/echarts/series.js';
import type { SeriesStyle } from './options.js';

export type EchartsSeries = Record<string, unknown>;

export interface TransformSeriesOptions extends Partial<SeriesStyle> {
  colorKey: string;
  selectedValues?: string[] | null;
  seriesContexts?: Record<string, ForecastSeriesType[]>;
  formatter?: NumberFormatter;
  totalStackedValues?: (number | undefined)[];
  /** Per x: the series that carries the stack total label. */
  showValueNames?: (string | undefined)[];
  thresholdValues?: number[];
  richTooltip?: boolean;
  isHorizontal?: boolean;
  /** Time-shifted series: dashed and faded. */
  derived?: boolean;
  dashType?: string | number[];
  /** Stack id prefix (the mixed chart stacks each query apart). */
  stackPrefix?: string;
}

/**
 * One ECharts series from a raw series, as Superset's `transformSeries`: the plot type from
 * the series type (forecast observations become points, confidence bands stacked areas),
 * stacking, area, markers, value labels (only the stack total under `only_total`) and
 * the colour of its label in the scheme.
 */
export function transformSeries(
  series: RawSeries,
  colorScale: ColorScale,
  opts: TransformSeriesOptions,
): EchartsSeries | undefined {
  const {
    area,
    opacity: areaOpacity = 1,
    seriesType,
    stack,
    yAxisIndex = 0,
    showValue,
    onlyTotal,
    markerEnabled,
    markerSize,
    formatter,
    totalStackedValues = [],
    showValueNames = [],
    thresholdValues = [],
    richTooltip,
    isHorizontal = false,
    seriesContexts = {},
    selectedValues,
  } = opts;
  const forecast = extractForecastSeriesContext(series.name);
  const contexts = seriesContexts[forecast.name] ?? [];
  const hasForecast = contexts.some((c) => c !== 'observation');
  const isConfidenceBand = forecast.type === 'lower' || forecast.type === 'upper';
  if ((stack || area) && isConfidenceBand) return undefined;
  const isObservation = forecast.type === 'observation';
  const isFiltered = Boolean(selectedValues?.length) && !selectedValues?.includes(series.name);
  const opacity: number = isFiltered ? OpacityEnum.SemiTransparent : OpacityEnum.NonTransparent;

  let stackId: string | undefined;
  if (isConfidenceBand) stackId = `${opts.stackPrefix ?? ''}${forecast.name}`;
  else if (stack && isObservation) stackId = `${opts.stackPrefix ?? ''}obs`;
  else if (stack && forecast.type === 'trend') stackId = `${opts.stackPrefix ?? ''}trend`;

  let plotType: 'scatter' | 'line' | 'bar';
  if (!isConfidenceBand && (seriesType === 'scatter' || (hasForecast && isObservation)))
    plotType = 'scatter';
  else if (isConfidenceBand) plotType = 'line';
  else plotType = seriesType === 'bar' ? 'bar' : 'line';

  const itemStyle: Record<string, unknown> = { color: colorScale(opts.colorKey), opacity };
  let emphasis: Record<string, unknown> = {};
  let showSymbol = false;
  if (!isConfidenceBand) {
    if (plotType === 'scatter') showSymbol = true;
    else if (hasForecast && isObservation) showSymbol = true;
    else if (plotType === 'line' && showValue) showSymbol = true;
    else if (plotType === 'line' && !richTooltip && !markerEnabled) {
      // Invisible points keep item-triggered line charts clickable (cross-filters).
      showSymbol = true;
      itemStyle.opacity = 0;
      emphasis = { itemStyle: { opacity: 1 } };
    } else if (markerEnabled) showSymbol = true;
  }
  const lineOpacity = isConfidenceBand
    ? OpacityEnum.Transparent
    : opts.derived
      ? Math.min(opacity, OpacityEnum.DerivedSeries)
      : opacity;
  const lineStyle: Record<string, unknown> = { opacity: lineOpacity };
  if (opts.derived) lineStyle.type = opts.dashType ?? 'dashed';

  const valueAt = isHorizontal ? 0 : 1;
  return {
    ...series,
    id: series.id,
    data: series.data,
    yAxisIndex,
    name: forecast.name,
    itemStyle,
    type: plotType,
    smooth: seriesType === 'smooth',
    triggerLineEvent: true,
    step:
      seriesType === 'start' || seriesType === 'middle' || seriesType === 'end'
        ? seriesType
        : undefined,
    stack: stackId,
    ...(stack === StackControlsValue.Stream ? { stackStrategy: 'all' } : {}),
    lineStyle,
    areaStyle: area || forecast.type === 'upper' ? { opacity: opacity * areaOpacity } : undefined,
    emphasis: { focus: 'none', lineStyle: { width: 'bolder' }, ...emphasis },
    showSymbol,
    symbolSize: markerSize,
    label: {
      show: Boolean(showValue),
      position: isHorizontal ? 'right' : 'top',
      formatter: (params: { value: SeriesDatum; dataIndex: number; seriesName: string }) => {
        const numeric = params.value[valueAt] as number;
        if (!formatter) return numeric;
        if (!stack) return formatter(numeric);
        if (!onlyTotal) {
          return numeric >= (thresholdValues[params.dataIndex] ?? 0) ? formatter(numeric) : '';
        }
        if (params.seriesName === showValueNames[params.dataIndex]) {
          return formatter(totalStackedValues[params.dataIndex] ?? numeric);
        }
        return '';
      },
    },
  };
}

/** The invisible baseline a stream graph stacks on, centring the stack around zero. */
export function getBaselineSeriesForStream(
  series: SeriesDatum[][],
  seriesType?: string,
): EchartsSeries {
  const length = series[0]?.length ?? 0;
  const data: SeriesDatum[] = [];
  for (let i = 0; i < length; i += 1) {
    let sum = 0;
    let weighted = 0;
    for (let j = 0; j < series.length; j += 1) {
      const value = Number(series[j][i]?.[1]) || 0;
      sum += value;
      let previous = 0;
      for (let k = 0; k < j; k += 1) previous += Number(series[k][i]?.[1]) || 0;
      weighted += (0.5 * value + previous) * value;
    }
    data.push([series[0][i][0], sum === 0 ? 0 : -weighted / sum]);
  }
  return {
    data,
    name: 'baseline',
    stack: 'obs',
    stackStrategy: 'all',
    type: 'line',
    lineStyle: { opacity: 0 },
    tooltip: { show: false },
    silent: true,
    showSymbol: false,
    areaStyle: { opacity: 0 },
    step:
      seriesType === 'start' || seriesType === 'middle' || seriesType === 'end'
        ? seriesType
        : undefined,
    smooth: seriesType === 'smooth',
  };
}
