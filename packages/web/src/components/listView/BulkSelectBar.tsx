/**
 * The bar over a list while bulk selecting (Superset's): how many rows are selected, Select
 * all (every selectable row of the page) and Deselect all, and the bulk actions.
 */
import { Alert, Button, Space, Typography } from 'antd';
import type { BulkSelect } from './types';

export function BulkSelectBar<T extends { id: number }>({
  bulk,
  rows,
  selected,
  onSelect,
}: {
  bulk: BulkSelect<T>;
  rows: T[];
  selected: number[];
  onSelect(ids: number[]): void;
}) {
  const selectable = rows.filter((r) => bulk.selectable?.(r) ?? true).map((r) => r.id);
  const allSelected = selectable.every((id) => selected.includes(id));
  return (
    <Alert
      type="info"
      style={{ marginBottom: 12 }}
      title={
        <Space>
          <Typography.Text>{selected.length} Selected</Typography.Text>
          {!allSelected && (
            <Button
              size="small"
              type="link"
              onClick={() => onSelect([...new Set([...selected, ...selectable])])}
            >
              Select all
            </Button>
          )}
          {selected.length > 0 && (
            <>
              <Button size="small" type="link" onClick={() => onSelect([])}>
                Deselect all
              </Button>
              {bulk.actions.map((action) => (
                <Button
                  key={action.key}
                  size="small"
                  danger={action.danger}
                  onClick={() => action.onSelect(selected)}
                >
                  {action.name}
                </Button>
              ))}
            </>
          )}
        </Space>
      }
    />
  );
}
