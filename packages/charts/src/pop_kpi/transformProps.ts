import { getNumberFormatter } from '@tessera/core';
import { chartCurrency, getValueFormatter } from '../shared/format/valueFormatter.js';
import { formBoolean, formNumber, formValue } from '../shared/formDataValue.js';
import { getMetricLabel } from '../shared/query/labels.js';
import type { ChartProps, ChartTheme, QueryFormMetric } from '../types.js';
import { COMPARISON_TITLES, comparisonOffset } from './offsets.js';

export interface PopKpiComparison {
  /** `#`, `△` or `%` (or the column's custom name). */
  symbol: string;
  value: string;
  tooltip: string;
  /** Whether this one takes the change's colour (the delta and the percentage). */
  coloured: boolean;
}

export interface PopKpiProps {
  width: number;
  height: number;
  theme: ChartTheme;
  metricName: string;
  showMetricName: boolean;
  metricNameFontSize: number;
  bigNumber: string;
  subtitle: string;
  subtitleFontSize: number;
  headerFontSize: number;
  subheaderFontSize: number;
  /** The relative change (0 when both are zero, ±1 when one is). */
  percentDifferenceNumber: number;
  comparisons: PopKpiComparison[];
  comparisonColorEnabled: boolean;
  comparisonColorScheme: 'Green' | 'Red';
  /** Whether the server returned the comparison at all (no time range: nothing to compare). */
  hasComparison: boolean;
}

/** Superset's sizes (px) for the proportions the font size controls store. */
const HEADER_SIZES: Record<string, number> = { 0.2: 16, 0.3: 20, 0.4: 30, 0.5: 48, 0.6: 60 };
const COMPARISON_SIZES: Record<string, number> = {
  0.125: 16,
  0.15: 20,
  0.2: 26,
  0.3: 32,
  0.4: 40,
};
export const headerFontSize = (p: number) => HEADER_SIZES[String(p)] ?? 60;
export const comparisonFontSize = (p: number) => COMPARISON_SIZES[String(p)] ?? 40;

/** Superset's change: `(a - b) / |b|`, 0 when both are zero, ±1 when one of them is. */
export function percentDifference(current: number, previous: number): number {
  if (!current && !previous) return 0;
  if (!current || !previous) return current ? 1 : -1;
  return (current - previous) / Math.abs(previous);
}

interface ColumnSetting {
  visible?: boolean;
  customColumnName?: string;
}

const sumOf = (rows: Record<string, unknown>[], key: string) =>
  rows.reduce((acc, row) => {
    const v = Number(row[key]);
    return Number.isFinite(v) ? acc + v : acc;
  }, 0);

/**
 * The metric over the time range, the same over the comparison range (`<metric>__<offset>`),
 * the difference and the percent change, formatted; which comparisons show and under which
 * names (`column_config`).
 */
export default function transformProps(chartProps: ChartProps): PopKpiProps {
  const { formData, queriesData, width, height, theme, datasource } = chartProps;
  const data = (queriesData[0]?.data ?? []) as Record<string, unknown>[];
  const colnames = queriesData[0]?.colnames ?? Object.keys(data[0] ?? {});
  const metric = formData.metric as QueryFormMetric | undefined;
  const metricName = metric ? getMetricLabel(metric) : '';
  const offset = comparisonOffset(formData);
  const offsetKey = `${metricName}__${offset ?? ''}`;
  const hasComparison = Boolean(offset) && colnames.includes(offsetKey);
  const current = sumOf(data, metricName);
  const previous = hasComparison ? sumOf(data, offsetKey) : 0;
  const metricEntry = datasource.metrics?.find((m) => m.metric_name === metric);
  const numberFormatter = getValueFormatter(
    metric,
    datasource.currency_formats,
    datasource.column_formats,
    metricEntry?.d3format || formValue(formData, 'y_axis_format', 'SMART_NUMBER'),
    chartCurrency(formData.currency_format),
  );
  const formatPercent = getNumberFormatter(
    formValue<string>(formData, 'percentDifferenceFormat', '+,.1%'),
  );
  const change = hasComparison ? percentDifference(current, previous) : 0;
  const config = formValue<Record<string, ColumnSetting>>(formData, 'column_config', {});
  const setting = (name: string, symbol: string): ColumnSetting =>
    config[name] ?? config[symbol] ?? {};
  const comparisonTitle =
    COMPARISON_TITLES[String(formData.time_comparison ?? '')] ?? offset ?? 'comparison';
  const all = [
    {
      name: 'Previous value',
      symbol: '#',
      value: hasComparison ? numberFormatter(previous) : '–',
      tooltip: `Data for ${offset === 'inherit' ? 'the previous range' : (offset ?? comparisonTitle)}`,
      coloured: false,
    },
    {
      name: 'Delta',
      symbol: '△',
      value: hasComparison ? numberFormatter(current - previous) : '–',
      tooltip: 'Value difference between the time periods',
      coloured: true,
    },
    {
      name: 'Percent change',
      symbol: '%',
      value: hasComparison ? formatPercent(change) : '–',
      tooltip: 'Percentage difference between the time periods',
      coloured: true,
    },
  ];
  const comparisons = all
    .filter((c) => setting(c.name, c.symbol).visible !== false)
    .map((c) => ({
      symbol: setting(c.name, c.symbol).customColumnName || c.symbol,
      value: c.value,
      tooltip: c.tooltip,
      coloured: c.coloured,
    }));
  const verbose = metricEntry?.verbose_name || metricName;
  return {
    width,
    height,
    theme,
    metricName: verbose,
    showMetricName: formBoolean(formData, 'show_metric_name', false),
    metricNameFontSize: comparisonFontSize(formNumber(formData, 'metric_name_font_size', 0.15)),
    bigNumber: data.length === 0 ? 'No data' : numberFormatter(current),
    subtitle: String(formValue(formData, 'subtitle', '') ?? ''),
    subtitleFontSize: comparisonFontSize(formNumber(formData, 'subtitle_font_size', 0.15)),
    headerFontSize: headerFontSize(formNumber(formData, 'header_font_size', 0.2)),
    subheaderFontSize: comparisonFontSize(formNumber(formData, 'subheader_font_size', 0.125)),
    percentDifferenceNumber: change,
    comparisons,
    comparisonColorEnabled: formBoolean(formData, 'comparison_color_enabled', false),
    comparisonColorScheme:
      formValue<string>(formData, 'comparison_color_scheme', 'Green') === 'Red' ? 'Red' : 'Green',
    hasComparison,
  };
}
