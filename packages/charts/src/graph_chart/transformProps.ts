import type { EChartsCoreOption } from 'echarts/core';
import { getColorScale, type ColorScale } from '../shared/color/colorScale.js';
import { NULL_STRING, OpacityEnum, themeColors } from '../shared/echarts/constants.js';
import {
  asLegendOrientation,
  asLegendType,
  getChartPadding,
  getLegendProps,
} from '../shared/echarts/legend.js';
import { getDefaultTooltip, tooltipHtml } from '../shared/echarts/tooltip.js';
import type { EchartsChartProps } from '../shared/echarts/types.js';
import { getValueFormatter } from '../shared/format/valueFormatter.js';
import { formBoolean, formNumber, formValue } from '../shared/formDataValue.js';
import { getMetricLabel } from '../shared/query/labels.js';
import { nodeName, singleColumnLabel } from '../sankey_v2/transformProps.js';
import {
  FORCE_NODE_LIMIT,
  forceLayout,
  forceLayoutBox,
  type Box,
  type ForceSettings,
} from './forceLayout.js';
import type { ChartProps, DataRecord, DataRecordValue, QueryFormMetric } from '../types.js';

type EdgeSymbol = 'none' | 'circle' | 'arrow';

const edgeSymbolOf = (value: string | undefined): EdgeSymbol =>
  value === 'circle' || value === 'arrow' ? value : 'none';

/** `edgeSymbol` ("none,arrow") as the two ends' symbols. */
export function parseEdgeSymbol(symbols: unknown): [EdgeSymbol, EdgeSymbol] {
  const [start, end] = String(symbols ?? '').split(',');
  return [edgeSymbolOf(start), edgeSymbolOf(end)];
}

/** A category's legend name (booleans named by their column, null as N/A). */
function categoryName(column: string, value: DataRecordValue | undefined): string {
  if (value === true || value === false) return `${column}: ${value}`;
  if (value === null || value === undefined) return 'N/A';
  return String(value);
}

export interface GraphNode {
  id: string;
  name: string;
  /** The column (label) the node's value came from: what a click filters. */
  col: string;
  /** The node's value in that column, for filters. */
  raw: DataRecordValue;
  value: number;
  category?: string;
  symbolSize?: number;
  itemStyle: { color: string; opacity?: number };
  label?: { show: boolean };
  /** Where a large graph's force layout put the node (ECharts lays out smaller ones). */
  x?: number;
  y?: number;
}

export interface GraphChartProps extends EchartsChartProps {
  nodes: GraphNode[];
  source: string;
  target: string;
}

/** The smallest and largest of some values. */
const extent = (values: number[]): [number, number] =>
  values.reduce<[number, number]>(
    ([lo, hi], v) => [Math.min(lo, v), Math.max(hi, v)],
    [Infinity, -Infinity],
  );

/** Where a value lies between the smallest and largest (0 when they are equal). */
const spread = (value: number, min: number, max: number) =>
  max > min ? (value - min) / (max - min) : 0;

export interface GraphLink {
  source: string;
  target: string;
  value: number;
  lineStyle: { color: string; width?: number };
}

/** The nodes (distinct source and target values), links and categories of the rows. */
export function graphElements(
  rows: DataRecord[],
  columns: {
    source: string;
    target: string;
    sourceCategory?: string;
    targetCategory?: string;
    metric: string;
  },
  colorScale: ColorScale,
): { nodes: GraphNode[]; links: GraphLink[]; categories: string[] } {
  const { source, target, sourceCategory, targetCategory } = columns;
  const firstColor = colorScale.colors[0] ?? '#1f77b4';
  const nodeIndex = new Map<string, GraphNode>();
  const nodes: GraphNode[] = [];
  const categories: string[] = [];
  const node = (raw: DataRecordValue, col: string, category: string | undefined) => {
    if (category && !categories.includes(category)) {
      categories.push(category);
      colorScale(category); // categories take the scheme's colours in legend order
    }
    const name = nodeName(raw);
    let found = nodeIndex.get(name);
    if (!found) {
      found = {
        id: String(nodes.length),
        name,
        col,
        raw,
        value: 0,
        category,
        itemStyle: { color: category ? colorScale(category) : firstColor },
      };
      nodeIndex.set(name, found);
      nodes.push(found);
    } else if (!found.category && category) {
      found.category = category;
      found.itemStyle.color = colorScale(category);
    }
    return found;
  };
  const links: GraphLink[] = [];
  for (const row of rows) {
    const value = Number(row[columns.metric]);
    if (!value || !Number.isFinite(value)) continue;
    const sourceNode = node(
      row[source] ?? null,
      source,
      sourceCategory ? categoryName(sourceCategory, row[sourceCategory]) : undefined,
    );
    const targetNode = node(
      row[target] ?? null,
      target,
      targetCategory ? categoryName(targetCategory, row[targetCategory]) : undefined,
    );
    sourceNode.value += value;
    targetNode.value += value;
    links.push({
      source: sourceNode.id,
      target: targetNode.id,
      value,
      lineStyle: { color: sourceNode.itemStyle.color },
    });
  }
  return { nodes, links, categories };
}

