/**
 * A sized component's width and height: `width` columns (its column's width inside a column,
 * in edit mode too, where only its height is resized there) and `height` grid units. While its
 * resize handle is dragged it takes the size being dragged out.
 */
import type { LayoutItem } from '@tessera/core';
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
  return {
    width: inColumn ? '100%' : columnsWidth(preview?.width ?? item.meta.width, fallback.width),
    height:
      fallback.height === null
        ? undefined
        : unitsHeight(preview?.height ?? item.meta.height, fallback.height),
  };
}
