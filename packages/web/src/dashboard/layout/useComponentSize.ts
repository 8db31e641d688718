/**
 * A sized component's width and height: `width` columns (its column's width inside a column)
 * and `height` grid units. In edit mode a resizable component is as wide as its own width, in a
 * column too, and while its resize handle is dragged it takes the size being dragged out.
 */
import { componentIsResizable, type LayoutItem } from '@tessera/core';
import { useDashboardView } from '../DashboardContext';
import { useResizePreview } from '../editSlots';
import { columnsWidth, unitsHeight } from './gridSize';

export function useComponentSize(
  item: LayoutItem,
  inColumn: boolean,
  fallback: { width?: number; height?: number | null } = {},
): { width: string; height: number | undefined } {
  const { editing } = useDashboardView();
  const preview = useResizePreview(editing?.slots, item.id);
  const ownWidth = !inColumn || (editing !== null && componentIsResizable(item));
  return {
    width: ownWidth ? columnsWidth(preview?.width ?? item.meta.width, fallback.width) : '100%',
    height:
      fallback.height === null
        ? undefined
        : unitsHeight(preview?.height ?? item.meta.height, fallback.height),
  };
}
