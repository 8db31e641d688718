import { getNumberFormatter, getTimeFormatter } from '@tessera/core';
import type { EChartsCoreOption } from 'echarts/core';
import { sequentialColors } from '../shared/color/sequentialSchemes.js';
import { themeColors } from '../shared/echarts/constants.js';
import { getDefaultTooltip, tooltipHtml } from '../shared/echarts/tooltip.js';
import { hourGridOption } from './hourGrid.js';
import { formBoolean, formNumber, formValue } from '../shared/formDataValue.js';
import { getMetricLabel } from '../shared/query/labels.js';
import { ensureIsArray } from '../shared/query/valueChecks.js';
import type {
  ChartProps,
  ChartTheme,
  DataRecord,
  QueryFormData,
  QueryFormMetric,
} from '../types.js';

export interface CalHeatmapProps {
  echartOptions: EChartsCoreOption;
  width: number;
  height: number;
  /** The drawing's own size: it scrolls inside the chart's box when larger. */
  contentWidth: number;
  contentHeight: number;
  theme: ChartTheme;
  formData: QueryFormData;
}

const DAY = 86400000;
const TIMESTAMP = '__timestamp';

/** A UTC day as ECharts' calendar names it. */
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayStart = (ms: number) => Math.floor(ms / DAY) * DAY;

