/**
 * CHART: the chart's box, `width` columns wide (its column's width inside a column) and
 * `height` units high, on the container background; full size over the page when asked (Escape
 * leaves it).
 * A chart the dashboard no longer has shows Superset's missing-chart text.
 */
import { useContext, useEffect } from 'react';
import { theme, Typography } from 'antd';
import type { LayoutItem } from '@tessera/core';
import { HiddenTabContext, useDashboardData, useDashboardView } from '../DashboardContext';
import { anchorProps } from '../layout/DashboardComponent';
import { useComponentSize } from '../layout/useComponentSize';
import { DashboardChart } from './DashboardChart';
import { useInView } from './useInView';

export const MISSING_CHART =
  'There is no chart definition associated with this component, could it have been deleted?';
export const MISSING_CHART_HINT = 'Delete this container and save to remove this message.';

export function ChartHolder({ item, inColumn }: { item: LayoutItem; inColumn: boolean }) {
  const { charts } = useDashboardData();
  const { focusedId, fullSizeChartId, setFullSizeChartId, drawnAtOnce } = useDashboardView();
  const { token } = theme.useToken();
  const { ref, inView } = useInView<HTMLDivElement>();
  // a chart in a tab not shown is drawn ahead of time, out of sight; the first charts shown are
  // drawn with the page, before the browser says what is in view
  const inHiddenTab = useContext(HiddenTabContext);
  const size = useComponentSize(item, inColumn);
  const chartId = typeof item.meta.chartId === 'number' ? item.meta.chartId : -1;
  const chart = charts.get(chartId);
  const fullSize = chart !== undefined && fullSizeChartId === chartId;
  // Escape leaves full size
  useEffect(() => {
    if (!fullSize) return undefined;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setFullSizeChartId(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [fullSize, setFullSizeChartId]);
  const sized = fullSize
    ? { position: 'fixed' as const, inset: 0, zIndex: 1000, width: '100vw', height: '100vh' }
    : size;
  return (
    <div
      {...anchorProps(item.id, focusedId)}
      ref={ref}
      data-test="dashboard-chart-holder"
      style={{
        ...sized,
        flex: 'none',
        display: 'flex',
        flexDirection: 'column',
        background: token.colorBgContainer,
        borderRadius: fullSize ? 0 : 8,
        padding: 16,
        boxSizing: 'border-box',
        minWidth: 0,
      }}
    >
      {chart ? (
        <DashboardChart
          chart={chart}
          item={item}
          drawn={inView || inHiddenTab || drawnAtOnce.has(chartId)}
          fullSize={fullSize}
        />
      ) : (
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {MISSING_CHART}
          <br />
          <br />
          {MISSING_CHART_HINT}
        </Typography.Paragraph>
      )}
    </div>
  );
}
