import type { EChartsCoreOption } from 'echarts/core';
import type { NumberFormatter, TimeFormatter } from '@tessera/core';
import type { ChartThemeColors } from '../shared/echarts/constants.js';
import { tooltipHtml } from '../shared/echarts/tooltip.js';
import type { DataRecord } from '../types.js';

const HOUR = 3600000;
const DAY = 24 * HOUR;
const LEFT = 40;
const RIGHT = 16;
const TITLE_HEIGHT = 24;
const LEGEND_HEIGHT = 22;
const AXIS_HEIGHT = 22;
const GAP = 14;

/** What the hour grid needs of the chart's settings. */
export interface HourGridSettings {
  metrics: string[];
  cellSize: number;
  cellPadding: number;
  cellRadius: number;
  steps: number;
  scheme: string[];
  showLegend: boolean;
  showValues: boolean;
  showMetricName: boolean;
  numberFormat: NumberFormatter;
  timeFormat: TimeFormatter;
  colors: ChartThemeColors;
  width: number;
  height: number;
  toTime: (value: unknown) => number | null;
}

const hourLabel = (h: number) => `${String(h).padStart(2, '0')}:00`;

/**
 * Minute and hour cells, which ECharts' calendar (days only) cannot draw: per metric a grid
 * of days across and the 24 hours down, a cell per hour (minutes summed into their hour).
 */
export function hourGridOption(
  data: DataRecord[],
  s: HourGridSettings,
): { option: EChartsCoreOption; contentWidth: number; contentHeight: number } {
  const perMetric = s.metrics.map(() => new Map<number, number>());
  let first = Infinity;
  let last = -Infinity;
  for (const row of data) {
    const t = s.toTime(row.__timestamp);
    if (t === null) continue;
    const hour = Math.floor(t / HOUR) * HOUR;
    s.metrics.forEach((label, i) => {
      const raw = row[label];
      const value = typeof raw === 'number' ? raw : raw === null || raw === '' ? NaN : Number(raw);
      if (!Number.isFinite(value)) return;
      perMetric[i].set(hour, (perMetric[i].get(hour) ?? 0) + value);
      first = Math.min(first, hour);
      last = Math.max(last, hour);
    });
  }
  const firstDay = Number.isFinite(first) ? Math.floor(first / DAY) * DAY : 0;
  const days = Number.isFinite(first) ? Math.floor((last - firstDay) / DAY) + 1 : 0;
  const dayLabels = Array.from({ length: days }, (_, i) =>
    new Date(firstDay + i * DAY).toISOString().slice(0, 10),
  );
  const contentWidth = Math.max(s.width, LEFT + RIGHT + days * s.cellSize);
  const grids: Record<string, unknown>[] = [];
  const xAxes: Record<string, unknown>[] = [];
  const yAxes: Record<string, unknown>[] = [];
  const series: Record<string, unknown>[] = [];
  const visualMaps: Record<string, unknown>[] = [];
  const titles: Record<string, unknown>[] = [];
  let top = 4;
  s.metrics.forEach((label, i) => {
    const cells = perMetric[i];
    const values = [...cells.values()];
    const min = values.length ? Math.min(...values) : 0;
    const max = values.length ? Math.max(...values) : 1;
    if (s.showMetricName) {
      titles.push({
        text: label,
        left: 0,
        top,
        textStyle: { fontSize: 13, fontWeight: 'bold', color: s.colors.text },
      });
    }
    const legendTop = top + (s.showMetricName ? 2 : 0);
    if (s.showMetricName || s.showLegend) top += s.showMetricName ? TITLE_HEIGHT : LEGEND_HEIGHT;
    top += AXIS_HEIGHT;
    const gridHeight = 24 * s.cellSize;
    grids.push({ top, left: LEFT, width: days * s.cellSize, height: gridHeight });
    const axisLabel = { color: s.colors.subtleText, fontSize: 9 };
    xAxes.push({
      type: 'category',
      gridIndex: i,
      position: 'top',
      data: dayLabels,
      axisLine: { show: false },
      axisTick: { show: false },
      axisLabel: { ...axisLabel, interval: Math.max(0, Math.ceil(70 / s.cellSize) - 1) },
    });
    yAxes.push({
      type: 'category',
      gridIndex: i,
      inverse: true,
      data: Array.from({ length: 24 }, (_, h) => hourLabel(h)),
      axisLine: { show: false },
      axisTick: { show: false },
      axisLabel: { ...axisLabel, interval: 5 },
    });
    series.push({
      type: 'heatmap',
      name: label,
      xAxisIndex: i,
      yAxisIndex: i,
      animation: false,
      itemStyle: {
        borderColor: s.colors.background,
        borderWidth: s.cellPadding,
        borderRadius: s.cellRadius,
      },
      label: {
        show: s.showValues,
        fontSize: Math.max(6, Math.min(11, s.cellSize - 2)),
        color: s.colors.text,
        formatter: (p: { value?: number[] }) => (p.value ? s.numberFormat(p.value[2]) : ''),
      },
      tooltip: {
        formatter: (p: { value?: number[] }) =>
          p.value
            ? tooltipHtml(
                [{ cells: [label, s.numberFormat(p.value[2])] }],
                s.timeFormat(firstDay + p.value[0] * DAY + p.value[1] * HOUR),
              )
            : '',
      },
      data: [...cells.entries()].map(([hour, value]) => [
        Math.floor((hour - firstDay) / DAY),
        Math.floor(((hour - firstDay) % DAY) / HOUR),
        value,
      ]),
    });
    visualMaps.push({
      type: 'piecewise',
      show: s.showLegend && values.length > 0,
      seriesIndex: [i],
      min,
      max: max > min ? max : min + 1,
      splitNumber: s.steps,
      inRange: { color: s.scheme },
      orient: 'horizontal',
      right: RIGHT,
      top: legendTop,
      itemWidth: 10,
      itemHeight: 10,
      itemGap: 2,
      showLabel: false,
      text: [s.numberFormat(max), s.numberFormat(min)],
      textGap: 6,
      textStyle: { color: s.colors.subtleText, fontSize: 10 },
    });
    top += gridHeight + GAP;
  });
  return {
    option: {
      title: titles,
      grid: grids,
      xAxis: xAxes,
      yAxis: yAxes,
      visualMap: visualMaps,
      series,
    },
    contentWidth,
    contentHeight: Math.max(s.height, top),
  };
}