/**
 * Each data answer's last force layout: drawn again at another size (a resize) or with other
 * render-only settings, the same graph keeps its picture and is not laid out anew.
 */
const layouts = new WeakMap<object, { key: string; positions: [number, number][] }>();

/**
 * A large graph's force layout, run here in a bounded run (forceLayout.ts): its nodes placed
 * (`x`, `y`), and the series box that draws them as ECharts' force layout would.
 */
function placeNodes(
  rows: object,
  nodes: GraphNode[],
  links: GraphLink[],
  force: ForceSettings,
  chart: Box,
): Box {
  const edges = links.map((l) => ({ source: Number(l.source), target: Number(l.target) }));
  const { edgeLength, repulsion, gravity } = force;
  const key = JSON.stringify([nodes.length, edgeLength, repulsion, gravity, edges]);
  let positions = layouts.get(rows)?.key === key ? layouts.get(rows)?.positions : undefined;
  if (!positions) {
    positions = forceLayout(nodes.length, edges, force);
    layouts.set(rows, { key, positions });
  }
  nodes.forEach((n, i) => {
    [n.x, n.y] = positions[i];
  });
  return forceLayoutBox(positions, chart);
}

/**
 * Graph: nodes are the distinct source and target values, each valued by the sum of its
 * edges' metric; node size and edge width follow the values (between half and 2.5 times the
 * base size); categories colour the nodes and make the legend.
 */
