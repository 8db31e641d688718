import { NumberFormats, getNumberFormatter, getTimeFormatter } from '@tessera/core';
import type { EChartsCoreOption } from 'echarts/core';
import { rgbaString } from '../shared/color/rgbColor.js';
import { themeColors } from '../shared/echarts/constants.js';
import { finiteExtent } from '../shared/echarts/extent.js';
import { parseAxisBound } from '../shared/echarts/series.js';
import { getDefaultTooltip, tooltipHtml } from '../shared/echarts/tooltip.js';
import type { EchartsChartProps } from '../shared/echarts/types.js';
import { chartCurrency, getValueFormatter } from '../shared/format/valueFormatter.js';
import { formBoolean, formNumber, formValue } from '../shared/formDataValue.js';
import { getColumnLabel, getMetricLabel } from '../shared/query/labels.js';
import { getXAxisLabel } from '../shared/query/xAxis.js';
import { GenericDataType } from '../types.js';
import type { ChartProps, DataRecord, DataRecordValue, QueryFormMetric } from '../types.js';
import { heatmapYColumn } from './buildQuery.js';
import { sequentialColors } from '../shared/color/sequentialSchemes.js';

const RANK = 'rank';
const DEFAULT_BOUNDS = [0, 200];
const percentFormatter = getNumberFormatter(NumberFormats.PERCENT_2_POINT);

const present = (v: DataRecordValue | undefined): v is DataRecordValue =>
  v !== null && v !== undefined;

/** The distinct values of a column in the order rows bring them. */
function distinct(data: DataRecord[], column: string): DataRecordValue[] {
  const seen = new Set<DataRecordValue>();
  for (const row of data) {
    const v = row[column];
    if (present(v)) seen.add(v);
  }
  return [...seen];
}

/**
 * An axis's categories: alphabetical (numbers numerically, text with numeric awareness) or
 * by the metric's total per category; as the rows bring them when unsorted.
 */
export function sortAxisValues(
  values: DataRecordValue[],
  data: DataRecord[],
  sort: unknown,
  metric: string,
  column: string,
): DataRecordValue[] {
  if (typeof sort !== 'string' || !sort) return values;
  const asc = sort.includes('asc');
  if (sort.includes('value')) {
    const totals = new Map<DataRecordValue, number>();
    for (const row of data) {
      const key = row[column];
      const v = row[metric];
      if (present(key) && typeof v === 'number') totals.set(key, (totals.get(key) ?? 0) + v);
    }
    return [...values].sort((a, b) => {
      const d = (totals.get(a) ?? 0) - (totals.get(b) ?? 0);
      return asc ? d : -d;
    });
  }
  return [...values].sort((a, b) => {
    const an = typeof a === 'number' ? a : Number(a);
    const bn = typeof b === 'number' ? b : Number(b);
    const c =
      Number.isFinite(an) && Number.isFinite(bn) && a !== '' && b !== ''
        ? an - bn
        : String(a).localeCompare(String(b), undefined, { numeric: true });
    return asc ? c : -c;
  });
}

const LABEL_FONT_SIZE = 11;

/** About how much room (px) each cell gets on a chart of this size. */
export function cellSize(opts: {
  width: number;
  height: number;
  columns: number;
  rows: number;
  yLabels: string[];
  left: number;
  bottom: number;
  top: number;
}): { width: number; height: number } {
  const yLabelWidth = Math.min(
    opts.width * 0.4,
    Math.max(0, ...opts.yLabels.slice(0, 1000).map((l) => l.length)) * 7 + 8,
  );
  const plotWidth = opts.width - opts.left - 10 - yLabelWidth;
  const plotHeight = opts.height - opts.top - opts.bottom - 20;
  return {
    width: plotWidth / Math.max(1, opts.columns),
    height: plotHeight / Math.max(1, opts.rows),
  };
}

/** Whether a value's text fits in a cell (digits about 0.6 em wide). */
export const fitsCell = (text: string, cell: { width: number; height: number }) =>
  text.length * LABEL_FONT_SIZE * 0.6 <= cell.width - 2 && cell.height >= LABEL_FONT_SIZE + 2;

const asMargin = (value: unknown): number | undefined => {
  const n = Number(value);
  return value === null || value === undefined || value === '' || !Number.isFinite(n)
    ? undefined
    : n;
};

const asInterval = (value: unknown): number | 'auto' => {
  const n = Number(value);
  return value === null || value === undefined || !Number.isFinite(n) || n < 1 ? 'auto' : n - 1;
};

