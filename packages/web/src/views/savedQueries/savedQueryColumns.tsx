/** The saved queries list's columns: name, database, schema, tables, created, modified, actions. */
import { Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import {
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  ExportOutlined,
  EyeOutlined,
} from '@ant-design/icons';
import type { SavedQueryListItem } from '@tessera/core';
import { savedQueryUrl } from '../../api/savedQueriesQuery';
import { formatDateTime } from '../../components/formatDate';
import { FirstAndMore } from '../../components/listView/FirstAndMore';
import { RowActions } from '../../components/listView/RowActions';
import { sortable } from '../../components/listView/columns';

function tableName(t: SavedQueryListItem['sql_tables'][number]): string {
  return [t.catalog, t.schema, t.table].filter(Boolean).join('.');
}

export function savedQueryColumns({
  canWrite,
  onPreview,
  onCopyLink,
  onDelete,
  onExport,
}: {
  canWrite: boolean;
  onPreview(q: SavedQueryListItem): void;
  onCopyLink(q: SavedQueryListItem): void;
  onDelete(q: SavedQueryListItem): void;
  /** Downloads the query's export (a ZIP). */
  onExport(q: SavedQueryListItem): void;
}): TableColumnsType<SavedQueryListItem> {
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
      render: (_v, q) => <FirstAndMore names={q.sql_tables.map(tableName)} />,
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
        <RowActions
          size={2}
          actions={[
            {
              key: 'preview',
              label: `Preview ${q.label}`,
              tooltip: 'Query preview',
              icon: <EyeOutlined />,
              onClick: () => onPreview(q),
            },
            ...(canWrite
              ? [
                  {
                    key: 'edit',
                    label: `Edit ${q.label}`,
                    tooltip: 'Edit query',
                    icon: <EditOutlined />,
                    href: savedQueryUrl(q.id),
                  },
                ]
              : []),
            {
              key: 'copy',
              label: `Copy link to ${q.label}`,
              tooltip: 'Copy query URL',
              icon: <CopyOutlined />,
              onClick: () => onCopyLink(q),
            },
            {
              key: 'export',
              label: `Export ${q.label}`,
              tooltip: 'Export query',
              icon: <ExportOutlined />,
              onClick: () => onExport(q),
            },
            ...(canWrite
              ? [
                  {
                    key: 'delete',
                    label: `Delete ${q.label}`,
                    tooltip: 'Delete query',
                    icon: <DeleteOutlined />,
                    danger: true,
                    onClick: () => onDelete(q),
                  },
                ]
              : []),
          ]}
        />
      ),
    },
  ];
}
