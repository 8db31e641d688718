import { getNumberFormatter } from '@tessera/core';
import type { EChartsCoreOption } from 'echarts/core';
import { getColorScale } from '../shared/color/colorScale.js';
import { NULL_STRING, OpacityEnum } from '../shared/echarts/constants.js';
import {
  asLegendOrientation,
  asLegendType,
  getChartPadding,
  getLegendProps,
} from '../shared/echarts/legend.js';
import { getMinAndMaxFromBounds, parseAxisBound } from '../shared/echarts/series.js';
import { finiteExtent } from '../shared/echarts/extent.js';
import { getDefaultTooltip, tooltipHtml } from '../shared/echarts/tooltip.js';
import type { EchartsChartProps } from '../shared/echarts/types.js';
import { formBoolean, formNumber, formValue } from '../shared/formDataValue.js';
import { getColumnLabel, getMetricLabel, isQueryFormColumn } from '../shared/query/labels.js';
import { axisTextStyle } from '../timeseries/axes.js';
import type { ChartProps, DataRecordValue, QueryFormMetric } from '../types.js';

export const MINIMUM_BUBBLE_SIZE = 5;

type BubbleDatum = [unknown, unknown, unknown, DataRecordValue, DataRecordValue];

/**
 * A bubble's symbol size: its size metric placed between the smallest and largest of the
 * chart over [5, 5 + 2 × max_bubble_size] (every bubble the smallest when all are equal).
 */
export function bubbleSize(size: number, min: number, max: number, maxBubbleSize: number) {
  const spread = max - min;
  return (((size - min) / spread) * (maxBubbleSize * 2) || 0) + MINIMUM_BUBBLE_SIZE;
}

/** Roughly how wide (px) the widest of these axis labels is drawn at 12px. */
export const labelWidth = (labels: string[]) => Math.max(0, ...labels.map((l) => l.length)) * 7;

/** A value (or log) axis with its title away from its labels. */
function valueAxis(
  theme: ChartProps['theme'],
  opts: { log: boolean; title: string; titleMargin: number; formatter: (v: number) => string },
) {
  const style = axisTextStyle(theme);
  return {
    type: opts.log ? 'log' : 'value',
    name: opts.title,
    nameLocation: 'middle',
    nameGap: opts.titleMargin,
    nameTextStyle: { ...style.nameTextStyle, fontWeight: 'bolder' },
    axisLine: style.axisLine,
    axisLabel: { ...style.axisLabel, formatter: opts.formatter },
    splitLine: { lineStyle: { ...style.splitLine.lineStyle, type: 'dashed' } },
  };
}

/**
 * Bubble chart: each row is a bubble at (x, y) sized by the size metric, one scatter series
 * (and legend entry, and colour) per `series` value, or per entity without a series; a
 * click on a bubble cross-filters by its series value.
 */
