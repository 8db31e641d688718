import { NumberFormats, getNumberFormatter, getTimeFormatter } from '@tessera/core';
import type { EChartsCoreOption } from 'echarts/core';
import { OpacityEnum, themeColors } from '../shared/echarts/constants.js';
import { formatSeriesName, getColtypesMapping } from '../shared/echarts/series.js';
import { getDefaultTooltip, tooltipHtml } from '../shared/echarts/tooltip.js';
import type { EchartsChartProps } from '../shared/echarts/types.js';
import { formBoolean, formNumber, formValue } from '../shared/formDataValue.js';
import { getColumnLabel, getMetricLabel, isQueryFormColumn } from '../shared/query/labels.js';
import { ensureIsArray } from '../shared/query/valueChecks.js';
import type { ChartProps, DataRecordValue, QueryFormMetric } from '../types.js';
import { buildTree, nodeKey, type TreeNode } from '../treemap_v2/tree.js';
import { formatTreemapLabel, type TreemapLabelType } from '../treemap_v2/transformProps.js';
import { linearColorScale } from '../shared/color/sequentialSchemes.js';
import { categoryChartFormat } from '../shared/echarts/categoryChartFormat.js';

const percentFormatter = getNumberFormatter(NumberFormats.PERCENT_2_POINT);

interface SunburstItem {
  name: string;
  value: number;
  secondary: number;
  parentValue: number;
  path: string[];
  filterKey: string;
  itemStyle: Record<string, unknown>;
  children?: SunburstItem[];
}

/** A node's tooltip: its path, value, share of its parent and of the total (and the secondary). */
function sunburstTooltip(
  item: SunburstItem | undefined,
  total: number,
  metricLabel: string,
  numberFormatter: (value: number) => string,
  secondaryLabel?: string,
): string {
  if (!item || !item.path) return '';
  const share = (a: number, b: number) => percentFormatter(b ? a / b : 0);
  const rows = [
    { cells: [metricLabel, numberFormatter(item.value)] },
    { cells: ['% of parent', share(item.value, item.parentValue)] },
    { cells: ['% of total', share(item.value, total)] },
  ];
  if (secondaryLabel)
    rows.push(
      { cells: [secondaryLabel, numberFormatter(item.secondary)] },
      { cells: [`${secondaryLabel}/${metricLabel}`, share(item.secondary, item.value)] },
    );
  return tooltipHtml(rows, item.path.join(' / '));
}

/**
 * Sunburst: the rows folded into the `columns` hierarchy, one ring per level, each node's
 * angle its summed metric; coloured by the categorical scheme, or with a secondary metric on
 * the linear scheme by secondary ÷ primary; the total in the middle; a click on a node
 * cross-filters the values of its path.
 */
export default function transformProps(
  chartProps: ChartProps,
): EchartsChartProps & { groupbyFieldName: string } {
  const { formData, queriesData, width, height, theme } = chartProps;
  const queryData = queriesData[0] ?? { colnames: [], coltypes: [], data: [], rowcount: 0 };
  const data = queryData.data ?? [];
  const metric = formData.metric as QueryFormMetric | undefined;
  const metricLabel = metric ? getMetricLabel(metric) : '';
  const secondaryMetric = formData.secondary_metric as QueryFormMetric | null | undefined;
  const secondaryLabel = secondaryMetric ? getMetricLabel(secondaryMetric) : undefined;
  const colorByCategory = !secondaryLabel || secondaryLabel === metricLabel;
  const columns = ensureIsArray(formData.columns).filter(isQueryFormColumn).map(getColumnLabel);
  const coltypes = getColtypesMapping(queryData);
  const showLabels = formBoolean(formData, 'show_labels', false);
  const threshold = formNumber(formData, 'show_labels_threshold', 5);
  const showTotal = formBoolean(formData, 'show_total', false);
  const labelType = formValue<TreemapLabelType>(formData, 'label_type', 'key');
  const timeFormatter = getTimeFormatter(formValue(formData, 'date_format', 'smart_date'));
  const { numberFormatter, colorScale, selectedValues } = categoryChartFormat(chartProps, metric);
  const colors = themeColors(theme);
  const emit = Boolean(chartProps.emitCrossFilters);

  const tree = buildTree(data, columns, metricLabel, colorByCategory ? undefined : secondaryLabel);
  const total = tree.reduce((sum, node) => sum + node.metric, 0);
  const ratios: number[] = [];
  const collect = (nodes: TreeNode[]) =>
    nodes.forEach((node) => {
      if (node.metric) ratios.push(node.secondary / node.metric);
      collect(node.children);
    });
  if (!colorByCategory) collect(tree);
  const linear = linearColorScale(
    formValue<string | null>(formData, 'linear_color_scheme', null),
    Math.min(...ratios, 0),
    Math.max(...ratios, 0),
  );

  const labelMap: Record<string, DataRecordValue[]> = {};
  const toItem = (node: TreeNode, depth: number, parent: SunburstItem | null): SunburstItem => {
    const key = nodeKey(node.path);
    labelMap[key] = node.path;
    const name = formatSeriesName(node.value, { timeFormatter, coltype: coltypes[columns[depth]] });
    const filtered = selectedValues.length > 0 && !selectedValues.includes(key);
    const item: SunburstItem = {
      name,
      value: node.metric,
      secondary: node.secondary,
      parentValue: parent ? parent.value : total,
      path: [...(parent?.path ?? []), name],
      filterKey: key,
      itemStyle: {
        color: colorByCategory
          ? colorScale(name)
          : linear(node.metric ? node.secondary / node.metric : 0),
        opacity: filtered ? OpacityEnum.SemiTransparent : OpacityEnum.NonTransparent,
      },
    };
    if (node.children.length) item.children = node.children.map((c) => toItem(c, depth + 1, item));
    return item;
  };
  const items = tree.map((node) => toItem(node, 0, null));

  const echartOptions: EChartsCoreOption = {
    tooltip: {
      ...getDefaultTooltip(theme),
      trigger: 'item',
      formatter: (params: { data?: SunburstItem }) =>
        sunburstTooltip(
          params.data,
          total,
          metricLabel,
          numberFormatter,
          colorByCategory ? undefined : secondaryLabel,
        ),
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
        type: 'sunburst',
        animation: false,
        center: ['50%', '50%'],
        radius: [showTotal ? '18%' : '0%', '95%'],
        nodeClick: emit ? false : 'rootToNode',
        sort: null,
        itemStyle: { borderColor: colors.background, borderWidth: 1 },
        label: {
          show: showLabels,
          minAngle: threshold * 3.6,
          color: '#FFFFFF',
          textBorderColor: 'rgba(0, 0, 0, 0.45)',
          textBorderWidth: 2,
          overflow: 'truncate',
          formatter: (params: { name?: string; value?: unknown }) =>
            formatTreemapLabel(params.name ?? '', numberFormatter(Number(params.value)), labelType),
        },
        emphasis: { focus: 'ancestor', label: { show: showLabels } },
        data: items,
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
    groupby: columns,
    groupbyFieldName: 'columns',
    selectedValues,
    hooks: chartProps.hooks,
    emitCrossFilters: chartProps.emitCrossFilters,
  };
}
