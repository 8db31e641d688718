/**
 * TABS and their TABs: the tab the address chooses (else the first) is shown; choosing
 * another keeps it in the address. Once the shown tabs are done, the others are drawn out of
 * sight (`prerenderTabs`), so that opening one shows its charts at once. Tabs at the top of
 * the layout span the page; nested ones sit on the container background. Each tab's
 * components stack with the grid's gutters.
 */
import { useContext } from 'react';
import { Button, Tabs, theme, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { LayoutItem } from '@tessera/core';
import {
  DRAG_HANDLE_SIZE,
  HiddenTabContext,
  useDashboardData,
  useDashboardView,
} from '../DashboardContext';
import { anchorProps, ComponentList } from './DashboardComponent';

export const DEFAULT_TAB_TITLE = 'Tab title';
export const EMPTY_TAB = 'There are no components added to this tab';

/** The room "Add tab" takes at the tab bar's end (edit mode). */
const ADD_TAB_ROOM = 48;

export function tabTitle(tab: LayoutItem | undefined): string {
  const text = tab?.meta.text;
  if (typeof text === 'string' && text.trim()) return text;
  const fallback = tab?.meta.defaultText;
  return typeof fallback === 'string' && fallback ? fallback : DEFAULT_TAB_TITLE;
}

function TabContent({ tab }: { tab: LayoutItem }) {
  const { focusedId, editing } = useDashboardView();
  return (
    <div {...anchorProps(tab.id, focusedId)} data-test="dashboard-tab-content">
      {tab.children.length === 0 && !editing ? (
        <Typography.Paragraph type="secondary" style={{ padding: '24px 0', textAlign: 'center' }}>
          {EMPTY_TAB}
        </Typography.Paragraph>
      ) : (
        <ComponentList parent={tab} direction="column" />
      )}
    </div>
  );
}

export function TabsComponent({ item }: { item: LayoutItem }) {
  const { layout } = useDashboardData();
  const { activeTabs, chooseTab, focusedId, prerenderTabs, editing } = useDashboardView();
  const inHiddenTab = useContext(HiddenTabContext);
  const { token } = theme.useToken();
  const topLevel = layout.ROOT_ID?.children.includes(item.id) ?? false;
  const tabs = item.children.map((id) => layout[id]).filter((t): t is LayoutItem => Boolean(t));
  // In edit mode nested tabs move by a handle at their top-left corner, and "Add tab" sits at
  // the bar's end: the tab titles start after the one and end before the other.
  const edge = topLevel ? 0 : 16;
  const tabBarStyle = {
    paddingLeft: editing && !topLevel ? DRAG_HANDLE_SIZE + 8 : edge,
    paddingRight: editing?.addTab ? ADD_TAB_ROOM : edge,
  };
  return (
    <div
      {...anchorProps(item.id, focusedId)}
      data-test={topLevel ? 'top-level-tabs' : 'dashboard-tabs'}
      style={{
        width: '100%',
        background: topLevel ? 'transparent' : token.colorBgContainer,
        borderRadius: topLevel ? 0 : 8,
        padding: topLevel ? 0 : '0 0 16px',
        boxSizing: 'border-box',
        position: 'relative',
      }}
    >
      {editing?.addTab && (
        // Beside the tab list, not in it: a tablist holds only tabs.
        <Button
          type="text"
          icon={<PlusOutlined />}
          aria-label="Add tab"
          title="Add tab"
          onClick={() => editing.addTab?.(item.id)}
          style={{ position: 'absolute', top: 4, right: 8, zIndex: 2 }}
        />
      )}
      <Tabs
        activeKey={activeTabs.get(item.id)}
        onChange={chooseTab}
        size={topLevel ? 'large' : 'middle'}
        tabBarStyle={tabBarStyle}
        className={prerenderTabs ? 'dashboard-tabs dashboard-tabs-prerender' : 'dashboard-tabs'}
        items={tabs.map((tab) => ({
          key: tab.id,
          label: tabTitle(tab),
          forceRender: prerenderTabs,
          children: (
            <HiddenTabContext.Provider value={inHiddenTab || activeTabs.get(item.id) !== tab.id}>
              <TabContent tab={tab} />
            </HiddenTabContext.Provider>
          ),
        }))}
      />
    </div>
  );
}
