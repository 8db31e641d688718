import { getNumberFormatter, getTimeFormatter } from '@tessera/core';
import type { EChartsCoreOption } from 'echarts/core';
import { getColorScale } from '../shared/color/colorScale.js';
import { TIMESERIES_CONSTANTS, themeColors } from '../shared/echarts/constants.js';
import {
  asLegendOrientation,
  asLegendType,
  getChartPadding,
  getLegendProps,
} from '../shared/echarts/legend.js';
import { getDefaultTooltip, tooltipHtml } from '../shared/echarts/tooltip.js';
import type { EchartsChartProps } from '../shared/echarts/types.js';
import { formBoolean, formNumber, formValue } from '../shared/formDataValue.js';
import { getColumnLabel, getMetricLabel, isQueryFormColumn } from '../shared/query/labels.js';
import { ensureIsArray } from '../shared/query/valueChecks.js';
import type {
  ChartDataResult,
  ChartProps,
  DataRecord,
  DataRecordValue,
  QueryFormData,
  QueryFormMetric,
} from '../types.js';
import { GenericDataType } from '../types.js';

const labelOf = (col: unknown) => (isQueryFormColumn(col) ? getColumnLabel(col) : undefined);
const toTime = (v: DataRecordValue | undefined) =>
  typeof v === 'number' ? v : v === null || v === undefined ? NaN : Date.parse(String(v));
const name = (v: DataRecordValue | undefined) =>
  v === null || v === undefined ? '<NULL>' : String(v);

/** "HH:mm:ss" applied to a UTC day: a bound of `x_axis_time_bounds`. */
function timeOnDay(day: number, time: unknown): number | undefined {
  if (typeof time !== 'string' || !Number.isFinite(day)) return undefined;
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(time.trim());
  if (!m) return undefined;
  const d = new Date(day);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), +m[1], +m[2], +(m[3] ?? 0));
}

export interface GanttRows {
  /** The y-axis rows, top to bottom: each category, or each (category, series) with subcategories. */
  labels: string[];
  rowOf: (datum: DataRecord) => number;
}

/** The rows of the y axis: categories in data order, split by series with `subcategories`. */
export function ganttRows(
  data: DataRecord[],
  yLabel: string | undefined,
  seriesLabel: string | undefined,
  subcategories: boolean,
): GanttRows {
  const index = new Map<string, number>();
  const labels: string[] = [];
  const keyOf = (d: DataRecord) => {
    const category = yLabel ? name(d[yLabel]) : '';
    return subcategories && seriesLabel ? `${category}\u0000${name(d[seriesLabel])}` : category;
  };
  const groups = new Map<string, string[]>();
  for (const d of data) {
    const category = yLabel ? name(d[yLabel]) : '';
    const key = keyOf(d);
    const keys = groups.get(category) ?? [];
    if (!groups.has(category)) groups.set(category, keys);
    if (!keys.includes(key)) keys.push(key);
  }
  for (const [category, keys] of groups) {
    keys.forEach((key, i) => {
      index.set(key, labels.length);
      labels.push(i === 0 ? category : '');
    });
  }
  return { labels, rowOf: (d) => index.get(keyOf(d)) ?? 0 };
}

interface RenderApi {
  value: (dim: number) => number;
  coord: (point: number[]) => number[];
  size: (size: number[]) => number[];
  style: () => Record<string, unknown>;
}
interface RenderParams {
  coordSys: { x: number; y: number; width: number; height: number };
}

/** A bar from the start to the end time on its row, clipped to the grid. */
export function renderGanttBar(params: RenderParams, api: RenderApi) {
  const start = api.value(0);
  const end = api.value(1);
  const row = api.value(2);
  if (![start, end, row].every(Number.isFinite)) return null;
  const [x0, y] = api.coord([start, row]);
  const [x1] = api.coord([end, row]);
  const band = api.size([0, 1])[1];
  const height = Math.max(2, Math.min(band * 0.6, 40));
  const { x, width } = params.coordSys;
  const left = Math.max(Math.min(x0, x1), x);
  const right = Math.min(Math.max(x0, x1), x + width);
  if (right < left) return null;
  return {
    type: 'rect',
    shape: { x: left, y: y - height / 2, width: Math.max(right - left, 1), height, r: 2 },
    style: api.style(),
  };
}

