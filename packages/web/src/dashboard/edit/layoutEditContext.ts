/**
 * What the editing pieces inside a LayoutDndProvider share: the layout, the way to change it,
 * and what is being dragged (so drop zones that cannot take it stand aside).
 */
import { createContext, useContext } from 'react';
import type { DashboardLayout, LayoutOp, LayoutOpResult } from '@tessera/core';
import type { LayoutDragSource } from './dragData';

export interface LayoutEditContextValue {
  layout: DashboardLayout;
  apply(op: LayoutOp): LayoutOpResult;
  /** The drag under way, if any. */
  dragging: LayoutDragSource | null;
}

export const LayoutEditContext = createContext<LayoutEditContextValue | null>(null);

export function useLayoutEditContext(): LayoutEditContextValue {
  const value = useContext(LayoutEditContext);
  if (!value) throw new Error('Layout editing pieces belong inside a <LayoutDndProvider>.');
  return value;
}
