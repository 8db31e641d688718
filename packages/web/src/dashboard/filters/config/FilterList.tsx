/**
 * The dialog's left pane: "Add filters and dividers" (Filter, Divider) and the items in their
 * order, each shown by a click, moved by its handle (dnd-kit: the pointer, or the keyboard:
 * Space or Enter picks it up, the arrow keys step over the others, Space or Enter drops it),
 * removed by its bin; a removed one stays struck through with "Restore filter" until its
 * window ends.
 */
import { useMemo, useState } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { Button, Dropdown, Tooltip, Typography, theme } from 'antd';
import {
  DeleteOutlined,
  DownOutlined,
  ExclamationCircleOutlined,
  HolderOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { itemTitle, type ItemDraft } from './filterDraft';

export const LIST_TEXTS = {
  add: 'Add filters and dividers',
  filter: 'Filter',
  divider: 'Divider',
  restore: 'Restore filter',
  list: 'Filters and dividers',
  errors: 'This item has errors',
} as const;

export interface FilterListProps {
  items: readonly ItemDraft[];
  current?: string;
  pending: ReadonlySet<string>;
  errored: ReadonlySet<string>;
  onAdd(kind: ItemDraft['kind']): void;
  onSelect(id: string): void;
  onRemove(id: string): void;
  onRestore(id: string): void;
  onMove(from: number, to: number): void;
}

/** The keyboard steps from item to item (up and down), not by fixed distances. */
const stepToItem: KeyboardCoordinateGetter = (event, { context }) => {
  const { collisionRect, droppableRects } = context;
  if (!collisionRect || (event.code !== 'ArrowDown' && event.code !== 'ArrowUp')) return undefined;
  event.preventDefault();
  const centre = collisionRect.top + collisionRect.height / 2;
  const rects = [...droppableRects.values()].sort((a, b) => a.top - b.top);
  const centreOf = (r: { top: number; height: number }) => r.top + r.height / 2;
  const target =
    event.code === 'ArrowDown'
      ? rects.find((r) => centreOf(r) > centre + 1)
      : rects.reverse().find((r) => centreOf(r) < centre - 1);
  if (!target) return undefined;
  return { x: collisionRect.left, y: centreOf(target) - collisionRect.height / 2 };
};

interface RowProps {
  draft: ItemDraft;
  index: number;
  current: boolean;
  removed: boolean;
  errored: boolean;
  dropping: boolean;
  props: FilterListProps;
}

function ItemRow({ draft, index, current, removed, errored, dropping, props }: RowProps) {
  const { token } = theme.useToken();
  const title = itemTitle(draft);
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, isDragging } =
    useDraggable({ id: draft.id, data: { index, title }, disabled: removed });
  const { setNodeRef: setDropRef } = useDroppable({ id: draft.id, data: { index, title } });
  return (
    <li
      ref={(node) => {
        setNodeRef(node);
        setDropRef(node);
      }}
      data-testid="filter-list-item"
      data-item-id={draft.id}
      data-drop-over={dropping || undefined}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        padding: '2px 4px',
        borderRadius: token.borderRadius,
        background: current ? token.colorPrimaryBg : undefined,
        boxShadow: dropping ? `inset 0 0 0 2px ${token.colorPrimary}` : undefined,
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
        opacity: isDragging ? 0.85 : 1,
      }}
    >
      <Button
        type="text"
        size="small"
        ref={setActivatorNodeRef}
        icon={<HolderOutlined />}
        aria-label={`Move ${title}`}
        disabled={removed}
        style={{ cursor: removed ? undefined : 'grab' }}
        {...attributes}
        {...listeners}
      />
      <button
        type="button"
        aria-current={current ? 'true' : undefined}
        onClick={() => props.onSelect(draft.id)}
        style={{
          flex: 1,
          minWidth: 0,
          textAlign: 'left',
          border: 0,
          background: 'none',
          padding: '4px 2px',
          cursor: 'pointer',
          color: errored ? token.colorErrorText : token.colorText,
          font: 'inherit',
          overflowWrap: 'anywhere',
        }}
      >
        <span data-testid="filter-list-title">{removed ? <s>{title}</s> : title}</span>
        {draft.kind === 'DIVIDER' && (
          <Typography.Text type="secondary" style={{ fontSize: 12, marginLeft: 6 }}>
            {LIST_TEXTS.divider}
          </Typography.Text>
        )}
        {errored && !removed && (
          <Tooltip title={LIST_TEXTS.errors}>
            <ExclamationCircleOutlined
              aria-label={LIST_TEXTS.errors}
              style={{ marginLeft: 6, color: token.colorErrorText }}
            />
          </Tooltip>
        )}
      </button>
      {removed ? (
        <Button type="link" size="small" onClick={() => props.onRestore(draft.id)}>
          {LIST_TEXTS.restore}
        </Button>
      ) : (
        <Button
          type="text"
          size="small"
          icon={<DeleteOutlined />}
          aria-label={`Remove ${title}`}
          onClick={() => props.onRemove(draft.id)}
        />
      )}
    </li>
  );
}

const announcements = (titles: Map<string, string>): Announcements => {
  const name = (id: string | number) => titles.get(String(id)) ?? 'item';
  return {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${name(active.id)} is over ${name(over.id)}.`
        : `${name(active.id)} is not over an item.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${name(active.id)} was moved to ${name(over.id)}'s place.`
        : `${name(active.id)} was not moved.`,
    onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled.`,
  };
};

export function FilterList(props: FilterListProps) {
  const { items, pending, errored } = props;
  const [over, setOver] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: stepToItem }),
  );
  const titles = useMemo(() => new Map(items.map((d) => [d.id, itemTitle(d)])), [items]);
  const onDragEnd = ({ active, over: target }: DragEndEvent) => {
    setOver(null);
    if (!target || active.id === target.id) return;
    const from = items.findIndex((d) => d.id === active.id);
    const to = items.findIndex((d) => d.id === target.id);
    if (from >= 0 && to >= 0) props.onMove(from, to);
  };
  return (
    <nav aria-label={LIST_TEXTS.list} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'NATIVE_FILTER', label: LIST_TEXTS.filter },
            { key: 'DIVIDER', label: LIST_TEXTS.divider },
          ],
          onClick: ({ key }) => props.onAdd(key as ItemDraft['kind']),
        }}
      >
        <Button icon={<PlusOutlined aria-hidden />} style={{ alignSelf: 'flex-start' }}>
          {LIST_TEXTS.add} <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        accessibility={{ announcements: announcements(titles) }}
        onDragOver={({ over: target, active }) =>
          setOver(target && target.id !== active.id ? String(target.id) : null)
        }
        onDragEnd={onDragEnd}
        onDragCancel={() => setOver(null)}
      >
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2 }}>
          {items.map((draft, index) => (
            <ItemRow
              key={draft.id}
              draft={draft}
              index={index}
              current={draft.id === props.current}
              removed={pending.has(draft.id)}
              errored={errored.has(draft.id)}
              dropping={over === draft.id}
              props={props}
            />
          ))}
        </ul>
      </DndContext>
    </nav>
  );
}
