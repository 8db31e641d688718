/**
 * The databases list's columns: name, backend, the AQE, DML, CSV upload and Expose in SQL
 * Lab flags, who created it, when it changed, and edit and delete for those who may write.
 */
import { Tooltip, Typography, theme } from 'antd';
import type { TableColumnsType } from 'antd';
import {
  CheckOutlined,
  CloseOutlined,
  DeleteOutlined,
  EditOutlined,
  ExportOutlined,
} from '@ant-design/icons';
import { displayName, type DatabaseListItem } from '@tessera/core';
import { formatDateTime } from '../../components/formatDate';
import { RowActions } from '../../components/listView/RowActions';
import { lastModifiedColumn, sortable } from '../../components/listView/columns';

function BooleanMark({ value, label }: { value: boolean; label: string }) {
  const { token } = theme.useToken();
  return value ? (
    <CheckOutlined aria-label={`${label}: yes`} style={{ color: token.colorSuccess }} />
  ) : (
    <CloseOutlined aria-label={`${label}: no`} style={{ color: token.colorTextQuaternary }} />
  );
}

const flagColumn = (
  title: TableColumnsType<DatabaseListItem>[number]['title'],
  key: keyof DatabaseListItem & string,
  label: string,
) => ({
  title,
  dataIndex: key,
  ...sortable(key),
  align: 'center' as const,
  render: (v: boolean) => <BooleanMark value={v} label={label} />,
});

export function databaseColumns({
  canWrite,
  onEdit,
  onDelete,
  onExport,
}: {
  canWrite: boolean;
  onEdit(db: DatabaseListItem): void;
  onDelete(db: DatabaseListItem): void;
  /** Downloads the database's export (a ZIP). */
  onExport(db: DatabaseListItem): void;
}): TableColumnsType<DatabaseListItem> {
  const columns: TableColumnsType<DatabaseListItem> = [
    {
      title: 'Name',
      dataIndex: 'database_name',
      ...sortable('database_name'),
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    { title: 'Backend', dataIndex: 'backend', key: 'backend' },
    flagColumn(
      <Tooltip title="Asynchronous query execution">AQE</Tooltip>,
      'allow_run_async',
      'AQE',
    ),
    flagColumn(<Tooltip title="Allow Data Manipulation Language">DML</Tooltip>, 'allow_dml', 'DML'),
    flagColumn('CSV upload', 'allow_file_upload', 'CSV upload'),
    flagColumn('Expose in SQL Lab', 'expose_in_sqllab', 'Expose in SQL Lab'),
    {
      title: 'Created by',
      dataIndex: 'created_by',
      ...sortable('created_by.first_name'),
      render: (by: DatabaseListItem['created_by']) => displayName(by),
    },
    lastModifiedColumn<DatabaseListItem>((db) => formatDateTime(db.changed_on)),
  ];
  if (!canWrite) return columns;
  columns.push({
    title: 'Actions',
    key: 'actions',
    align: 'right',
    render: (_: unknown, db: DatabaseListItem) => (
      <RowActions
        actions={[
          {
            key: 'edit',
            label: `Edit ${db.database_name}`,
            tooltip: 'Edit',
            icon: <EditOutlined />,
            onClick: () => onEdit(db),
          },
          {
            key: 'delete',
            label: `Delete ${db.database_name}`,
            tooltip: 'Delete database',
            icon: <DeleteOutlined />,
            danger: true,
            onClick: () => onDelete(db),
          },
          {
            key: 'export',
            label: `Export ${db.database_name}`,
            tooltip: 'Export',
            icon: <ExportOutlined />,
            onClick: () => onExport(db),
          },
        ]}
      />
    ),
  });
  return columns;
}
