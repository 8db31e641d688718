/**
 * ROW (its children side by side) and COLUMN (its children stacked, `width` columns wide);
 * either on a transparent background or the container's (Superset's BACKGROUND_WHITE).
 */
import { theme } from 'antd';
import { GRID, type LayoutItem } from '@tessera/core';
import { useDashboardView } from '../DashboardContext';
import { anchorProps, ComponentList } from './DashboardComponent';
import { useComponentSize } from './useComponentSize';

/** The component's background: the container colour for BACKGROUND_WHITE. */
export function useBackground(item: LayoutItem): string {
  const { token } = theme.useToken();
  return item.meta.background === 'BACKGROUND_WHITE' ? token.colorBgContainer : 'transparent';
}

export function RowComponent({ item }: { item: LayoutItem }) {
  const { focusedId } = useDashboardView();
  const background = useBackground(item);
  return (
    <div {...anchorProps(item.id, focusedId)} data-test="grid-row" style={{ background }}>
      <ComponentList parent={item} direction="row" />
    </div>
  );
}

export function ColumnComponent({ item }: { item: LayoutItem }) {
  const { focusedId } = useDashboardView();
  const { width } = useComponentSize(item, false, { width: GRID.defaultColumnWidth, height: null });
  const background = useBackground(item);
  return (
    <div
      {...anchorProps(item.id, focusedId)}
      data-test="grid-column"
      style={{
        width,
        flex: 'none',
        background,
      }}
    >
      <ComponentList parent={item} direction="column" />
    </div>
  );
}
