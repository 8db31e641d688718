import type { EChartsCoreOption } from 'echarts/core';
import { NULL_STRING, themeColors } from '../shared/echarts/constants.js';
import { getDefaultTooltip, tooltipHtml } from '../shared/echarts/tooltip.js';
import type { EchartsChartProps } from '../shared/echarts/types.js';
import { getValueFormatter } from '../shared/format/valueFormatter.js';
import { formNumber, formValue } from '../shared/formDataValue.js';
import { getMetricLabel } from '../shared/query/labels.js';
import { singleColumnLabel } from '../sankey_v2/transformProps.js';
import { treeDepth, treeLabelPlacement, type LabelPosition } from './treeLabels.js';
import type { ChartProps, DataRecord, DataRecordValue, QueryFormMetric } from '../types.js';

export interface TreeNode {
  name: string;
  value?: number;
  children: TreeNode[];
}

const isEmpty = (value: DataRecordValue | undefined) =>
  value === null || value === undefined || value === '';
const key = (value: DataRecordValue | undefined) => (isEmpty(value) ? '' : String(value));
const text = (value: DataRecordValue | undefined) =>
  value === null || value === undefined ? NULL_STRING : String(value);

/**
 * Siblings with children of their own before the leaves, each kind in the rows' order: a
 * leaf laid next to a branch sits one step from it, and where their labels would overlap
 * the one drawn first (the branch's) is kept.
 */
const branchesFirst = (nodes: TreeNode[]) => [
  ...nodes.filter((node) => node.children.length > 0),
  ...nodes.filter((node) => node.children.length === 0),
];

/** The name of the root drawn over several top nodes. */
export const ALL_ROOT = 'All';

/**
 * The rows as one tree: each row a node (`id`) under its parent. The root is the node
 * `rootNodeId` (a parent that is no row stands for itself), or else the nodes with an empty
 * parent (and the parents that are no row), under one "All" root when there are several.
 * A node reached again below itself is not repeated (cycles end there).
 */
export function buildTree(
  rows: DataRecord[],
  columns: { id: string; parent: string; name?: string; metric?: string },
  rootNodeId?: string,
): TreeNode {
  const nameCol = columns.name || columns.id;
  const byId = new Map<string, DataRecord>();
  const children = new Map<string, string[]>();
  for (const row of rows) {
    const id = key(row[columns.id]);
    if (id === '') continue;
    if (!byId.has(id)) byId.set(id, row);
    // a row that is its own parent (a city named as its country) is a top node
    const parent = key(row[columns.parent]) === id ? '' : key(row[columns.parent]);
    const list = children.get(parent) ?? [];
    if (!list.includes(id)) list.push(id);
    children.set(parent, list);
  }
  const build = (id: string, ancestors: Set<string>): TreeNode => {
    const row = byId.get(id);
    const value = row && columns.metric ? Number(row[columns.metric]) : undefined;
    const below = new Set(ancestors).add(id);
    return {
      name: row ? text(row[nameCol]) : id,
      ...(value !== undefined && Number.isFinite(value) ? { value } : {}),
      children: branchesFirst(
        (children.get(id) ?? [])
          .filter((child) => !below.has(child))
          .map((child) => build(child, below)),
      ),
    };
  };
  if (rootNodeId) {
    return byId.has(rootNodeId) || children.has(rootNodeId)
      ? build(rootNodeId, new Set())
      : { name: '', children: [] };
  }
  const roots = [
    ...(children.get('') ?? []),
    ...[...children.keys()].filter((parent) => parent !== '' && !byId.has(parent)),
  ];
  if (roots.length === 1) return build(roots[0], new Set());
  return { name: ALL_ROOT, children: branchesFirst(roots.map((root) => build(root, new Set()))) };
}

const roamValue = (value: unknown) =>
  value === 'true' ? true : value === 'false' ? false : (value as boolean | string);

/** Tree: a parent → child tree of the rows (see {@link buildTree}), drawn by ECharts. */
export default function transformProps(chartProps: ChartProps): EchartsChartProps {
  const { formData, queriesData, width, height, theme, datasource } = chartProps;
  const rows = queriesData[0]?.data ?? [];
  const metric = formData.metric as QueryFormMetric | undefined;
  const metricLabel = metric ? getMetricLabel(metric) : undefined;
  const colors = themeColors(theme);
  const numberFormatter = getValueFormatter(
    metric,
    datasource.currency_formats,
    datasource.column_formats,
    'SMART_NUMBER',
  );
  const rootNodeId = formValue<unknown>(formData, 'root_node_id', '');
  const tree = buildTree(
    rows,
    {
      id: singleColumnLabel(formData.id) ?? '',
      parent: singleColumnLabel(formData.parent) ?? '',
      name: singleColumnLabel(formData.name),
      metric: metricLabel,
    },
    rootNodeId === '' ? undefined : String(rootNodeId),
  );
  const layout =
    formValue<string>(formData, 'layout', 'orthogonal') === 'radial' ? 'radial' : 'orthogonal';
  const orient = formValue<string>(formData, 'orient', 'LR');
  const placement = treeLabelPlacement({
    layout,
    orient,
    nodeLabelPosition: formValue<LabelPosition>(formData, 'node_label_position', 'left'),
    childLabelPosition: formValue<LabelPosition>(formData, 'child_label_position', 'bottom'),
    depth: treeDepth(tree),
    width,
    height,
  });
  const echartOptions: EChartsCoreOption = {
    tooltip: {
      ...getDefaultTooltip(theme),
      trigger: 'item',
      triggerOn: 'mousemove',
      formatter: (params: { value?: unknown; treeAncestors?: { name?: string }[] }) => {
        const path = (params.treeAncestors ?? []).map((a) => a?.name ?? '').filter(Boolean);
        const value = params.value;
        const rowsHtml =
          metricLabel && typeof value === 'number'
            ? [{ cells: [metricLabel, numberFormatter(value)] }]
            : [];
        return tooltipHtml(rowsHtml, path.join(' ▸ '));
      },
    },
    series: [
      {
        type: 'tree',
        animation: false,
        data: [tree],
        layout,
        orient,
        symbol: formValue(formData, 'symbol', 'emptyCircle'),
        symbolSize: formNumber(formData, 'symbolSize', 7),
        roam: roamValue(formValue<unknown>(formData, 'roam', true)),
        initialTreeDepth: formNumber(formData, 'initialTreeDepth', -1),
        ...placement.box,
        expandAndCollapse: true,
        emphasis: {
          focus: formValue(formData, 'emphasis', 'descendant'),
          label: { show: true },
        },
        itemStyle: { borderColor: colors.subtleText },
        lineStyle: { color: colors.subtleText, width: 1.5 },
        label: {
          ...placement.label,
          color: colors.text,
          textBorderColor: colors.background,
          textBorderWidth: 2,
        },
        leaves: placement.leaves,
        labelLayout: placement.labelLayout,
      },
    ],
  };
  return { echartOptions, width, height, formData, theme, hooks: chartProps.hooks };
}
