/**
 * The query history's columns (Superset's QueryList): state, time (start and duration), tab
 * name, database, schema, tables, user, rows, SQL (click to preview) and actions.
 */
import { Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { ExportOutlined, PlayCircleOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { displayName, type SqlLabQueryListItem } from '@tessera/core';
import {
  formatQueryDuration,
  queryHistoryUrl,
  queryTableName,
  shortenSql,
} from '../../api/queryHistoryQuery';
import { FirstAndMore } from '../../components/listView/FirstAndMore';
import { RowActions } from '../../components/listView/RowActions';
import { QueryStatusIcon } from './QueryStatusIcon';
import { sortable } from '../../components/listView/columns';

export function queryHistoryColumns({
  showUser,
  codeBackground,
  onPreview,
}: {
  showUser: boolean;
  codeBackground: string;
  onPreview(q: SqlLabQueryListItem): void;
}): TableColumnsType<SqlLabQueryListItem> {
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
      render: (_v, q) => <FirstAndMore names={q.sql_tables.map(queryTableName)} />,
    },
  ];
  if (showUser) {
    columns.push({
      title: 'User',
      ...sortable('user.first_name'),
      render: (_v, q) => displayName(q.user),
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
        <RowActions
          size={2}
          actions={[
            {
              key: 'open',
              label: `Open query ${q.id} in SQL Lab`,
              tooltip: 'Open query in SQL Lab',
              icon: <ExportOutlined />,
              href: queryHistoryUrl(q.id),
            },
            {
              key: 'run',
              label: `Run query ${q.id} again`,
              tooltip: 'Run again in a new SQL Lab tab',
              icon: <PlayCircleOutlined />,
              href: queryHistoryUrl(q.id, true),
            },
          ]}
        />
      ),
    },
  );
  return columns;
}
