/**
 * A sized component's width and height: `width` columns (its column's width inside a column)
 * and `height` grid units; in edit mode, where the resize wrapper sizes it, it fills that.
 */
import type { LayoutItem } from '@tessera/core';
import { useDashboardView } from '../DashboardContext';
import { columnsWidth, unitsHeight } from './gridSize';

export function useComponentSize(
  item: LayoutItem,
  inColumn: boolean,
  fallback: { width?: number; height?: number | null } = {},
): { width: string; height: number | string | undefined } {
  const { editing } = useDashboardView();
  const sized = fallback.height !== null;
  if (editing?.sizedByWrapper?.(item)) return { width: '100%', height: sized ? '100%' : undefined };
  return {
    width: inColumn ? '100%' : columnsWidth(item.meta.width, fallback.width),
    height: sized ? unitsHeight(item.meta.height, fallback.height ?? undefined) : undefined,
  };
}
