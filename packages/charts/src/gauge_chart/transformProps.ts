import { getTimeFormatter } from '@tessera/core';
import type { EChartsCoreOption } from 'echarts/core';
import { OpacityEnum, themeColors } from '../shared/echarts/constants.js';
import { formatSeriesName, getColtypesMapping } from '../shared/echarts/series.js';
import { getDefaultTooltip, tooltipHtml } from '../shared/echarts/tooltip.js';
import type { EchartsChartProps } from '../shared/echarts/types.js';
import { formBoolean, formNumber, formValue } from '../shared/formDataValue.js';
import { getColumnLabel, getMetricLabel, isQueryFormColumn } from '../shared/query/labels.js';
import { ensureIsArray } from '../shared/query/valueChecks.js';
import type { ChartProps, DataRecordValue, QueryFormMetric } from '../types.js';
import { categoryChartFormat } from '../shared/echarts/categoryChartFormat.js';

const toNumber = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
};

/** Comma-separated numbers ("2,4,5"), the ones that parse. */
export function parseNumberList(text: unknown): number[] {
  if (typeof text !== 'string' || !text.trim()) return [];
  return text
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((n) => Number.isFinite(n));
}

/**
 * The axis line's colour stops for the interval bounds: each bound normalised to 0..1
 * between min and max, coloured by its (1-based) index in the scheme.
 */
export function intervalColorStops(
  intervals: number[],
  colorIndices: number[],
  min: number,
  max: number,
  schemeColors: readonly string[],
  fallback: string,
): [number, string][] {
  const span = max - min;
  if (intervals.length === 0 || span <= 0) return [];
  return intervals.map((bound, i) => {
    const index = colorIndices[i];
    const color =
      index && schemeColors.length ? schemeColors[(index - 1) % schemeColors.length] : fallback;
    return [Math.min(1, Math.max(0, (bound - min) / span)), color] as [number, string];
  });
}

/** The ticks and split lines just outside the axis line. */
function axisDecorations(
  axisWidth: number,
  fontSize: number,
  showAxisTick: boolean,
  showSplitLine: boolean,
  color: string,
) {
  return {
    axisTick: {
      show: showAxisTick,
      distance: -axisWidth - 4,
      length: 6,
      lineStyle: { color, width: 1 },
    },
    splitLine: {
      show: showSplitLine,
      distance: -axisWidth - 4,
      length: Math.max(8, fontSize * 0.6),
      lineStyle: { color, width: 2 },
    },
  };
}

/**
 * The pointers as gauge data items: their titles and values stacked under the centre, one
 * pair per pointer (offsets in % of the radius), each value in its pointer's colour.
 */
function pointerItems(
  points: { name: string; value: number | null }[],
  layout: { radius: number; fontSize: number; subtleText: string },
  style: (name: string) => { color: string; opacity: number },
  formatValue: (value: unknown) => string,
) {
  const { radius, fontSize } = layout;
  const titleStep = ((fontSize * 1.3) / radius) * 100;
  const pairStep = titleStep + ((fontSize * 1.2 * 1.3) / radius) * 100;
  const firstOffset = 20;
  return points.map((point, index) => {
    const itemStyle = style(point.name);
    return {
      name: point.name,
      value: point.value,
      itemStyle,
      title: {
        offsetCenter: ['0%', `${firstOffset + index * pairStep}%`],
        fontSize,
        color: layout.subtleText,
        overflow: 'truncate',
        width: radius * 1.6,
      },
      detail: {
        offsetCenter: ['0%', `${firstOffset + index * pairStep + titleStep}%`],
        fontSize: fontSize * 1.2,
        color: itemStyle.color,
        formatter: formatValue,
      },
    };
  });
}

/**
 * Gauge: every row is a pointer (named "col: value, ...") on one shared dial whose range is
 * min/max or, unset, twice the data's extremes (0 included); intervals colour the axis line.
 */
