/**
 * The create-dataset page's preview: what to do while no table is chosen, else the table's
 * columns and types, with a warning and a link when the table already has a dataset.
 */
import { Alert, Button, Empty, Flex, Table, Tag, Typography } from 'antd';
import { TableOutlined } from '@ant-design/icons';
import type { DatasetListItem } from '@tessera/core';
import { toApiErrorInfo } from '../api/apiError';
import { useTableMetadataQuery } from '../api/databaseApi';
import { ApiErrorMessage } from '../components/ErrorMessage';
import { exploreUrl } from './datasetColumns';
import { FocusableTableScroll } from '../components/FocusableTableScroll';

export function AddDatasetPreview({
  databaseId,
  schema,
  table,
  existingDataset,
}: {
  databaseId: number | undefined;
  schema: string | undefined;
  table: string | undefined;
  /** The dataset the table already has, if any. */
  existingDataset: DatasetListItem | undefined;
}) {
  const metadata = useTableMetadataQuery(
    { databaseId: databaseId ?? 0, schema: schema ?? null, table: table ?? '' },
    { skip: databaseId === undefined || table === undefined },
  );
  return !table ? (
    <Flex vertical align="center" justify="center" style={{ minHeight: 360 }}>
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <div style={{ maxWidth: 420 }}>
            <Typography.Title level={5}>Select dataset source</Typography.Title>
            <Typography.Text type="secondary">
              Datasets can be created from database tables or SQL queries. Select a database table
              to the left or create dataset from SQL Lab to open SQL Lab. From there you can save
              the query as a dataset.
            </Typography.Text>
          </div>
        }
      />
    </Flex>
  ) : (
    <div>
      <Flex align="center" gap={8} style={{ marginBottom: 12 }}>
        <TableOutlined />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {table}
        </Typography.Title>
        {schema && <Tag>{schema}</Tag>}
      </Flex>
      {existingDataset && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title="This table already has a dataset associated with it. You can only associate one dataset with a table."
          action={
            <Button size="small" type="link" href={exploreUrl(existingDataset)}>
              View Dataset
            </Button>
          }
        />
      )}
      {metadata.error ? (
        <ApiErrorMessage
          error={toApiErrorInfo(metadata.error)}
          title="An error occurred while fetching table metadata"
        />
      ) : (
        <FocusableTableScroll>
          <Table
            size="small"
            rowKey="name"
            loading={metadata.isFetching}
            dataSource={metadata.data?.columns ?? []}
            pagination={false}
            scroll={{ y: 420 }}
            columns={[
              { title: 'Column Name', dataIndex: 'name', key: 'name' },
              {
                title: 'Datatype',
                dataIndex: 'type',
                key: 'type',
                render: (type: string) => <Tag>{type}</Tag>,
              },
            ]}
          />
        </FocusableTableScroll>
      )}
    </div>
  );
}
