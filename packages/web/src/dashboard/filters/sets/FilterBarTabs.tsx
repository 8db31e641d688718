/**
 * The vertical bar's tabs when the dashboard has native filters (Superset's FilterBar with
 * filter sets): "All filters (n)", the filters with Apply and Clear all, and "Filter sets (n)".
 * Each tab fills the bar below the tab row, so the filters still scroll above their buttons.
 */
import { useState, type ReactNode } from 'react';
import { Tabs } from 'antd';
import { isNativeFilter } from '@tessera/core';
import { FilterSetsPane, useFilterSets, type FilterSetsProps } from './FilterSetsPane';
import { FILTER_SET_TEXTS } from './filterSetTexts';

const TABS_CLASS = 'filter-bar-tabs';
const PANE = `.${TABS_CLASS} > .ant-tabs-body-holder`;
/** The tab panes as flex columns down to the active one (antd's holder is a block). */
const TABS_STYLE =
  `.${TABS_CLASS} > .ant-tabs-nav { margin: 0 16px 4px; }` +
  `${PANE} { display: flex; flex-direction: column; }` +
  `${PANE} > .ant-tabs-body { flex: 1; min-height: 0; display: flex; flex-direction: column; }` +
  `${PANE} > .ant-tabs-body > .ant-tabs-content-active {` +
  ' flex: 1; min-height: 0; display: flex; flex-direction: column; }';

type TabKey = 'filters' | 'sets';

/** The filters alone, or the two tabs when the bar has filter sets. */
export function FilterBarTabs({
  filterSets,
  children,
}: {
  filterSets?: FilterSetsProps;
  /** The filters tab: the filters and their buttons. */
  children: ReactNode;
}) {
  if (!filterSets) return <>{children}</>;
  return <Tabbed sets={filterSets}>{children}</Tabbed>;
}

function Tabbed({ sets, children }: { sets: FilterSetsProps; children: ReactNode }) {
  const [tab, setTab] = useState<TabKey>('filters');
  const setCount = useFilterSets(sets.dashboardId).length;
  const filterCount = sets.items.filter(isNativeFilter).length;
  return (
    <>
      <style>{TABS_STYLE}</style>
      <Tabs
        className={TABS_CLASS}
        centered
        size="small"
        activeKey={tab}
        onChange={(key) => setTab(key as TabKey)}
        style={{ flex: 1, minHeight: 0 }}
        items={[
          {
            key: 'filters',
            label: FILTER_SET_TEXTS.allFilters(filterCount),
            children,
          },
          {
            key: 'sets',
            label: FILTER_SET_TEXTS.filterSets(setCount),
            children: (
              <div
                style={{
                  flex: 1,
                  minHeight: 0,
                  overflowY: 'auto',
                  overscrollBehavior: 'contain',
                  padding: '8px 16px 16px',
                }}
              >
                <FilterSetsPane {...sets} />
              </div>
            ),
          },
        ]}
      />
    </>
  );
}
