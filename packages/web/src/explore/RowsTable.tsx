/** The rows of a data pane (Results, Samples): a paged table with the row count above it. */
import { Table, Typography } from 'antd';

export default function RowsTable({
  colnames,
  data,
}: {
  colnames: string[];
  data: Record<string, unknown>[];
}) {
  const columns = colnames.map((c) => ({
    title: c,
    dataIndex: c,
    key: c,
    ellipsis: true,
    render: (v: unknown) => (v === null || v === undefined ? <i>N/A</i> : String(v)),
  }));
  return (
    <>
      <Typography.Text
        type="secondary"
        style={{ fontSize: 12 }}
      >{`${data.length} rows`}</Typography.Text>
      <Table
        size="small"
        columns={columns}
        dataSource={data.map((row, i) => ({ ...row, __key: i }))}
        rowKey="__key"
        pagination={{ pageSize: 50, size: 'small', showSizeChanger: false }}
        scroll={{ x: 'max-content', y: 220 }}
      />
    </>
  );
}
