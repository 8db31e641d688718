import type { NumberFormatter } from '@tessera/core';
import { extractForecastSeriesContext } from '../shared/echarts/forecast.js';
import { tooltipHtml, tooltipMarker } from '../shared/echarts/tooltip.js';
import type { TooltipRow } from '../shared/echarts/tooltip.js';

export interface TooltipParam {
  seriesName?: string;
  value?: unknown;
  color?: unknown;
}

interface ForecastValues {
  observation?: number;
  trend?: number;
  lower?: number;
  upper?: number;
  color?: string;
}

export interface TimeseriesTooltipOptions {
  richTooltip: boolean;
  isHorizontal: boolean;
  sortByMetric: boolean;
  stacked: boolean;
  isMultiSeries: boolean;
  showTotal: boolean;
  showPercentage: boolean;
  /** Values are already percentages (contribution or 100% stacks). */
  forcePercent: boolean;
  /** The value formatter of a series (by name). */
  formatterFor: (seriesName: string) => NumberFormatter;
  percentFormatter: NumberFormatter;
  xFormatter: (value: unknown) => string;
  /** Series that never show (stream baseline) and annotation series (no percentage). */
  hidden: Set<string>;
  annotations: Set<string>;
}

/**
 * The time-series tooltip: the x value as the title, then a row per series (forecasts as
 * `value, ŷ = trend (lower, upper)`), optionally sorted by value, with each value's
 * share of the x total and a Total row.
 */
export function createTimeseriesTooltipFormatter(opts: TimeseriesTooltipOptions) {
  const [xIndex, yIndex] = opts.isHorizontal ? [1, 0] : [0, 1];
  return (params: TooltipParam | TooltipParam[]): string => {
    const list = (Array.isArray(params) ? params : [params]).filter(
      (p) => p && !opts.hidden.has(String(p.seriesName)),
    );
    const first = list[0]?.value;
    const xValue = Array.isArray(first) ? first[xIndex] : undefined;
    const values: Record<string, ForecastValues> = {};
    for (const param of list) {
      const context = extractForecastSeriesContext(String(param.seriesName ?? ''));
      const entry = (values[context.name] ??= {});
      if (entry.color === undefined && typeof param.color === 'string') entry.color = param.color;
      const raw = Array.isArray(param.value) ? param.value[yIndex] : param.value;
      if (typeof raw === 'number') entry[context.type] = raw;
    }
    let keys = Object.keys(values);
    if (opts.sortByMetric && opts.richTooltip) {
      keys = [...keys].sort(
        (a, b) => (values[b].observation ?? -Infinity) - (values[a].observation ?? -Infinity),
      );
    }
    const isForecast = keys.some(
      (k) => values[k].trend !== undefined || values[k].lower !== undefined,
    );
    const total = keys
      .filter((k) => !opts.annotations.has(k))
      .reduce((acc, k) => acc + (values[k].observation ?? 0), 0);
    const allowTotal = opts.isMultiSeries && opts.richTooltip && !isForecast;
    const showPercentage = allowTotal && !opts.forcePercent && opts.showPercentage;
    const rows: TooltipRow[] = [];
    for (const key of keys) {
      const value = values[key];
      if (value.observation === 0 && opts.stacked) continue;
      const formatter = opts.forcePercent ? opts.percentFormatter : opts.formatterFor(key);
      const parts: string[] = [];
      if (value.observation !== undefined) parts.push(formatter(value.observation));
      if (value.trend !== undefined) parts.push(`ŷ = ${formatter(value.trend)}`);
      let text = parts.join(', ');
      if (value.lower !== undefined && value.upper !== undefined) {
        text += ` (${formatter(value.lower)}, ${formatter(value.lower + value.upper)})`;
      }
      const row: TooltipRow = {
        marker: value.color ? tooltipMarker(value.color) : undefined,
        cells: [key, text],
      };
      if (showPercentage && value.observation !== undefined && !opts.annotations.has(key)) {
        row.cells.push(opts.percentFormatter(value.observation / (total || 1)));
      }
      rows.push(row);
    }
    if (opts.stacked) rows.reverse();
    if (allowTotal && opts.showTotal) {
      const formatter = opts.forcePercent ? opts.percentFormatter : opts.formatterFor('');
      const totalRow = ['Total', formatter(total)];
      if (showPercentage) totalRow.push(opts.percentFormatter(1));
      rows.push({ cells: totalRow });
    }
    return tooltipHtml(rows, xValue === undefined ? undefined : opts.xFormatter(xValue));
  };
}
