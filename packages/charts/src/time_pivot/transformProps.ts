import { DTTM_ALIAS, getTimeFormatter } from '@tessera/core';
import type { EChartsCoreOption } from 'echarts/core';
import { themeColors } from '../shared/echarts/constants.js';
import { getLegendProps } from '../shared/echarts/legend.js';
import { getDefaultTooltip, tooltipHtml, tooltipMarker } from '../shared/echarts/tooltip.js';
import type { EchartsChartProps } from '../shared/echarts/types.js';
import { getValueFormatter } from '../shared/format/valueFormatter.js';
import { formBoolean, formNumber, formValue } from '../shared/formDataValue.js';
import { getMetricLabel } from '../shared/query/labels.js';
import type { ChartProps, DataRecordValue, QueryFormMetric } from '../types.js';

const DAY = 86_400_000;
const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/**
 * The start of the period a UTC timestamp falls in, as pandas' `freq.rollback` (normalized)
 * finds it for the frequency aliases the control offers: AS (January 1st), W-XXX and
 * nW-XXX (the latest XXX day, the multiple does not move the anchor), D (midnight),
 * H (the hour), T/MIN (the minute); any other alias falls back to days.
 */
export function periodStart(timestamp: number, freq: string): number {
  const match = /^\s*\d*\s*(AS|YS|MS|W(?:-([A-Z]{3}))?|D|H|T|MIN)\s*$/i.exec(freq || 'W-MON');
  const date = new Date(timestamp);
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const unit = match?.[1].toUpperCase();
  if (unit === 'AS' || unit === 'YS') return Date.UTC(date.getUTCFullYear(), 0, 1);
  if (unit === 'MS') return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  if (unit?.startsWith('W')) {
    const anchor = match?.[2] ? WEEKDAYS.indexOf(match[2].toUpperCase()) : 0;
    const back = (date.getUTCDay() - Math.max(anchor, 0) + 7) % 7;
    return midnight - back * DAY;
  }
  if (unit === 'H') return timestamp - (((timestamp % 3_600_000) + 3_600_000) % 3_600_000);
  if (unit === 'T' || unit === 'MIN') return timestamp - (((timestamp % 60_000) + 60_000) % 60_000);
  return midnight;
}

export interface PeriodSeries {
  /** `current` for the latest period, then `-1`, `-2`... */
  name: string;
  rank: number;
  /** 1 for the current period, fading to 1/(periods) for the oldest. */
  perc: number;
  points: [number, number | null][];
}

/**
 * Superset's period pivot: each point is put in its period, periods are ranked newest first
 * and every point is shifted onto the newest period's time span, one series per period.
 */
