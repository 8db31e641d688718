/**
 * In edit mode, a gap among a container's children where edit mode's layer draws a drop zone:
 * between two components the gutter; before the first and after the last a gutter's width that
 * takes no room (it straddles the container's edge), so that widths add up as viewed; the whole
 * of an empty container.
 */
import { useLayoutEffect, useState, type CSSProperties } from 'react';
import type { LayoutItem } from '@tessera/core';
import type { EditSlots } from '../editSlots';
import { GUTTER } from './gridSize';

/** Drops are found by geometry: a zone never takes the pointer from what it sits by. */
const ZONE: CSSProperties = { pointerEvents: 'none' };
/** A zone straddling the container's edge, over the component beside it. */
const EDGE: CSSProperties = { position: 'absolute', zIndex: 1 };

/** An empty container's zone: all of it, at least 48 px. */
const FILL: CSSProperties = {
  ...ZONE,
  position: 'relative',
  flex: 1,
  minHeight: 48,
  minWidth: 48,
  alignSelf: 'stretch',
};

export function DropSlot({
  parent,
  index,
  slots,
}: {
  parent: LayoutItem;
  /** The gap: 0 before the first child, `children.length` after the last. */
  index: number;
  slots: EditSlots;
}) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    if (!element) return undefined;
    return slots.addDropSlot({ parentId: parent.id, index, element });
  }, [slots, parent.id, index, element]);
  const count = parent.children.length;
  const inRow = parent.type === 'ROW';
  if (count === 0) return <div ref={setElement} style={FILL} />;
  if (index > 0 && index < count)
    return (
      <div
        ref={setElement}
        style={
          inRow
            ? { ...ZONE, position: 'relative', width: GUTTER, alignSelf: 'stretch', flexShrink: 0 }
            : { ...ZONE, position: 'relative', height: GUTTER }
        }
      />
    );
  return (
    <div
      style={{
        position: 'relative',
        flex: 'none',
        alignSelf: 'stretch',
        width: inRow ? 0 : undefined,
        height: inRow ? undefined : 0,
      }}
    >
      <div
        ref={setElement}
        style={
          inRow
            ? { ...ZONE, ...EDGE, top: 0, bottom: 0, left: -GUTTER / 2, width: GUTTER }
            : { ...ZONE, ...EDGE, left: 0, right: 0, top: -GUTTER / 2, height: GUTTER }
        }
      />
    </div>
  );
}
