import { NumberFormats, getNumberFormatter } from '@tessera/core';
import type { EChartsCoreOption } from 'echarts/core';
import { getColorScale } from '../shared/color/colorScale.js';
import { getLegendProps } from '../shared/echarts/legend.js';
import { getDefaultTooltip, tooltipHtml, tooltipMarker } from '../shared/echarts/tooltip.js';
import type { EchartsChartProps } from '../shared/echarts/types.js';
import { formBoolean, formValue } from '../shared/formDataValue.js';
import { getColumnLabel, isQueryFormColumn } from '../shared/query/labels.js';
import { ensureIsArray } from '../shared/query/valueChecks.js';
import { axisTextStyle } from '../timeseries/axes.js';
import type { ChartProps } from '../types.js';

const percentFormatter = getNumberFormatter(NumberFormats.PERCENT_2_POINT);

/** A bin column's name ("0.0 - 2.5") with its edges in the x format ("0 - 2.5"). */
export function binLabel(column: string, format: (n: number) => string): string {
  const [lo, hi] = column.split(' - ').map((v) => Number.parseFloat(v));
  return `${format(lo)} - ${format(hi)}`;
}

/**
 * Histogram: the `histogram` step's bin columns are the x categories; each dimension group
 * (or the column alone) is a bar series of its counts per bin, or shares when normalized.
 */
export default function transformProps(chartProps: ChartProps): EchartsChartProps {
  const { formData, queriesData, width, height, theme } = chartProps;
  const queryData = queriesData[0] ?? { colnames: [], coltypes: [], data: [], rowcount: 0 };
  const data = queryData.data ?? [];
  const groupby = ensureIsArray(formData.groupby).filter(isQueryFormColumn).map(getColumnLabel);
  const column = isQueryFormColumn(formData.column) ? getColumnLabel(formData.column) : '';
  const groupbySet = new Set(groupby);
  const binColumns = (
    queryData.colnames.length ? queryData.colnames : Object.keys(data[0] ?? {})
  ).filter((c) => !groupbySet.has(c));
  const normalize = formBoolean(formData, 'normalize', false);
  const showValue = formBoolean(formData, 'show_value', false);
  const showLegend = formBoolean(formData, 'show_legend', true);
  const xFormat = getNumberFormatter(formValue(formData, 'x_axis_format', 'SMART_NUMBER'));
  const yFormat = getNumberFormatter(formValue(formData, 'y_axis_format', 'SMART_NUMBER'));
  const valueFormat = (v: number) => (normalize ? percentFormatter(v) : yFormat(v));
  const xTitle = formValue(formData, 'x_axis_title', '');
  const yTitle = formValue(formData, 'y_axis_title', '');
  const colorScale = getColorScale(
    formValue<string | undefined>(formData, 'color_scheme', undefined),
    {
      namespace: chartProps.labelColors,
      forcedColors: formData.label_colors as Record<string, string> | undefined,
    },
  );
  const style = axisTextStyle(theme);

  const series = data.map((datum) => {
    const name =
      groupby.length > 0 ? groupby.map((key) => String(datum[key] ?? '<NULL>')).join(', ') : column;
    return {
      name,
      type: 'bar',
      animation: data.length * binColumns.length < 2000,
      data: binColumns.map((c) => datum[c] as number),
      itemStyle: { color: colorScale(name) },
      label: {
        show: showValue,
        position: 'top',
        color: style.nameTextStyle.color,
        formatter: (params: { value?: unknown }) => valueFormat(params.value as number),
      },
    };
  });

  const echartOptions: EChartsCoreOption = {
    grid: {
      containLabel: true,
      top: showLegend ? 40 : 20,
      bottom: xTitle ? 40 : 20,
      left: yTitle ? (normalize ? 55 : 40) : 20,
      right: 20,
    },
    xAxis: {
      type: 'category',
      data: binColumns.map((c) => binLabel(c, xFormat)),
      name: xTitle,
      nameGap: 35,
      nameLocation: 'middle',
      nameTextStyle: style.nameTextStyle,
      axisLine: style.axisLine,
      axisLabel: style.axisLabel,
    },
    yAxis: {
      type: 'value',
      name: yTitle,
      nameGap: normalize ? 55 : 40,
      nameLocation: 'middle',
      nameTextStyle: style.nameTextStyle,
      axisLine: style.axisLine,
      splitLine: style.splitLine,
      axisLabel: { ...style.axisLabel, formatter: valueFormat },
    },
    legend: {
      ...getLegendProps('scroll', 'top', showLegend, theme),
      data: series.map((s) => s.name),
    },
    tooltip: {
      ...getDefaultTooltip(theme),
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (
        params: { name?: string; seriesName?: string; value?: unknown; color?: string }[],
      ) => {
        const rows = params.map((p) => ({
          marker: tooltipMarker(String(p.color ?? '')),
          cells: [p.seriesName ?? '', valueFormat(p.value as number)],
        }));
        if (groupby.length > 0) {
          const total = params.reduce((sum, p) => sum + (Number(p.value) || 0), 0);
          rows.push({ marker: '', cells: ['Total', valueFormat(total)] });
        }
        return tooltipHtml(rows, params[0]?.name);
      },
    },
    series,
  };
  return { echartOptions, width, height, formData, theme };
}
