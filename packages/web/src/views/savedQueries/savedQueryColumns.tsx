/** The saved queries list's columns: name, database, schema, tables, created, modified, actions. */
import { Button, Space, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { CopyOutlined, DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import type { SavedQueryListItem } from '@tessera/core';
import { savedQueryUrl, type SavedQueryOrderColumn } from '../../api/savedQueriesQuery';
import { formatDateTime } from '../../components/formatDate';

function tableName(t: SavedQueryListItem['sql_tables'][number]): string {
  return [t.catalog, t.schema, t.table].filter(Boolean).join('.');
}

export function savedQueryColumns({
  sortOrder,
  canWrite,
  onPreview,
  onCopyLink,
  onDelete,
}: {
  sortOrder(column: SavedQueryOrderColumn): SortOrder;
  canWrite: boolean;
  onPreview(q: SavedQueryListItem): void;
  onCopyLink(q: SavedQueryListItem): void;
  onDelete(q: SavedQueryListItem): void;
}): TableColumnsType<SavedQueryListItem> {
  const sortable = (key: SavedQueryOrderColumn) => ({
    key,
    sorter: true,
    sortOrder: sortOrder(key),
  });
  return [
    {
      title: 'Name',
      dataIndex: 'label',
      ...sortable('label'),
      render: (label: string, q) => (
        <Tooltip title={q.description || undefined}>
          <Typography.Link href={savedQueryUrl(q.id)} strong>
            {label}
          </Typography.Link>
        </Tooltip>
      ),
    },
    {
      title: 'Database',
      dataIndex: ['database', 'database_name'],
      ...sortable('database.database_name'),
    },
    { title: 'Schema', dataIndex: 'schema', ...sortable('schema') },
    {
      title: 'Tables',
      key: 'sql_tables',
      render: (_v, q) => {
        const names = q.sql_tables.map(tableName);
        if (names.length <= 1) return names[0] ?? '';
        return (
          <Tooltip title={names.join(', ')}>
            <Space size={4}>
              {names[0]}
              <Tag>+{names.length - 1}</Tag>
            </Space>
          </Tooltip>
        );
      },
    },
    {
      title: 'Created on',
      dataIndex: 'created_on',
      ...sortable('created_on'),
      render: (v: string) => formatDateTime(v),
    },
    {
      title: 'Modified',
      dataIndex: 'changed_on_delta_humanized',
      ...sortable('changed_on_delta_humanized'),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 170,
      render: (_v, q) => (
        <Space size={2}>
          <Tooltip title="Query preview">
            <Button
              type="text"
              icon={<EyeOutlined />}
              aria-label={`Preview ${q.label}`}
              onClick={() => onPreview(q)}
            />
          </Tooltip>
          {canWrite && (
            <Tooltip title="Edit query">
              <Button
                type="text"
                icon={<EditOutlined />}
                aria-label={`Edit ${q.label}`}
                href={savedQueryUrl(q.id)}
              />
            </Tooltip>
          )}
          <Tooltip title="Copy query URL">
            <Button
              type="text"
              icon={<CopyOutlined />}
              aria-label={`Copy link to ${q.label}`}
              onClick={() => onCopyLink(q)}
            />
          </Tooltip>
          {canWrite && (
            <Tooltip title="Delete query">
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`Delete ${q.label}`}
                onClick={() => onDelete(q)}
              />
            </Tooltip>
          )}
        </Space>
      ),
    },
  ];
}
