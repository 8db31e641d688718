/**
 * The tree of the cross-filtering scoping dialog (Superset's ScopingTree with a chart): the
 * native filters' scope tree (config/scopeTree.ts) under "All charts", without the chart whose
 * scope it shows and without the tabs left holding no chart; the scope of its checked charts
 * always excludes that chart.
 */
import type { DashboardLayout, NativeFilterScope } from '@tessera/core';
import { scopeOf, scopeTree, type ScopeTreeNode } from '../config/scopeTree';

export const ALL_CHARTS = 'All charts';

/** The node without the chart and the tabs that hold no other chart (undefined: nothing left). */
function withoutChart(node: ScopeTreeNode, chartId: number | undefined): ScopeTreeNode | undefined {
  if (node.kind === 'CHART') return node.chartId === chartId ? undefined : node;
  const children = node.children
    .map((child) => withoutChart(child, chartId))
    .filter((child): child is ScopeTreeNode => child !== undefined);
  if (node.kind === 'TAB' && !children.length) return undefined;
  return { ...node, children };
}

/** The tree for a chart's scope (or, without a chart, the global one). */
export function crossFilterScopeTree(
  layout: DashboardLayout,
  chartName: (chartId: number) => string | undefined,
  chartId: number | undefined,
): ScopeTreeNode {
  // the root always stays
  const tree = withoutChart(scopeTree(layout, chartName), chartId) as ScopeTreeNode;
  return { ...tree, title: ALL_CHARTS };
}

/** The scope of the checked tree nodes, the chart itself excluded. */
export function crossFilterScopeOfChecked(
  checkedKeys: readonly string[],
  layout: DashboardLayout,
  chartId: number | undefined,
): NativeFilterScope {
  const scope = scopeOf(checkedKeys, layout);
  if (chartId === undefined) return scope;
  return { ...scope, excluded: [...new Set([...scope.excluded, chartId])] };
}
