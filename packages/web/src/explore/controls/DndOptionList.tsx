/**
 * The pill list shared by the metric, column and filter controls: each value a pill
 * (click to edit in a popover, × to remove), an add trigger that opens the editor for a
 * new value, and a drop zone for dataset columns and metrics.
 */
import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { Popover, Tooltip } from 'antd';
import { useState, type ReactNode } from 'react';
import { dropZoneHandlers, type DroppedItem } from './dnd';

export interface DndOptionListProps {
  name: string;
  labels: string[];
  /** Whether another value may be added (single-value controls hold one). */
  canAdd: boolean;
  addText: string;
  accepts: readonly ('column' | 'metric')[];
  /** Handles a drop; returns an editor seed to open the editor, or null when handled. */
  onDrop(item: DroppedItem): unknown;
  onRemove(index: number): void;
  onMove?(from: number, to: number): void;
  /** The editor for value `index` (null: a new value), with `seed` from a drop. */
  renderEditor(index: number | null, close: () => void, seed: unknown): ReactNode;
}

type Open = { index: number | null; seed: unknown } | null;

export function DndOptionList(props: DndOptionListProps) {
  const [open, setOpen] = useState<Open>(null);
  const [over, setOver] = useState(false);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const close = () => setOpen(null);
  const handlers = dropZoneHandlers(
    props.accepts,
    (item) => {
      const seed = props.onDrop(item);
      if (seed !== null && seed !== undefined) setOpen({ index: null, seed });
    },
    setOver,
  );
  const editor = (index: number | null) =>
    // Antd opens a popover only when it has content: a placeholder while closed.
    open && open.index === index ? (
      <div
        onKeyDown={(e) => {
          // Escape closes the editor (an open dropdown inside takes the first Escape).
          const inOpenSelect = (e.target as HTMLElement).closest?.('.ant-select-open');
          if (e.key === 'Escape' && !inOpenSelect) close();
        }}
      >
        {props.renderEditor(index, close, open.seed)}
      </div>
    ) : (
      <span />
    );

  return (
    <div
      data-testid={`dnd-${props.name}`}
      style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
    >
      {props.labels.map((label, i) => (
        <Popover
          key={`${i}-${label}`}
          trigger="click"
          placement="right"
          destroyOnHidden
          open={open?.index === i}
          onOpenChange={(o) => setOpen(o ? { index: i, seed: undefined } : null)}
          content={editor(i)}
        >
          <div
            className="dnd-option-pill"
            data-testid="option-label"
            draggable={Boolean(props.onMove)}
            onDragStart={() => setDragFrom(i)}
            onDragOver={(e) => dragFrom !== null && e.preventDefault()}
            onDrop={() => {
              if (dragFrom !== null && dragFrom !== i) props.onMove?.(dragFrom, i);
              setDragFrom(null);
            }}
            style={{
              display: 'flex',
              alignItems: 'center',
              border: '1px solid rgba(128,128,128,0.35)',
              borderRadius: 4,
              fontSize: 12,
              cursor: 'pointer',
              background: 'rgba(128,128,128,0.08)',
            }}
          >
            <span
              role="button"
              aria-label="Remove"
              data-testid="remove-option"
              onClick={(e) => {
                e.stopPropagation();
                props.onRemove(i);
              }}
              style={{ padding: '2px 6px', borderRight: '1px solid rgba(128,128,128,0.35)' }}
            >
              <CloseOutlined style={{ fontSize: 10 }} />
            </span>
            <Tooltip title={label.length >= 43 ? label : undefined}>
              <span
                style={{
                  padding: '2px 8px',
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                }}
              >
                {label}
              </span>
            </Tooltip>
          </div>
        </Popover>
      ))}
      {props.canAdd ? (
        <Popover
          trigger="click"
          placement="right"
          destroyOnHidden
          open={open?.index === null}
          onOpenChange={(o) => setOpen(o ? { index: null, seed: undefined } : null)}
          content={editor(null)}
        >
          <div
            {...handlers}
            data-testid="add-option"
            role="button"
            style={{
              border: `1px dashed ${over ? '#1fa8c9' : 'rgba(128,128,128,0.5)'}`,
              background: over ? 'rgba(31,168,201,0.1)' : undefined,
              borderRadius: 4,
              padding: '3px 8px',
              fontSize: 12,
              cursor: 'pointer',
              opacity: 0.85,
            }}
          >
            <PlusOutlined style={{ fontSize: 10, marginRight: 6 }} />
            {props.addText}
          </div>
        </Popover>
      ) : null}
    </div>
  );
}
