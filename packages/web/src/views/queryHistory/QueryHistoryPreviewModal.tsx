/**
 * Superset's "Query preview" of a run: its tab name, the SQL as written ("User query") or as
 * run ("Executed query"), Previous and Next through the listed runs, and "Open in SQL Lab".
 */
import { useState } from 'react';
import { Button, Modal, Segmented, Typography, theme } from 'antd';
import type { SqlLabQueryListItem } from '@tessera/core';
import { queryHistoryUrl } from '../../api/queryHistoryQuery';

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
  const { token } = theme.useToken();
  const [shown, setShown] = useState<Shown>('user');
  const index = current ? rows.findIndex((r) => r.id === current.id) : -1;
  const sqlText =
    shown === 'executed' ? (current?.executed_sql ?? current?.sql) : (current?.sql ?? '');
  return (
    <Modal
      open={current !== null}
      title="Query preview"
      onCancel={onClose}
      afterClose={() => setShown('user')}
      width={760}
      footer={[
        <Button key="prev" disabled={index <= 0} onClick={() => onChange(rows[index - 1])}>
          Previous
        </Button>,
        <Button
          key="next"
          disabled={index < 0 || index >= rows.length - 1}
          onClick={() => onChange(rows[index + 1])}
        >
          Next
        </Button>,
        <Button key="open" type="primary" href={current ? queryHistoryUrl(current.id) : undefined}>
          Open in SQL Lab
        </Button>,
      ]}
    >
      {current && (
        <>
          <Typography.Text type="secondary">Tab name</Typography.Text>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {current.tab_name || 'Untitled Query'}
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
          <pre
            aria-label="SQL"
            style={{
              background: token.colorFillQuaternary,
              border: `1px solid ${token.colorBorderSecondary}`,
              color: token.colorText,
              borderRadius: 6,
              padding: 12,
              maxHeight: 420,
              overflow: 'auto',
              fontSize: 13,
              whiteSpace: 'pre-wrap',
              margin: 0,
            }}
          >
            {sqlText}
          </pre>
        </>
      )}
    </Modal>
  );
}
