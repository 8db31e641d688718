/**
 * The list view's columns: star, name (to explore), type, dataset, the dashboards it is on,
 * owners, modified, actions.
 */
import { Flex, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import {
  DeleteOutlined,
  EditOutlined,
  ExportOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import type { ChartListItem } from '@tessera/core';
import { formatDateTime } from '../../components/formatDate';
import { RowActions } from '../../components/listView/RowActions';
import { OwnerAvatars } from '../../components/OwnerAvatars';
import { FavoriteStar, type ChartFavorites } from './useChartFavorites';
import { vizTypeName } from './vizTypes';
import { lastModifiedColumn, sortable } from '../../components/listView/columns';

export const OWNER_ONLY = 'Only the chart’s owners and admins may change it';

export function certificationText(chart: ChartListItem): string {
  return `Certified by ${chart.certified_by}${chart.certification_details ? `: ${chart.certification_details}` : ''}`;
}

export function CertifiedIcon({ chart }: { chart: ChartListItem }) {
  if (!chart.certified_by) return null;
  return (
    <Tooltip title={certificationText(chart)}>
      <SafetyCertificateOutlined style={{ color: '#1677ff' }} aria-label="Certified" />
    </Tooltip>
  );
}

/** Superset's `/superset/dashboard/<id>/`. */
export const dashboardUrlOf = (id: number) => `/superset/dashboard/${id}/`;

/** Links to each dashboard a chart is on (Superset's dashboard cross links). */
export function DashboardLinks({ dashboards }: { dashboards: ChartListItem['dashboards'] }) {
  return (
    <Flex wrap gap={4} style={{ maxWidth: 260 }}>
      {dashboards.map((d, i) => (
        <span key={d.id}>
          <Typography.Link href={dashboardUrlOf(d.id)}>
            {d.dashboard_title || `Dashboard ${d.id}`}
          </Typography.Link>
          {i < dashboards.length - 1 && ','}
        </span>
      ))}
    </Flex>
  );
}

export interface ChartActions {
  mayChange(chart: ChartListItem): boolean;
  onEdit(chart: ChartListItem): void;
  onDelete(chart: ChartListItem): void;
  /** Downloads the chart's export (a ZIP). */
  onExport(chart: ChartListItem): void;
}

export function ChartActionButtons({
  chart,
  actions,
}: {
  chart: ChartListItem;
  actions: ChartActions;
}) {
  const allowed = actions.mayChange(chart);
  return (
    <RowActions
      actions={[
        {
          key: 'edit',
          label: `Edit ${chart.slice_name}`,
          tooltip: allowed ? 'Edit' : OWNER_ONLY,
          icon: <EditOutlined />,
          disabled: !allowed,
          onClick: () => actions.onEdit(chart),
        },
        {
          key: 'delete',
          label: `Delete ${chart.slice_name}`,
          tooltip: allowed ? 'Delete' : OWNER_ONLY,
          icon: <DeleteOutlined />,
          danger: true,
          disabled: !allowed,
          onClick: () => actions.onDelete(chart),
        },
        {
          key: 'export',
          label: `Export ${chart.slice_name}`,
          tooltip: 'Export',
          icon: <ExportOutlined />,
          onClick: () => actions.onExport(chart),
        },
      ]}
    />
  );
}

export function chartColumns({
  favorites,
  canWrite,
  actions,
}: {
  favorites: ChartFavorites;
  canWrite: boolean;
  actions: ChartActions;
}): TableColumnsType<ChartListItem> {
  const columns: TableColumnsType<ChartListItem> = [
    {
      key: 'favorite',
      width: 40,
      render: (_: unknown, chart) => (
        <FavoriteStar
          name={chart.slice_name}
          starred={favorites.isStarred(chart.id)}
          onToggle={() => favorites.toggle(chart.id)}
        />
      ),
    },
    {
      title: 'Name',
      dataIndex: 'slice_name',
      ...sortable('slice_name'),
      render: (name: string, chart) => (
        <Flex align="center" gap={6}>
          <CertifiedIcon chart={chart} />
          <Tooltip title={chart.description || undefined}>
            <Typography.Link href={chart.url} strong>
              {name}
            </Typography.Link>
          </Tooltip>
        </Flex>
      ),
    },
    {
      title: 'Type',
      dataIndex: 'viz_type',
      ...sortable('viz_type'),
      render: (vizType: string | null) => vizTypeName(vizType),
    },
    {
      title: 'Dataset',
      dataIndex: 'datasource_name_text',
      ...sortable('datasource_name'),
      render: (name: string | null, chart) =>
        name && chart.datasource_url ? (
          <Typography.Link href={chart.datasource_url}>{name}</Typography.Link>
        ) : (
          name
        ),
    },
    {
      title: 'On dashboards',
      dataIndex: 'dashboards',
      key: 'dashboards',
      render: (dashboards: ChartListItem['dashboards']) => (
        <DashboardLinks dashboards={dashboards} />
      ),
    },
    {
      title: 'Owners',
      dataIndex: 'owners',
      key: 'owners',
      render: (owners: ChartListItem['owners']) => <OwnerAvatars people={owners} />,
    },
    {
      title: 'Modified by',
      dataIndex: 'changed_by_name',
      ...sortable('changed_by.first_name'),
    },
    lastModifiedColumn<ChartListItem>((chart) => formatDateTime(chart.changed_on_utc)),
  ];
  if (!canWrite) return columns;
  columns.push({
    title: 'Actions',
    key: 'actions',
    align: 'right',
    render: (_: unknown, chart: ChartListItem) => (
      <ChartActionButtons chart={chart} actions={actions} />
    ),
  });
  return columns;
}
