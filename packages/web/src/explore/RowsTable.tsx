/** The rows of a data pane (Results, Samples): a paged table with the row count above it. */
import { Table, Typography } from 'antd';
import { cellText, NULL_DISPLAY } from './cellText';
import { FocusableTableScroll } from '../components/FocusableTableScroll';

export interface RowsTableProps {
  colnames: string[];
  /** Superset's `GenericDataType` code of each column (temporal values show as datetimes). */
  coltypes?: number[];
  data: Record<string, unknown>[];
}

export default function RowsTable({ colnames, coltypes, data }: RowsTableProps) {
  const columns = colnames.map((c, i) => ({
    title: c,
    dataIndex: c,
    key: c,
    ellipsis: true,
    render: (v: unknown) => {
      const text = cellText(v, coltypes?.[i]);
      return text === NULL_DISPLAY && (v === null || v === undefined) ? (
        <Typography.Text type="secondary">{text}</Typography.Text>
      ) : (
        text
      );
    },
  }));
  return (
    <>
      <Typography.Text
        type="secondary"
        style={{ fontSize: 12 }}
      >{`${data.length} rows`}</Typography.Text>
      <FocusableTableScroll>
        <Table
          size="small"
          columns={columns}
          dataSource={data.map((row, i) => ({ ...row, __key: i }))}
          rowKey="__key"
          pagination={{ pageSize: 50, size: 'small', showSizeChanger: false }}
          scroll={{ x: 'max-content', y: 220 }}
        />
      </FocusableTableScroll>
    </>
  );
}
