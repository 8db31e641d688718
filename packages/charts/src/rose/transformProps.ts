import { DTTM_ALIAS, getTimeFormatter } from '@tessera/core';
import type { EChartsCoreOption } from 'echarts/core';
import { getColorScale } from '../shared/color/colorScale.js';
import { themeColors } from '../shared/echarts/constants.js';
import { getLegendProps } from '../shared/echarts/legend.js';
import { escapeHtml, getDefaultTooltip, tooltipMarker } from '../shared/echarts/tooltip.js';
import type { EchartsChartProps } from '../shared/echarts/types.js';
import { getValueFormatter } from '../shared/format/valueFormatter.js';
import { formBoolean, formValue } from '../shared/formDataValue.js';
import { getMetricLabel } from '../shared/query/labels.js';
import { ensureIsArray } from '../shared/query/valueChecks.js';
import type { ChartProps, DataRecord, QueryFormMetric } from '../types.js';

/** One series' value in a time period, and how far its wedge reaches out. */
export interface RoseEntry {
  seriesName: string;
  value: number;
  /** The wedge's radial extent (stacked on the series before it). */
  increment: number;
}

export interface RosePeriod {
  time: number;
  label: string;
  entries: RoseEntry[];
}

export interface RoseChartProps extends EchartsChartProps {
  periods: RosePeriod[];
  seriesNames: string[];
  /** The colour of each series (the expanded pie colours its slices alike). */
  seriesColors: Record<string, string>;
  numberFormat: string;
}

/** A flattened pivot column label split on ", " (a "\," stays a comma). */
export const splitFlatLabel = (label: string): string[] =>
  label.split(/(?<!\\), /).map((part) => part.replace(/\\,/g, ','));

interface SeriesKeyOptions {
  metricLabels: string[];
  timeCompare: string[];
  comparisonType?: string;
}

/**
 * A flattened column's series name as the legacy chart named it: the metric dropped from a
 * single metric's grouped columns, "<offset> offset" after a time-shifted or compared one;
 * null for a column the chart does not draw (the originals of a comparison).
 */
export function seriesNameOf(parts: string[], options: SeriesKeyOptions): string | null {
  const { metricLabels, timeCompare, comparisonType } = options;
  const [head, ...groups] = parts;
  const base = (metric: string) =>
    groups.length === 0 ? [metric] : metricLabels.length === 1 ? groups : [metric, ...groups];
  if (comparisonType && comparisonType !== 'values') {
    const prefix = `${comparisonType}__`;
    if (!head.startsWith(prefix)) return null;
    const rest = head.slice(prefix.length);
    const metric = metricLabels.find((label) => rest.startsWith(`${label}__${label}__`));
    if (!metric) return null;
    const offset = rest.slice(metric.length * 2 + 4);
    return [...base(metric), `${offset} offset`].join(', ');
  }
  for (const metric of metricLabels)
    for (const offset of timeCompare)
      if (head === `${metric}__${offset}`) return [...base(metric), `${offset} offset`].join(', ');
  return base(head).join(', ');
}

const toTime = (value: unknown): number => {
  if (typeof value === 'number') return value;
  const t = Date.parse(String(value));
  return Number.isNaN(t) ? 0 : t;
};

/**
 * The periods the rose draws: one per timestamp (ascending), each with every series' value
 * (missing and NaN as 0) and its wedge's stacked extent, on a radius (or, with area
 * proportions, on the square root of the running sum over the largest period's sum).
 */
export function rosePeriods(
  records: DataRecord[],
  options: SeriesKeyOptions & { areaProportion: boolean; formatTime: (t: number) => string },
): { periods: RosePeriod[]; seriesNames: string[] } {
  const columns = new Set<string>();
  for (const record of records)
    for (const column of Object.keys(record)) if (column !== DTTM_ALIAS) columns.add(column);
  const series: { name: string; column: string }[] = [];
  for (const column of columns) {
    const name = seriesNameOf(splitFlatLabel(column), options);
    if (name !== null) series.push({ name, column });
  }
  series.sort((a, b) => (a.name === b.name ? 0 : a.name < b.name ? -1 : 1));
  const sorted = [...records].sort((a, b) => toTime(a[DTTM_ALIAS]) - toTime(b[DTTM_ALIAS]));
  const raw = sorted.map((record) => ({
    time: toTime(record[DTTM_ALIAS]),
    values: series.map(({ column }) => {
      const v = record[column];
      return typeof v === 'number' && Number.isFinite(v) ? v : 0;
    }),
  }));
  const maxSum = Math.max(0, ...raw.map((r) => r.values.reduce((a, b) => a + b, 0))) || 1;
  const periods = raw.map(({ time, values }) => {
    let cumulative = 0;
    let previousOuter = 0;
    const entries = values.map((value, i) => {
      cumulative += value;
      const outer = options.areaProportion
        ? Math.sqrt(Math.max(0, cumulative / maxSum))
        : cumulative;
      const increment = outer - previousOuter;
      previousOuter = outer;
      return { seriesName: series[i].name, value, increment };
    });
    return { time, label: options.formatTime(time), entries };
  });
  return { periods, seriesNames: series.map((s) => s.name) };
}

