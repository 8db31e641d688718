import { createCurrencyFormatter, getNumberFormatter, getTimeFormatter } from '@tessera/core';
import type { EChartsCoreOption } from 'echarts/core';
import { xTicksLayoutLabel } from '../box_plot/controlPanel.js';
import { rgbToHex } from '../shared/color/rgbColor.js';
import { NULL_STRING, themeColors } from '../shared/echarts/constants.js';
import { getLegendProps } from '../shared/echarts/legend.js';
import { getColtypesMapping } from '../shared/echarts/series.js';
import { getDefaultTooltip, tooltipHtml } from '../shared/echarts/tooltip.js';
import type { EchartsChartProps } from '../shared/echarts/types.js';
import { chartCurrency } from '../shared/format/valueFormatter.js';
import { formBoolean, formValue } from '../shared/formDataValue.js';
import { getColumnLabel, getMetricLabel, isQueryFormColumn } from '../shared/query/labels.js';
import { ensureIsArray } from '../shared/query/valueChecks.js';
import { axisTextStyle } from '../timeseries/axes.js';
import { GenericDataType } from '../types.js';
import type { ChartProps, DataRecord, DataRecordValue, QueryFormMetric } from '../types.js';
import { DECREASE_COLOR, INCREASE_COLOR, TOTAL_COLOR } from './controlPanel.js';
import { waterfallXColumn } from './buildQuery.js';

/** ECharts' "no value" in a bar series (the bar is not drawn). */
export const TOKEN = '-';
export const ASSIST_MARK = 'Assist';
export const TOTAL_MARK = 'Total';

interface Bar {
  value: number | typeof TOKEN;
  originalValue?: number;
  totalSum?: number;
  itemStyle?: { color: string; opacity: number };
}

const num = (v: DataRecordValue | undefined) => (typeof v === 'number' ? v : Number(v) || 0);

/**
 * The rows to draw: without a breakdown, the metric summed per x and a final total; with
 * one, each x's breakdown rows followed by that x's total.
 */
export function waterfallRows(
  data: DataRecord[],
  x: string,
  metric: string,
  breakdown: string | undefined,
  showTotal: boolean,
): DataRecord[] {
  const groups = new Map<DataRecordValue | undefined, DataRecord[]>();
  for (const row of data) {
    const list = groups.get(row[x]);
    if (list) list.push(row);
    else groups.set(row[x], [row]);
  }
  const rows: DataRecord[] = [];
  if (breakdown) {
    for (const [key, list] of groups) {
      rows.push(...list);
      if (showTotal) {
        const sum = list.reduce((acc, r) => acc + num(r[metric]), 0);
        rows.push({ [x]: key ?? null, [breakdown]: TOTAL_MARK, [metric]: sum });
      }
    }
  } else {
    let total = 0;
    for (const [key, list] of groups) {
      const sum = list.reduce((acc, r) => acc + num(r[metric]), 0);
      rows.push({ [x]: key ?? null, [metric]: sum });
      total += sum;
    }
    if (showTotal) rows.push({ [x]: TOTAL_MARK, [metric]: total });
  }
  return rows;
}

/**
 * The four stacked bar series: an assist bar lifting each change to the running total
 * (crossing zero, it draws the part on the other side in the change's own colour), the
 * increases, the decreases, and the totals.
 */