/** The tooltip of a bar: its title (y value · series), start, end, tooltip metrics and columns. */
function ganttTooltip(formData: QueryFormData, result: ChartDataResult | undefined) {
  const startLabel = labelOf(formData.start_time);
  const endLabel = labelOf(formData.end_time);
  const yLabel = labelOf(formData.y_axis);
  const seriesLabel = labelOf(formData.series);
  const tipTime = getTimeFormatter(formValue(formData, 'tooltipTimeFormat', 'smart_date'));
  const tipNumber = getNumberFormatter(formValue(formData, 'tooltipValuesFormat', 'SMART_NUMBER'));
  const labels = [
    ...(startLabel ? [startLabel] : []),
    ...(endLabel ? [endLabel] : []),
    ...ensureIsArray(formData.tooltip_metrics as QueryFormMetric[] | undefined).map(getMetricLabel),
    ...ensureIsArray(formData.tooltip_columns).filter(isQueryFormColumn).map(getColumnLabel),
  ];
  const coltype = new Map((result?.colnames ?? []).map((c, i) => [c, result?.coltypes?.[i]]));
  const format = (label: string, v: DataRecordValue | undefined) => {
    if (v === null || v === undefined) return '';
    if (coltype.get(label) === GenericDataType.TEMPORAL) return tipTime(new Date(toTime(v)));
    if (typeof v === 'number') return tipNumber(v);
    return String(v);
  };
  return (d: DataRecord) => {
    const title = [yLabel ? name(d[yLabel]) : '', seriesLabel ? name(d[seriesLabel]) : '']
      .filter(Boolean)
      .join(' · ');
    return tooltipHtml(
      labels.map((l) => ({ cells: [l, format(l, d[l])] })),
      title || undefined,
    );
  };
}

/**
 * Gantt chart: one bar per row from `start_time` to `end_time`, on the row of its `y_axis`
 * value (split by `series` with `subcategories`), coloured and put in the legend by `series`;
 * tooltips list the tooltip metrics and columns.
 */
