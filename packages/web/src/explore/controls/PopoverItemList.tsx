/**
 * A control's list of items edited in popovers (annotation layers, colour formatters): each
 * item with a remove cross and a label that opens its "Edit …" popover, then an "Add …" row
 * that opens the same editor for a new item. One popover is open at a time.
 */
import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { Popover } from 'antd';
import { useState, type ReactNode } from 'react';

/** Which editor is open: an item's (its index) or the new item's. */
export type EditedItem = number | 'new';

interface PopoverItemListProps<T> {
  items: T[];
  /** The list's data-testid. */
  testId: string;
  /** The data-testid of each item's label and of the add row. */
  itemTestId?: string;
  addTestId: string;
  /** The popovers' titles. */
  addTitle: string;
  editTitle: string;
  label(item: T): ReactNode;
  /** Items shown faded (a hidden annotation layer). */
  dimmed?(item: T): boolean;
  /** Shown after an item's label (an annotation layer's loading or error marker). */
  marker?(item: T, index: number): ReactNode;
  onRemove(index: number): void;
  /** The editor of an item or of the new one; `close` closes its popover. */
  editor(edited: EditedItem, close: () => void): ReactNode;
}

const BOX = { border: '1px solid rgba(128,128,128,0.3)', borderRadius: 4, fontSize: 12 };

export function PopoverItemList<T>(props: PopoverItemListProps<T>) {
  const [open, setOpen] = useState<EditedItem | null>(null);
  const close = () => setOpen(null);
  const popover = (edited: EditedItem, title: string, trigger: ReactNode) => (
    <Popover
      trigger="click"
      placement="right"
      title={title}
      destroyOnHidden
      open={open === edited}
      onOpenChange={(o) => setOpen(o ? edited : null)}
      content={props.editor(edited, close)}
    >
      {trigger}
    </Popover>
  );
  return (
    <div data-testid={props.testId} style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      {props.items.map((item, i) => (
        <div key={i} style={{ ...BOX, display: 'flex', alignItems: 'center' }}>
          <span
            role="button"
            aria-label="Remove"
            style={{ padding: '2px 6px', cursor: 'pointer' }}
            onClick={() => props.onRemove(i)}
          >
            <CloseOutlined style={{ fontSize: 10 }} />
          </span>
          {popover(
            i,
            props.editTitle,
            <span
              data-testid={props.itemTestId}
              style={{
                flex: 1,
                padding: '2px 8px',
                cursor: 'pointer',
                opacity: props.dimmed?.(item) ? 0.5 : 1,
              }}
            >
              {props.label(item)}
            </span>,
          )}
          {props.marker ? (
            <span style={{ padding: '0 6px', display: 'inline-flex' }}>
              {props.marker(item, i)}
            </span>
          ) : null}
        </div>
      ))}
      {popover(
        'new',
        props.addTitle,
        <div
          role="button"
          data-testid={props.addTestId}
          style={{ ...BOX, borderStyle: 'dashed', padding: '3px 8px', cursor: 'pointer' }}
        >
          <PlusOutlined style={{ fontSize: 10, marginRight: 6 }} />
          {props.addTitle}
        </div>,
      )}
    </div>
  );
}
