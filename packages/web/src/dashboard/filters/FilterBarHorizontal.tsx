/**
 * The horizontal filter bar, above the layout: "Filters", "Add or edit filters" for editors,
 * the filters side by side (wrapping onto more lines as they need), Apply and Clear all at the
 * end.
 */
import { theme, Typography } from 'antd';
import { EditFiltersButton, FILTER_BAR_TEXTS } from './FilterBarActions';
import type { FilterBarLayoutProps } from './FilterBarVertical';

export function FilterBarHorizontal({
  controls,
  crossFilters,
  empty,
  actions,
  onEditFilters,
}: FilterBarLayoutProps) {
  const { token } = theme.useToken();
  return (
    <section
      aria-label={FILTER_BAR_TEXTS.title}
      data-test="filter-bar"
      data-orientation="horizontal"
      style={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 16,
        padding: '8px 16px',
        marginTop: 16,
        background: token.colorBgContainer,
        borderRadius: 8,
        border: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Typography.Title level={2} style={{ fontSize: 14, margin: 0 }}>
        {FILTER_BAR_TEXTS.title}
      </Typography.Title>
      <EditFiltersButton onEditFilters={onEditFilters} />
      {crossFilters}
      {empty && !crossFilters ? (
        <Typography.Text type="secondary">{FILTER_BAR_TEXTS.empty}</Typography.Text>
      ) : (
        <>
          {controls}
          <div style={{ marginLeft: 'auto' }}>{actions}</div>
        </>
      )}
    </section>
  );
}