/**
 * Nightingale rose: one wedge of equal angle per time period, its series stacked outwards
 * (their radius, or with `rose_area_proportion` their area, proportional to the value); a
 * click on a wedge expands its period into a pie of its series (Chart.tsx).
 */
export default function transformProps(chartProps: ChartProps): RoseChartProps {
  const { formData, queriesData, width, height, theme, datasource } = chartProps;
  const records = queriesData[0]?.data ?? [];
  const metrics = ensureIsArray(formData.metrics as QueryFormMetric[] | undefined);
  const numberFormat = formValue<string>(formData, 'number_format', 'SMART_NUMBER');
  const numberFormatter = getValueFormatter(
    metrics,
    datasource.currency_formats,
    datasource.column_formats,
    numberFormat,
  );
  const timeFormatter = getTimeFormatter(formValue(formData, 'date_time_format', 'smart_date'));
  const richTooltip = formBoolean(formData, 'rich_tooltip', true);
  const areaProportion = formBoolean(formData, 'rose_area_proportion', false);
  const comparisonType = formValue<string | undefined>(formData, 'comparison_type', undefined);
  const { periods, seriesNames } = rosePeriods(records, {
    metricLabels: metrics.map(getMetricLabel),
    timeCompare: ensureIsArray(formData.time_compare as string[] | undefined),
    comparisonType: comparisonType === 'absolute' ? 'difference' : comparisonType,
    areaProportion,
    formatTime: (t) => timeFormatter(new Date(t)),
  });
  const colorScale = getColorScale(
    formValue<string | undefined>(formData, 'color_scheme', undefined),
    {
      namespace: chartProps.labelColors,
      forcedColors: formData.label_colors as Record<string, string> | undefined,
    },
  );
  const seriesColors = Object.fromEntries(seriesNames.map((name) => [name, colorScale(name)]));
  const colors = themeColors(theme);

  const row = (entry: RoseEntry, bold: boolean) =>
    `<div style="${bold ? 'font-weight:700' : ''}">${tooltipMarker(
      seriesColors[entry.seriesName],
    )}${escapeHtml(entry.seriesName)}: ${escapeHtml(numberFormatter(entry.value))}</div>`;
  const tooltipFormatter = (params: { dataIndex: number; seriesName: string }) => {
    const period = periods[params.dataIndex];
    if (!period) return '';
    const title = `<div style="font-weight:700">${escapeHtml(period.label)}</div>`;
    if (richTooltip)
      return title + period.entries.map((e) => row(e, e.seriesName === params.seriesName)).join('');
    const entry = period.entries.find((e) => e.seriesName === params.seriesName);
    return entry ? title + row(entry, false) : '';
  };

  const echartOptions: EChartsCoreOption = {
    legend: {
      ...getLegendProps('scroll', 'top', true, theme),
      data: seriesNames,
    },
    polar: { radius: ['0%', '72%'], center: ['50%', '54%'] },
    angleAxis: {
      type: 'category',
      data: periods.map((p) => p.label),
      startAngle: 90,
      axisLine: { show: false },
      axisTick: { show: false },
      axisLabel: { color: colors.subtleText, hideOverlap: true },
      splitLine: { show: false },
      z: 10,
    },
    radiusAxis: {
      type: 'value',
      // the longest stack reaches the rim
      max: areaProportion ? 1 : (extent: { max: number }) => extent.max || 1,
      axisLine: { show: false },
      axisTick: { show: false },
      axisLabel: { show: false },
      splitLine: { show: false },
    },
    tooltip: { ...getDefaultTooltip(theme), trigger: 'item', formatter: tooltipFormatter },
    series: seriesNames.map((name) => ({
      id: `rose-${name}`,
      name,
      type: 'bar',
      coordinateSystem: 'polar',
      stack: 'rose',
      barCategoryGap: '0%',
      animation: false,
      itemStyle: { color: seriesColors[name], borderColor: colors.background, borderWidth: 1 },
      emphasis: { focus: 'none' },
      data: periods.map((period) => {
        const entry = period.entries.find((e) => e.seriesName === name);
        return entry?.increment ?? 0;
      }),
    })),
  };
  return {
    echartOptions,
    width,
    height,
    formData,
    theme,
    periods,
    seriesNames,
    seriesColors,
    numberFormat,
    hooks: chartProps.hooks,
  };
}
