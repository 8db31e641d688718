/**
 * Create dataset (/dataset/add/): pick a database, a schema and a table (searchable), see the
 * table's columns, and create a physical dataset from it. A table that already has a dataset
 * says so and links to it.
 */
import { useMemo, useState } from 'react';
import {
  Alert,
  App,
  Button,
  Card,
  Empty,
  Flex,
  Input,
  Select,
  Table,
  Tag,
  Tooltip,
  Typography,
  theme,
} from 'antd';
import { EyeOutlined, TableOutlined, WarningOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { toApiErrorInfo } from '../../api/apiError';
import {
  useDatabaseOptionsQuery,
  useDatabaseSchemasQuery,
  useDatabaseTablesQuery,
  useTableMetadataQuery,
} from '../../api/databaseApi';
import { useCreateDatasetMutation, useListDatasetsQuery } from '../../api/datasetApi';
import { ApiErrorMessage } from '../../components/ErrorMessage';
import { PageHeader } from '../../components/PageHeader';
import { exploreUrl } from './datasetColumns';

const LIST_PATH = '/tablemodelview/list/';

export default function AddDatasetPage() {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [databaseId, setDatabaseId] = useState<number | undefined>();
  const [schema, setSchema] = useState<string | undefined>();
  const [table, setTable] = useState<string | undefined>();
  const [tableSearch, setTableSearch] = useState('');
  const databases = useDatabaseOptionsQuery();
  const schemas = useDatabaseSchemasQuery(
    { databaseId: databaseId ?? 0 },
    { skip: databaseId === undefined },
  );
  const tables = useDatabaseTablesQuery(
    { databaseId: databaseId ?? 0, schema: schema ?? null },
    { skip: databaseId === undefined || schema === undefined },
  );
  const metadata = useTableMetadataQuery(
    { databaseId: databaseId ?? 0, schema: schema ?? null, table: table ?? '' },
    { skip: databaseId === undefined || table === undefined },
  );
  const existing = useListDatasetsQuery(
    { page: 0, pageSize: 100, databaseId, schema, kind: 'physical' },
    { skip: databaseId === undefined || schema === undefined },
  );
  const [createDataset, creating] = useCreateDatasetMutation();

  const existingByTable = useMemo(
    () => new Map((existing.data?.result ?? []).map((d) => [d.table_name, d])),
    [existing.data],
  );
  const needle = tableSearch.trim().toLowerCase();
  const tableOptions = (tables.data?.result ?? []).filter(
    (t) => !needle || t.value.toLowerCase().includes(needle),
  );
  const existingDataset = table ? existingByTable.get(table) : undefined;

  const create = async () => {
    if (databaseId === undefined || !table) return;
    try {
      await createDataset({
        database: databaseId,
        schema: schema ?? null,
        table_name: table,
      }).unwrap();
      message.success(`Dataset ${table} created`);
      navigate(LIST_PATH);
    } catch (e) {
      message.error(`An error occurred while creating the dataset: ${toApiErrorInfo(e).message}`);
    }
  };

  const leftPanel = (
    <Card style={{ width: 320, flex: 'none' }} styles={{ body: { padding: 16 } }}>
      <label>
        <Typography.Text strong>Database</Typography.Text>
        <Select<number>
          style={{ width: '100%', margin: '6px 0 14px' }}
          placeholder="Select database or type to search databases"
          aria-label="Database"
          showSearch={{ optionFilterProp: 'label' }}
          loading={databases.isFetching}
          value={databaseId}
          onChange={(id) => {
            setDatabaseId(id);
            setSchema(undefined);
            setTable(undefined);
          }}
          options={(databases.data?.result ?? []).map((d) => ({
            value: d.id,
            label: d.database_name,
          }))}
        />
      </label>
      <label>
        <Typography.Text strong>Schema</Typography.Text>
        <Select<string>
          style={{ width: '100%', margin: '6px 0 14px' }}
          placeholder="Select schema or type to search schemas"
          aria-label="Schema"
          showSearch={{ optionFilterProp: 'label' }}
          disabled={databaseId === undefined}
          loading={schemas.isFetching}
          value={schema}
          onChange={(s) => {
            setSchema(s);
            setTable(undefined);
          }}
          options={(schemas.data?.result ?? []).map((s) => ({ value: s, label: s }))}
        />
      </label>
      {schema !== undefined && (
        <>
          <Input.Search
            placeholder="Search tables"
            aria-label="Search tables"
            allowClear
            value={tableSearch}
            onChange={(e) => setTableSearch(e.target.value)}
            style={{ marginBottom: 8 }}
          />
          <div
            role="listbox"
            aria-label="Tables"
            style={{ maxHeight: 420, overflowY: 'auto', margin: '0 -8px' }}
          >
            {tables.isFetching && (
              <Typography.Text type="secondary">Loading tables…</Typography.Text>
            )}
            {!tables.isFetching && tableOptions.length === 0 && (
              <Typography.Text type="secondary" style={{ padding: '0 8px' }}>
                No tables
              </Typography.Text>
            )}
            {tableOptions.map((t) => {
              const selected = t.value === table;
              return (
                <div
                  key={t.value}
                  role="option"
                  aria-selected={selected}
                  tabIndex={0}
                  onClick={() => setTable(t.value)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' || e.key === ' ') setTable(t.value);
                  }}
                  style={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 8,
                    padding: '6px 8px',
                    borderRadius: 6,
                    cursor: 'pointer',
                    background: selected ? token.colorPrimaryBg : undefined,
                  }}
                >
                  {t.type === 'table' ? <TableOutlined /> : <EyeOutlined />}
                  <Typography.Text ellipsis style={{ flex: 1 }}>
                    {t.value}
                  </Typography.Text>
                  {existingByTable.has(t.value) && (
                    <Tooltip title="This table already has a dataset">
                      <WarningOutlined style={{ color: token.colorWarning }} />
                    </Tooltip>
                  )}
                </div>
              );
            })}
          </div>
        </>
      )}
      {tables.error && (
        <ApiErrorMessage
          error={toApiErrorInfo(tables.error)}
          title="The tables could not be loaded"
        />
      )}
    </Card>
  );

  const preview = !table ? (
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
      )}
    </div>
  );

  return (
    <div>
      <PageHeader title="New dataset" subtitle="A physical dataset points at a table or view." />
      <Flex gap={16} align="flex-start">
        {leftPanel}
        <Card style={{ flex: 1, minWidth: 0 }}>{preview}</Card>
      </Flex>
      <Flex justify="end" gap={8} style={{ marginTop: 16 }}>
        <Button onClick={() => navigate(LIST_PATH)}>Cancel</Button>
        <Tooltip title={table ? '' : 'Select a database table'}>
          <Button
            type="primary"
            disabled={!table || existingDataset !== undefined}
            loading={creating.isLoading}
            onClick={() => void create()}
          >
            Create dataset
          </Button>
        </Tooltip>
      </Flex>
    </div>
  );
}
