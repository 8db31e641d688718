/**
 * One entry of the builder pane that is dragged onto the layout to make a new component: a
 * dnd-kit draggable (focusable, picked up with Space or Enter) carrying its NewComponentSource.
 */
import type { ReactNode } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { theme } from 'antd';
import type { NewComponentSource } from '@tessera/core';
import type { LayoutDragSource } from './dragData';

export interface NewComponentItemProps {
  /** Unique among the pane's entries (`CHART-12`, `ROW`, ...). */
  id: string;
  source: NewComponentSource;
  /** Its name in announcements and the drag preview. */
  label: string;
  /** Not draggable (a chart already on the dashboard). */
  disabled?: boolean;
  children: ReactNode;
}

export function NewComponentItem({
  id,
  source,
  label,
  disabled = false,
  children,
}: NewComponentItemProps) {
  const { token } = theme.useToken();
  const data: LayoutDragSource = { kind: 'new', source, label };
  const { setNodeRef, attributes, listeners, isDragging } = useDraggable({
    id: `new:${id}`,
    data,
    disabled,
  });
  return (
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      data-new-component={id}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: token.marginSM,
        padding: `${token.paddingXS}px ${token.paddingSM}px`,
        marginBottom: token.marginXS,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadius,
        background: disabled ? token.colorFillQuaternary : token.colorBgContainer,
        color: token.colorText,
        cursor: disabled ? 'not-allowed' : isDragging ? 'grabbing' : 'grab',
        opacity: isDragging ? 0.6 : undefined,
        touchAction: 'none',
        userSelect: 'none',
      }}
    >
      {children}
    </div>
  );
}