/** An axis value as text: a time in the x time format, anything else as it is. */
function axisFormatter(coltype: GenericDataType | undefined, timeFormat: string) {
  if (coltype !== GenericDataType.TEMPORAL) return (value: unknown) => String(value);
  const time = getTimeFormatter(timeFormat);
  return (value: unknown) =>
    time(typeof value === 'string' ? Number.parseInt(value, 10) : (value as number));
}

/** A category axis of the heatmap, its labels every `interval` steps (or as many as fit). */
function categoryAxis(
  theme: ChartProps['theme'],
  values: DataRecordValue[],
  formatter: (value: unknown) => string,
  interval: unknown,
  label: Record<string, unknown> = {},
) {
  const colors = themeColors(theme);
  return {
    type: 'category',
    data: values,
    axisLine: { lineStyle: { color: colors.border } },
    axisTick: { lineStyle: { color: colors.border } },
    axisLabel: { color: colors.subtleText, formatter, interval: asInterval(interval), ...label },
  };
}

interface Totals {
  x: Map<number, number>;
  y: Map<number, number>;
  all: number;
}

/** The cells `[x index, y index, value(, rank)]` of the rows, and the totals per x, per y, all. */
function heatmapCells(
  data: DataRecord[],
  o: {
    xColumn: string;
    yColumn: string;
    metricLabel: string;
    normalized: boolean;
    xIndex: Map<DataRecordValue, number>;
    yIndex: Map<DataRecordValue, number>;
  },
): { cells: (DataRecordValue | undefined)[][]; totals: Totals } {
  const totals: Totals = { x: new Map(), y: new Map(), all: 0 };
  const cells: (DataRecordValue | undefined)[][] = [];
  for (const row of data) {
    const xi = o.xIndex.get(row[o.xColumn] as DataRecordValue);
    const yi = o.yIndex.get(row[o.yColumn] as DataRecordValue);
    if (xi === undefined || yi === undefined) continue;
    if (o.normalized && row[RANK] === undefined) continue;
    const value = row[o.metricLabel];
    if (typeof value === 'number') {
      totals.x.set(xi, (totals.x.get(xi) ?? 0) + value);
      totals.y.set(yi, (totals.y.get(yi) ?? 0) + value);
      totals.all += value;
    }
    cells.push(o.normalized ? [xi, yi, value ?? null, row[RANK]] : [xi, yi, value ?? null]);
  }
  return { cells, totals };
}

/** A cell's share of its x, its y or the whole heatmap, and what it is a share of. */
function shareOf(
  value: number,
  across: string,
  totals: Totals,
  [x, y]: [number, number],
  [formattedX, formattedY]: [string, string],
): [number, string] {
  if (across === 'x') return [value / (totals.x.get(x) ?? NaN), formattedX];
  if (across === 'y') return [value / (totals.y.get(y) ?? NaN), formattedY];
  return [value / totals.all, 'heatmap'];
}

/**
 * Heatmap: one cell per (x, y) row on two category axes, coloured on the linear scheme by
 * the metric (or, normalized, by its percentile rank); the visual map is the legend; the
 * tooltip tells the value and its share of the heatmap, its x or its y.
 */
