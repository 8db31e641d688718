import {
  SMART_DATE_DETAILED_ID,
  SMART_DATE_ID,
  getNumberFormatter,
  getTimeFormatter,
} from '@tessera/core';
import type { ChartTheme, GenericDataType } from '../types.js';
import { GenericDataType as DataType } from '../types.js';
import {
  TIMEGRAIN_TO_TIMESTAMP,
  TIMESERIES_CONSTANTS,
  themeColors,
} from '../shared/echarts/constants.js';
import { getChartPadding } from '../shared/echarts/legend.js';
import type { ChartPadding } from '../shared/echarts/legend.js';
import {
  calculateLowerLogTick,
  getMinAndMaxFromBounds,
  parseAxisBound,
} from '../shared/echarts/series.js';
import type { AxisType } from '../shared/echarts/series.js';
import type { LegendOrientation } from '../shared/echarts/types.js';
import type { TimeseriesOptions } from './options.js';

/** x labels: time formats for temporal axes (smart_date by default), numbers, else text. */
export function getXAxisFormatter(
  dataType: GenericDataType | undefined,
  timeFormat: string,
): (value: unknown) => string {
  if (dataType === DataType.TEMPORAL) {
    const formatter = getTimeFormatter(timeFormat || SMART_DATE_ID);
    return (value) => formatter(value as number);
  }
  if (dataType === DataType.NUMERIC) {
    const formatter = getNumberFormatter();
    return (value) => formatter(Number(value));
  }
  return (value) => String(value);
}

/** Tooltip titles: `smart_date` becomes the detailed variant (a full date). */
export function getTooltipTimeFormatter(
  dataType: GenericDataType | undefined,
  format: string,
): (value: unknown) => string {
  if (dataType !== DataType.TEMPORAL) return (value) => String(value);
  const formatter = getTimeFormatter(format === SMART_DATE_ID ? SMART_DATE_DETAILED_ID : format);
  return (value) => formatter(value as number);
}

export function axisTextStyle(theme: ChartTheme) {
  const colors = themeColors(theme);
  return {
    axisLabel: { color: colors.subtleText },
    axisLine: { lineStyle: { color: colors.border } },
    splitLine: { lineStyle: { color: colors.splitLine } },
    nameTextStyle: { color: colors.text },
  };
}

export function buildXAxis(opts: {
  type: AxisType;
  title: string;
  titleMargin: number;
  formatter: (value: unknown) => string;
  rotation: number;
  minorTicks: boolean;
  timeGrain?: string;
  truncate: boolean;
  min?: number;
  max?: number;
  seriesType?: string;
  theme: ChartTheme;
}): Record<string, unknown> {
  const style = axisTextStyle(opts.theme);
  return {
    type: opts.type,
    name: opts.title,
    nameGap: opts.titleMargin,
    nameLocation: 'middle',
    axisLine: style.axisLine,
    nameTextStyle: style.nameTextStyle,
    axisLabel: {
      ...style.axisLabel,
      hideOverlap: !(opts.type === 'time' && opts.rotation !== 0),
      formatter: opts.formatter,
      rotate: opts.rotation,
      ...(opts.type === 'time' && opts.rotation === 0
        ? { showMaxLabel: true, alignMaxLabel: 'right' }
        : {}),
    },
    minorTick: { show: opts.minorTicks },
    minInterval:
      opts.type === 'time' && opts.timeGrain ? (TIMEGRAIN_TO_TIMESTAMP[opts.timeGrain] ?? 0) : 0,
    ...getMinAndMaxFromBounds(opts.type, opts.truncate, opts.min, opts.max, opts.seriesType),
  };
}

export function buildYAxis(opts: {
  log: boolean;
  min?: number;
  max?: number;
  minorTicks: boolean;
  minorSplitLine: boolean;
  formatter: (value: number) => string;
  truncate: boolean;
  title: string;
  titleMargin: number;
  titlePosition: string;
  theme: ChartTheme;
  position?: 'left' | 'right';
}): Record<string, unknown> {
  const style = axisTextStyle(opts.theme);
  return {
    type: opts.log ? 'log' : 'value',
    ...(opts.position ? { position: opts.position } : {}),
    min: opts.min,
    max: opts.max,
    minorTick: { show: opts.minorTicks },
    minorSplitLine: { show: opts.minorSplitLine },
    axisLabel: { ...style.axisLabel, formatter: opts.formatter },
    axisLine: style.axisLine,
    splitLine: style.splitLine,
    nameTextStyle: style.nameTextStyle,
    scale: opts.truncate,
    name: opts.title,
    nameGap: opts.titleMargin,
    nameLocation: opts.titlePosition === 'Left' ? 'middle' : 'end',
  };
}

