import { getTimeFormatter } from '@tessera/core';
import type { EChartsCoreOption } from 'echarts/core';
import { OpacityEnum, themeColors } from '../shared/echarts/constants.js';
import {
  asLegendOrientation,
  asLegendType,
  getChartPadding,
  getLegendProps,
} from '../shared/echarts/legend.js';
import { extractGroupbyLabel, getColtypesMapping } from '../shared/echarts/series.js';
import { getDefaultTooltip, tooltipHtml, tooltipMarker } from '../shared/echarts/tooltip.js';
import type { EchartsChartProps } from '../shared/echarts/types.js';
import { formBoolean, formValue } from '../shared/formDataValue.js';
import { getColumnLabel, getMetricLabel, isQueryFormColumn } from '../shared/query/labels.js';
import { ensureIsArray } from '../shared/query/valueChecks.js';
import type { ChartProps, DataRecordValue, QueryFormMetric } from '../types.js';
import { categoryChartFormat } from '../shared/echarts/categoryChartFormat.js';

const toNumber = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
};

/** The configured max of an indicator (`column_config.<metric>.radarMetricMaxValue`). */
function configuredMax(columnConfig: unknown, metric: string): number | null {
  const config = (columnConfig as Record<string, { radarMetricMaxValue?: unknown }> | undefined)?.[
    metric
  ];
  return toNumber(config?.radarMetricMaxValue);
}

/**
 * Radar: the metrics are the indicators (each up to its configured max or the data's), each
 * row is a polygon named by its groupby values, coloured by the scheme.
 */
export default function transformProps(chartProps: ChartProps): EchartsChartProps {
  const { formData, queriesData, width, height, theme, datasource } = chartProps;
  const queryData = queriesData[0] ?? { colnames: [], coltypes: [], data: [], rowcount: 0 };
  const data = queryData.data ?? [];
  const metrics = ensureIsArray(formData.metrics as QueryFormMetric[] | undefined);
  const metricLabels = metrics.map(getMetricLabel);
  const groupby = ensureIsArray(formData.groupby).filter(isQueryFormColumn).map(getColumnLabel);
  const coltypes = getColtypesMapping(queryData);
  const verbose = datasource.verbose_map ?? {};
  const showLegend = formBoolean(formData, 'show_legend', true);
  const legendOrientation = asLegendOrientation(formValue(formData, 'legendOrientation', 'top'));
  const legendType = asLegendType(formValue(formData, 'legendType', 'scroll'));
  const showLabels = formBoolean(formData, 'show_labels', true);
  const labelType = formValue<string>(formData, 'label_type', 'value');
  const labelPosition = formValue<string>(formData, 'label_position', 'top');
  const isCircle = formBoolean(formData, 'is_circle', false);
  const timeFormatter = getTimeFormatter(formValue(formData, 'date_format', 'smart_date'));
  const { numberFormatter, colorScale, selectedValues } = categoryChartFormat(chartProps, metrics);
  const colors = themeColors(theme);

  const labelMap: Record<string, DataRecordValue[]> = {};
  const dataMax = new Map<string, number>();
  const polygons = data.map((datum) => {
    const name = groupby.length
      ? extractGroupbyLabel(datum, groupby, coltypes, timeFormatter)
      : metricLabels.join(', ');
    labelMap[name] = groupby.map((col) => datum[col] ?? null);
    const value = metricLabels.map((label) => {
      const v = toNumber(datum[label]);
      if (v !== null) dataMax.set(label, Math.max(dataMax.get(label) ?? v, v));
      return v;
    });
    return { name, value };
  });
  const indicator = metricLabels.map((label) => {
    const max = configuredMax(formData.column_config, label) ?? dataMax.get(label) ?? 0;
    const min = Math.min(0, ...polygons.map((p) => p.value[metricLabels.indexOf(label)] ?? 0));
    return { name: verbose[label] ?? label, max: max > min ? max : min + 1, min };
  });

  const labelFormatter = (params: { name?: string; value?: unknown }) => {
    const value = numberFormatter(params.value as number);
    return labelType === 'key_value' ? `${params.name ?? ''}: ${value}` : value;
  };
  const padding = getChartPadding(
    showLegend,
    legendOrientation,
    formValue(formData, 'legendMargin', null),
  );
  const plotW = Math.max(1, width - padding.left - padding.right);
  const plotH = Math.max(1, height - padding.top - padding.bottom);
  const nameRoom = Math.min(
    plotW / 4,
    Math.max(0, ...indicator.map((i) => i.name.length)) * 7 + 12,
  );
  const echartOptions: EChartsCoreOption = {
    tooltip: {
      ...getDefaultTooltip(theme),
      trigger: 'item',
      formatter: (params: { name?: string; value?: unknown; color?: string }) => {
        const values = Array.isArray(params.value) ? params.value : [];
        return tooltipHtml(
          indicator.map((ind, i) => ({
            marker: i === 0 && params.color ? tooltipMarker(params.color) : undefined,
            cells: [ind.name, values[i] === null ? '–' : numberFormatter(values[i] as number)],
          })),
          params.name,
        );
      },
    },
    legend: {
      ...getLegendProps(legendType, legendOrientation, showLegend, theme),
      data: polygons.map((p) => p.name),
    },
    radar: {
      shape: isCircle ? 'circle' : 'polygon',
      center: [padding.left + plotW / 2, padding.top + plotH / 2],
      // room around the polygon for the indicators' names (about 7px a character at 12px)
      radius: Math.max(10, Math.min(plotW / 2 - nameRoom, plotH / 2 - 30)),
      indicator,
      axisName: { color: colors.subtleText },
      axisLine: { lineStyle: { color: colors.border } },
      splitLine: { lineStyle: { color: colors.border } },
      splitArea: { show: false },
    },
    series: [
      {
        type: 'radar',
        animation: false,
        label: {
          show: showLabels,
          position: labelPosition,
          color: colors.text,
          formatter: labelFormatter,
        },
        emphasis: { lineStyle: { width: 3 }, areaStyle: { opacity: 0.2 } },
        data: polygons.map((p) => {
          const color = colorScale(p.name);
          const filtered = selectedValues.length > 0 && !selectedValues.includes(p.name);
          const opacity = filtered ? OpacityEnum.SemiTransparent : OpacityEnum.NonTransparent;
          return {
            name: p.name,
            value: p.value,
            itemStyle: { color, opacity },
            lineStyle: { color, opacity, width: 2 },
            areaStyle: { color, opacity: filtered ? 0.05 : 0.1 },
          };
        }),
      },
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
