/** The columns of the datasets list: name (to explore), type, database, schema, owners, modified, actions. */
import { Flex, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import {
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  ExportOutlined,
  SafetyCertificateOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { DatasetListItem } from '@tessera/core';
import { formatDateTime } from '../components/formatDate';
import { RowActions } from '../components/listView/RowActions';
import { OwnerAvatars } from '../components/OwnerAvatars';
import { readExtra } from './datasetExtra';
import { lastModifiedColumn, sortable } from '../components/listView/columns';

/** Superset's tooltip when someone who is not an owner could otherwise edit. */
export const OWNER_ONLY_EDIT =
  'You must be a dataset owner in order to edit. Please reach out to a dataset owner to request modifications or edit access.';
export const OWNER_ONLY_DELETE = 'You must be a dataset owner in order to delete.';

export function exploreUrl(ds: Pick<DatasetListItem, 'id'>): string {
  return `/explore/?datasource_type=table&datasource_id=${ds.id}`;
}

export function datasetColumns({
  mayChange,
  canWrite,
  onEdit,
  onDelete,
  onDuplicate,
  onExport,
}: {
  mayChange(ds: DatasetListItem): boolean;
  canWrite: boolean;
  onEdit(ds: DatasetListItem): void;
  onDelete(ds: DatasetListItem): void;
  onDuplicate(ds: DatasetListItem): void;
  /** Downloads the dataset's export (a ZIP). */
  onExport(ds: DatasetListItem): void;
}): TableColumnsType<DatasetListItem> {
  const columns: TableColumnsType<DatasetListItem> = [
    {
      title: 'Name',
      dataIndex: 'table_name',
      ...sortable('table_name'),
      render: (name: string, ds) => {
        const extra = readExtra(ds.extra);
        return (
          <Flex align="center" gap={6}>
            {extra?.certifiedBy && (
              <Tooltip
                title={`Certified by ${extra.certifiedBy}${extra.certificationDetails ? `: ${extra.certificationDetails}` : ''}`}
              >
                <SafetyCertificateOutlined style={{ color: '#1677ff' }} aria-label="Certified" />
              </Tooltip>
            )}
            {extra?.warningMarkdown && (
              <Tooltip title={extra.warningMarkdown}>
                <WarningOutlined style={{ color: '#faad14' }} aria-label="Warning" />
              </Tooltip>
            )}
            <Tooltip title={ds.description || undefined}>
              <Typography.Link href={exploreUrl(ds)} strong>
                {name}
              </Typography.Link>
            </Tooltip>
          </Flex>
        );
      },
    },
    {
      title: 'Type',
      dataIndex: 'kind',
      key: 'kind',
      render: (kind: DatasetListItem['kind']) =>
        kind === 'virtual' ? <Tag color="purple">Virtual</Tag> : <Tag>Physical</Tag>,
    },
    {
      title: 'Database',
      dataIndex: ['database', 'database_name'],
      ...sortable('database.database_name'),
    },
    { title: 'Schema', dataIndex: 'schema', ...sortable('schema') },
    {
      title: 'Owners',
      dataIndex: 'owners',
      key: 'owners',
      render: (owners: DatasetListItem['owners']) => <OwnerAvatars people={owners} />,
    },
    lastModifiedColumn<DatasetListItem>(
      (ds) =>
        `${formatDateTime(ds.changed_on_utc)}${ds.changed_by_name ? ` by ${ds.changed_by_name}` : ''}`,
    ),
  ];
  if (!canWrite) return columns;
  columns.push({
    title: 'Actions',
    key: 'actions',
    align: 'right',
    render: (_: unknown, ds: DatasetListItem) => {
      const allowed = mayChange(ds);
      return (
        <RowActions
          actions={[
            {
              key: 'edit',
              label: `Edit ${ds.table_name}`,
              tooltip: allowed ? 'Edit' : OWNER_ONLY_EDIT,
              icon: <EditOutlined />,
              disabled: !allowed,
              onClick: () => onEdit(ds),
            },
            {
              key: 'delete',
              label: `Delete ${ds.table_name}`,
              tooltip: allowed ? 'Delete' : OWNER_ONLY_DELETE,
              icon: <DeleteOutlined />,
              danger: true,
              disabled: !allowed,
              onClick: () => onDelete(ds),
            },
            {
              key: 'export',
              label: `Export ${ds.table_name}`,
              tooltip: 'Export',
              icon: <ExportOutlined />,
              onClick: () => onExport(ds),
            },
            {
              key: 'duplicate',
              label: `Duplicate ${ds.table_name}`,
              tooltip: 'Duplicate',
              icon: <CopyOutlined />,
              absent: ds.kind !== 'virtual',
              onClick: () => onDuplicate(ds),
            },
          ]}
        />
      );
    },
  });
  return columns;
}
