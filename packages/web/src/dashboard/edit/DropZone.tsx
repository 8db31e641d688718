/**
 * A place a dragged component can land: a gap among a container's children, drawn as a line
 * while a component that may go there is dragged (solid over it). It fills the element it is
 * put in (the page's drop slots, layout/DropSlot.tsx: before, between and after the children
 * of each container, with `index` 0..children.length; in an empty container one that fills
 * it). `parentId` ROOT_ID, index 0, is the top-level-tabs target.
 */
import type { CSSProperties, ReactNode } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { theme } from 'antd';
import { canDropInto, dropZoneLabel, type DropZoneData } from './dragData';
import { useLayoutEditContext } from './layoutEditContext';

export interface DropZoneProps {
  /** The container a drop goes into (ROOT_ID: make top-level tabs). */
  parentId: string;
  /** The gap: 0 before the first child, `children.length` after the last. */
  index: number;
  /** 'horizontal' between components stacked down a grid, tab or column; 'vertical' in a row. */
  orientation: 'horizontal' | 'vertical';
  /** What screen readers call it; "position N in <container>" by default. */
  label?: string;
  /** The whole of an empty container: framed, its `children` inside, instead of a line. */
  fill?: boolean;
  className?: string;
  style?: CSSProperties;
  /** Shown inside a filling zone (e.g. "Empty row"). */
  children?: ReactNode;
}

export function DropZone({
  parentId,
  index,
  orientation,
  label,
  fill = false,
  className,
  style,
  children,
}: DropZoneProps) {
  const { token } = theme.useToken();
  const { layout, dragging } = useLayoutEditContext();
  const accepts = !!dragging && canDropInto(layout, dragging, parentId);
  const data: DropZoneData = {
    kind: 'dropZone',
    parentId,
    index,
    label: label ?? dropZoneLabel(layout, parentId, index),
  };
  const { setNodeRef, isOver } = useDroppable({
    id: `drop:${parentId}:${index}`,
    data,
    disabled: !accepts,
  });
  const horizontal = orientation === 'horizontal';
  const line = isOver ? token.colorPrimary : accepts ? token.colorPrimaryBorder : 'transparent';
  return (
    <div
      ref={setNodeRef}
      className={className}
      data-drop-zone={`${parentId}:${index}`}
      data-drop-over={isOver || undefined}
      style={{
        position: 'absolute',
        inset: 0,
        boxSizing: 'border-box',
        // Drops are found by geometry; the zone never takes the pointer from what it sits by.
        pointerEvents: 'none',
        ...(fill
          ? {
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              border: `1px dashed ${accepts ? line : token.colorBorder}`,
              borderRadius: token.borderRadius,
              background: isOver ? token.colorPrimaryBg : undefined,
            }
          : {}),
        ...style,
      }}
    >
      {!fill && (
        <div
          aria-hidden
          style={{
            position: 'absolute',
            background: line,
            borderRadius: 2,
            ...(horizontal
              ? {
                  left: 0,
                  right: 0,
                  top: '50%',
                  height: isOver ? 4 : 2,
                  transform: 'translateY(-50%)',
                }
              : {
                  top: 0,
                  bottom: 0,
                  left: '50%',
                  width: isOver ? 4 : 2,
                  transform: 'translateX(-50%)',
                }),
          }}
        />
      )}
      {fill ? children : null}
    </div>
  );
}
