/**
 * A list page's table over a server-paged FAB list: the load error in the generic error
 * box, or the rows with 0-based server paging ("1–25 of 80 users") and an empty text.
 */
import { Table, type TableProps } from 'antd';
import { toApiErrorInfo } from '../api/apiError';
import { ApiErrorMessage } from './ErrorMessage';

export const LIST_PAGE_SIZES = [10, 25, 50, 100];

export interface ServerPagedTableProps<T> extends Omit<TableProps<T>, 'pagination' | 'dataSource'> {
  /** Plural noun for the totals line and the error title, e.g. "users". */
  noun: string;
  error: unknown;
  rows: T[];
  total: number;
  /** 0-based page, as the FAB API counts. */
  page: number;
  pageSize: number;
  emptyText: string;
}

export function ServerPagedTable<T extends object>({
  noun,
  error,
  rows,
  total,
  page,
  pageSize,
  emptyText,
  ...table
}: ServerPagedTableProps<T>) {
  if (error) {
    return (
      <ApiErrorMessage error={toApiErrorInfo(error)} title={`The ${noun} could not be loaded`} />
    );
  }
  return (
    <Table<T>
      rowKey="id"
      scroll={{ x: 'max-content' }}
      {...table}
      dataSource={rows}
      pagination={{
        current: page + 1,
        pageSize,
        total,
        showSizeChanger: true,
        pageSizeOptions: LIST_PAGE_SIZES,
        showTotal: (all, [from, to]) => `${from}–${to} of ${all} ${noun}`,
      }}
      locale={{ emptyText }}
    />
  );
}
