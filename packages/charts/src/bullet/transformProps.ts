import type { NumberFormatter } from '@tessera/core';
import type { EChartsCoreOption } from 'echarts/core';
import { getColorScale } from '../shared/color/colorScale.js';
import { themeColors, type ChartThemeColors } from '../shared/echarts/constants.js';
import { getDefaultTooltip, tooltipHtml } from '../shared/echarts/tooltip.js';
import type { EchartsChartProps } from '../shared/echarts/types.js';
import { getValueFormatter } from '../shared/format/valueFormatter.js';
import { formBoolean, formValue } from '../shared/formDataValue.js';
import { getColumnLabel, getMetricLabel, isQueryFormColumn } from '../shared/query/labels.js';
import { ensureIsArray } from '../shared/query/valueChecks.js';
import type { ChartProps, QueryFormMetric } from '../types.js';

/** "1, 2,3" → [1, 2, 3] (null when empty or not all numbers). */
export function tokenizeNumbers(value: unknown): number[] | null {
  if (Array.isArray(value)) value = value.join(',');
  if (typeof value === 'number') return [value];
  if (typeof value !== 'string' || !value.trim()) return null;
  const numbers = value.split(',').map((s) => Number(s.trim()));
  return numbers.every(Number.isFinite) ? numbers : null;
}

/** "a, b" → ["a", "b"]. */
export function tokenizeStrings(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string' || !value.trim()) return [];
  return value.split(',').map((s) => s.trim());
}

interface MarkStyle {
  kind: 'Marker' | 'Marker line';
  symbol: string;
  symbolSize: number | number[];
  symbolOffset?: number[];
  labelPosition: string;
  z: number;
}

const LIGHT_BANDS = ['#c9c9c9', '#dcdcdc', '#ebebeb', '#f5f5f5'];
const DARK_BANDS = ['#5a5a5a', '#474747', '#383838', '#2c2c2c'];

interface MarkContext {
  categories: string[];
  formatter: NumberFormatter;
  colors: ChartThemeColors;
  showLabels: boolean;
}

/** Markers (triangles) or marker lines (thin rects): one scatter series each, on every row. */
function markSeries(ctx: MarkContext, values: number[], labels: string[], style: MarkStyle) {
  const { categories, formatter, colors, showLabels } = ctx;
  return values.map((value, i) => ({
    type: 'scatter',
    name: labels[i] ? `${labels[i]}: ${formatter(value)}` : formatter(value),
    yAxisIndex: 1,
    symbol: style.symbol,
    symbolSize: style.symbolSize,
    symbolOffset: style.symbolOffset,
    z: style.z,
    itemStyle: { color: colors.text },
    label: {
      // A marker shows its label only when it has one, a line its value otherwise.
      show: showLabels && (style.kind === 'Marker line' || Boolean(labels[i])),
      position: style.labelPosition,
      distance: 2,
      color: colors.subtleText,
      formatter: () => labels[i] || formatter(value),
    },
    tooltip: {
      formatter: () => tooltipHtml([{ cells: [labels[i] || style.kind, formatter(value)] }]),
    },
    data: categories.map((category) => [value, category]),
  }));
}

/** The ranges as stacked bands: sorted ascending, each from the previous threshold. */
function bandSeries(
  ctx: MarkContext,
  sortedRanges: { value: number; label: string }[],
  bandPx: number,
  bandColors: string[],
) {
  const { categories, formatter, colors, showLabels } = ctx;
  const rangeName = (value: number, label: string) =>
    label ? `${label}: ≤ ${formatter(value)}` : `≤ ${formatter(value)}`;
  return sortedRanges.map(({ value, label }, i) => ({
    type: 'bar',
    name: rangeName(value, label),
    stack: 'ranges',
    yAxisIndex: 0,
    barWidth: bandPx,
    silent: false,
    itemStyle: { color: bandColors[Math.min(i, bandColors.length - 1)] },
    label: {
      show: showLabels && Boolean(label),
      position: 'insideTopRight',
      color: colors.subtleText,
      fontSize: 11,
      formatter: () => label,
    },
    tooltip: {
      formatter: () => tooltipHtml([{ cells: [label || 'Range', `≤ ${formatter(value)}`] }]),
    },
    data: categories.map(() => value - (i > 0 ? sortedRanges[i - 1].value : 0)),
  }));
}

/**
 * Bullet chart: the metric as a thin bar over shaded qualitative ranges (stacked bands, the
 * darkest nearest zero), markers as triangles and marker lines across the bar; one bullet per
 * row of the optional groupby. Ranges default to one band up to 110% of the measure.
 */
