/**
 * The filter bar's "Cross-filters" section (Superset's CrossFiltersVertical/Horizontal): one
 * chip per cross-filter in effect, naming the chart that emits it, the column and the value,
 * with a button that clears it. Nothing when no chart cross-filters.
 */
import { Button, theme, Typography } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import type { ActiveCrossFilter } from '@tessera/core';
import { chartTitle } from '../chart/titleText';
import { useDashboardData } from '../DashboardContext';
import { selectCrossFilters, useDashboardMask } from '../maskView';

export const CROSS_FILTER_TEXTS = { title: 'Cross-filters', clear: 'Clear cross-filter' } as const;

/** The emitting chart's title as the dashboard shows it (its layout override first). */
export function useChartTitleOf(): (chartId: number) => string {
  const { charts, layout } = useDashboardData();
  return (chartId) => {
    const chart = charts.get(chartId);
    const item = Object.values(layout).find(
      (i) => i?.type === 'CHART' && i.meta.chartId === chartId,
    );
    return chart && item ? chartTitle(chart, item) : String(chartId);
  };
}

function CrossFilterChip({
  filter,
  title,
  onClear,
}: {
  filter: ActiveCrossFilter;
  title: string;
  onClear(): void;
}) {
  const { token } = theme.useToken();
  return (
    <div
      data-test="cross-filter-chip"
      data-chart-id={filter.chartId}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 4,
        padding: '2px 4px 2px 8px',
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        background: token.colorFillQuaternary,
        maxWidth: '100%',
      }}
    >
      <div style={{ minWidth: 0, flex: 1 }}>
        <Typography.Text strong ellipsis style={{ display: 'block', fontSize: 12 }}>
          {title}
        </Typography.Text>
        <Typography.Text ellipsis style={{ display: 'block', fontSize: 12 }}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {filter.column}
          </Typography.Text>{' '}
          {filter.value}
        </Typography.Text>
      </div>
      <Button
        type="text"
        size="small"
        icon={<CloseOutlined />}
        aria-label={`${CROSS_FILTER_TEXTS.clear} ${title}: ${filter.column}`}
        data-test="cross-filter-clear"
        onClick={onClear}
      />
    </div>
  );
}

export function CrossFilters({ horizontal }: { horizontal?: boolean }) {
  const { setCrossFilter } = useDashboardData();
  const crossFilters = useDashboardMask(selectCrossFilters);
  const titleOf = useChartTitleOf();
  if (!crossFilters.length) return null;
  return (
    <section
      aria-label={CROSS_FILTER_TEXTS.title}
      data-test="cross-filters"
      style={{
        display: 'flex',
        flexDirection: horizontal ? 'row' : 'column',
        alignItems: horizontal ? 'center' : 'stretch',
        flexWrap: 'wrap',
        gap: 8,
      }}
    >
      <Typography.Title level={3} style={{ fontSize: 14, margin: 0 }}>
        {CROSS_FILTER_TEXTS.title}
      </Typography.Title>
      {crossFilters.map((filter) => (
        <CrossFilterChip
          key={`${filter.chartId}-${filter.column}`}
          filter={filter}
          title={titleOf(filter.chartId)}
          onClear={() => setCrossFilter(filter.chartId, null)}
        />
      ))}
    </section>
  );
}
