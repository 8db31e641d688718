import { getTimeFormatter } from '@tessera/core';
import type { EChartsCoreOption } from 'echarts/core';
import { OpacityEnum, themeColors } from '../shared/echarts/constants.js';
import { extractGroupbyLabel, getColtypesMapping } from '../shared/echarts/series.js';
import { getDefaultTooltip, tooltipHtml } from '../shared/echarts/tooltip.js';
import type { EchartsChartProps } from '../shared/echarts/types.js';
import { formValue } from '../shared/formDataValue.js';
import { getColumnLabel, getMetricLabel, isQueryFormColumn } from '../shared/query/labels.js';
import { ensureIsArray } from '../shared/query/valueChecks.js';
import { axisTextStyle } from '../timeseries/axes.js';
import type { ChartProps, DataRecordValue, QueryFormMetric } from '../types.js';
import { xTicksLayoutLabel } from './controlPanel.js';
import { categoryChartFormat } from '../shared/echarts/categoryChartFormat.js';

const STATS = ['min', 'q1', 'median', 'q3', 'max', 'mean', 'count'] as const;
const STAT_LABELS = [
  'Min',
  '1st Quartile',
  'Median',
  '3rd Quartile',
  'Max',
  'Mean',
  '# Observations',
];

const num = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : Number(v);
  return v === null || v === undefined || Number.isNaN(n) ? null : n;
};

/**
 * Box plot: one box per series (dimension values, and metric when there are several) from
 * the `boxplot` step's `<metric>__min/__q1/__median/__q3/__max` columns, the outliers as
 * scatter points over it; coloured by the scheme; a click cross-filters by the box.
 */
export default function transformProps(chartProps: ChartProps): EchartsChartProps {
  const { formData, queriesData, width, height, theme } = chartProps;
  const queryData = queriesData[0] ?? { colnames: [], coltypes: [], data: [], rowcount: 0 };
  const data = queryData.data ?? [];
  const metrics = ensureIsArray(formData.metrics as QueryFormMetric[] | null);
  const metricLabels = metrics.map(getMetricLabel);
  const groupby = ensureIsArray(formData.groupby).filter(isQueryFormColumn).map(getColumnLabel);
  const coltypes = getColtypesMapping(queryData);
  const timeFormatter = getTimeFormatter(formValue(formData, 'date_format', 'smart_date'));
  const { numberFormatter, colorScale, selectedValues } = categoryChartFormat(chartProps, metrics);
  const colors = themeColors(theme);

  const labelMap: Record<string, DataRecordValue[]> = {};
  const boxes: Record<string, unknown>[] = [];
  const outliers: Record<string, unknown>[] = [];
  for (const datum of data) {
    const groupbyLabel = extractGroupbyLabel(datum, groupby, coltypes, timeFormatter);
    for (const metric of metricLabels) {
      const name =
        metricLabels.length === 1
          ? groupbyLabel
          : [groupbyLabel, metric].filter(Boolean).join(', ');
      labelMap[name] = groupby.map((col) => datum[col] ?? null);
      const color = colorScale(groupbyLabel || metric);
      const filtered = selectedValues.length > 0 && !selectedValues.includes(name);
      boxes.push({
        name,
        value: STATS.map((stat) => num(datum[`${metric}__${stat}`])),
        itemStyle: {
          color,
          opacity: filtered ? OpacityEnum.SemiTransparent : 0.6,
          borderColor: color,
        },
      });
      const values = datum[`${metric}__outliers`] as unknown;
      outliers.push({
        name,
        type: 'scatter',
        itemStyle: {
          color,
          opacity: filtered ? OpacityEnum.SemiTransparent : OpacityEnum.NonTransparent,
        },
        data: (Array.isArray(values) ? values : [])
          .map(num)
          .filter((v) => v !== null)
          .map((v) => [name, v]),
        tooltip: {
          formatter: (params: { seriesName?: string; value?: unknown[] }) =>
            tooltipHtml(
              [{ cells: ['Outlier', numberFormatter((params.value?.[1] as number) ?? null)] }],
              params.seriesName,
            ),
        },
      });
    }
  }

  const style = axisTextStyle(theme);
  const echartOptions: EChartsCoreOption = {
    grid: { containLabel: true, top: 30, bottom: 30, left: 20, right: 20 },
    xAxis: {
      type: 'category',
      data: boxes.map((b) => b.name),
      axisLine: style.axisLine,
      axisLabel: { ...style.axisLabel, ...xTicksLayoutLabel(formData.x_ticks_layout) },
    },
    yAxis: {
      type: 'value',
      axisLine: style.axisLine,
      splitLine: style.splitLine,
      axisLabel: { ...style.axisLabel, formatter: (v: number) => numberFormatter(v) },
    },
    tooltip: {
      ...getDefaultTooltip(theme),
      trigger: 'item',
      axisPointer: { type: 'shadow' },
    },
    series: [
      {
        name: 'boxplot',
        type: 'boxplot',
        animation: false,
        data: boxes,
        tooltip: {
          formatter: (params: { name?: string; data?: { value?: unknown[] } }) => {
            const values = params.data?.value ?? [];
            return tooltipHtml(
              STAT_LABELS.map((label, i) => ({
                cells: [
                  label,
                  i === 6 ? String(values[i] ?? '') : numberFormatter(values[i] as number),
                ],
              })),
              params.name,
            );
          },
        },
        // ECharts draws box outlines in the item colour; the median line in the text colour
        emphasis: { itemStyle: { borderColor: colors.text } },
      },
      ...outliers,
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
    selectedValues,
    hooks: chartProps.hooks,
    emitCrossFilters: chartProps.emitCrossFilters,
  };
}