export default function transformProps(chartProps: ChartProps): EchartsChartProps {
  const { formData, queriesData, width, height, theme, datasource } = chartProps;
  const queryData = queriesData[0] ?? { colnames: [], coltypes: [], data: [], rowcount: 0 };
  const data = queryData.data ?? [];
  const metric = formData.metric as QueryFormMetric | undefined;
  const metricLabel = metric ? getMetricLabel(metric) : '';
  const groupby = ensureIsArray(formData.groupby).filter(isQueryFormColumn).map(getColumnLabel);
  const coltypes = getColtypesMapping(queryData);
  const verbose = datasource.verbose_map ?? {};
  const fontSize = formNumber(formData, 'font_size', 15);
  const showPointer = formBoolean(formData, 'show_pointer', true);
  const animation = formBoolean(formData, 'animation', true);
  const showProgress = formBoolean(formData, 'show_progress', true);
  const overlap = formBoolean(formData, 'overlap', true);
  const roundCap = formBoolean(formData, 'round_cap', false);
  const showAxisTick = formBoolean(formData, 'show_axis_tick', false);
  const showSplitLine = formBoolean(formData, 'show_split_line', false);
  const splitNumber = formNumber(formData, 'split_number', 10);
  const startAngle = formNumber(formData, 'start_angle', 225);
  const endAngle = formNumber(formData, 'end_angle', -45);
  const valueFormatter = formValue<string>(formData, 'value_formatter', '{value}');
  const timeFormatter = getTimeFormatter('smart_date');
  const { numberFormatter, colorScale, selectedValues } = categoryChartFormat(chartProps, metric);
  const colors = themeColors(theme);
  const formatValue = (value: unknown) =>
    valueFormatter.replace('{value}', numberFormatter(toNumber(value) ?? Number.NaN));

  const labelMap: Record<string, DataRecordValue[]> = {};
  const points = data.map((datum) => {
    const name = groupby.length
      ? groupby
          .map(
            (col) =>
              `${verbose[col] ?? col}: ${formatSeriesName(datum[col], {
                timeFormatter,
                coltype: coltypes[col],
              })}`,
          )
          .join(', ')
      : metricLabel;
    labelMap[name] = groupby.map((col) => datum[col] ?? null);
    return { name, value: toNumber(datum[metricLabel]) };
  });
  const values = points.map((p) => p.value).filter((v): v is number => v !== null);
  const minVal = toNumber(formData.min_val) ?? 2 * Math.min(...values, 0);
  let maxVal = toNumber(formData.max_val) ?? 2 * Math.max(...values, 0);
  if (maxVal <= minVal) maxVal = minVal + 1;

  const radius = (Math.min(width, height) / 2) * 0.75 || 1;
  const progressWidth = Math.max(6, Math.min(20, radius / 12));
  const axisWidth = progressWidth;
  const items = pointerItems(
    points,
    { radius, fontSize, subtleText: colors.subtleText },
    (name) => ({
      color: colorScale(name),
      opacity:
        selectedValues.length > 0 && !selectedValues.includes(name)
          ? OpacityEnum.SemiTransparent
          : OpacityEnum.NonTransparent,
    }),
    formatValue,
  );

  const intervals = parseNumberList(formData.intervals);
  const intervalStops = intervalColorStops(
    intervals,
    parseNumberList(formData.interval_color_indices),
    minVal,
    maxVal,
    colorScale.colors,
    colors.border,
  );
  const axisLineColor: [number, string][] = intervalStops.length
    ? intervalStops[intervalStops.length - 1][0] < 1
      ? [...intervalStops, [1, colors.splitLine]]
      : intervalStops
    : [[1, colors.splitLine]];

  // the chart's own animation (the renderer turns it off for people who ask for reduced motion)
  const echartOptions: EChartsCoreOption = {
    animation,
    tooltip: {
      ...getDefaultTooltip(theme),
      trigger: 'item',
      formatter: (params: { name?: string; value?: unknown; color?: string }) =>
        tooltipHtml([{ cells: [params.name ?? '', formatValue(params.value)] }], metricLabel),
    },
    series: [
      {
        type: 'gauge',
        min: minVal,
        max: maxVal,
        startAngle,
        endAngle,
        splitNumber,
        radius: '75%',
        center: ['50%', '55%'],
        progress: {
          show: showProgress,
          overlap,
          roundCap,
          width: progressWidth,
          clip: false,
        },
        axisLine: {
          roundCap,
          lineStyle: { width: axisWidth, color: axisLineColor },
        },
        ...axisDecorations(axisWidth, fontSize, showAxisTick, showSplitLine, colors.subtleText),
        axisLabel: {
          distance: axisWidth + Math.max(10, fontSize * 0.8) + 6,
          fontSize: Math.max(10, fontSize * 0.8),
          color: colors.subtleText,
          formatter: (value: number) => numberFormatter(value),
        },
        pointer: { show: showPointer, showAbove: false, width: Math.max(4, fontSize / 3) },
        anchor: { show: showPointer, size: fontSize / 2, itemStyle: { color: colors.subtleText } },
        title: { show: true },
        detail: { show: true, valueAnimation: animation },
        data: items,
      },
    ],
  };
  return {
    echartOptions,
    width,
    height,
    formData,
    theme,
    labelMap,
    groupby,
    selectedValues,
    hooks: chartProps.hooks,
    emitCrossFilters: chartProps.emitCrossFilters,
  };
}