export default function transformProps(chartProps: ChartProps): EchartsChartProps {
  const { formData, queriesData, width, height, theme, datasource } = chartProps;
  const queryData = queriesData[0] ?? { colnames: [], coltypes: [], data: [], rowcount: 0 };
  const data = queryData.data ?? [];
  const metric = formData.metric as QueryFormMetric | undefined;
  const metricLabel = metric ? getMetricLabel(metric) : '';
  const xColumn = queryData.colnames[0] ?? getXAxisLabel(formData) ?? '';
  const yAxis = heatmapYColumn(formData.groupby);
  const yColumn = queryData.colnames[1] ?? (yAxis ? getColumnLabel(yAxis) : '');
  const normalized = formBoolean(formData, 'normalized', false);
  const normalizeAcross = formValue<string>(formData, 'normalize_across', 'heatmap');
  const showLegend = formBoolean(formData, 'show_legend', true);
  const showValues = formBoolean(formData, 'show_values', false);
  const showPercentage = formBoolean(formData, 'show_percentage', true);
  const legendType =
    formValue<string>(formData, 'legend_type', 'continuous') === 'piecewise'
      ? 'piecewise'
      : 'continuous';
  const colors = themeColors(theme);
  const timeFormat = formValue(formData, 'x_axis_time_format', 'smart_date');
  const xFormatter = axisFormatter(queryData.coltypes[0], timeFormat);
  const yFormatter = axisFormatter(queryData.coltypes[1], timeFormat);
  const valueFormatter = getValueFormatter(
    metric,
    datasource.currency_formats,
    datasource.column_formats,
    formValue(formData, 'y_axis_format', 'SMART_NUMBER'),
    chartCurrency(formData.currency_format),
  );

  const colorColumn = normalized ? RANK : metricLabel;
  const [low, high] = finiteExtent(data.map((row) => row[colorColumn]));
  const bounds = formValue<unknown[]>(formData, 'value_bounds', []);
  let [min, max] = (Array.isArray(bounds) ? bounds : []).map(parseAxisBound);
  if (min === undefined) min = low || DEFAULT_BOUNDS[0];
  if (max === undefined) max = high || DEFAULT_BOUNDS[1];

  const xValues = sortAxisValues(
    distinct(data, xColumn),
    data,
    formData.sort_x_axis,
    metricLabel,
    xColumn,
  );
  const yValues = sortAxisValues(
    distinct(data, yColumn),
    data,
    formData.sort_y_axis,
    metricLabel,
    yColumn,
  );

  const { cells, totals } = heatmapCells(data, {
    xColumn,
    yColumn,
    metricLabel,
    normalized,
    xIndex: new Map(xValues.map((v, i) => [v, i])),
    yIndex: new Map(yValues.map((v, i) => [v, i])),
  });

  const borderWidth = formNumber(formData, 'border_width', 0);
  const leftMargin = asMargin(formValue(formData, 'left_margin', 'auto'));
  const bottomMargin = asMargin(formValue(formData, 'bottom_margin', 'auto'));
  const cell = cellSize({
    width,
    height,
    columns: xValues.length,
    rows: yValues.length,
    yLabels: yValues.map(yFormatter),
    left: leftMargin ?? 10,
    bottom: bottomMargin ?? 10,
    top: showLegend ? 56 : 10,
  });

  const echartOptions: EChartsCoreOption = {
    grid: {
      containLabel: true,
      top: showLegend ? 56 : 10,
      right: 10,
      bottom: bottomMargin ?? 10,
      left: leftMargin ?? 10,
    },
    legend: { show: false },
    tooltip: {
      ...getDefaultTooltip(theme),
      trigger: 'item',
      formatter: (params: { value?: unknown }) => {
        const [x, y, value] = (params.value ?? []) as [number, number, unknown];
        const formattedX = xFormatter(xValues[x]);
        const formattedY = yFormatter(yValues[y]);
        const cellsOfRow = [metricLabel, valueFormatter(value as number)];
        if (showPercentage && typeof value === 'number') {
          const [share, suffix] = shareOf(
            value,
            normalizeAcross,
            totals,
            [x, y],
            [formattedX, formattedY],
          );
          cellsOfRow.push(`${percentFormatter(share)} (${suffix})`);
        }
        return tooltipHtml([{ cells: cellsOfRow }], `${formattedX} (${formattedY})`);
      },
    },
    visualMap: {
      type: legendType,
      min,
      max,
      calculable: true,
      orient: 'horizontal',
      right: 0,
      top: 0,
      itemHeight: legendType === 'continuous' ? Math.min(300, Math.max(80, width / 3)) : 14,
      itemWidth: 15,
      formatter: (v: number) => valueFormatter(v),
      textStyle: { color: colors.text },
      inRange: { color: sequentialColors(formData.linear_color_scheme as string | undefined) },
      show: showLegend,
      dimension: normalized ? 3 : 2,
    },
    xAxis: categoryAxis(theme, xValues, xFormatter, formData.xscale_interval, {
      rotate: formNumber(formData, 'xAxisLabelRotation', 0),
    }),
    yAxis: categoryAxis(theme, yValues, yFormatter, formData.yscale_interval),
    series: [
      {
        name: metricLabel,
        type: 'heatmap',
        animation: false,
        data: cells,
        label: {
          show: showValues,
          fontSize: LABEL_FONT_SIZE,
          // a value wider or taller than its cell is left out rather than drawn over others
          formatter: (params: { value?: unknown }) => {
            const text = valueFormatter(((params.value ?? []) as unknown[])[2] as number);
            return fitsCell(text, cell) ? text : '';
          },
        },
        itemStyle: {
          borderColor: rgbaString(formData.border_color, { r: 0, g: 0, b: 0, a: 1 }),
          borderWidth,
        },
        emphasis: {
          itemStyle: { borderColor: 'transparent', shadowBlur: 10, shadowColor: colors.subtleText },
        },
      },
    ],
  };
  return { echartOptions, width, height, formData, theme };
}