export function pivotPeriods(points: [number, number | null][], freq: string): PeriodSeries[] {
  const withPeriod = points.map(([t, y]) => ({ t, y, period: periodStart(t, freq) }));
  const periods = [...new Set(withPeriod.map((p) => p.period))].sort((a, b) => b - a);
  if (!periods.length) return [];
  const rank = new Map(periods.map((p, i) => [p, i]));
  const latest = periods[0];
  const byName = new Map<string, PeriodSeries>();
  for (const { t, y, period } of withPeriod) {
    const r = rank.get(period) ?? 0;
    const name = r === 0 ? 'current' : `-${r}`;
    let series = byName.get(name);
    if (!series) {
      series = { name, rank: r, perc: 1 - r / periods.length, points: [] };
      byName.set(name, series);
    }
    series.points.push([t + (latest - period), y]);
  }
  return [...byName.values()]
    .filter((s) => s.points.some(([, y]) => y !== null))
    .map((s) => ({ ...s, points: s.points.sort((a, b) => a[0] - b[0]) }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** The advanced analytics rolling window (mean, sum, std, cumsum) over a sorted series. */
export function rollSeries(
  values: (number | null)[],
  rollingType: string | null | undefined,
  periods: number,
  minPeriods: number,
): (number | null)[] {
  if (rollingType === 'cumsum') {
    let sum = 0;
    const out = values.map((v) => (v === null ? null : (sum += v)));
    return minPeriods > 0 ? out.map((v, i) => (i < minPeriods ? null : v)) : out;
  }
  if (rollingType !== 'mean' && rollingType !== 'sum' && rollingType !== 'std') return values;
  const window = Math.max(1, periods);
  return values.map((_, i) => {
    const win = values
      .slice(Math.max(0, i - window + 1), i + 1)
      .filter((v): v is number => v !== null);
    if (win.length < Math.max(minPeriods, 1)) return null;
    const sum = win.reduce((a, b) => a + b, 0);
    if (rollingType === 'sum') return sum;
    const mean = sum / win.length;
    if (rollingType === 'mean') return mean;
    if (win.length < 2) return null;
    return Math.sqrt(win.reduce((a, v) => a + (v - mean) ** 2, 0) / (win.length - 1));
  });
}

const toNumber = (v: DataRecordValue | undefined): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

const interpolation = (style: string) => {
  if (style === 'step-before') return { step: 'start' };
  if (style === 'step-after') return { step: 'end' };
  if (style === 'basis' || style === 'cardinal') return { smooth: true };
  if (style === 'monotone') return { smooth: true, smoothMonotone: 'x' };
  return { smooth: false };
};

/**
 * Time-series Period Pivot: the metric's series cut into periods of `freq`, one line per
 * period over the position within the newest period; the current period in `color_picker`,
 * older ones fading.
 */
export default function transformProps(chartProps: ChartProps): EchartsChartProps {
  const { formData, queriesData, width, height, theme, datasource } = chartProps;
  const data = queriesData[0]?.data ?? [];
  const metric = formData.metric as QueryFormMetric | undefined;
  const metricLabel = metric ? getMetricLabel(metric) : '';
  const freq = formValue(formData, 'freq', 'W-MON');
  const showLegend = formBoolean(formData, 'show_legend', true);
  const { r, g, b } = formValue(formData, 'color_picker', { r: 0, g: 122, b: 135, a: 1 });
  const colors = themeColors(theme);
  const xFormatter = getTimeFormatter(formValue(formData, 'x_axis_format', 'smart_date'));
  const yFormatter = getValueFormatter(
    metric,
    datasource.currency_formats,
    datasource.column_formats,
    formValue(formData, 'y_axis_format', 'SMART_NUMBER'),
  );

  const sorted = data
    .map((d) => {
      const raw = d[DTTM_ALIAS];
      const t = typeof raw === 'number' ? raw : Date.parse(String(raw));
      return [t, toNumber(d[metricLabel])] as [number, number | null];
    })
    .filter(([t]) => Number.isFinite(t))
    .sort((a, c) => a[0] - c[0]);
  const rolled = rollSeries(
    sorted.map(([, y]) => y),
    formValue<string | null>(formData, 'rolling_type', null),
    formNumber(formData, 'rolling_periods', 1),
    formNumber(formData, 'min_periods', 0),
  );
  const periods = pivotPeriods(
    sorted.map(([t], i) => [t, rolled[i]]),
    String(freq),
  );
  const [yMin, yMax] = formValue<(number | null)[]>(formData, 'y_axis_bounds', [null, null]);
  const logScale = formBoolean(formData, 'y_log_scale', false);
  const showMinMax = formBoolean(formData, 'y_axis_showminmax', false);
  const xLabel = formValue(formData, 'x_axis_label', '');
  const yLabel = formValue(formData, 'y_axis_label', '');
  const lineStyle = interpolation(formValue(formData, 'line_interpolation', 'linear'));
  const axisLine = { lineStyle: { color: colors.border } };

  const echartOptions: EChartsCoreOption = {
    animation: false,
    useUTC: true,
    legend: {
      ...getLegendProps('scroll', 'top', showLegend, theme),
      data: periods.map((s) => s.name),
    },
    grid: {
      containLabel: true,
      top: showLegend ? 40 : 16,
      bottom: xLabel ? 36 : 12,
      left: yLabel ? 36 : 12,
      right: 24,
    },
    tooltip: {
      ...getDefaultTooltip(theme),
      trigger: 'axis',
      formatter: (
        params: { seriesName: string; value: [number, number | null]; color: string }[],
      ) => {
        const list = Array.isArray(params) ? params : [params];
        if (!list.length) return '';
        return tooltipHtml(
          list.map((p) => ({
            cells: [`${tooltipMarker(p.color)}${p.seriesName}`, yFormatter(p.value[1] as number)],
          })),
          xFormatter(new Date(list[0].value[0])),
        );
      },
    },
    xAxis: {
      type: 'time',
      name: xLabel,
      nameLocation: 'middle',
      nameGap: 28,
      nameTextStyle: { color: colors.text },
      axisLine,
      axisLabel: {
        color: colors.subtleText,
        hideOverlap: true,
        formatter: (value: number) => xFormatter(new Date(value)),
      },
    },
    yAxis: {
      type: logScale ? 'log' : 'value',
      name: yLabel,
      nameLocation: 'middle',
      nameGap: 48,
      nameTextStyle: { color: colors.text },
      min: yMin ?? undefined,
      max: yMax ?? undefined,
      axisLine,
      splitLine: { lineStyle: { color: colors.splitLine } },
      axisLabel: {
        color: colors.subtleText,
        showMinLabel: showMinMax || undefined,
        showMaxLabel: showMinMax || undefined,
        formatter: (value: number) => yFormatter(value),
      },
    },
    series: periods.map((s) => {
      // Older periods fade (Superset's alpha = perc), kept at least a quarter opaque so the
      // oldest lines stay visible on dark backgrounds.
      const alpha = Math.round((0.25 + 0.75 * s.perc) * 1000) / 1000;
      const color = `rgba(${r}, ${g}, ${b}, ${alpha})`;
      return {
        type: 'line',
        name: s.name,
        data: s.points,
        showSymbol: false,
        connectNulls: false,
        ...lineStyle,
        z: 10 - Math.min(s.rank, 9),
        itemStyle: { color },
        lineStyle: { color, width: s.rank === 0 ? 2 : 1.5 },
      };
    }),
  };
  return { echartOptions, width, height, formData, theme, hooks: chartProps.hooks };
}
