/**
 * Superset's "Query preview": a saved query's SQL, read-only, with Previous and Next through
 * the listed queries and "Open in SQL Lab".
 */
import { Typography } from 'antd';
import type { SavedQueryListItem } from '@tessera/core';
import { savedQueryUrl } from '../../api/savedQueriesQuery';
import { SqlPreviewModal } from '../../components/SqlPreviewModal';

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
  return (
    <SqlPreviewModal
      rows={rows}
      current={current}
      onChange={onChange}
      onClose={onClose}
      openUrl={(q) => savedQueryUrl(q.id)}
      header={<Typography.Title level={5}>{current?.label}</Typography.Title>}
      sql={current?.sql ?? ''}
    />
  );
}
