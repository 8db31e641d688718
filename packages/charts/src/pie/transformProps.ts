import { NumberFormats, getNumberFormatter, getTimeFormatter } from '@tessera/core';
import type { NumberFormatter } from '@tessera/core';
import type { EChartsCoreOption } from 'echarts/core';
import { OpacityEnum, themeColors } from '../shared/echarts/constants.js';
import {
  asLegendOrientation,
  asLegendType,
  getChartPadding,
  getLegendProps,
} from '../shared/echarts/legend.js';
import { extractGroupbyLabel, getColtypesMapping } from '../shared/echarts/series.js';
import { getDefaultTooltip, tooltipHtml } from '../shared/echarts/tooltip.js';
import type { EchartsChartProps } from '../shared/echarts/types.js';
import { formBoolean, formNumber, formValue } from '../shared/formDataValue.js';
import { getColumnLabel, getMetricLabel, isQueryFormColumn } from '../shared/query/labels.js';
import { ensureIsArray } from '../shared/query/valueChecks.js';
import type { ChartProps, DataRecordValue, QueryFormMetric } from '../types.js';
import { categoryChartFormat } from '../shared/echarts/categoryChartFormat.js';

export type PieLabelType =
  'key' | 'value' | 'percent' | 'key_value' | 'key_percent' | 'key_value_percent' | 'value_percent';

const percentFormatter = getNumberFormatter(NumberFormats.PERCENT_2_POINT);

/** A slice label: its name, value and/or share, as `label_type` asks. */
export function formatPieLabel(
  params: { name?: string; value?: unknown; percent?: number },
  labelType: PieLabelType,
  numberFormatter: NumberFormatter,
): string {
  const name = params.name ?? '';
  const value = numberFormatter(params.value as number);
  const percent = percentFormatter((params.percent ?? 0) / 100);
  switch (labelType) {
    case 'value':
      return value;
    case 'percent':
      return percent;
    case 'key_value':
      return `${name}: ${value}`;
    case 'key_percent':
      return `${name}: ${percent}`;
    case 'key_value_percent':
      return `${name}: ${value} (${percent})`;
    case 'value_percent':
      return `${value} (${percent})`;
    default:
      return name;
  }
}

/**
 * Pie: one slice per row named by its groupby values (", "-joined), coloured by the
 * scheme; labels hidden under the percentage threshold; donut radii; total in the middle.
 */
export default function transformProps(chartProps: ChartProps): EchartsChartProps {
  const { formData, queriesData, width, height, theme } = chartProps;
  const queryData = queriesData[0] ?? { colnames: [], coltypes: [], data: [], rowcount: 0 };
  const data = queryData.data ?? [];
  const metric = formData.metric as QueryFormMetric | undefined;
  const metricLabel = metric ? getMetricLabel(metric) : '';
  const groupby = ensureIsArray(formData.groupby).filter(isQueryFormColumn).map(getColumnLabel);
  const coltypes = getColtypesMapping(queryData);
  const labelType = formValue<PieLabelType>(formData, 'label_type', 'key');
  const showLegend = formBoolean(formData, 'show_legend', true);
  const legendOrientation = asLegendOrientation(formValue(formData, 'legendOrientation', 'top'));
  const legendType = asLegendType(formValue(formData, 'legendType', 'scroll'));
  const showLabels = formBoolean(formData, 'show_labels', true);
  const labelsOutside = formBoolean(formData, 'labels_outside', true);
  const labelLine = formBoolean(formData, 'label_line', false);
  const showTotal = formBoolean(formData, 'show_total', false);
  const donut = formBoolean(formData, 'donut', false);
  const innerRadius = formNumber(formData, 'innerRadius', 30);
  const outerRadius = formNumber(formData, 'outerRadius', 70);
  const threshold = formNumber(formData, 'show_labels_threshold', 5);
  const roseType = formValue<string | null>(formData, 'roseType', null);
  const timeFormatter = getTimeFormatter(formValue(formData, 'date_format', 'smart_date'));
  const { numberFormatter, colorScale, selectedValues } = categoryChartFormat(chartProps, metric);
  const colors = themeColors(theme);

  const labelMap: Record<string, DataRecordValue[]> = {};
  let total = 0;
  const slices = data.map((datum) => {
    const name = extractGroupbyLabel(datum, groupby, coltypes, timeFormatter);
    labelMap[name] = groupby.map((col) => datum[col] ?? null);
    const value = datum[metricLabel];
    total += typeof value === 'number' ? value : Number(value) || 0;
    const filtered = selectedValues.length > 0 && !selectedValues.includes(name);
    return {
      name,
      value,
      itemStyle: {
        color: colorScale(name),
        opacity: filtered ? OpacityEnum.SemiTransparent : OpacityEnum.NonTransparent,
      },
    };
  });
  const label = {
    show: showLabels,
    color: colors.text,
    formatter: (params: { name?: string; value?: unknown; percent?: number }) =>
      formatPieLabel(params, labelType, numberFormatter),
  };
  const padding = getChartPadding(
    showLegend,
    legendOrientation,
    formValue(formData, 'legendMargin', null),
  );
  const echartOptions: EChartsCoreOption = {
    tooltip: {
      ...getDefaultTooltip(theme),
      trigger: 'item',
      formatter: (params: { name?: string; value?: unknown; percent?: number; color?: string }) =>
        tooltipHtml(
          [
            {
              cells: [
                params.name ?? '',
                numberFormatter(params.value as number),
                percentFormatter((params.percent ?? 0) / 100),
              ],
            },
          ],
          metricLabel,
        ),
    },
    legend: {
      ...getLegendProps(legendType, legendOrientation, showLegend, theme),
      data: slices.map((s) => s.name),
    },
    graphic: showTotal
      ? {
          type: 'text',
          top: 'center',
          left: 'center',
          style: {
            text: `Total: ${numberFormatter(total)}`,
            fontSize: 16,
            fontWeight: 'bold',
            fill: colors.text,
          },
          z: 10,
        }
      : null,
    series: [
      {
        type: 'pie',
        ...padding,
        animation: false,
        roseType: roseType || undefined,
        radius: [`${donut ? innerRadius : 0}%`, `${outerRadius}%`],
        center: ['50%', '50%'],
        avoidLabelOverlap: true,
        labelLine: labelsOutside && labelLine ? { show: true } : { show: false },
        minShowLabelAngle: threshold * 3.6,
        label: labelsOutside
          ? { ...label, position: 'outer', alignTo: 'none', bleedMargin: 5 }
          : { ...label, position: 'inner' },
        emphasis: {
          label: { show: true, fontWeight: 'bold', backgroundColor: colors.background },
        },
        data: slices,
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
