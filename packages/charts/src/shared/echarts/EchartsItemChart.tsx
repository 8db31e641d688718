import { useMemo } from 'react';
import { clearedCrossFilter, columnValueFilter } from '../crossFilter.js';
import { dimensionContextMenuFilters } from '../drill.js';
import { EchartsRenderer, type EchartsEventHandlers } from './EchartsRenderer.js';
import type { EchartsChartProps } from './types.js';
import type { DataMask, DataRecordValue } from '../../types.js';

/** What ECharts hands a click on a data item (as far as used here). */
export interface ItemEventParams {
  name?: string;
  data?: unknown;
  seriesType?: string;
  seriesName?: string;
  dataIndex?: number;
  event?: { event?: MouseEvent };
}

/**
 * The key a clicked item stands for in the label map: the item's own `filterKey` (a tree
 * node's path) or its name (a funnel stage, a gauge pointer, a radar polygon).
 */
export function itemKey(params: ItemEventParams): string | undefined {
  const data = params.data as { filterKey?: unknown } | null | undefined;
  if (data && typeof data === 'object' && typeof data.filterKey === 'string') return data.filterKey;
  return params.name;
}

/**
 * The data mask of a click on an item whose label-map values are the first values of
 * `groupby` (a tree node filters the levels down to it); clicking the selected item again
 * clears the filter.
 */
export function itemCrossFilterDataMask(
  key: string,
  selectedValues: string[],
  labelMap: Record<string, DataRecordValue[]>,
  groupby: string[],
): DataMask | undefined {
  const values = labelMap[key];
  if (!values || values.length === 0 || groupby.length === 0) return undefined;
  if (selectedValues.includes(key)) return clearedCrossFilter();
  const columns = groupby.slice(0, values.length);
  return {
    extraFormData: { filters: columns.map((col, i) => columnValueFilter(col, [values[i]])) },
    filterState: { value: [values], selectedValues: [key] },
  };
}

/**
 * The renderer of the ECharts types whose marks are data items (funnel stages, gauge
 * pointers, radar polygons, treemap and sunburst nodes, boxes, waterfall bars): a click on an
 * item cross-filters its dimension values, a right-click opens the drill menu with them.
 * `keyOf` says which label-map key a click names (default: {@link itemKey}).
 */
export function itemEchartsChart(keyOf: (params: ItemEventParams) => string | undefined = itemKey) {
  return function EchartsItemChart(
    props: EchartsChartProps & {
      /** The form data key of the dimensions drill by replaces (sunburst: `columns`). */
      groupbyFieldName?: string;
    },
  ) {
    const { echartOptions, width, height, theme, labelMap, groupby, selectedValues, hooks } = props;
    const emit = props.emitCrossFilters && hooks?.setDataMask;
    const onContextMenu = hooks?.onContextMenu;
    const groupbyFieldName = props.groupbyFieldName ?? 'groupby';
    const eventHandlers = useMemo(() => {
      const handlers: EchartsEventHandlers = {};
      if (emit) {
        handlers.click = (raw: unknown) => {
          const key = keyOf(raw as ItemEventParams);
          if (!key) return;
          const mask = itemCrossFilterDataMask(
            key,
            selectedValues ?? [],
            labelMap ?? {},
            groupby ?? [],
          );
          if (mask) hooks?.setDataMask?.(mask);
        };
      }
      if (onContextMenu) {
        handlers.contextmenu = (raw: unknown) => {
          const params = raw as ItemEventParams;
          const event = params.event?.event;
          if (!event) return;
          event.preventDefault();
          const key = keyOf(params);
          const values = key ? labelMap?.[key] : undefined;
          const filters = values
            ? dimensionContextMenuFilters(
                (groupby ?? []).slice(0, values.length),
                values,
                groupbyFieldName,
              )
            : {};
          onContextMenu(event.clientX, event.clientY, filters);
        };
      }
      return Object.keys(handlers).length ? handlers : undefined;
    }, [emit, onContextMenu, hooks, labelMap, groupby, selectedValues, groupbyFieldName]);
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

export default itemEchartsChart();
