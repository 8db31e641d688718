import { dimensionContextMenuFilters } from '../shared/drill.js';
import { crossFilterDataMask } from '../shared/echarts/crossFilter.js';
import type { EchartsEventHandlers } from '../shared/echarts/EchartsRenderer.js';
import type { ChartHooks, DataRecordValue } from '../types.js';

interface ClickParams {
  name?: string;
  event?: { event?: MouseEvent };
}

export interface WorldMapEvents {
  /** cca3 → the entity value it stands for. */
  labelMap: Record<string, DataRecordValue[]>;
  entityColumn: string;
  selectedValues: DataRecordValue[];
  /** Set when clicks emit cross-filters (dashboards). */
  setDataMask?: ChartHooks['setDataMask'];
  onContextMenu?: ChartHooks['onContextMenu'];
}

/**
 * A click on a country or its bubble cross-filters the country column to that country's
 * value (again: clears it); a right-click opens the drill menu on it.
 */
export function worldMapEventHandlers(events: WorldMapEvents): EchartsEventHandlers | undefined {
  const { labelMap, entityColumn, selectedValues, setDataMask, onContextMenu } = events;
  const handlers: EchartsEventHandlers = {};
  if (setDataMask && entityColumn) {
    handlers.click = (params: unknown) => {
      const { name } = params as ClickParams;
      if (!name || !labelMap[name]) return;
      const mask = crossFilterDataMask(name, selectedValues.map(String), labelMap, [entityColumn]);
      if (mask) setDataMask(mask);
    };
  }
  if (onContextMenu) {
    handlers.contextmenu = (params: unknown) => {
      const { name, event } = params as ClickParams;
      const native = event?.event;
      if (!native) return;
      native.preventDefault();
      const values = name ? labelMap[name] : undefined;
      onContextMenu(
        native.clientX,
        native.clientY,
        values && entityColumn ? dimensionContextMenuFilters([entityColumn], values, 'entity') : {},
      );
    };
  }
  return Object.keys(handlers).length ? handlers : undefined;
}
