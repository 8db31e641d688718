/**
 * A list view's table over a server-paged FAB list: the load error in the generic error
 * box, or the rows with 0-based server paging ("1–25 of 80 users") and an empty text.
 */
import { Table, Typography, type TableProps } from 'antd';
import { toApiErrorInfo } from '../../api/apiError';
import { ApiErrorMessage } from '../ErrorMessage';

export interface ListTableProps<T> extends Omit<TableProps<T>, 'pagination' | 'dataSource'> {
  /** Plural noun for the totals line and the error title, e.g. "users". */
  noun: string;
  error: unknown;
  rows: T[];
  total: number;
  /** 0-based page, as the FAB API counts. */
  page: number;
  pageSize: number;
  pageSizes: number[];
  /** No pager while every row fits on one page. */
  hideSinglePage?: boolean;
  emptyText: string;
}

export function ListTable<T extends object>({
  noun,
  error,
  rows,
  total,
  page,
  pageSize,
  pageSizes,
  hideSinglePage,
  emptyText,
  ...table
}: ListTableProps<T>) {
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
        hideOnSinglePage: hideSinglePage,
        showSizeChanger: pageSizes.length > 1,
        pageSizeOptions: pageSizes,
        showTotal: (all, [from, to]) => `${from}–${to} of ${all} ${noun}`,
      }}
      // antd draws a table's empty text in its disabled colour, too faint to read.
      locale={{ emptyText: <Typography.Text type="secondary">{emptyText}</Typography.Text> }}
    />
  );
}
