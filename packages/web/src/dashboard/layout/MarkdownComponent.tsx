/**
 * MARKDOWN: the component's markdown rendered and sanitised (Superset's placeholder when it
 * has none), `width` columns wide (its column's width inside a column) and `height` units
 * high, scrolling within. In edit mode its source can be edited in place.
 */
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Button, Input, theme } from 'antd';
import { GRID, type LayoutItem } from '@tessera/core';
import { useDashboardView } from '../DashboardContext';
import { markdownHtml } from '../safeMarkdown';
import { anchorProps } from './DashboardComponent';
import { useComponentSize } from './useComponentSize';

export const MARKDOWN_PLACEHOLDER = `# ✨Header 1
## ✨Header 2
### ✨Header 3

<br />

Click here to learn more about [markdown formatting](https://bit.ly/1dQOfRK)`;

/** Whether the element's content is taller than it (then it takes focus, to scroll by keys). */
function useOverflows(html: string) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const check = () => setOverflows(el.scrollHeight > el.clientHeight + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(el);
    return () => observer.disconnect();
  }, [html]);
  return { ref, overflows };
}

export function MarkdownComponent({ item, inColumn }: { item: LayoutItem; inColumn: boolean }) {
  const { focusedId, editing } = useDashboardView();
  const { token } = theme.useToken();
  const code = typeof item.meta.code === 'string' ? item.meta.code : '';
  const html = useMemo(() => markdownHtml(code || MARKDOWN_PLACEHOLDER), [code]);
  const { ref, overflows } = useOverflows(html);
  const [source, setSource] = useState<string | null>(null);
  const { width, height } = useComponentSize(item, inColumn, {
    height: GRID.defaultMarkdownHeight,
  });

  return (
    <div
      {...anchorProps(item.id, focusedId)}
      data-test="dashboard-markdown"
      style={{
        width,
        height,
        flex: 'none',
        position: 'relative',
        background: token.colorBgContainer,
        borderRadius: 8,
        boxSizing: 'border-box',
      }}
    >
      {source !== null ? (
        <Input.TextArea
          aria-label="Markdown"
          autoFocus
          value={source}
          onChange={(e) => setSource(e.target.value)}
          onBlur={() => {
            editing?.updateMeta(item.id, { code: source });
            setSource(null);
          }}
          style={{ height: '100%', resize: 'none', fontFamily: 'monospace' }}
        />
      ) : (
        <div
          ref={ref}
          className="dashboard-markdown"
          tabIndex={overflows ? 0 : undefined}
          role={overflows ? 'region' : undefined}
          aria-label={overflows ? 'Markdown' : undefined}
          style={{ height: '100%', overflow: 'auto', padding: 16, boxSizing: 'border-box' }}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
      {editing && source === null && (
        <Button
          size="small"
          style={{ position: 'absolute', top: 8, right: 8 }}
          onClick={() => setSource(code)}
        >
          Edit
        </Button>
      )}
    </div>
  );
}
