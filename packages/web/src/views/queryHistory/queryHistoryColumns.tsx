/**
 * The query history's columns (Superset's QueryList): state, time (start and duration), tab
 * name, database, schema, tables, user, rows, SQL (click to preview) and actions.
 */
import { Button, Space, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { ExportOutlined, PlayCircleOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import type { SqlLabQueryListItem } from '@tessera/core';
import {
  formatQueryDuration,
  queryHistoryUrl,
  queryTableName,
  shortenSql,
  type QueryHistoryOrderColumn,
} from '../../api/queryHistoryQuery';
import { QueryStatusIcon } from './QueryStatusIcon';

export function userName(q: SqlLabQueryListItem): string {
  return [q.user.first_name, q.user.last_name].filter(Boolean).join(' ');
}

export function queryHistoryColumns({
  sortOrder,
  showUser,
  codeBackground,
  onPreview,
}: {
  sortOrder(column: QueryHistoryOrderColumn): SortOrder;
  showUser: boolean;
  codeBackground: string;
  onPreview(q: SqlLabQueryListItem): void;
}): TableColumnsType<SqlLabQueryListItem> {
  const sortable = (key: QueryHistoryOrderColumn) => ({
    key,
    sorter: true,
    sortOrder: sortOrder(key),
  });
  const columns: TableColumnsType<SqlLabQueryListItem> = [
    {
      title: 'State',
      dataIndex: 'status',
      ...sortable('status'),
      width: 90,
      align: 'center',
      render: (_v, q) => <QueryStatusIcon status={q.status} />,
    },
    {
      title: 'Time',
      dataIndex: 'start_time',
      ...sortable('start_time'),
      render: (_v, q) => {
        if (q.start_time === null) return '';
        const duration = formatQueryDuration(q.start_time, q.end_time);
        return (
          <div style={{ whiteSpace: 'nowrap' }}>
            <div>{dayjs(q.start_time).format('YYYY-MM-DD HH:mm:ss')}</div>
            {duration && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                Duration: {duration}
              </Typography.Text>
            )}
          </div>
        );
      },
    },
    { title: 'Tab name', dataIndex: 'tab_name', ...sortable('tab_name') },
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
        const names = q.sql_tables.map(queryTableName);
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
  ];
  if (showUser) {
    columns.push({
      title: 'User',
      key: 'user.first_name',
      sorter: true,
      sortOrder: sortOrder('user.first_name'),
      render: (_v, q) => userName(q),
    });
  }
  columns.push(
    { title: 'Rows', dataIndex: 'rows', ...sortable('rows'), align: 'right' },
    {
      title: 'SQL',
      dataIndex: 'sql',
      render: (sqlText: string, q) => (
        <Tooltip title="Query preview">
          <button
            type="button"
            onClick={() => onPreview(q)}
            style={{
              all: 'unset',
              cursor: 'pointer',
              display: 'block',
              fontFamily: 'monospace',
              fontSize: 12,
              whiteSpace: 'pre',
              background: codeBackground,
              borderRadius: 4,
              padding: '4px 8px',
              maxWidth: 420,
              overflow: 'hidden',
            }}
          >
            {shortenSql(sqlText)}
          </button>
        </Tooltip>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 100,
      render: (_v, q) => (
        <Space size={2}>
          <Tooltip title="Open query in SQL Lab">
            <Button
              type="text"
              icon={<ExportOutlined />}
              aria-label={`Open query ${q.id} in SQL Lab`}
              href={queryHistoryUrl(q.id)}
            />
          </Tooltip>
          <Tooltip title="Run again in a new SQL Lab tab">
            <Button
              type="text"
              icon={<PlayCircleOutlined />}
              aria-label={`Run query ${q.id} again`}
              href={queryHistoryUrl(q.id, true)}
            />
          </Tooltip>
        </Space>
      ),
    },
  );
  return columns;
}