export default function transformProps(chartProps: ChartProps): EchartsChartProps {
  const { formData, queriesData, width, height, theme } = chartProps;
  const queryData = queriesData[0] ?? { colnames: [], coltypes: [], data: [], rowcount: 0 };
  const data = queryData.data ?? [];
  const label = (key: string) => {
    const m = formData[key] as QueryFormMetric | null | undefined;
    return m ? getMetricLabel(m) : '';
  };
  const xLabel = label('x');
  const yLabel = label('y');
  const sizeLabel = label('size');
  const entity = isQueryFormColumn(formData.entity) ? getColumnLabel(formData.entity) : '';
  const seriesColumn = isQueryFormColumn(formData.series) ? getColumnLabel(formData.series) : '';
  const maxBubbleSize = formNumber(formData, 'max_bubble_size', 25);
  const opacity = formNumber(formData, 'opacity', 0.6);
  const showLegend = formBoolean(formData, 'show_legend', true);
  const legendOrientation = asLegendOrientation(formValue(formData, 'legendOrientation', 'top'));
  const legendType = asLegendType(formValue(formData, 'legendType', 'scroll'));
  const logX = formBoolean(formData, 'logXAxis', false);
  const logY = formBoolean(formData, 'logYAxis', false);
  const xFormatter = getNumberFormatter(formValue(formData, 'xAxisFormat', 'SMART_NUMBER'));
  const yFormatter = getNumberFormatter(formValue(formData, 'y_axis_format', 'SMART_NUMBER'));
  const sizeFormatter = getNumberFormatter(
    formValue(formData, 'tooltipSizeFormat', 'SMART_NUMBER'),
  );
  const colorScale = getColorScale(
    formValue<string | undefined>(formData, 'color_scheme', undefined),
    {
      namespace: chartProps.labelColors,
      forcedColors: formData.label_colors as Record<string, string> | undefined,
    },
  );
  const selectedValues = (chartProps.filterState?.selectedValues ?? []) as string[];

  const [minSize = 0, maxSize = 0] = finiteExtent(data.map((d) => d[sizeLabel]));
  const bySeries = new Map<string, { value: BubbleDatum; symbolSize: number }[]>();
  const labelMap: Record<string, DataRecordValue[]> = {};
  for (const datum of data) {
    const raw = seriesColumn ? datum[seriesColumn] : datum[entity];
    const name = raw === null || raw === undefined || raw === '' ? NULL_STRING : String(raw);
    if (seriesColumn) labelMap[name] = [datum[seriesColumn] ?? null];
    const point = {
      value: [
        datum[xLabel],
        datum[yLabel],
        datum[sizeLabel],
        datum[entity] ?? null,
        seriesColumn ? (datum[seriesColumn] ?? null) : null,
      ] as BubbleDatum,
      symbolSize: bubbleSize(Number(datum[sizeLabel]), minSize, maxSize, maxBubbleSize),
    };
    const list = bySeries.get(name);
    if (list) list.push(point);
    else bySeries.set(name, [point]);
  }
  const series = [...bySeries].map(([name, points]) => {
    const filtered = selectedValues.length > 0 && !selectedValues.includes(name);
    return {
      name,
      type: 'scatter',
      data: points,
      itemStyle: {
        color: colorScale(name),
        opacity: filtered ? OpacityEnum.SemiTransparent * opacity : opacity,
      },
    };
  });

  const [xMin, xMax] = formValue<unknown[]>(formData, 'xAxisBounds', []).map(parseAxisBound);
  const [yMin, yMax] = formValue<unknown[]>(formData, 'y_axis_bounds', []).map(parseAxisBound);
  const xTitleMargin = formNumber(formData, 'x_axis_title_margin', 30);
  const yTitleMargin = formNumber(formData, 'y_axis_title_margin', 30);
  const xTitle = formValue(formData, 'x_axis_label', '');
  const yTitle = formValue(formData, 'y_axis_label', '');
  const padding = getChartPadding(
    showLegend,
    legendOrientation,
    formValue(formData, 'legendMargin', null),
    {
      top: 20,
      right: 20,
      bottom: 20 + (xTitle ? xTitleMargin : 0),
      left: 20 + (yTitle ? yTitleMargin : 0),
    },
  );
  const xAxis = valueAxis(theme, {
    log: logX,
    title: xTitle,
    titleMargin: xTitleMargin,
    formatter: xFormatter,
  });
  const yLabels = finiteExtent(data.map((d) => d[yLabel])).map((v) => yFormatter(v));
  const echartOptions: EChartsCoreOption = {
    grid: { containLabel: true, ...padding },
    xAxis: {
      ...xAxis,
      scale: true,
      axisLabel: { ...xAxis.axisLabel, rotate: formNumber(formData, 'xAxisLabelRotation', 0) },
      ...getMinAndMaxFromBounds(
        logX ? 'log' : 'value',
        formBoolean(formData, 'truncateXAxis', false),
        xMin,
        xMax,
      ),
    },
    yAxis: {
      ...valueAxis(theme, {
        log: logY,
        title: yTitle,
        // past the widest label, so the title does not cover them
        titleMargin: Math.max(yTitleMargin, labelWidth(yLabels) + 14),
        formatter: yFormatter,
      }),
      scale: formBoolean(formData, 'truncateYAxis', false),
      min: yMin,
      max: yMax,
    },
    legend: {
      ...getLegendProps(legendType, legendOrientation, showLegend, theme),
      data: series.map((s) => s.name),
    },
    tooltip: {
      ...getDefaultTooltip(theme),
      trigger: 'item',
      formatter: (params: { data?: { value?: BubbleDatum } }) => {
        const d = params.data?.value;
        if (!d) return '';
        const title = d[4] !== null && d[4] !== undefined ? `${d[4]} (${d[3]})` : String(d[3]);
        return tooltipHtml(
          [
            { cells: [xLabel, xFormatter(d[0] as number)] },
            { cells: [yLabel, yFormatter(d[1] as number)] },
            { cells: [sizeLabel, sizeFormatter(d[2] as number)] },
          ],
          title,
        );
      },
    },
    series,
  };
  return {
    echartOptions,
    width,
    height,
    formData,
    theme,
    labelMap,
    groupby: seriesColumn ? [seriesColumn] : [],
    selectedValues,
    hooks: chartProps.hooks,
    emitCrossFilters: chartProps.emitCrossFilters,
  };
}
