/**
 * An ECharts chart whose clicks pick a drawn item rather than a series: a click on an item
 * cross-filters by the dimension values the item stands for (`labelMap[key]`), a
 * right-click drills by them. `itemKey` says which item a click's params name.
 */
import { useMemo } from 'react';
import { dimensionContextMenuFilters } from '../shared/drill.js';
import { crossFilterDataMask } from '../shared/echarts/crossFilter.js';
import { EchartsRenderer, type EchartsEventHandlers } from '../shared/echarts/EchartsRenderer.js';
import type { EchartsChartProps } from '../shared/echarts/types.js';

export interface ItemParams {
  seriesType?: string;
  seriesName?: string;
  name?: string;
  dataIndex?: number;
  event?: { event?: MouseEvent };
}

export function itemEchartsChart(itemKey: (params: ItemParams) => string | undefined) {
  return function ItemEchartsChart(props: EchartsChartProps) {
    const { echartOptions, width, height, theme, labelMap, groupby, selectedValues, hooks } = props;
    const emit = props.emitCrossFilters && hooks?.setDataMask;
    const onContextMenu = hooks?.onContextMenu;
    const eventHandlers = useMemo(() => {
      const handlers: EchartsEventHandlers = {};
      if (emit) {
        handlers.click = (params: unknown) => {
          const key = itemKey(params as ItemParams);
          if (!key) return;
          const mask = crossFilterDataMask(
            key,
            selectedValues ?? [],
            labelMap ?? {},
            groupby ?? [],
          );
          if (mask) hooks?.setDataMask?.(mask);
        };
      }
      if (onContextMenu) {
        handlers.contextmenu = (params: unknown) => {
          const event = (params as ItemParams).event?.event;
          if (!event) return;
          event.preventDefault();
          const values = labelMap?.[itemKey(params as ItemParams) ?? ''];
          onContextMenu(
            event.clientX,
            event.clientY,
            values ? dimensionContextMenuFilters(groupby ?? [], values) : {},
          );
        };
      }
      return Object.keys(handlers).length ? handlers : undefined;
    }, [emit, onContextMenu, hooks, labelMap, groupby, selectedValues]);
    return (
      <EchartsRenderer
        option={echartOptions}
        width={width}
        height={height}
        theme={theme}
        eventHandlers={eventHandlers}
      />
    );
  };
}
