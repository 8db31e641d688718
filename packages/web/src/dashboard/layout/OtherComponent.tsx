/**
 * TEXT (its text as a paragraph), IMAGE (its picture, scaled into its box) and DYNAMIC (a
 * component a plugin would draw: a box naming it, since no plugin draws it here), each
 * `width` columns wide and, for images and dynamic components, `height` units high.
 */
import { theme, Typography } from 'antd';
import type { LayoutItem } from '@tessera/core';
import { useDashboardView } from '../DashboardContext';
import { anchorProps } from './DashboardComponent';
import { useComponentSize } from './useComponentSize';

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** A safe image address: http(s), or a path on this site. */
function imageSource(meta: LayoutItem['meta']): string | undefined {
  const url = textOf(meta.url) || textOf(meta.src) || textOf(meta.imageUrl);
  return /^(https?:\/\/|\/)/i.test(url) ? url : undefined;
}

export function OtherComponent({ item, inColumn }: { item: LayoutItem; inColumn: boolean }) {
  const { focusedId } = useDashboardView();
  const { token } = theme.useToken();
  const { width, height } = useComponentSize(item, inColumn, { height: 25 });
  const box = {
    width,
    flex: 'none' as const,
    background: token.colorBgContainer,
    borderRadius: 8,
    padding: 16,
    boxSizing: 'border-box' as const,
  };
  if (item.type === 'TEXT')
    return (
      <div {...anchorProps(item.id, focusedId)} style={box}>
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
          {textOf(item.meta.text)}
        </Typography.Paragraph>
      </div>
    );
  if (item.type === 'IMAGE') {
    const src = imageSource(item.meta);
    const alt = textOf(item.meta.alt) || textOf(item.meta.text) || 'Image';
    return (
      <div {...anchorProps(item.id, focusedId)} style={{ ...box, height, padding: 8 }}>
        {src ? (
          <img
            src={src}
            alt={alt}
            style={{ width: '100%', height: '100%', objectFit: 'contain' }}
          />
        ) : (
          <Typography.Text type="secondary">{alt}</Typography.Text>
        )}
      </div>
    );
  }
  const name = textOf(item.meta.componentKey) || textOf(item.meta.text) || item.id;
  return (
    <div
      {...anchorProps(item.id, focusedId)}
      style={{
        ...box,
        height,
        display: 'grid',
        placeItems: 'center',
        border: `1px dashed ${token.colorBorder}`,
      }}
    >
      <Typography.Text type="secondary">{`The component "${name}" is not available.`}</Typography.Text>
    </div>
  );
}
