/**
 * The horizontal filter bar, above the layout: "Filters", the settings gear and "Add or edit
 * filters" for editors, the cross-filters and the filters side by side on one line (those that
 * do not fit under "More filters": settings/MoreFilters.tsx), Apply and Clear all at the end.
 */
import { isValidElement } from 'react';
import { theme, Typography } from 'antd';
import { MoreFilters, type OverflowItem } from './settings/MoreFilters';
import { EditFiltersButton, FILTER_BAR_TEXTS } from './FilterBarActions';
import type { FilterBarLayoutProps } from './FilterBarVertical';

export function FilterBarHorizontal({
  controls,
  crossFilters,
  empty,
  actions,
  onEditFilters,
  settings,
  labels,
}: FilterBarLayoutProps) {
  const { token } = theme.useToken();
  const line: OverflowItem[] = controls.flatMap((node, i) =>
    node
      ? [{ key: isValidElement(node) ? String(node.key) : String(i), node, ...labels?.[i] }]
      : [],
  );
  if (crossFilters) line.unshift({ key: 'cross-filters', node: crossFilters });
  return (
    <section
      aria-label={FILTER_BAR_TEXTS.title}
      data-test="filter-bar"
      data-orientation="horizontal"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 16,
        padding: '8px 16px',
        marginTop: 16,
        background: token.colorBgContainer,
        borderRadius: 8,
        border: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Typography.Title level={2} style={{ fontSize: 14, margin: 0, flex: 'none' }}>
        {FILTER_BAR_TEXTS.title}
      </Typography.Title>
      {settings}
      <EditFiltersButton onEditFilters={onEditFilters} />
      {empty && !crossFilters ? (
        <Typography.Text type="secondary">{FILTER_BAR_TEXTS.empty}</Typography.Text>
      ) : (
        <>
          <MoreFilters items={line} />
          <div style={{ marginLeft: 'auto', flex: 'none' }}>{actions}</div>
        </>
      )}
    </section>
  );
}
