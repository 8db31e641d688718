/**
 * The frame each drawn component of the layout sits in, the same element viewing and editing,
 * so that entering or leaving edit mode moves nothing in React's tree: a chart is not drawn
 * again and the focus stays where it was. In edit mode (not in a tab drawn out of sight) it
 * holds the places edit mode's layer draws the component's drag handle (before it) and resize
 * handles (after it) into, and it is what moves when the component is dragged (faint, then).
 */
import { useContext, useLayoutEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import type { ComponentType, LayoutItem } from '@tessera/core';
import { HiddenTabContext, useDashboardView } from '../DashboardContext';
import { useMoving } from '../editSlots';

/** Over the whole component; only what is drawn in it takes the pointer. */
const SLOT: CSSProperties = { position: 'absolute', inset: 0, pointerEvents: 'none' };

/** Where edit mode's layer may draw: editing, and not in a tab drawn out of sight. */
export function useEditSlots() {
  const { editing } = useDashboardView();
  const inHiddenTab = useContext(HiddenTabContext);
  return editing && !inHiddenTab ? editing.slots : null;
}

export function ComponentFrame({
  item,
  parentType,
  children,
}: {
  item: LayoutItem;
  parentType: ComponentType | undefined;
  children: ReactNode;
}) {
  const slots = useEditSlots();
  const frame = useRef<HTMLDivElement>(null);
  const before = useRef<HTMLDivElement>(null);
  const after = useRef<HTMLDivElement>(null);
  const moving = useMoving(slots, item.id);
  useLayoutEffect(() => {
    if (!slots || !frame.current || !before.current || !after.current) return undefined;
    return slots.addFrame({
      id: item.id,
      frame: frame.current,
      before: before.current,
      after: after.current,
    });
  }, [slots, item.id]);
  // In a row each component keeps its width; elsewhere (in a column) it spans its container,
  // in edit mode as in view mode (as Superset's ChartHolder takes its column's width).
  const size: CSSProperties = parentType === 'ROW' ? { flex: 'none' } : { width: '100%' };
  return (
    <div
      ref={frame}
      data-component-frame={item.id}
      style={slots ? { position: 'relative', opacity: moving ? 0.4 : undefined, ...size } : size}
    >
      {slots && <div ref={before} style={SLOT} />}
      {children}
      {slots && <div ref={after} style={SLOT} />}
    </div>
  );
}
