/**
 * What a click and a right-click on the graph mean: a node cross-filters its column to its
 * value (clicking the selected node again clears it); a right-click on a node drills by it,
 * on an edge drills to the detail of its source and target.
 */
import { clearedCrossFilter, columnValueFilter } from '../shared/crossFilter.js';
import { drillFilter } from '../shared/drill.js';
import type { ContextMenuFilters, DataMask } from '../types.js';
import type { GraphNode } from './transformProps.js';

/** What ECharts hands a graph's handlers (as far as used here). */
export interface GraphEventParams {
  dataType?: 'node' | 'edge';
  data?: { id?: string; source?: string; target?: string };
}

const nodeOf = (nodes: GraphNode[], id: unknown): GraphNode | undefined =>
  id === undefined ? undefined : nodes[Number(id)];

/** The data mask of a click, or undefined when it was not on a node. */
export function graphClickDataMask(
  params: GraphEventParams,
  nodes: GraphNode[],
  selectedValues: string[] = [],
): DataMask | undefined {
  const node = params.dataType === 'node' ? nodeOf(nodes, params.data?.id) : undefined;
  if (!node) return undefined;
  if (selectedValues.includes(node.name)) return clearedCrossFilter();
  return {
    extraFormData: { filters: [columnValueFilter(node.col, [node.raw])] },
    filterState: { value: [node.raw], selectedValues: [node.name] },
  };
}

/** The drill menu's filters of a right-click on a node or an edge. */
export function graphContextMenuFilters(
  params: GraphEventParams,
  nodes: GraphNode[],
  source: string,
  target: string,
): ContextMenuFilters {
  if (params.dataType === 'edge') {
    const from = nodeOf(nodes, params.data?.source);
    const to = nodeOf(nodes, params.data?.target);
    return {
      drillToDetail: from && to ? [drillFilter(source, from.raw), drillFilter(target, to.raw)] : [],
    };
  }
  const node = nodeOf(nodes, params.data?.id);
  if (!node) return {};
  const filters = [drillFilter(node.col, node.raw)];
  return {
    drillToDetail: filters,
    drillBy: { filters, groupbyFieldName: node.col === source ? 'source' : 'target' },
  };
}