export function waterfallBars(
  rows: DataRecord[],
  metricLabel: string,
  isTotal: (row: DataRecord) => boolean,
  o: { breakdown: boolean; increaseColor: string; decreaseColor: string },
): { assist: Bar[]; increase: Bar[]; decrease: Bar[]; totals: Bar[] } {
  const assist: Bar[] = [];
  const increase: Bar[] = [];
  const decrease: Bar[] = [];
  const totals: Bar[] = [];
  let previousTotal = 0;
  let runningTotal = 0;
  rows.forEach((row, index) => {
    const original = num(row[metricLabel]);
    const total = isTotal(row);
    if (!total || (o.breakdown && index === 0)) runningTotal += original;
    const totalSum = runningTotal;
    let value = original;
    const oppositeSigns = Math.sign(previousTotal) !== Math.sign(totalSum);
    if (oppositeSigns) value = Math.sign(value) * (Math.abs(value) - Math.abs(previousTotal));
    if (total) {
      increase.push({ value: TOKEN });
      decrease.push({ value: TOKEN });
      totals.push({ value: totalSum, originalValue: totalSum, totalSum });
      assist.push({ value: TOKEN });
    } else {
      const change = { originalValue: original, totalSum };
      if (value < 0) {
        increase.push({ value: TOKEN });
        decrease.push({ value: totalSum < 0 ? value : -value, ...change });
      } else {
        increase.push({ value: totalSum > 0 ? value : -value, ...change });
        decrease.push({ value: TOKEN });
      }
      totals.push({ value: TOKEN });
      const color = oppositeSigns ? (value > 0 ? o.increaseColor : o.decreaseColor) : 'transparent';
      if (index === 0) assist.push({ value: 0 });
      else if (oppositeSigns || Math.abs(totalSum) > Math.abs(previousTotal))
        assist.push({ value: previousTotal, itemStyle: { color, opacity: 1 } });
      else assist.push({ value: totalSum, itemStyle: { color, opacity: 1 } });
    }
    previousTotal = totalSum;
  });
  return { assist, increase, decrease, totals };
}

const colorOf = (value: unknown, [r, g, b]: [number, number, number]) =>
  rgbToHex(value, { r, g, b });

/** The x categories: x values, or breakdown values and each x's total; and whose values they are. */
function xCategories(rows: DataRecord[], xName: string, breakdown: string | undefined) {
  const xColumns: string[] = [];
  const xData = rows.map((row) => {
    let column = xName;
    let value = row[xName];
    if (breakdown && row[breakdown] !== TOTAL_MARK) {
      column = breakdown;
      value = row[breakdown];
    }
    xColumns.push(column);
    if (value === null || value === undefined || value === '') return NULL_STRING;
    return typeof value === 'number' || typeof value === 'string' ? value : String(value);
  });
  return { xData, xColumns };
}

/**
 * Waterfall: stacked bars over the x categories, an invisible assist bar lifting each
 * Increase or Decrease bar to the running total, and Total bars; with a breakdown, each x
 * shows its breakdown values and then its total.
 */
