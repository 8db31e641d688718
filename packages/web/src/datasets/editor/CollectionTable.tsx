/**
 * The editor's table of columns or metrics (Superset's CollectionTable): a search box, an
 * "Add item" button, rows that expand into a form, a delete action, and pages of 25.
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Flex, Input, Table, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';

export interface CollectionTableProps<T extends { key: string }> {
  items: T[];
  columns: TableColumnsType<T>;
  onChange(items: T[]): void;
  /** The form a row expands into. */
  expanded(item: T): ReactNode;
  /** Makes a new item; no "Add item" button without it. */
  onAdd?: () => T;
  /** Whether an item may be deleted (default: all). */
  deletable?: (item: T) => boolean;
  itemName(item: T): string;
  searchPlaceholder: string;
  matches(item: T, needle: string): boolean;
  emptyText: string;
}

export function CollectionTable<T extends { key: string }>({
  items,
  columns,
  onChange,
  expanded,
  onAdd,
  deletable,
  itemName,
  searchPlaceholder,
  matches,
  emptyText,
}: CollectionTableProps<T>) {
  const [search, setSearch] = useState('');
  const [expandedKeys, setExpandedKeys] = useState<string[]>([]);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const needle = search.trim().toLowerCase();
  const shown = needle ? items.filter((i) => matches(i, needle)) : items;

  const add = () => {
    if (!onAdd) return;
    const item = onAdd();
    onChange([item, ...items]);
    setExpandedKeys([...expandedKeys, item.key]);
    setSearch('');
    setPage(1);
  };

  const withDelete: TableColumnsType<T> = [
    ...columns,
    {
      key: 'delete',
      width: 48,
      align: 'right',
      render: (_: unknown, item: T) =>
        deletable && !deletable(item) ? null : (
          <Tooltip title="Delete">
            <Button
              type="text"
              danger
              size="small"
              icon={<DeleteOutlined />}
              aria-label={`Delete ${itemName(item)}`}
              onClick={() => onChange(items.filter((i) => i.key !== item.key))}
            />
          </Tooltip>
        ),
    },
  ];

  return (
    <div>
      <Flex justify="space-between" align="center" gap={12} style={{ marginBottom: 12 }}>
        <Input.Search
          placeholder={searchPlaceholder}
          aria-label={searchPlaceholder}
          allowClear
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
          style={{ width: 300 }}
        />
        {onAdd && (
          <Button icon={<PlusOutlined />} onClick={add}>
            Add item
          </Button>
        )}
      </Flex>
      <Table<T>
        size="small"
        rowKey="key"
        columns={withDelete}
        dataSource={shown}
        expandable={{
          expandedRowKeys: expandedKeys,
          onExpandedRowsChange: (keys) => setExpandedKeys(keys.map(String)),
          expandedRowRender: (item) => expanded(item),
        }}
        pagination={{
          current: page,
          pageSize,
          showSizeChanger: true,
          pageSizeOptions: [10, 25, 50, 100],
          onChange: (p, size) => {
            setPage(size !== pageSize ? 1 : p);
            setPageSize(size);
          },
          hideOnSinglePage: items.length <= 10,
        }}
        locale={{ emptyText }}
      />
    </div>
  );
}
