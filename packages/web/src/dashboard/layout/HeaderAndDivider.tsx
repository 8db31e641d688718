/**
 * HEADER (a heading across the grid in one of Superset's three sizes, on its background;
 * its text editable in edit mode) and DIVIDER (a rule across the grid).
 */
import { theme, Typography } from 'antd';
import type { LayoutItem } from '@tessera/core';
import { useDashboardView } from '../DashboardContext';
import { anchorProps } from './DashboardComponent';
import { useBackground } from './RowAndColumn';

/** Font size of each header size (Superset's typography sizes l, xl and xxl). */
export const HEADER_FONT_SIZES = { SMALL_HEADER: 16, MEDIUM_HEADER: 21, LARGE_HEADER: 28 };

export const DEFAULT_HEADER_TEXT = 'New header';

export function HeaderComponent({ item }: { item: LayoutItem }) {
  const { focusedId, editing } = useDashboardView();
  const background = useBackground(item);
  const size = HEADER_FONT_SIZES[item.meta.headerSize ?? 'MEDIUM_HEADER'] ?? 21;
  const text =
    typeof item.meta.text === 'string' && item.meta.text ? item.meta.text : DEFAULT_HEADER_TEXT;
  return (
    <div
      {...anchorProps(item.id, focusedId)}
      data-test="dashboard-header-component"
      style={{ width: '100%', background, padding: '8px 16px', borderRadius: 4 }}
    >
      <Typography.Title
        level={2}
        style={{ margin: 0, fontSize: size, lineHeight: 1.3 }}
        editable={
          editing
            ? { onChange: (value) => editing.updateMeta(item.id, { text: value.trim() || text }) }
            : false
        }
      >
        {text}
      </Typography.Title>
    </div>
  );
}

export function DividerComponent({ item }: { item: LayoutItem }) {
  const { focusedId } = useDashboardView();
  const { token } = theme.useToken();
  return (
    <div {...anchorProps(item.id, focusedId)} style={{ width: '100%', padding: '8px 0' }}>
      <hr
        style={{ border: 0, borderTop: `1px solid ${token.colorBorder}`, margin: 0 }}
        data-test="dashboard-divider"
      />
    </div>
  );
}
