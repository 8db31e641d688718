/**
 * The horizontal filter bar's line of filters (Superset's DropdownContainer): the items that
 * fit side by side (overflow.ts), the rest in the dropdown of a "More filters" button whose
 * badge counts the overflowed filters with a value applied (their names in its tooltip). Each
 * item's width is kept from the last time it was on the line; the line measures itself again
 * whenever it or an item changes size. Escape closes the dropdown.
 */
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Badge, Button, Popover, Tooltip, theme } from 'antd';
import { DownOutlined, FilterOutlined } from '@ant-design/icons';
import { fittingCount } from './overflow';

export const MORE_FILTERS_TEXTS = {
  more: 'More filters',
  noneApplied: 'No applied filters',
  applied: (names: string[]) => `Applied filters: ${names.join(', ')}`,
} as const;

export interface OverflowItem {
  key: string;
  node: ReactNode;
  /** A filter's name, for the tooltip when it is applied. */
  name?: string;
  applied?: boolean;
}

const GAP = 16;
/** The button's width until it has been drawn once. */
const TRIGGER_GUESS = 170;

export function MoreFilters({ items }: { items: readonly OverflowItem[] }) {
  const { token } = theme.useToken();
  const lineRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLSpanElement>(null);
  const widths = useRef(new Map<string, number>());
  const triggerWidth = useRef(TRIGGER_GUESS);
  const [shown, setShown] = useState(items.length);
  const [resized, setResized] = useState(0);
  const [open, setOpen] = useState(false);

  // measure once drawn (the items, or the line's size, changed): the items on the line, the
  // button, the line
  useLayoutEffect(() => {
    const line = lineRef.current;
    const list = listRef.current;
    if (!line || !list) return;
    for (const child of Array.from(list.children) as HTMLElement[]) {
      const key = child.dataset.overflowKey;
      if (key !== undefined) widths.current.set(key, child.getBoundingClientRect().width);
    }
    if (triggerRef.current) triggerWidth.current = triggerRef.current.offsetWidth;
    const known = items.map((item) => widths.current.get(item.key));
    const next = known.every((w) => w !== undefined)
      ? fittingCount({
          widths: known,
          available: line.clientWidth,
          gap: GAP,
          trigger: triggerWidth.current,
        })
      : items.length; // an item never measured: all on the line once, to measure it
    if (next !== shown) setShown(next);
  }, [items, shown, resized]);

  useLayoutEffect(() => {
    const observer = new ResizeObserver(() => setResized((n) => n + 1));
    if (lineRef.current) observer.observe(lineRef.current);
    if (listRef.current) observer.observe(listRef.current);
    return () => observer.disconnect();
  }, []);

  // Escape closes the dropdown (unless a control in it takes the key: an open select's list)
  const closeOnEscape = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return;
    if ((e.target as HTMLElement).getAttribute('aria-expanded') === 'true') return;
    setOpen(false);
    triggerRef.current?.querySelector('button')?.focus();
  };
  const count = Math.min(shown, items.length);
  const overflowed = items.slice(count);
  const applied = overflowed.filter((item) => item.applied).map((item) => item.name ?? item.key);
  return (
    <div
      ref={lineRef}
      data-test="filter-bar-line"
      style={{
        flex: 1,
        minWidth: 0,
        display: 'flex',
        alignItems: 'center',
        gap: GAP,
        overflow: 'hidden',
      }}
    >
      <div ref={listRef} style={{ display: 'flex', alignItems: 'center', gap: GAP, flex: 'none' }}>
        {items.slice(0, count).map((item) => (
          <div key={item.key} data-overflow-key={item.key} style={{ flex: 'none' }}>
            {item.node}
          </div>
        ))}
      </div>
      {overflowed.length > 0 && (
        <Popover
          trigger="click"
          placement="bottom"
          open={open}
          onOpenChange={setOpen}
          destroyOnHidden
          content={
            <div
              data-test="dropdown-content"
              onKeyDown={closeOnEscape}
              style={{
                display: 'flex',
                flexDirection: 'column',
                gap: GAP,
                maxHeight: 500,
                overflowY: 'auto',
                padding: 4,
              }}
            >
              {overflowed.map((item) => (
                <div key={item.key}>{item.node}</div>
              ))}
            </div>
          }
        >
          <Tooltip
            title={
              applied.length ? MORE_FILTERS_TEXTS.applied(applied) : MORE_FILTERS_TEXTS.noneApplied
            }
          >
            <span
              ref={triggerRef}
              onKeyDown={closeOnEscape}
              style={{ flex: 'none', display: 'inline-flex' }}
            >
              <Button data-test="dropdown-container-btn" icon={<FilterOutlined />}>
                {MORE_FILTERS_TEXTS.more}
                <Badge
                  count={applied.length}
                  showZero
                  styles={{
                    indicator: applied.length
                      ? { background: token.colorPrimary, color: token.colorTextLightSolid }
                      : {
                          background: token.colorFillSecondary,
                          color: token.colorText,
                          boxShadow: 'none',
                        },
                  }}
                />
                <DownOutlined style={{ fontSize: 10 }} />
              </Button>
            </span>
          </Tooltip>
        </Popover>
      )}
    </div>
  );
}
