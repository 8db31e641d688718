/**
 * The list view's columns (Superset's DashboardList): star, name (to the dashboard), status,
 * owners, modified by, last modified, actions; and what the cards share with them.
 */
import { Flex, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import {
  DeleteOutlined,
  EditOutlined,
  ExportOutlined,
  SafetyCertificateFilled,
} from '@ant-design/icons';
import type { DashboardListItem } from '@tessera/core';
import { UNTITLED_DASHBOARD } from '../../api/dashboardsQuery';
import { FavoriteStar, type Favorites } from '../../components/favorites';
import { formatDateTime } from '../../components/formatDate';
import { lastModifiedColumn, sortable } from '../../components/listView/columns';
import { RowActions } from '../../components/listView/RowActions';
import { OwnerAvatars } from '../../components/OwnerAvatars';

export const OWNER_ONLY = 'Only the dashboard’s owners and admins may change it';

/** The title shown for a dashboard (an empty one as Superset names a new dashboard). */
export const titleOf = (d: Pick<DashboardListItem, 'dashboard_title'>) =>
  d.dashboard_title || UNTITLED_DASHBOARD;

/** Superset's CertifiedBadge: who certified it, and the details, on hover. */
export function CertifiedBadge({ dashboard }: { dashboard: DashboardListItem }) {
  if (!dashboard.certified_by) return null;
  return (
    <Tooltip
      title={
        <>
          <div>Certified by {dashboard.certified_by}</div>
          {dashboard.certification_details && <div>{dashboard.certification_details}</div>}
        </>
      }
    >
      <SafetyCertificateFilled style={{ color: '#1677ff' }} aria-label="Certified" />
    </Tooltip>
  );
}

/** Superset's PublishedLabel. */
export function StatusTag({ published }: { published: boolean }) {
  return (
    <Tag color={published ? 'success' : undefined} style={{ marginInlineEnd: 0 }}>
      {published ? 'Published' : 'Draft'}
    </Tag>
  );
}

export interface DashboardActions {
  mayChange(dashboard: DashboardListItem): boolean;
  onEdit(dashboard: DashboardListItem): void;
  onDelete(dashboard: DashboardListItem): void;
  /** Downloads the dashboard's export (a ZIP). */
  onExport(dashboard: DashboardListItem): void;
}

export function DashboardActionButtons({
  dashboard,
  actions,
}: {
  dashboard: DashboardListItem;
  actions: DashboardActions;
}) {
  const allowed = actions.mayChange(dashboard);
  const title = titleOf(dashboard);
  return (
    <RowActions
      actions={[
        {
          key: 'edit',
          label: `Edit ${title}`,
          tooltip: allowed ? 'Edit' : OWNER_ONLY,
          icon: <EditOutlined />,
          disabled: !allowed,
          onClick: () => actions.onEdit(dashboard),
        },
        {
          key: 'delete',
          label: `Delete ${title}`,
          tooltip: allowed ? 'Delete' : OWNER_ONLY,
          icon: <DeleteOutlined />,
          danger: true,
          disabled: !allowed,
          onClick: () => actions.onDelete(dashboard),
        },
        {
          key: 'export',
          label: `Export ${title}`,
          tooltip: 'Export',
          icon: <ExportOutlined />,
          onClick: () => actions.onExport(dashboard),
        },
      ]}
    />
  );
}

export function dashboardColumns({
  favorites,
  canWrite,
  actions,
}: {
  favorites: Favorites;
  canWrite: boolean;
  actions: DashboardActions;
}): TableColumnsType<DashboardListItem> {
  const columns: TableColumnsType<DashboardListItem> = [
    {
      key: 'favorite',
      width: 40,
      render: (_: unknown, d) => (
        <FavoriteStar
          name={titleOf(d)}
          starred={favorites.isStarred(d.id)}
          onToggle={() => favorites.toggle(d.id)}
        />
      ),
    },
    {
      title: 'Name',
      dataIndex: 'dashboard_title',
      ...sortable('dashboard_title'),
      render: (_: unknown, d) => (
        <Flex align="center" gap={6}>
          <CertifiedBadge dashboard={d} />
          <Typography.Link href={d.url} strong>
            {titleOf(d)}
          </Typography.Link>
        </Flex>
      ),
    },
    {
      title: 'Status',
      dataIndex: 'published',
      ...sortable('published'),
      render: (published: boolean) => <StatusTag published={published} />,
    },
    {
      title: 'Owners',
      dataIndex: 'owners',
      key: 'owners',
      render: (owners: DashboardListItem['owners']) => <OwnerAvatars people={owners} />,
    },
    {
      title: 'Modified by',
      dataIndex: 'changed_by_name',
      ...sortable('changed_by.first_name'),
    },
    lastModifiedColumn<DashboardListItem>((d) => formatDateTime(d.changed_on_utc)),
  ];
  if (!canWrite) return columns;
  columns.push({
    title: 'Actions',
    key: 'actions',
    align: 'right',
    render: (_: unknown, d: DashboardListItem) => (
      <DashboardActionButtons dashboard={d} actions={actions} />
    ),
  });
  return columns;
}
