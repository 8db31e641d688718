/**
 * Superset's "Query preview": a saved query's SQL, read-only, with Previous and Next through
 * the listed queries and "Open in SQL Lab".
 */
import { Button, Modal, Typography } from 'antd';
import type { SavedQueryListItem } from '@tessera/core';
import { savedQueryUrl } from '../../api/savedQueriesQuery';

export function SavedQueryPreviewModal({
  rows,
  current,
  onChange,
  onClose,
}: {
  rows: SavedQueryListItem[];
  current: SavedQueryListItem | null;
  onChange(q: SavedQueryListItem): void;
  onClose(): void;
}) {
  const index = current ? rows.findIndex((r) => r.id === current.id) : -1;
  return (
    <Modal
      open={current !== null}
      title="Query preview"
      onCancel={onClose}
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
        <Button key="open" type="primary" href={current ? savedQueryUrl(current.id) : undefined}>
          Open in SQL Lab
        </Button>,
      ]}
    >
      {current && (
        <>
          <Typography.Title level={5}>{current.label}</Typography.Title>
          <pre
            aria-label="SQL"
            style={{
              background: '#f6f8fa',
              border: '1px solid #e5e7eb',
              borderRadius: 6,
              padding: 12,
              maxHeight: 420,
              overflow: 'auto',
              fontSize: 13,
              whiteSpace: 'pre-wrap',
            }}
          >
            {current.sql ?? ''}
          </pre>
        </>
      )}
    </Modal>
  );
}
