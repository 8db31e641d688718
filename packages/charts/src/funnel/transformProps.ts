import { getTimeFormatter } from '@tessera/core';
import type { EChartsCoreOption } from 'echarts/core';
import { formatPieLabel, type PieLabelType } from '../pie/transformProps.js';
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

export type PercentCalculationType = 'first_step' | 'prev_step' | 'total';

export interface FunnelStage {
  name: string;
  value: number;
  /** Share of the first stage, of the previous stage and of the total, 0..1. */
  firstStepPercent: number;
  prevStepPercent: number;
  totalPercent: number;
}

const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);

/** The stages' values with the three percentages pre-computed, in query order. */
export function funnelStages(rows: { name: string; value: number }[]): FunnelStage[] {
  const total = rows.reduce((sum, row) => sum + row.value, 0);
  const first = rows[0]?.value ?? 0;
  return rows.map((row, i) => ({
    ...row,
    firstStepPercent: ratio(row.value, first),
    prevStepPercent: i === 0 ? 1 : ratio(row.value, rows[i - 1].value),
    totalPercent: ratio(row.value, total),
  }));
}

const toNumber = (value: unknown) => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
};

/**
 * Funnel: one stage per row named by its groupby values, coloured by the scheme; labels and
 * tooltips show the name, value and/or percentage (of the first step, the previous step or
 * the total); a click on a stage cross-filters its values.
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
  const tooltipLabelType = formValue<PieLabelType>(
    formData,
    'tooltip_label_type',
    'key_value_percent',
  );
  const percentType = formValue<PercentCalculationType>(
    formData,
    'percent_calculation_type',
    'first_step',
  );
  const showLegend = formBoolean(formData, 'show_legend', true);
  const legendOrientation = asLegendOrientation(formValue(formData, 'legendOrientation', 'top'));
  const legendType = asLegendType(formValue(formData, 'legendType', 'scroll'));
  const showLabels = formBoolean(formData, 'show_labels', true);
  const showTooltipLabels = formBoolean(formData, 'show_tooltip_labels', true);
  const labelLine = formBoolean(formData, 'label_line', false);
  const sort = formValue<string>(formData, 'sort', 'descending');
  const orient = formValue<string>(formData, 'orient', 'vertical');
  const gap = formNumber(formData, 'gap', 0);
  const timeFormatter = getTimeFormatter(formValue(formData, 'date_format', 'smart_date'));
  const { numberFormatter, colorScale, selectedValues } = categoryChartFormat(chartProps, metric);
  const colors = themeColors(theme);

  const labelMap: Record<string, DataRecordValue[]> = {};
  const stages = funnelStages(
    data.map((datum) => {
      const name = extractGroupbyLabel(datum, groupby, coltypes, timeFormatter);
      labelMap[name] = groupby.map((col) => datum[col] ?? null);
      return { name, value: toNumber(datum[metricLabel]) };
    }),
  );
  const byName = new Map(stages.map((s) => [s.name, s]));
  const percentOf = (name?: string) => {
    const stage = byName.get(name ?? '');
    if (!stage) return 0;
    if (percentType === 'prev_step') return stage.prevStepPercent * 100;
    if (percentType === 'total') return stage.totalPercent * 100;
    return stage.firstStepPercent * 100;
  };
  const format = (params: { name?: string; value?: unknown }, type: PieLabelType) =>
    formatPieLabel({ ...params, percent: percentOf(params.name) }, type, numberFormatter);

  const padding = getChartPadding(
    showLegend,
    legendOrientation,
    formValue(formData, 'legendMargin', null),
    { top: 10, bottom: 10, left: 10, right: 10 },
  );
  const echartOptions: EChartsCoreOption = {
    tooltip: {
      ...getDefaultTooltip(theme),
      show: showTooltipLabels,
      trigger: 'item',
      formatter: (params: { name?: string; value?: unknown }) =>
        tooltipHtml([{ cells: [format(params, tooltipLabelType)] }], metricLabel),
    },
    legend: {
      ...getLegendProps(legendType, legendOrientation, showLegend, theme),
      data: stages.map((s) => s.name),
    },
    series: [
      {
        type: 'funnel',
        ...padding,
        animation: false,
        sort: sort === 'none' ? 'none' : sort,
        orient,
        gap,
        minSize: '0%',
        maxSize: '100%',
        label: {
          show: showLabels,
          position: labelLine ? (orient === 'horizontal' ? 'bottom' : 'right') : 'inside',
          color: labelLine ? colors.text : '#FFFFFF',
          textBorderColor: labelLine ? 'transparent' : 'rgba(0, 0, 0, 0.6)',
          textBorderWidth: labelLine ? 0 : 2,
          overflow: 'truncate',
          formatter: (params: { name?: string; value?: unknown }) => format(params, labelType),
        },
        labelLine: { show: labelLine },
        itemStyle: { borderColor: colors.background, borderWidth: 1 },
        emphasis: { label: { show: true, fontWeight: 'bold' } },
        data: stages.map((stage) => ({
          name: stage.name,
          value: stage.value,
          itemStyle: {
            color: colorScale(stage.name),
            opacity:
              selectedValues.length > 0 && !selectedValues.includes(stage.name)
                ? OpacityEnum.SemiTransparent
                : OpacityEnum.NonTransparent,
          },
        })),
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