/** Grid padding: room for the legend, axis titles and the zoom slider. */
export function getPadding(opts: {
  showLegend: boolean;
  legendOrientation: LegendOrientation;
  legendMargin?: string | number | null;
  zoomable: boolean;
  yAxisTitle: string;
  yAxisTitleMargin: number;
  yAxisTitlePosition: string;
  xAxisTitle: string;
  xAxisTitleMargin: number;
}): ChartPadding {
  const addYOffset = Boolean(opts.yAxisTitle) && opts.yAxisTitleMargin !== 0;
  const xOffset = opts.xAxisTitle && opts.xAxisTitleMargin ? opts.xAxisTitleMargin : 0;
  const C = TIMESERIES_CONSTANTS;
  return getChartPadding(opts.showLegend, opts.legendOrientation, opts.legendMargin, {
    top:
      opts.yAxisTitlePosition === 'Top'
        ? C.gridOffsetTop + (opts.yAxisTitle ? opts.yAxisTitleMargin : 0)
        : C.gridOffsetTop + (addYOffset ? C.yAxisLabelTopOffset : 0),
    bottom: (opts.zoomable ? C.gridOffsetBottomZoomable : C.gridOffsetBottom) + xOffset,
    left:
      opts.yAxisTitlePosition === 'Left'
        ? C.gridOffsetLeft + (opts.yAxisTitle ? opts.yAxisTitleMargin : 0)
        : C.gridOffsetLeft,
    right: opts.showLegend && opts.legendOrientation === 'right' ? 0 : C.gridOffsetRight,
  });
}

/**
 * The axes of a one-query time-series chart, and its grid padding: shares (contribution by
 * row, 100% stacks) stacked from 0 to 1, a log axis from the tick below its smallest value,
 * and the axes (and their paddings) swapped when the bars are horizontal.
 */
export function timeseriesAxes(opts: {
  o: TimeseriesOptions;
  theme: ChartTheme;
  xAxisType: AxisType;
  xAxisDataType: GenericDataType | undefined;
  isHorizontal: boolean;
  isAreaExpand: boolean;
  /** The smallest positive value drawn (a log axis's lower bound). */
  minPositiveValue: number | undefined;
  yFormatter: (value: number) => string;
}): { xAxis: Record<string, unknown>; yAxis: Record<string, unknown>; padding: ChartPadding } {
  const { o, theme, yFormatter } = opts;
  const [xAxisMin, xAxisMax] = (o.xAxisBounds ?? []).map(parseAxisBound);
  let [yAxisMin, yAxisMax] = (o.yAxisBounds ?? []).map(parseAxisBound);
  if ((o.contributionMode === 'row' || opts.isAreaExpand) && o.stack) {
    yAxisMin ??= 0;
    yAxisMax ??= 1;
  } else if (o.logAxis && yAxisMin === undefined && opts.minPositiveValue !== undefined) {
    yAxisMin = calculateLowerLogTick(opts.minPositiveValue);
  }

  const padding = getPadding(o);
  let xAxis = buildXAxis({
    type: opts.xAxisType,
    title: o.xAxisTitle,
    titleMargin: o.xAxisTitleMargin,
    formatter: getXAxisFormatter(opts.xAxisDataType, o.xAxisTimeFormat),
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
  if (opts.isHorizontal) {
    [xAxis, yAxis] = [yAxis, xAxis];
    [padding.bottom, padding.left] = [padding.left, padding.bottom];
  }
  return { xAxis, yAxis, padding };
}

/** The slider + inside zoom and the toolbox's zoom buttons. */
export function zoomOptions(zoomable: boolean, stacked: boolean, isHorizontal: boolean) {
  const C = TIMESERIES_CONSTANTS;
  return {
    toolbox: {
      show: zoomable,
      top: C.toolboxTop,
      right: C.toolboxRight,
      feature: {
        dataZoom: {
          ...(stacked ? { yAxisIndex: false } : {}),
          title: { zoom: 'zoom area', back: 'restore zoom' },
        },
      },
    },
    dataZoom: zoomable
      ? [
          {
            type: 'slider',
            start: C.dataZoomStart,
            end: C.dataZoomEnd,
            bottom: C.zoomBottom,
            ...(isHorizontal ? { yAxisIndex: 0 } : {}),
          },
          {
            type: 'inside',
            start: C.dataZoomStart,
            end: C.dataZoomEnd,
            ...(isHorizontal ? { yAxisIndex: 0 } : {}),
          },
        ]
      : [],
  };
}
