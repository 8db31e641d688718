/**
 * Superset's "Query preview" of a run: its tab name, the SQL as written ("User query") or as
 * run ("Executed query"), Previous and Next through the listed runs, and "Open in SQL Lab".
 */
import { useState } from 'react';
import { Segmented, Typography } from 'antd';
import type { SqlLabQueryListItem } from '@tessera/core';
import { queryHistoryUrl } from '../../api/queryHistoryQuery';
import { SqlPreviewModal } from '../../components/SqlPreviewModal';

type Shown = 'user' | 'executed';

export function QueryHistoryPreviewModal({
  rows,
  current,
  onChange,
  onClose,
}: {
  rows: SqlLabQueryListItem[];
  current: SqlLabQueryListItem | null;
  onChange(q: SqlLabQueryListItem): void;
  onClose(): void;
}) {
  const [shown, setShown] = useState<Shown>('user');
  const sqlText =
    shown === 'executed' ? (current?.executed_sql ?? current?.sql) : (current?.sql ?? '');
  return (
    <SqlPreviewModal
      rows={rows}
      current={current}
      onChange={onChange}
      onClose={onClose}
      afterClose={() => setShown('user')}
      openUrl={(q) => queryHistoryUrl(q.id)}
      header={
        <>
          <Typography.Text type="secondary">Tab name</Typography.Text>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {current?.tab_name || 'Untitled Query'}
          </Typography.Title>
          <Segmented<Shown>
            value={shown}
            onChange={setShown}
            options={[
              { value: 'user', label: 'User query' },
              { value: 'executed', label: 'Executed query' },
            ]}
            style={{ marginBottom: 12 }}
          />
        </>
      }
      sql={sqlText}
    />
  );
}
