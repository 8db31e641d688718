import { useMemo } from 'react';
import { use } from 'echarts/core';
import { GraphChart } from 'echarts/charts';
import { clearedCrossFilter, columnValueFilter } from '../shared/crossFilter.js';
import { drillFilter } from '../shared/drill.js';
import { EchartsRenderer, type EchartsEventHandlers } from '../shared/echarts/EchartsRenderer.js';
import type { DrillFilter } from '../types.js';
import type { GraphChartProps, GraphNode } from './transformProps.js';

use([GraphChart]);

interface GraphEvent {
  dataType?: 'node' | 'edge';
  data?: { id?: string; source?: string; target?: string };
  event?: { event?: MouseEvent };
}

/**
 * The graph: a click on a node cross-filters its column to its value (again clears it); a
 * right-click on a node drills by it, on an edge drills to the detail of its source and target.
 */
export default function GraphChartRenderer(props: GraphChartProps) {
  const { echartOptions, width, height, theme, hooks, nodes, source, target } = props;
  const { selectedValues } = props;
  const emit = props.emitCrossFilters && hooks?.setDataMask;
  const onContextMenu = hooks?.onContextMenu;
  const eventHandlers = useMemo(() => {
    const handlers: EchartsEventHandlers = {};
    const nodeOf = (id: unknown): GraphNode | undefined => nodes[Number(id)];
    if (emit) {
      handlers.click = (params: unknown) => {
        const { dataType, data } = params as GraphEvent;
        const node = dataType === 'node' ? nodeOf(data?.id) : undefined;
        if (!node) return;
        hooks?.setDataMask?.(
          selectedValues?.includes(node.name)
            ? clearedCrossFilter()
            : {
                extraFormData: { filters: [columnValueFilter(node.col, [node.raw])] },
                filterState: { value: [node.raw], selectedValues: [node.name] },
              },
        );
      };
    }
    if (onContextMenu) {
      handlers.contextmenu = (params: unknown) => {
        const { dataType, data, event } = params as GraphEvent;
        const mouse = event?.event;
        if (!mouse) return;
        mouse.preventDefault();
        if (dataType === 'edge') {
          const from = nodeOf(data?.source);
          const to = nodeOf(data?.target);
          const drillToDetail: DrillFilter[] =
            from && to ? [drillFilter(source, from.raw), drillFilter(target, to.raw)] : [];
          onContextMenu(mouse.clientX, mouse.clientY, { drillToDetail });
          return;
        }
        const node = nodeOf(data?.id);
        const filters = node ? [drillFilter(node.col, node.raw)] : [];
        onContextMenu(mouse.clientX, mouse.clientY, {
          drillToDetail: filters,
          drillBy: node
            ? { filters, groupbyFieldName: node.col === source ? 'source' : 'target' }
            : undefined,
        });
      };
    }
    return Object.keys(handlers).length ? handlers : undefined;
  }, [emit, onContextMenu, hooks, nodes, source, target, selectedValues]);
  return (
    <EchartsRenderer
      option={echartOptions}
      width={width}
      height={height}
      theme={theme}
      eventHandlers={eventHandlers}
    />
  );
}
