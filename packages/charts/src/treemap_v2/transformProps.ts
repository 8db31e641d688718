import { NumberFormats, getNumberFormatter, getTimeFormatter } from '@tessera/core';
import type { EChartsCoreOption } from 'echarts/core';
import { OpacityEnum, themeColors } from '../shared/echarts/constants.js';
import { formatSeriesName, getColtypesMapping } from '../shared/echarts/series.js';
import { getDefaultTooltip, tooltipHtml } from '../shared/echarts/tooltip.js';
import type { EchartsChartProps } from '../shared/echarts/types.js';
import { formBoolean, formValue } from '../shared/formDataValue.js';
import { getColumnLabel, getMetricLabel, isQueryFormColumn } from '../shared/query/labels.js';
import { ensureIsArray } from '../shared/query/valueChecks.js';
import type { ChartProps, DataRecordValue, QueryFormMetric } from '../types.js';
import { buildTree, nodeKey, type TreeNode } from './tree.js';
import { categoryChartFormat } from '../shared/echarts/categoryChartFormat.js';

export type TreemapLabelType = 'key' | 'value' | 'key_value';

const percentFormatter = getNumberFormatter(NumberFormats.PERCENT_2_POINT);

interface TreemapItem {
  name: string;
  value: number;
  filterKey?: string;
  itemStyle?: Record<string, unknown>;
  children?: TreemapItem[];
}

/** A node's label: its name and/or value. */
export function formatTreemapLabel(
  name: string,
  value: string,
  labelType: TreemapLabelType,
): string {
  if (labelType === 'value') return value;
  if (labelType === 'key') return name;
  return `${name}: ${value}`;
}

/**
 * Treemap: the rows folded into the groupby hierarchy under one root named by the metric;
 * each node's area is its summed metric, its colour the scheme's for its name; a click on a
 * node cross-filters the values of its path.
 */
export default function transformProps(chartProps: ChartProps): EchartsChartProps {
  const { formData, queriesData, width, height, theme } = chartProps;
  const queryData = queriesData[0] ?? { colnames: [], coltypes: [], data: [], rowcount: 0 };
  const data = queryData.data ?? [];
  const metric = formData.metric as QueryFormMetric | undefined;
  const metricLabel = metric ? getMetricLabel(metric) : '';
  const groupby = ensureIsArray(formData.groupby).filter(isQueryFormColumn).map(getColumnLabel);
  const coltypes = getColtypesMapping(queryData);
  const showLabels = formBoolean(formData, 'show_labels', true);
  const showUpperLabels = formBoolean(formData, 'show_upper_labels', true);
  const labelType = formValue<TreemapLabelType>(formData, 'label_type', 'key_value');
  const timeFormatter = getTimeFormatter(formValue(formData, 'date_format', 'smart_date'));
  const { numberFormatter, colorScale, selectedValues } = categoryChartFormat(chartProps, metric);
  const colors = themeColors(theme);
  const emit = Boolean(chartProps.emitCrossFilters);

  const labelMap: Record<string, DataRecordValue[]> = {};
  const tree = buildTree(data, groupby, metricLabel);
  const total = tree.reduce((sum, node) => sum + node.metric, 0);
  const nameOf = (node: TreeNode, depth: number) =>
    formatSeriesName(node.value, { timeFormatter, coltype: coltypes[groupby[depth]] });
  const toItem = (node: TreeNode, depth: number): TreemapItem => {
    const key = nodeKey(node.path);
    labelMap[key] = node.path;
    const name = nameOf(node, depth);
    const filtered = selectedValues.length > 0 && !selectedValues.includes(key);
    return {
      name,
      value: node.metric,
      filterKey: key,
      itemStyle: {
        color: colorScale(name),
        opacity: filtered ? OpacityEnum.SemiTransparent : OpacityEnum.NonTransparent,
      },
      ...(node.children.length
        ? { children: node.children.map((child) => toItem(child, depth + 1)) }
        : {}),
    };
  };
  const root: TreemapItem = {
    name: metricLabel,
    value: total,
    children: tree.map((node) => toItem(node, 0)),
  };

  const labelFormatter = (params: { name?: string; value?: unknown }) =>
    formatTreemapLabel(params.name ?? '', numberFormatter(Number(params.value)), labelType);
  const textLabel = {
    color: '#FFFFFF',
    textBorderColor: 'rgba(0, 0, 0, 0.45)',
    textBorderWidth: 2,
    overflow: 'truncate',
    ellipsis: '…',
  };
  const echartOptions: EChartsCoreOption = {
    tooltip: {
      ...getDefaultTooltip(theme),
      trigger: 'item',
      formatter: (params: {
        value?: unknown;
        treePathInfo?: { name: string; value: unknown }[];
      }) => {
        const path = (params.treePathInfo ?? []).slice(1).map((p) => p.name);
        const value = Number(params.value);
        return tooltipHtml(
          [
            { cells: [metricLabel, numberFormatter(value)] },
            { cells: ['% of total', percentFormatter(total ? value / total : 0)] },
          ],
          path.length ? path.join(' / ') : metricLabel,
        );
      },
    },
    series: [
      {
        type: 'treemap',
        animation: false,
        top: 0,
        left: 0,
        right: 0,
        bottom: emit ? 0 : 30,
        width: '100%',
        height: emit ? '100%' : Math.max(10, height - 30),
        roam: false,
        nodeClick: emit ? false : 'zoomToNode',
        breadcrumb: {
          show: !emit,
          bottom: 4,
          itemStyle: { color: colors.splitLine, textStyle: { color: colors.text } },
          emphasis: { itemStyle: { color: colors.border } },
        },
        visibleMin: 100,
        label: { show: showLabels, position: 'inside', ...textLabel, formatter: labelFormatter },
        // upper labels sit on the parent's border strip (the background colour)
        upperLabel: {
          show: showUpperLabels,
          height: 22,
          color: colors.text,
          overflow: 'truncate',
          ellipsis: '…',
          formatter: labelFormatter,
        },
        itemStyle: { borderColor: colors.background, borderWidth: 1, gapWidth: 1 },
        levels: [
          {
            itemStyle: { borderWidth: 0, gapWidth: 2 },
            upperLabel: { show: false },
          },
          {
            itemStyle: { borderColor: colors.background, borderWidth: 2, gapWidth: 1 },
          },
        ],
        emphasis: { upperLabel: { show: showUpperLabels } },
        data: tree.length ? [root] : [],
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