export default function transformProps(chartProps: ChartProps): GraphChartProps {
  const { formData, queriesData, width, height, theme, datasource } = chartProps;
  const rows = queriesData[0]?.data ?? [];
  const metric = formData.metric as QueryFormMetric | undefined;
  const metricLabel = metric ? getMetricLabel(metric) : '';
  const source = singleColumnLabel(formData.source) ?? '';
  const target = singleColumnLabel(formData.target) ?? '';
  const sourceCategory = singleColumnLabel(formData.source_category);
  const targetCategory = singleColumnLabel(formData.target_category);
  const colors = themeColors(theme);
  const legendOrientation = asLegendOrientation(formValue(formData, 'legendOrientation', 'top'));
  const legendType = asLegendType(formValue(formData, 'legendType', 'scroll'));
  const baseNodeSize = formNumber(formData, 'baseNodeSize', 20);
  const baseEdgeWidth = formNumber(formData, 'baseEdgeWidth', 3);
  const threshold = formNumber(formData, 'showSymbolThreshold', 0);
  const layout =
    formValue<string>(formData, 'layout', 'force') === 'circular' ? 'circular' : 'force';
  const numberFormatter = getValueFormatter(
    metric,
    datasource.currency_formats,
    datasource.column_formats,
    'SMART_NUMBER',
  );
  const colorScale = getColorScale(
    formValue<string | undefined>(formData, 'color_scheme', undefined),
    {
      namespace: chartProps.labelColors,
      forcedColors: formData.label_colors as Record<string, string> | undefined,
    },
  );
  const selectedValues = (chartProps.filterState?.selectedValues ?? []).map(String);

  const { nodes, links, categories } = graphElements(
    rows,
    { source, target, sourceCategory, targetCategory, metric: metricLabel },
    colorScale,
  );
  // the legend lists the categories: none to show without them
  const showLegend = formBoolean(formData, 'show_legend', true) && categories.length > 0;
  const nodeValues = nodes.map((n) => n.value);
  const [nodeMin, nodeMax] = extent(nodeValues);
  for (const n of nodes) {
    n.symbolSize = baseNodeSize * (0.5 + 2 * spread(n.value, nodeMin, nodeMax));
    n.label = { show: threshold ? n.value > threshold : true };
    if (selectedValues.length && !selectedValues.includes(n.name)) {
      n.itemStyle.opacity = OpacityEnum.SemiTransparent;
    }
  }
  const linkValues = links.map((l) => l.value);
  const [linkMin, linkMax] = extent(linkValues);
  for (const l of links) {
    l.lineStyle.width = baseEdgeWidth * (0.5 + 2 * spread(l.value, linkMin, linkMax));
  }
  const force = {
    edgeLength: formNumber(formData, 'edgeLength', 400),
    gravity: formNumber(formData, 'gravity', 0.3),
    repulsion: formNumber(formData, 'repulsion', 1000),
    friction: formNumber(formData, 'friction', 0.2),
  };
  const padding = getChartPadding(
    showLegend,
    legendOrientation,
    formValue(formData, 'legendMargin', null),
  );
  const placed =
    layout === 'force' && nodes.length >= FORCE_NODE_LIMIT
      ? placeNodes(rows, nodes, links, force, {
          left: padding.left,
          top: padding.top,
          width: width - padding.left - padding.right,
          height: height - padding.top - padding.bottom,
        })
      : undefined;
  const roam = formValue<unknown>(formData, 'roam', true);
  const echartOptions: EChartsCoreOption = {
    tooltip: {
      ...getDefaultTooltip(theme),
      trigger: 'item',
      formatter: (params: {
        dataType?: string;
        data?: { source?: string; target?: string; name?: string; value?: number };
      }) => {
        const data = params.data ?? {};
        if (params.dataType === 'edge') {
          const s = nodes[Number(data.source)]?.name ?? NULL_STRING;
          const t = nodes[Number(data.target)]?.name ?? NULL_STRING;
          return tooltipHtml(
            [{ cells: [metricLabel, numberFormatter(data.value ?? 0)] }],
            `${s} > ${t}`,
          );
        }
        return tooltipHtml(
          [{ cells: [metricLabel, numberFormatter(data.value ?? 0)] }],
          data.name ?? '',
        );
      },
    },
    legend: {
      ...getLegendProps(legendType, legendOrientation, showLegend, theme),
      data: categories,
    },
    series: [
      {
        type: 'graph',
        layout: placed ? 'none' : layout,
        animation: false,
        categories: categories.map((name) => ({ name, itemStyle: { color: colorScale(name) } })),
        force: { initLayout: 'circular', layoutAnimation: true, ...force },
        circular: { rotateLabel: true },
        roam: roam === 'true' ? true : roam === 'false' ? false : roam,
        draggable: formBoolean(formData, 'draggable', false),
        selectedMode: formValue<unknown>(formData, 'selectedMode', 'single') || false,
        edgeSymbol: parseEdgeSymbol(formValue(formData, 'edgeSymbol', 'none,arrow')),
        edgeSymbolSize: baseEdgeWidth * 2,
        zoom: 0.7,
        ...(placed ?? padding),
        label: {
          show: true,
          position: 'right',
          color: colors.text,
          textBorderColor: colors.background,
          textBorderWidth: 2,
        },
        lineStyle: { opacity: 0.6, curveness: layout === 'circular' ? 0.2 : 0 },
        emphasis: { focus: 'adjacency', lineStyle: { width: 6 } },
        select: { itemStyle: { borderWidth: 3, borderColor: colors.text } },
        data: nodes,
        links,
      },
    ],
  };
  return {
    echartOptions,
    width,
    height,
    formData,
    theme,
    nodes,
    source,
    target,
    selectedValues,
    hooks: chartProps.hooks,
    emitCrossFilters: chartProps.emitCrossFilters,
  };
}
