import { useMemo } from 'react';
import { use } from 'echarts/core';
import { GraphChart } from 'echarts/charts';
import { EchartsRenderer, type EchartsEventHandlers } from '../shared/echarts/EchartsRenderer.js';
import { graphClickDataMask, graphContextMenuFilters, type GraphEventParams } from './events.js';
import type { GraphChartProps } from './transformProps.js';

use([GraphChart]);

/** The mouse event ECharts hands its handlers (`params.event.event`). */
const nativeEventOf = (params: unknown) =>
  (params as { event?: { event?: MouseEvent } }).event?.event;

/**
 * The graph, drawn by ECharts: a click on a node cross-filters (when the chart emits
 * cross-filters), a right-click opens the drill menu (when the page offers one).
 */
export default function GraphChartRenderer(props: GraphChartProps) {
  const { echartOptions, width, height, theme, hooks, nodes, source, target } = props;
  const { selectedValues } = props;
  const emit = props.emitCrossFilters && hooks?.setDataMask;
  const onContextMenu = hooks?.onContextMenu;
  const eventHandlers = useMemo(() => {
    const handlers: EchartsEventHandlers = {};
    if (emit) {
      handlers.click = (params: unknown) => {
        const mask = graphClickDataMask(params as GraphEventParams, nodes, selectedValues);
        if (mask) hooks?.setDataMask?.(mask);
      };
    }
    if (onContextMenu) {
      handlers.contextmenu = (params: unknown) => {
        const mouse = nativeEventOf(params);
        if (!mouse) return;
        mouse.preventDefault();
        onContextMenu(
          mouse.clientX,
          mouse.clientY,
          graphContextMenuFilters(params as GraphEventParams, nodes, source, target),
        );
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
