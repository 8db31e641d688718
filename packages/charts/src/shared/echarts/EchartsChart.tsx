import { useMemo } from 'react';
import { echartsContextMenuFilters, type EchartsContextMenuParams } from './contextMenu.js';
import { crossFilterDataMask } from './crossFilter.js';
import { EchartsRenderer, type EchartsEventHandlers } from './EchartsRenderer.js';
import type { EchartsChartProps } from './types.js';

/** The mouse event ECharts hands its handlers (`params.event.event`). */
const nativeEventOf = (params: unknown) =>
  (params as { event?: { event?: MouseEvent } }).event?.event;

/**
 * The renderer of the ECharts chart types: draws `echartOptions`, turns a click on a
 * series or slice into a cross-filter when the chart emits them, and a right-click into the
 * drill menu (its filters from the series or slice) when the page offers one. A type's own
 * renderer may add handlers of its own (`eventHandlers`, run before these).
 */
export default function EchartsChart(
  props: EchartsChartProps & { eventHandlers?: EchartsEventHandlers },
) {
  const { echartOptions, width, height, theme, labelMap, groupby, selectedValues, hooks } = props;
  const { drillAxis, eventHandlers: ownHandlers } = props;
  const emit = props.emitCrossFilters && hooks?.setDataMask;
  const onContextMenu = hooks?.onContextMenu;
  const eventHandlers = useMemo(() => {
    const handlers: EchartsEventHandlers = { ...ownHandlers };
    const also = (name: string, handler: (params: unknown) => void) => {
      const first = handlers[name];
      handlers[name] = first
        ? (params, chart) => {
            first(params, chart);
            handler(params);
          }
        : handler;
    };
    if (emit) {
      also('click', (params: unknown) => {
        const { seriesName, name, seriesType } = params as {
          seriesName?: string;
          name?: string;
          seriesType?: string;
        };
        const clicked = seriesType === 'pie' ? name : seriesName;
        if (!clicked) return;
        const mask = crossFilterDataMask(
          clicked,
          selectedValues ?? [],
          labelMap ?? {},
          groupby ?? [],
        );
        if (mask) hooks?.setDataMask?.(mask);
      });
    }
    if (onContextMenu) {
      also('contextmenu', (params: unknown) => {
        const event = nativeEventOf(params);
        if (!event) return;
        event.preventDefault();
        const filters = echartsContextMenuFilters(params as EchartsContextMenuParams, {
          labelMap,
          groupby,
          drillAxis,
        });
        onContextMenu(event.clientX, event.clientY, filters);
      });
    }
    return Object.keys(handlers).length ? handlers : undefined;
  }, [emit, onContextMenu, hooks, labelMap, groupby, selectedValues, drillAxis, ownHandlers]);
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
