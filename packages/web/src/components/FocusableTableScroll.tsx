/**
 * Around an antd Table of a fixed height (`scroll.y`): antd draws the table's scrolling body
 * itself, without a way to make it focusable, so this does; the keyboard then scrolls it
 * (WCAG's keyboard access to scrolling content).
 */
import { useEffect, useRef, type ReactNode } from 'react';

export function FocusableTableScroll({ children }: { children: ReactNode }) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    holder.current
      ?.querySelectorAll('.ant-table-body')
      .forEach((body) => body.setAttribute('tabindex', '0'));
  });
  return <div ref={holder}>{children}</div>;
}
