/** A tab's query history: state, time, rows, SQL; re-run, open in a new tab, remove. */
import { useMemo } from 'react';
import { Button, Empty, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { DeleteOutlined, PlayCircleOutlined, PlusSquareOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from '../store/store';
import type { Query, QueryEditor } from './types';
import { tabHistory } from './state/sqlLabSlice';
import { runQuery } from './state/queryThunks';
import { addQueryEditor, changeQueryEditor } from './state/tabThunks';
import { removeQueryFromTab } from './state/queryThunks';

const STATE_COLOR: Record<string, string> = {
  success: 'green',
  failed: 'red',
  stopped: 'orange',
  timed_out: 'red',
  running: 'blue',
  pending: 'default',
};

export function QueryHistory({ qe }: { qe: QueryEditor }) {
  const dispatch = useDispatch<AppDispatch>();
  const lab = useSelector((s: RootState) => s.sqlLab.queries);
  const queries = useMemo(() => tabHistory({ queries: lab }, qe.id), [lab, qe.id]);
  if (queries.length === 0) {
    return <Empty description="No query history yet..." />;
  }
  const rerun = (q: Query) => {
    dispatch(changeQueryEditor(qe.id, { sql: q.sql }));
    void dispatch(runQuery({ ...qe, sql: q.sql, schema: q.schema }));
  };
  return (
    <Table<Query>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={queries}
      aria-label="Query history"
      columns={[
        {
          title: 'State',
          dataIndex: 'state',
          width: 100,
          render: (s: string) => <Tag color={STATE_COLOR[s] ?? 'default'}>{s}</Tag>,
        },
        {
          title: 'Started',
          dataIndex: 'startDttm',
          width: 170,
          render: (t: number) => dayjs(t).format('YYYY-MM-DD HH:mm:ss'),
        },
        {
          title: 'Duration',
          width: 100,
          render: (_: unknown, q) =>
            q.endDttm ? `${((Number(q.endDttm) - q.startDttm) / 1000).toFixed(2)} s` : '',
        },
        { title: 'Rows', dataIndex: 'rows', width: 80 },
        {
          title: 'SQL',
          dataIndex: 'sql',
          render: (sql: string) => (
            <Typography.Text code ellipsis style={{ maxWidth: 480 }}>
              {sql}
            </Typography.Text>
          ),
        },
        {
          title: 'Actions',
          width: 130,
          render: (_: unknown, q) => (
            <Space size={0}>
              <Tooltip title="Run query in this tab">
                <Button
                  type="text"
                  aria-label="Re-run"
                  icon={<PlayCircleOutlined />}
                  onClick={() => rerun(q)}
                />
              </Tooltip>
              <Tooltip title="Open query in a new tab">
                <Button
                  type="text"
                  aria-label="Open in new tab"
                  icon={<PlusSquareOutlined />}
                  onClick={() =>
                    void dispatch(addQueryEditor({ sql: q.sql, dbId: q.dbId, schema: q.schema }))
                  }
                />
              </Tooltip>
              <Tooltip title="Remove query from log">
                <Button
                  type="text"
                  aria-label="Remove from history"
                  icon={<DeleteOutlined />}
                  onClick={() => dispatch(removeQueryFromTab(q))}
                />
              </Tooltip>
            </Space>
          ),
        },
      ]}
    />
  );
}
