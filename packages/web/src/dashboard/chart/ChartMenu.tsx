/**
 * A chart's "..." menu (Superset's SliceHeaderControls): Force refresh (with when its data was
 * got), Enter or Exit fullscreen, Toggle chart description, Edit chart, View query, View as
 * table, Share (the chart's permalink: copied, by email, its embed code) and Download (CSV,
 * Excel, image) and, where the chart offers it, Drill to detail (components/drill/).
 */
import { lazy, memo, Suspense, useState, type RefObject } from 'react';
import { Button, Dropdown, Typography, type MenuProps } from 'antd';
import { MoreOutlined } from '@ant-design/icons';
import type { DashboardChart } from '@tessera/core';
import { useDashboardData, useDashboardView } from '../DashboardContext';
import { useChartFormData } from '../maskView';
import { refreshedText } from './refreshedText';
import { useChartQueryState } from './useChartQueryState';
import { useChartActions, type ChartAction, type ChartDialog } from './useChartActions';

const ViewQueryModal = lazy(() => import('./ViewQueryModal'));
const ViewAsTableModal = lazy(() => import('./ViewAsTableModal'));
const EmbedCodeModal = lazy(() =>
  import('../../components/EmbedCodeModal').then((m) => ({ default: m.EmbedCodeModal })),
);

/** View query over the chart's form data as it is now (the menu itself does not follow it). */
function ViewQuery({
  chartId,
  title,
  onClose,
}: {
  chartId: number;
  title: string;
  onClose(): void;
}) {
  const formData = useChartFormData(chartId);
  return formData ? <ViewQueryModal formData={formData} title={title} onClose={onClose} /> : null;
}

export const ChartMenu = memo(function ChartMenu({
  chart,
  title,
  chartRef,
  fullSize,
  onDrillToDetail,
}: {
  chart: DashboardChart;
  title: string;
  chartRef: RefObject<HTMLDivElement | null>;
  fullSize: boolean;
  /** Opens drill to detail, when the chart offers it. */
  onDrillToDetail?(): void;
}) {
  const { permissions, queries } = useDashboardData();
  const { editMode } = useDashboardView();
  const [dialog, setDialog] = useState<ChartDialog | null>(null);
  // the chart's query state is followed only while the menu or a dialog is open: the closed
  // menu is not drawn again as the chart's requests go and come
  const [open, setOpen] = useState(false);
  const { status, queriesResponse, updatedAt } = useChartQueryState(
    queries,
    chart.id,
    open || dialog !== null,
  );
  const loading = status === 'loading';
  const [embedUrl, setEmbedUrl] = useState('');
  const onAction = useChartActions(chart, title, chartRef, (opened, url) => {
    if (url) setEmbedUrl(url);
    setDialog(opened);
  });
  const refreshed = refreshedText(queriesResponse, updatedAt);
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
    { key: 'table', label: 'View as table', disabled: !queriesResponse },
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
  return (
    <>
      <Dropdown
        trigger={['click']}
        onOpenChange={setOpen}
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
      {dialog && (
        <Suspense fallback={null}>
          {dialog === 'query' ? (
            <ViewQuery chartId={chart.id} title={title} onClose={() => setDialog(null)} />
          ) : dialog === 'embed' ? (
            <EmbedCodeModal url={embedUrl} onClose={() => setDialog(null)} />
          ) : (
            <ViewAsTableModal
              title={title}
              queries={queriesResponse ?? []}
              onClose={() => setDialog(null)}
            />
          )}
        </Suspense>
      )}
    </>
  );
});