export default function transformProps(chartProps: ChartProps): EchartsChartProps {
  const { formData, queriesData, width, height, theme } = chartProps;
  const result = queriesData[0];
  const data = result?.data ?? [];
  const startLabel = labelOf(formData.start_time);
  const endLabel = labelOf(formData.end_time);
  const yLabel = labelOf(formData.y_axis);
  const seriesLabel = labelOf(formData.series);
  const subcategories = formBoolean(formData, 'subcategories', false);
  const showLegend = formBoolean(formData, 'show_legend', true) && Boolean(seriesLabel);
  const legendOrientation = asLegendOrientation(formValue(formData, 'legendOrientation', 'top'));
  const legendType = asLegendType(formValue(formData, 'legendType', 'scroll'));
  const zoom = formBoolean(formData, 'zoomable', false);
  const colors = themeColors(theme);
  const xFormatter = getTimeFormatter(formValue(formData, 'x_axis_time_format', 'smart_date'));
  const colorScale = getColorScale(
    formValue<string | undefined>(formData, 'color_scheme', undefined),
    {
      namespace: chartProps.labelColors,
      forcedColors: formData.label_colors as Record<string, string> | undefined,
    },
  );
  const tooltipOf = ganttTooltip(formData, result);

  const rows = ganttRows(data, yLabel, seriesLabel, subcategories);
  const bySeries = new Map<string, DataRecord[]>();
  for (const d of data) {
    const key = seriesLabel ? name(d[seriesLabel]) : '';
    const list = bySeries.get(key) ?? [];
    if (!bySeries.has(key)) bySeries.set(key, list);
    list.push(d);
  }
  const seriesNames = [...bySeries.keys()].sort((a, b) => a.localeCompare(b));
  const legendSort = formValue<string | null>(formData, 'legendSort', null);
  const legendData = seriesLabel
    ? legendSort === 'desc'
      ? [...seriesNames].reverse()
      : seriesNames
    : [];

  const starts = data.map((d) => toTime(startLabel ? d[startLabel] : null)).filter(Number.isFinite);
  const ends = data.map((d) => toTime(endLabel ? d[endLabel] : null)).filter(Number.isFinite);
  const [lowBound, highBound] = formValue<unknown[]>(formData, 'x_axis_time_bounds', [null, null]);
  const min = starts.length ? timeOnDay(Math.min(...starts), lowBound) : undefined;
  const max = ends.length ? timeOnDay(Math.max(...ends), highBound) : undefined;
  const padding = getChartPadding(
    showLegend,
    legendOrientation,
    formValue(formData, 'legendMargin', null),
  );
  const xTitle = String(formValue(formData, 'x_axis_title', ''));
  const yTitle = String(formValue(formData, 'y_axis_title', ''));

  const echartOptions: EChartsCoreOption = {
    animation: false,
    useUTC: true,
    legend: {
      ...getLegendProps(legendType, legendOrientation, showLegend, theme, zoom),
      data: legendData,
    },
    grid: {
      containLabel: true,
      left: 12 + padding.left + (yTitle ? formNumber(formData, 'y_axis_title_margin', 15) + 10 : 0),
      right: 24 + padding.right,
      top: 16 + padding.top + (zoom ? 20 : 0),
      bottom:
        12 +
        padding.bottom +
        (zoom ? 40 : 0) +
        (xTitle ? formNumber(formData, 'x_axis_title_margin', 15) + 10 : 0),
    },
    tooltip: {
      ...getDefaultTooltip(theme),
      trigger: 'item',
      formatter: (p: { seriesName?: string; dataIndex: number; seriesIndex: number }) => {
        const d = bySeries.get(seriesNames[p.seriesIndex])?.[p.dataIndex];
        if (!d) return '';
        return tooltipOf(d);
      },
    },
    dataZoom: zoom
      ? [
          {
            type: 'slider',
            filterMode: 'none',
            bottom: TIMESERIES_CONSTANTS.zoomBottom,
            start: 0,
            end: 100,
          },
        ]
      : undefined,
    xAxis: {
      type: 'time',
      name: xTitle,
      nameLocation: 'middle',
      nameGap: formNumber(formData, 'x_axis_title_margin', 15) + 15,
      min,
      max,
      axisLine: { lineStyle: { color: colors.border } },
      splitLine: { show: true, lineStyle: { color: colors.splitLine } },
      axisLabel: {
        color: colors.subtleText,
        hideOverlap: true,
        formatter: (v: number) => xFormatter(new Date(v)),
      },
    },
    yAxis: {
      type: 'category',
      inverse: true,
      data: rows.labels,
      name: yTitle,
      nameLocation: 'middle',
      nameGap: formNumber(formData, 'y_axis_title_margin', 15) + 40,
      axisTick: { show: false },
      axisLine: { lineStyle: { color: colors.border } },
      splitLine: { show: true, lineStyle: { color: colors.splitLine, type: 'dashed' } },
      axisLabel: {
        color: colors.text,
        width: Math.max(60, Math.floor(width * 0.25)),
        overflow: 'truncate',
        interval: 0,
      },
    },
    series: seriesNames.map((s) => ({
      type: 'custom',
      name: seriesLabel ? s : undefined,
      renderItem: renderGanttBar,
      encode: { x: [0, 1], y: 2 },
      itemStyle: { color: colorScale(seriesLabel ? s : 'gantt') },
      progressive: 0,
      data: (bySeries.get(s) ?? []).map((d) => [
        toTime(startLabel ? d[startLabel] : null),
        toTime(endLabel ? d[endLabel] : null),
        rows.rowOf(d),
      ]),
    })),
  };
  return { echartOptions, width, height, formData, theme, hooks: chartProps.hooks };
}