export default function transformProps(chartProps: ChartProps): EchartsChartProps {
  const { formData, queriesData, width, height, theme } = chartProps;
  const queryData = queriesData[0] ?? { colnames: [], coltypes: [], data: [], rowcount: 0 };
  const data = queryData.data ?? [];
  const coltypes = getColtypesMapping(queryData);
  const colors = themeColors(theme);
  const metric = formData.metric as QueryFormMetric | undefined;
  const metricLabel = metric ? getMetricLabel(metric) : '';
  const xColumn = waterfallXColumn(formData);
  const xName = xColumn ? getColumnLabel(xColumn) : '';
  const breakdownColumn = ensureIsArray(formData.groupby).find(isQueryFormColumn);
  const breakdown = breakdownColumn ? getColumnLabel(breakdownColumn) : undefined;
  const showTotal = formBoolean(formData, 'show_total', true);
  const showValue = formBoolean(formData, 'show_value', false);
  const showLegend = formBoolean(formData, 'show_legend', true);
  const totalLabel = formValue(formData, 'total_label', '') || TOTAL_MARK;
  const legendNames = {
    increase: formValue(formData, 'increase_label', '') || 'Increase',
    decrease: formValue(formData, 'decrease_label', '') || 'Decrease',
    total: totalLabel,
  };
  const increaseColor = colorOf(formData.increase_color, INCREASE_COLOR);
  const decreaseColor = colorOf(formData.decrease_color, DECREASE_COLOR);
  const totalColor = colorOf(formData.total_color, TOTAL_COLOR);
  const yFormat = formValue(formData, 'y_axis_format', 'SMART_NUMBER');
  const currency = chartCurrency(formData.currency_format);
  const formatter = currency
    ? createCurrencyFormatter(currency, yFormat)
    : getNumberFormatter(yFormat);

  const rows = waterfallRows(data, xName, metricLabel, breakdown, showTotal);
  const isTotal = (row: DataRecord) =>
    breakdown ? row[breakdown] === TOTAL_MARK : row[xName] === TOTAL_MARK;
  const { assist, increase, decrease, totals } = waterfallBars(rows, metricLabel, isTotal, {
    breakdown: Boolean(breakdown),
    increaseColor,
    decreaseColor,
  });

  const { xData, xColumns } = xCategories(rows, xName, breakdown);
  const timeFormatter = getTimeFormatter(formValue(formData, 'x_axis_time_format', 'smart_date'));
  const xFormatter = (value: number | string, index: number) => {
    if (value === TOTAL_MARK) return totalLabel;
    if (coltypes[xColumns[index]] === GenericDataType.TEMPORAL)
      return timeFormatter(typeof value === 'string' ? Number.parseInt(value, 10) : value);
    return String(value);
  };

  // a click on a change bar cross-filters by its x value (breakdowns: by x and breakdown)
  const labelMap: Record<string, DataRecordValue[]> = {};
  const groupby = breakdown ? [xName, breakdown] : [xName];
  rows.forEach((row, i) => {
    if (isTotal(row)) return;
    labelMap[String(i)] = groupby.map((c) => row[c] ?? null);
  });

  const style = axisTextStyle(theme);
  const label = (position: 'top' | 'bottom') => ({
    show: showValue,
    position,
    color: colors.text,
    formatter: (params: { data?: Bar }) => formatter(params.data?.originalValue as number),
  });
  const bar = { type: 'bar', stack: 'stack', emphasis: { disabled: true }, animation: false };
  const xTitle = formValue(formData, 'x_axis_label', '');
  const yTitle = formValue(formData, 'y_axis_label', '');
  const echartOptions: EChartsCoreOption = {
    grid: {
      containLabel: true,
      top: showLegend ? 40 : 28,
      bottom: xTitle ? 48 : 28,
      left: yTitle ? 48 : 20,
      right: 28,
    },
    legend: {
      ...getLegendProps('scroll', 'top', showLegend, theme),
      data: [legendNames.increase, legendNames.decrease, legendNames.total],
    },
    xAxis: {
      type: 'category',
      data: xData,
      name: xTitle,
      nameGap: 35,
      nameLocation: 'middle',
      nameTextStyle: style.nameTextStyle,
      axisLine: style.axisLine,
      axisLabel: {
        ...style.axisLabel,
        ...xTicksLayoutLabel(formData.x_ticks_layout),
        formatter: xFormatter,
        hideOverlap: false,
      },
    },
    yAxis: {
      type: 'value',
      name: yTitle,
      nameGap: 45,
      nameLocation: 'middle',
      nameTextStyle: style.nameTextStyle,
      axisLine: style.axisLine,
      splitLine: style.splitLine,
      axisLabel: { ...style.axisLabel, formatter: (v: number) => formatter(v) },
    },
    tooltip: {
      ...getDefaultTooltip(theme),
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (
        params: { seriesName?: string; name?: string; dataIndex: number; data?: Bar }[],
      ) => {
        const item = params.find((p) => p.seriesName !== ASSIST_MARK && p.data?.value !== TOKEN);
        if (!item?.data) return '';
        const itemIsTotal = item.seriesName === legendNames.total;
        const title =
          !itemIsTotal || breakdown ? xFormatter(xData[item.dataIndex], item.dataIndex) : undefined;
        const cells = itemIsTotal
          ? []
          : [{ cells: [item.seriesName ?? '', formatter(item.data.originalValue as number)] }];
        cells.push({ cells: [legendNames.total, formatter(item.data.totalSum as number)] });
        return tooltipHtml(cells, title);
      },
    },
    series: [
      { ...bar, name: ASSIST_MARK, data: assist, itemStyle: { color: 'transparent' } },
      ...(
        [
          [legendNames.increase, 'top', increaseColor, increase],
          [legendNames.decrease, 'bottom', decreaseColor, decrease],
          [legendNames.total, 'top', totalColor, totals],
        ] as const
      ).map(([name, position, color, data]) => ({
        ...bar,
        name,
        label: label(position),
        itemStyle: { color },
        data,
      })),
    ],
  };
  return {
    echartOptions,
    width,
    height,
    formData,
    theme,
    labelMap,
    groupby,
    selectedValues: (chartProps.filterState?.selectedValues ?? []) as string[],
    hooks: chartProps.hooks,
    emitCrossFilters: chartProps.emitCrossFilters,
  };
}