const toTime = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value) {
    const t = Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`);
    return Number.isNaN(t) ? null : t;
  }
  return null;
};

/** The days a cell of the subdomain spans from its start (a week or a month of days). */
function spanDays(start: number, subdomain: string): number[] {
  if (subdomain === 'week') return Array.from({ length: 7 }, (_, i) => start + i * DAY);
  if (subdomain === 'month') {
    const d = new Date(start);
    const next = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
    const days: number[] = [];
    for (let t = start; t < next; t += DAY) days.push(t);
    return days;
  }
  return [dayStart(start)];
}

/** Each metric's value per UTC day, and the first and last day with a value. */
function dailyValues(data: DataRecord[], metrics: string[], subdomain: string) {
  const perMetric = metrics.map(() => new Map<number, number>());
  let first = Infinity;
  let last = -Infinity;
  for (const row of data) {
    const t = toTime(row[TIMESTAMP]);
    if (t === null) continue;
    const start = subdomain === 'week' || subdomain === 'month' ? t : dayStart(t);
    metrics.forEach((label, i) => {
      const raw = row[label];
      const value = typeof raw === 'number' ? raw : raw === null || raw === '' ? NaN : Number(raw);
      if (!Number.isFinite(value)) return;
      const cells = perMetric[i];
      for (const day of spanDays(start, subdomain)) {
        // Minutes and hours add up into their day; a week or month paints each of its days.
        const summed = subdomain === 'min' || subdomain === 'hour';
        cells.set(day, summed ? (cells.get(day) ?? 0) + value : value);
        first = Math.min(first, day);
        last = Math.max(last, day);
      }
    });
  }
  return { perMetric, first, last };
}

const LEFT = 36;
const RIGHT = 16;
const TITLE_HEIGHT = 24;
const LEGEND_HEIGHT = 22;
const MONTH_LABEL_HEIGHT = 22;
const GAP = 14;

/** The chart's settings from its form data (defaults as Superset's controls have them). */
function readSettings(chartProps: ChartProps) {
  const { formData, width, height, theme } = chartProps;
  return {
    metrics: ensureIsArray(formData.metrics as QueryFormMetric[] | null).map(getMetricLabel),
    domain: formValue<string>(formData, 'domain_granularity', 'month'),
    subdomain: formValue<string>(formData, 'subdomain_granularity', 'day'),
    cellSize: Math.max(1, formNumber(formData, 'cell_size', 10)),
    cellPadding: Math.max(0, formNumber(formData, 'cell_padding', 2)),
    cellRadius: Math.max(0, formNumber(formData, 'cell_radius', 0)),
    steps: Math.max(1, Math.round(formNumber(formData, 'steps', 10))),
    showLegend: formBoolean(formData, 'show_legend', true),
    showValues: formBoolean(formData, 'show_values', false),
    showMetricName: formBoolean(formData, 'show_metric_name', true),
    numberFormat: getNumberFormatter(formValue(formData, 'y_axis_format', 'SMART_NUMBER')),
    timeFormat: getTimeFormatter(formValue(formData, 'x_axis_time_format', 'smart_date')),
    scheme: [...sequentialColors(formValue(formData, 'linear_color_scheme', null))],
    colors: themeColors(theme),
    width,
    height,
    toTime,
  };
}

/**
 * Calendar heatmap: one calendar per metric (per metric and year under a `year` domain),
 * a cell per day coloured by the metric in `steps` steps of the linear scheme. ECharts'
 * calendar draws days: a week or month subdomain colours every day of its week or month;
 * minute and hour cells under an hour, day or week domain are drawn as a grid of days by
 * hours (hourGrid.ts), and summed per day under a month or year domain.
 */
export default function transformProps(chartProps: ChartProps): CalHeatmapProps {
  const { formData, queriesData, width, height, theme } = chartProps;
  const data = queriesData[0]?.data ?? [];
  const settings = readSettings(chartProps);
  const { metrics, domain, subdomain, cellSize, cellPadding, cellRadius, steps } = settings;
  const { showLegend, showValues, showMetricName, numberFormat, timeFormat, scheme } = settings;
  const { colors } = settings;

  if ((subdomain === 'hour' || subdomain === 'min') && ['hour', 'day', 'week'].includes(domain)) {
    const grid = hourGridOption(data, settings);
    const tooltip = { ...getDefaultTooltip(theme), trigger: 'item' };
    const { contentWidth, contentHeight } = grid;
    const echartOptions = { tooltip, ...grid.option };
    return { echartOptions, width, height, contentWidth, contentHeight, theme, formData };
  }
  const { perMetric, first, last } = dailyValues(data, metrics, subdomain);
  const hasData = Number.isFinite(first);

  // The calendars: their day ranges.
  const ranges: [number, number][] = [];
  if (hasData) {
    if (domain === 'year') {
      const y0 = new Date(first).getUTCFullYear();
      const y1 = new Date(last).getUTCFullYear();
      for (let y = y0; y <= y1; y += 1) ranges.push([Date.UTC(y, 0, 1), Date.UTC(y, 11, 31)]);
    } else {
      ranges.push([first, last]);
    }
  }
  const weeksIn = ([a, b]: [number, number]) =>
    Math.ceil(((b - a) / DAY + new Date(a).getUTCDay() + 1) / 7);
  const widest = ranges.reduce((n, r) => Math.max(n, weeksIn(r)), 0);
  const contentWidth = Math.max(width, LEFT + RIGHT + widest * cellSize);

  const calendars: Record<string, unknown>[] = [];
  const series: Record<string, unknown>[] = [];
  const visualMaps: Record<string, unknown>[] = [];
  const titles: Record<string, unknown>[] = [];
  let top = 4;
  metrics.forEach((label, i) => {
    const cells = perMetric[i];
    const values = [...cells.values()];
    const min = values.length ? Math.min(...values) : 0;
    const max = values.length ? Math.max(...values) : 1;
    if (showMetricName) {
      titles.push({
        text: label,
        left: 0,
        top,
        textStyle: { fontSize: 13, fontWeight: 'bold', color: colors.text },
      });
    }
    const legendTop = top + (showMetricName ? 2 : 0);
    if (showMetricName || showLegend) top += showMetricName ? TITLE_HEIGHT : LEGEND_HEIGHT;
    const seriesIndexes: number[] = [];
    for (const range of ranges) {
      top += MONTH_LABEL_HEIGHT;
      const calendarIndex = calendars.length;
      calendars.push({
        top,
        left: LEFT,
        cellSize: [cellSize, cellSize],
        range: [isoDay(range[0]), isoDay(range[1])],
        orient: 'horizontal',
        splitLine: { show: true, lineStyle: { color: colors.border, width: 1 } },
        itemStyle: {
          color: theme === 'dark' ? '#2A2A2A' : '#EEEEEE',
          borderColor: colors.background,
          borderWidth: cellPadding,
        },
        dayLabel: { color: colors.subtleText, fontSize: 9, firstDay: 0, nameMap: 'EN' },
        monthLabel: { color: colors.subtleText, fontSize: 10, nameMap: 'EN' },
        yearLabel: {
          show: domain === 'year',
          color: colors.subtleText,
          fontSize: 11,
          position: 'left',
          margin: 24,
        },
      });
      seriesIndexes.push(series.length);
      const inRange = [...cells.entries()].filter(([day]) => day >= range[0] && day <= range[1]);
      series.push({
        type: 'heatmap',
        name: label,
        coordinateSystem: 'calendar',
        calendarIndex,
        animation: false,
        itemStyle: {
          borderColor: colors.background,
          borderWidth: cellPadding,
          borderRadius: cellRadius,
        },
        label: {
          show: showValues,
          fontSize: Math.max(6, Math.min(11, cellSize - 2)),
          color: colors.text,
          formatter: (p: { value?: [string, number] }) => (p.value ? numberFormat(p.value[1]) : ''),
        },
        emphasis: { itemStyle: { borderColor: colors.text, borderWidth: 1 } },
        tooltip: {
          formatter: (p: { value?: [string, number] }) =>
            p.value
              ? tooltipHtml(
                  [{ cells: [label, numberFormat(p.value[1])] }],
                  timeFormat(Date.parse(`${p.value[0]}T00:00:00Z`)),
                )
              : '',
        },
        data: inRange.map(([day, value]) => [isoDay(day), value]),
      });
      top += 7 * cellSize + GAP;
    }
    visualMaps.push({
      type: 'piecewise',
      show: showLegend && values.length > 0,
      seriesIndex: seriesIndexes,
      min,
      max: max > min ? max : min + 1,
      splitNumber: steps,
      inRange: { color: scheme },
      orient: 'horizontal',
      right: RIGHT,
      top: legendTop,
      itemWidth: 10,
      itemHeight: 10,
      itemGap: 2,
      showLabel: false,
      text: [numberFormat(max), numberFormat(min)],
      textGap: 6,
      textStyle: { color: colors.subtleText, fontSize: 10 },
    });
  });

  const contentHeight = Math.max(height, top);
  const echartOptions: EChartsCoreOption = {
    tooltip: { ...getDefaultTooltip(theme), trigger: 'item' },
    title: titles,
    calendar: calendars,
    visualMap: visualMaps,
    series,
  };
  return { echartOptions, width, height, contentWidth, contentHeight, theme, formData };
}
