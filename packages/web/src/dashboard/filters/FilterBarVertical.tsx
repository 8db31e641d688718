/**
 * The vertical filter bar, left of the layout: "Filters" and its collapse button, "Add or
 * edit filters" for editors, the filters (scrolling), Apply filters and Clear all below;
 * collapsed, a narrow strip that opens it again. It stays in view as the page scrolls. With
 * native filters, the filters and the filter sets (sets/) are two tabs.
 */
import { useState, type ReactNode } from 'react';
import { Button, Collapse, Empty, theme, Typography } from 'antd';
import { FilterOutlined, VerticalAlignTopOutlined } from '@ant-design/icons';
import { EditFiltersButton, FILTER_BAR_TEXTS } from './FilterBarActions';
import { FilterBarTabs } from './sets/FilterBarTabs';
import type { FilterSetsProps } from './sets/FilterSetsPane';

/** Superset's OPEN_FILTER_BAR_WIDTH and the collapsed strip's width. */
export const OPEN_FILTER_BAR_WIDTH = 260;
export const CLOSED_FILTER_BAR_WIDTH = 32;
/** Below the page's navigation (56 px) and the page's padding. */
const STICKY_TOP = 72;

export interface FilterBarLayoutProps {
  controls: ReactNode[];
  /** The cross-filters section (none when no cross-filter is in effect: Clear all clears them). */
  crossFilters?: ReactNode;
  empty: boolean;
  actions: ReactNode;
  onEditFilters?: () => void;
  /** The filter sets (vertical bar, native filters only): the filters and the sets as tabs. */
  filterSets?: FilterSetsProps;
  /** The settings gear beside the title (editors only). */
  settings?: ReactNode;
  /** The filters out of scope of the tabs shown (vertical bar: a collapsed section). */
  outOfScope?: ReactNode[];
  /** Per item of `controls`: its name and whether a value is applied ("More filters"). */
  labels?: readonly { name: string; applied: boolean }[];
}

export function FilterBarVertical({
  controls,
  outOfScope = [],
  crossFilters,
  empty,
  actions,
  onEditFilters,
  filterSets,
  settings,
}: FilterBarLayoutProps) {
  const { token } = theme.useToken();
  const [open, setOpen] = useState(
    () => new URLSearchParams(window.location.search).get('expand_filters') !== 'false',
  );
  const frame = {
    position: 'sticky' as const,
    top: STICKY_TOP,
    alignSelf: 'flex-start',
    flex: 'none',
    maxHeight: `calc(100vh - ${STICKY_TOP + 16}px)`,
    background: token.colorBgContainer,
    borderRadius: 8,
    border: `1px solid ${token.colorBorderSecondary}`,
    boxSizing: 'border-box' as const,
  };
  if (!open)
    return (
      <aside aria-label={FILTER_BAR_TEXTS.title} data-test="filter-bar" style={frame}>
        <Button
          type="text"
          aria-label={FILTER_BAR_TEXTS.expand}
          aria-expanded={false}
          data-test="filter-bar__expand-button"
          onClick={() => setOpen(true)}
          style={{
            width: CLOSED_FILTER_BAR_WIDTH,
            height: 'auto',
            padding: '8px 0',
            display: 'flex',
            flexDirection: 'column',
            gap: 12,
          }}
        >
          <VerticalAlignTopOutlined
            style={{ transform: 'rotate(90deg)', color: token.colorPrimary }}
          />
          <FilterOutlined style={{ color: token.colorTextSecondary }} />
        </Button>
      </aside>
    );
  return (
    <aside
      aria-label={FILTER_BAR_TEXTS.title}
      data-test="filter-bar"
      style={{ ...frame, width: OPEN_FILTER_BAR_WIDTH, display: 'flex', flexDirection: 'column' }}
    >
      <div style={{ padding: '12px 16px 4px' }}>
        <div style={{ display: 'flex', alignItems: 'center' }}>
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0, flex: 1 }}>
            {FILTER_BAR_TEXTS.title}
          </Typography.Title>
          {settings}
          <Button
            type="text"
            size="small"
            aria-label={FILTER_BAR_TEXTS.collapse}
            aria-expanded
            data-test="filter-bar__collapse-button"
            icon={<VerticalAlignTopOutlined style={{ transform: 'rotate(-90deg)' }} />}
            onClick={() => setOpen(false)}
          />
        </div>
        <EditFiltersButton onEditFilters={onEditFilters} />
      </div>
      <FilterBarTabs filterSets={filterSets}>
        <div
          style={{
            flex: 1,
            minHeight: 0,
            overflowY: 'auto',
            overscrollBehavior: 'contain',
            padding: '8px 16px',
            display: 'flex',
            flexDirection: 'column',
            gap: 16,
          }}
        >
          {crossFilters}
          {empty ? (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={
                <>
                  <Typography.Text>{FILTER_BAR_TEXTS.empty}</Typography.Text>
                  {onEditFilters && (
                    <Typography.Paragraph
                      type="secondary"
                      style={{ margin: '4px 0 0', fontSize: 12 }}
                    >
                      {FILTER_BAR_TEXTS.emptyHint}
                    </Typography.Paragraph>
                  )}
                </>
              }
            />
          ) : (
            controls
          )}
          {outOfScope.length > 0 && (
            <Collapse
              ghost
              size="small"
              data-test="filters-out-of-scope"
              items={[
                {
                  key: 'out-of-scope',
                  label: FILTER_BAR_TEXTS.outOfScope(outOfScope.length),
                  // mounted while closed: a filter's own defaults and values still load
                  forceRender: true,
                  children: (
                    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
                      {outOfScope}
                    </div>
                  ),
                  styles: { header: { padding: '4px 0' }, body: { padding: '8px 0 0' } },
                },
              ]}
            />
          )}
        </div>
        {(!empty || crossFilters) && (
          <div style={{ padding: 16, borderTop: `1px solid ${token.colorSplit}` }}>{actions}</div>
        )}
      </FilterBarTabs>
    </aside>
  );
}
