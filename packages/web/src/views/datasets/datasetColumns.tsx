/** The columns of the datasets list: name (to explore), type, database, schema, owners, modified, actions. */
import { Button, Flex, Space, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import {
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  SafetyCertificateOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { DatasetListItem } from '@tessera/core';
import type { DatasetOrderColumn } from '../../api/datasetsQuery';
import { formatDateTime } from '../../components/formatDate';
import { OwnerAvatars } from '../../components/OwnerAvatars';
import { readExtra } from '../../datasets/datasetExtra';

/** Superset's tooltip when someone who is not an owner could otherwise edit. */
export const OWNER_ONLY_EDIT =
  'You must be a dataset owner in order to edit. Please reach out to a dataset owner to request modifications or edit access.';
export const OWNER_ONLY_DELETE = 'You must be a dataset owner in order to delete.';

export function exploreUrl(ds: Pick<DatasetListItem, 'id'>): string {
  return `/explore/?datasource_type=table&datasource_id=${ds.id}`;
}

export function datasetColumns({
  sortOrder,
  mayChange,
  canWrite,
  onEdit,
  onDelete,
  onDuplicate,
}: {
  sortOrder(column: DatasetOrderColumn): SortOrder;
  mayChange(ds: DatasetListItem): boolean;
  canWrite: boolean;
  onEdit(ds: DatasetListItem): void;
  onDelete(ds: DatasetListItem): void;
  onDuplicate(ds: DatasetListItem): void;
}): TableColumnsType<DatasetListItem> {
  const sortable = (key: DatasetOrderColumn) => ({ key, sorter: true, sortOrder: sortOrder(key) });
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
    {
      title: 'Last modified',
      dataIndex: 'changed_on_delta_humanized',
      ...sortable('changed_on_delta_humanized'),
      render: (human: string, ds) => (
        <Tooltip
          title={`${formatDateTime(ds.changed_on_utc)}${ds.changed_by_name ? ` by ${ds.changed_by_name}` : ''}`}
        >
          <span style={{ whiteSpace: 'nowrap' }}>{human}</span>
        </Tooltip>
      ),
    },
  ];
  if (!canWrite) return columns;
  columns.push({
    title: 'Actions',
    key: 'actions',
    align: 'right',
    render: (_: unknown, ds: DatasetListItem) => {
      const allowed = mayChange(ds);
      return (
        <Space size={0}>
          <Tooltip title={allowed ? 'Edit' : OWNER_ONLY_EDIT}>
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={`Edit ${ds.table_name}`}
              disabled={!allowed}
              onClick={() => onEdit(ds)}
            />
          </Tooltip>
          <Tooltip title={allowed ? 'Delete' : OWNER_ONLY_DELETE}>
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Delete ${ds.table_name}`}
              disabled={!allowed}
              onClick={() => onDelete(ds)}
            />
          </Tooltip>
          {ds.kind === 'virtual' ? (
            <Tooltip title="Duplicate">
              <Button
                type="text"
                icon={<CopyOutlined />}
                aria-label={`Duplicate ${ds.table_name}`}
                onClick={() => onDuplicate(ds)}
              />
            </Tooltip>
          ) : (
            // Keeps the actions of every row in the same place.
            <span style={{ display: 'inline-block', width: 32 }} />
          )}
        </Space>
      );
    },
  });
  return columns;
}