export default function transformProps(chartProps: ChartProps): EchartsChartProps {
  const { formData, queriesData, width, height, theme, datasource } = chartProps;
  const data = queriesData[0]?.data ?? [];
  const metric = formData.metric as QueryFormMetric | undefined;
  const metricLabel = metric ? getMetricLabel(metric) : '';
  const groupby = ensureIsArray(formData.groupby).filter(isQueryFormColumn).map(getColumnLabel);
  const grouped = groupby.length > 0;
  const rows = grouped ? data : data.slice(0, 1);
  const categories = grouped
    ? rows.map((row) => groupby.map((col) => String(row[col] ?? '<NULL>')).join(', '))
    : [metricLabel];
  const measures = rows.map((row) => {
    const n = Number(row[metricLabel]);
    return Number.isFinite(n) ? n : 0;
  });
  if (!measures.length) measures.push(0);
  const top = Math.max(...measures);
  const ranges = tokenizeNumbers(formValue(formData, 'ranges', '')) ?? [0, top * 1.1];
  const rangeLabels = tokenizeStrings(formValue(formData, 'range_labels', ''));
  const markers = tokenizeNumbers(formValue(formData, 'markers', '')) ?? [];
  const markerLabels = tokenizeStrings(formValue(formData, 'marker_labels', ''));
  const markerLines = tokenizeNumbers(formValue(formData, 'marker_lines', '')) ?? [];
  const markerLineLabels = tokenizeStrings(formValue(formData, 'marker_line_labels', ''));
  const showLabels = formBoolean(formData, 'show_labels', true);
  const showLegend = formBoolean(formData, 'show_legend', false);
  const formatter = getValueFormatter(
    metric,
    datasource.currency_formats,
    datasource.column_formats,
    formValue(formData, 'y_axis_format', 'SMART_NUMBER'),
  );
  const colors = themeColors(theme);
  const bandColors = theme === 'dark' ? DARK_BANDS : LIGHT_BANDS;
  const measureColor = getColorScale(
    formValue<string | undefined>(formData, 'color_scheme', undefined),
    { namespace: chartProps.labelColors },
  )(metricLabel);

  const all = [0, ...measures, ...ranges, ...markers, ...markerLines];
  const axisMin = Math.min(...all);
  let axisMax = Math.max(...all);
  if (axisMax === axisMin) axisMax = axisMin + 1;

  // Pixel sizes of a row: the bands at most 56px tall, the measure a third of them.
  const gridTop = showLegend ? 36 : 16;
  const rowBand = Math.max(4, (height - gridTop - 40) / categories.length);
  const bandPx = Math.max(3, Math.min(rowBand * 0.6, 56));
  const measurePx = Math.max(2, Math.round(bandPx / 3));

  // Ranges as stacked bands: sorted ascending, each band from the previous threshold.
  const sortedRanges = ranges
    .map((value, i) => ({ value, label: rangeLabels[i] ?? '' }))
    .filter(({ value }) => value > 0)
    .sort((a, b) => a.value - b.value);
  const ctx: MarkContext = { categories, formatter, colors, showLabels };

  const echartOptions: EChartsCoreOption = {
    animation: false,
    legend: {
      show: showLegend,
      top: 0,
      type: 'scroll',
      textStyle: { color: colors.text },
      pageTextStyle: { color: colors.subtleText },
    },
    grid: {
      top: gridTop,
      // Rows no taller than their band and labels: a lone bullet sits at the top, as nvd3's.
      height: Math.max(20, Math.min(height - gridTop - 40, categories.length * (bandPx + 36))),
      left: 12,
      right: 24,
      containLabel: true,
    },
    tooltip: { ...getDefaultTooltip(theme), trigger: 'item' },
    xAxis: {
      type: 'value',
      min: axisMin,
      max: axisMax,
      splitLine: { show: false },
      axisLine: { lineStyle: { color: colors.border } },
      axisLabel: { color: colors.subtleText, formatter: (v: number) => formatter(v) },
    },
    yAxis: [
      {
        type: 'category',
        data: categories,
        inverse: true,
        axisLine: { show: false },
        axisTick: { show: false },
        axisLabel: { color: colors.text, width: Math.max(60, width * 0.25), overflow: 'truncate' },
      },
      { type: 'category', data: categories, inverse: true, show: false },
    ],
    series: [
      ...bandSeries(ctx, sortedRanges, bandPx, bandColors),
      {
        type: 'bar',
        name: metricLabel,
        yAxisIndex: 1,
        barWidth: measurePx,
        z: 10,
        itemStyle: { color: measureColor },
        data: measures,
        tooltip: {
          formatter: (p: { dataIndex: number }) =>
            tooltipHtml(
              [{ cells: [metricLabel, formatter(measures[p.dataIndex])] }],
              grouped ? categories[p.dataIndex] : undefined,
            ),
        },
      },
      ...markSeries(ctx, markers, markerLabels, {
        kind: 'Marker',
        symbol: 'triangle',
        symbolSize: 12,
        symbolOffset: [0, measurePx / 2 + 7],
        labelPosition: 'right',
        z: 20,
      }),
      ...markSeries(ctx, markerLines, markerLineLabels, {
        kind: 'Marker line',
        symbol: 'rect',
        symbolSize: [3, bandPx],
        labelPosition: 'top',
        z: 15,
      }),
    ],
  };
  return { echartOptions, width, height, formData, theme, hooks: chartProps.hooks };
}
