/**
 * The side pane of edit mode (Superset's BuilderComponentPane): the Charts tab (saved charts)
 * and the Layout elements tab (Tabs, Row, Column, Header, Text / Markdown, Divider), whose
 * entries are dragged onto the layout. Letting a drag go over the pane drops nothing.
 */
import type { CSSProperties, ReactNode } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { Tabs, theme } from 'antd';
import {
  BorderHorizontalOutlined,
  BorderVerticleOutlined,
  FileMarkdownOutlined,
  FolderOutlined,
  FontSizeOutlined,
  MinusOutlined,
} from '@ant-design/icons';
import type { NewComponentSource } from '@tessera/core';
import type { NoDropData } from './dragData';
import { NewComponentItem } from './NewComponentItem';
import { SavedChartsList } from './SavedChartsList';

/** The layout elements, in Superset's order, with their labels. */
export const LAYOUT_ELEMENTS: { source: NewComponentSource; label: string; icon: ReactNode }[] = [
  { source: { type: 'TABS' }, label: 'Tabs', icon: <FolderOutlined /> },
  { source: { type: 'ROW' }, label: 'Row', icon: <BorderHorizontalOutlined /> },
  { source: { type: 'COLUMN' }, label: 'Column', icon: <BorderVerticleOutlined /> },
  { source: { type: 'HEADER' }, label: 'Header', icon: <FontSizeOutlined /> },
  { source: { type: 'MARKDOWN' }, label: 'Text / Markdown', icon: <FileMarkdownOutlined /> },
  { source: { type: 'DIVIDER' }, label: 'Divider', icon: <MinusOutlined /> },
];

function LayoutElements() {
  const { token } = theme.useToken();
  return (
    <div>
      {LAYOUT_ELEMENTS.map(({ source, label, icon }) => (
        <NewComponentItem key={source.type} id={source.type} source={source} label={label}>
          <span
            aria-hidden
            style={{
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              width: 32,
              height: 32,
              borderRadius: token.borderRadius,
              background: token.colorFillSecondary,
              fontSize: token.fontSizeLG,
            }}
          >
            {icon}
          </span>
          {label}
        </NewComponentItem>
      ))}
    </div>
  );
}

export interface BuilderPaneProps {
  /** Offers "Create new chart" (chart creation in a new tab) for this dashboard. */
  dashboardId?: number;
  className?: string;
  style?: CSSProperties;
}

export function BuilderPane({ dashboardId, className, style }: BuilderPaneProps) {
  const { token } = theme.useToken();
  const noDrop: NoDropData = { kind: 'noDrop', label: 'the components pane' };
  const { setNodeRef } = useDroppable({ id: 'builder-pane', data: noDrop });
  return (
    <div
      ref={setNodeRef}
      className={className}
      data-testid="dashboard-builder-pane"
      style={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        minHeight: 0,
        padding: `0 ${token.paddingSM}px`,
        background: token.colorBgContainer,
        borderInlineStart: `1px solid ${token.colorBorderSecondary}`,
        ...style,
      }}
    >
      <Tabs
        defaultActiveKey="charts"
        style={{ flex: 1, minHeight: 0 }}
        items={[
          {
            key: 'charts',
            label: 'Charts',
            children: <SavedChartsList dashboardId={dashboardId} />,
          },
          { key: 'layout', label: 'Layout elements', children: <LayoutElements /> },
        ]}
      />
    </div>
  );
}
