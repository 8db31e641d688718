/**
 * A chart's "..." menu (Superset's SliceHeaderControls): Force refresh (with when its data was
 * got), Enter or Exit fullscreen, Toggle chart description, Edit chart, View query, View as
 * table, Share (the chart's permalink: copied, by email, its embed code) and Download (CSV,
 * Excel, image) and, where the chart offers it, Drill to detail (components/drill/).
 */
import { lazy, Suspense, useState, type RefObject } from 'react';
import { Button, Dropdown, Typography, type MenuProps } from 'antd';
import { MoreOutlined } from '@ant-design/icons';
import type { DashboardChart } from '@tessera/core';
import type { ChartQueryState } from '../chartQueries';
import { useDashboardData, useDashboardView } from '../DashboardContext';
import { refreshedText } from './refreshedText';
import { useChartActions, type ChartAction, type ChartDialog } from './useChartActions';

const ViewQueryModal = lazy(() => import('./ViewQueryModal'));
const ViewAsTableModal = lazy(() => import('./ViewAsTableModal'));
const EmbedCodeModal = lazy(() =>
  import('../../components/EmbedCodeModal').then((m) => ({ default: m.EmbedCodeModal })),
);

export function ChartMenu({
  chart,
  title,
  state,
  chartRef,
  fullSize,
  onDrillToDetail,
}: {
  chart: DashboardChart;
  title: string;
  state: ChartQueryState;
  chartRef: RefObject<HTMLDivElement | null>;
  fullSize: boolean;
  /** Opens drill to detail, when the chart offers it. */
  onDrillToDetail?(): void;
}) {
  const { permissions, formDataOf } = useDashboardData();
  const { editMode } = useDashboardView();
  const [dialog, setDialog] = useState<ChartDialog | null>(null);
  const [embedUrl, setEmbedUrl] = useState('');
  const onAction = useChartActions(chart, title, chartRef, (opened, url) => {
    if (url) setEmbedUrl(url);
    setDialog(opened);
  });
  const loading = state.status === 'loading';
  const refreshed = refreshedText(state.queriesResponse, state.updatedAt);
  const items: MenuProps['items'] = [
    {
      key: 'force',
      disabled: loading,
      label: (
        <div>
          Force refresh
          {refreshed && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {refreshed}
            </Typography.Text>
          )}
        </div>
      ),
    },
    { key: 'fullscreen', label: fullSize ? 'Exit fullscreen' : 'Enter fullscreen' },
    { type: 'divider' },
    chart.description ? { key: 'description', label: 'Toggle chart description' } : null,
    permissions.canExplore && !editMode ? { key: 'edit', label: 'Edit chart' } : null,
    { key: 'query', label: 'View query' },
    { key: 'table', label: 'View as table', disabled: !state.queriesResponse },
    onDrillToDetail ? { key: 'drill', label: 'Drill to detail' } : null,
    { type: 'divider' },
    permissions.canShareChart
      ? {
          key: 'share',
          label: 'Share',
          children: [
            { key: 'permalink', label: 'Copy permalink to clipboard' },
            { key: 'email', label: 'Share chart by email' },
            { key: 'embed', label: 'Embed code' },
          ],
        }
      : null,
    {
      key: 'download',
      label: 'Download',
      children: [
        ...(permissions.canExportData
          ? [
              { key: 'csv', label: 'Export to .CSV' },
              { key: 'xlsx', label: 'Export to Excel' },
            ]
          : []),
        { key: 'png', label: 'Download as image' },
      ],
    },
  ];
  const formData = formDataOf(chart.id);
  return (
    <>
      <Dropdown
        trigger={['click']}
        // Opened from the keyboard, the menu takes the focus: the arrow keys walk it at once.
        autoFocus
        menu={{
          items,
          onClick: ({ key }) =>
            key === 'drill' ? onDrillToDetail?.() : onAction(key as ChartAction),
        }}
      >
        <Button
          type="text"
          size="small"
          icon={<MoreOutlined />}
          aria-label={`More options for ${title || 'chart'}`}
          data-test="chart-menu-trigger"
          data-image-skip
        />
      </Dropdown>
      {dialog && formData && (
        <Suspense fallback={null}>
          {dialog === 'query' ? (
            <ViewQueryModal formData={formData} title={title} onClose={() => setDialog(null)} />
          ) : dialog === 'embed' ? (
            <EmbedCodeModal url={embedUrl} onClose={() => setDialog(null)} />
          ) : (
            <ViewAsTableModal
              title={title}
              queries={state.queriesResponse ?? []}
              onClose={() => setDialog(null)}
            />
          )}
        </Suspense>
      )}
    </>
  );
}
