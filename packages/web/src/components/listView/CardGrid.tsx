/** A list view's card view: a grid of cards over the same server page as its table. */
import type { ReactNode } from 'react';
import { Empty, Flex, Pagination, Spin } from 'antd';
import { toApiErrorInfo } from '../../api/apiError';
import { ApiErrorMessage } from '../ErrorMessage';

export function CardGrid<T extends { id: number }>({
  label,
  noun,
  error,
  rows,
  total,
  page,
  pageSize,
  pageSizes,
  loading,
  emptyText,
  onPage,
  card,
}: {
  label: string;
  noun: string;
  error: unknown;
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
  pageSizes: number[];
  loading: boolean;
  emptyText: string;
  onPage(page: number, pageSize: number): void;
  card(row: T): ReactNode;
}) {
  if (error) {
    return (
      <ApiErrorMessage error={toApiErrorInfo(error)} title={`The ${noun} could not be loaded`} />
    );
  }
  return (
    <Spin spinning={loading}>
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      ) : (
        <div
          role="list"
          aria-label={label}
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
            gap: 16,
          }}
        >
          {rows.map((row) => (
            <div role="listitem" key={row.id}>
              {card(row)}
            </div>
          ))}
        </div>
      )}
      <Flex justify="flex-end" style={{ marginTop: 16 }}>
        <Pagination
          current={page + 1}
          pageSize={pageSize}
          total={total}
          showSizeChanger={pageSizes.length > 1}
          pageSizeOptions={pageSizes}
          showTotal={(all, [from, to]) => `${from}–${to} of ${all} ${noun}`}
          onChange={(p, size) => onPage(p - 1, size)}
        />
      </Flex>
    </Spin>
  );
}
