import type { EChartsCoreOption } from 'echarts/core';
import { getColorScale } from '../shared/color/colorScale.js';
import { themeColors } from '../shared/echarts/constants.js';
import { getDefaultTooltip, tooltipHtml } from '../shared/echarts/tooltip.js';
import type { EchartsChartProps } from '../shared/echarts/types.js';
import { getValueFormatter } from '../shared/format/valueFormatter.js';
import { formBoolean, formValue } from '../shared/formDataValue.js';
import { getColumnLabel, getMetricLabel, isQueryFormColumn } from '../shared/query/labels.js';
import { ensureIsArray } from '../shared/query/valueChecks.js';
import { sequentialColors } from '../shared/color/sequentialSchemes.js';
import type { ChartProps, DataRecordValue, QueryFormMetric } from '../types.js';

export interface ParaDataTable {
  columns: string[];
  rows: string[][];
}

export interface ParaChartProps extends EchartsChartProps {
  /** The rows as a table under the chart (`show_datatable`). */
  dataTable?: ParaDataTable;
}

const toNumber = (v: DataRecordValue | undefined) => {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

/**
 * Parallel coordinates: one vertical axis per metric (the series first, as a category axis,
 * with `include_series`), one line per row; coloured on the linear scheme by the colour
 * metric (`secondary_metric`), else in one colour.
 */
export default function transformProps(chartProps: ChartProps): ParaChartProps {
  const { formData, queriesData, width, height, theme, datasource } = chartProps;
  const data = queriesData[0]?.data ?? [];
  const metrics = ensureIsArray(formData.metrics as QueryFormMetric[] | undefined);
  const metricLabels = metrics.map(getMetricLabel);
  const secondary = formData.secondary_metric as QueryFormMetric | null | undefined;
  const secondaryLabel = secondary ? getMetricLabel(secondary) : null;
  const series = isQueryFormColumn(formData.series) ? getColumnLabel(formData.series) : null;
  const includeSeries = formBoolean(formData, 'include_series', false) && Boolean(series);
  const showTable = formBoolean(formData, 'show_datatable', false);
  const colors = themeColors(theme);
  const formatters = metricLabels.map((_, i) =>
    getValueFormatter(metrics[i], datasource.currency_formats, datasource.column_formats),
  );
  const secondaryFormatter = getValueFormatter(
    secondary,
    datasource.currency_formats,
    datasource.column_formats,
  );
  const formatSecondary = (v: DataRecordValue | undefined) => {
    const n = toNumber(v);
    return n === null ? '' : secondaryFormatter(n);
  };
  const names = data.map((row) => (series ? String(row[series] ?? '<NULL>') : ''));
  const categories = [...new Set(names)];

  const axes = [
    ...(includeSeries ? [{ name: series as string, type: 'category', data: categories }] : []),
    ...metricLabels.map((name) => ({ name, type: 'value', scale: true })),
  ].map((axis, dim) => ({
    dim,
    ...axis,
    nameTextStyle: { color: colors.text },
    axisLine: { lineStyle: { color: colors.subtleText } },
    axisLabel: { color: colors.subtleText, hideOverlap: true },
  }));
  const colorDim = secondaryLabel
    ? metricLabels.includes(secondaryLabel)
      ? metricLabels.indexOf(secondaryLabel) + (includeSeries ? 1 : 0)
      : axes.length
    : -1;
  const lines = data.map((row, i) => {
    const value: (number | string | null)[] = [
      ...(includeSeries ? [names[i]] : []),
      ...metricLabels.map((m) => toNumber(row[m])),
    ];
    if (secondaryLabel && colorDim === axes.length) value.push(toNumber(row[secondaryLabel]));
    return { name: names[i], value };
  });
  const colorValues = lines
    .map((l) => (colorDim >= 0 ? l.value[colorDim] : null))
    .filter((v): v is number => typeof v === 'number');
  const scheme = sequentialColors(formValue(formData, 'linear_color_scheme', 'superset_seq_1'));
  const single = getColorScale(formValue<string | undefined>(formData, 'color_scheme', undefined), {
    namespace: chartProps.labelColors,
  })(secondaryLabel ?? metricLabels[0] ?? '');

  const echartOptions: EChartsCoreOption = {
    animation: false,
    tooltip: {
      ...getDefaultTooltip(theme),
      trigger: 'item',
      formatter: (p: { dataIndex: number }) => {
        const row = data[p.dataIndex];
        if (!row) return '';
        return tooltipHtml(
          [
            ...metricLabels.map((m, i) => ({
              cells: [m, formatters[i](toNumber(row[m]) as number)],
            })),
            ...(secondaryLabel && !metricLabels.includes(secondaryLabel)
              ? [{ cells: [secondaryLabel, formatSecondary(row[secondaryLabel])] }]
              : []),
          ],
          series ? names[p.dataIndex] : undefined,
        );
      },
    },
    parallel: {
      left: 60,
      right: 80,
      top: 40,
      bottom: colorValues.length ? 50 : 24,
      parallelAxisDefault: { nameLocation: 'end', nameGap: 14 },
    },
    parallelAxis: axes,
    visualMap: colorValues.length
      ? {
          type: 'continuous',
          show: true,
          orient: 'horizontal',
          left: 'center',
          bottom: 0,
          itemHeight: 120,
          calculable: false,
          dimension: colorDim,
          min: Math.min(...colorValues),
          max:
            Math.max(...colorValues) === Math.min(...colorValues)
              ? Math.min(...colorValues) + 1
              : Math.max(...colorValues),
          text: [secondaryLabel ?? '', ''],
          textStyle: { color: colors.text },
          inRange: { color: scheme },
        }
      : undefined,
    series: [
      {
        type: 'parallel',
        lineStyle: { width: 1.5, opacity: 0.7, color: single },
        emphasis: { lineStyle: { width: 3, opacity: 1 } },
        data: lines,
      },
    ],
  };
  const dataTable: ParaDataTable | undefined = showTable
    ? {
        columns: [
          ...(series ? [series] : []),
          ...metricLabels,
          ...(secondaryLabel && !metricLabels.includes(secondaryLabel) ? [secondaryLabel] : []),
        ],
        rows: data.map((row, i) => [
          ...(series ? [names[i]] : []),
          ...metricLabels.map((m, j) => {
            const v = toNumber(row[m]);
            return v === null ? '' : formatters[j](v);
          }),
          ...(secondaryLabel && !metricLabels.includes(secondaryLabel)
            ? [formatSecondary(row[secondaryLabel])]
            : []),
        ]),
      }
    : undefined;
  return { echartOptions, width, height, formData, theme, hooks: chartProps.hooks, dataTable };
}
