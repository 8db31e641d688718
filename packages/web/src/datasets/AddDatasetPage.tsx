/**
 * Create dataset (/dataset/add/): pick a database, a schema and a table (searchable), see the
 * table's columns, and create a physical dataset from it. A table that already has a dataset
 * says so and links to it.
 */
import { useMemo, useState } from 'react';
import { App, Button, Card, Flex, Tooltip } from 'antd';
import { useNavigate } from 'react-router-dom';
import { toApiErrorInfo } from '../api/apiError';
import { useCreateDatasetMutation, useListDatasetsQuery } from '../api/datasetApi';
import { PageHeader } from '../components/PageHeader';
import { AddDatasetPreview } from './AddDatasetPreview';
import { AddDatasetSourcePanel } from './AddDatasetSourcePanel';

const LIST_PATH = '/tablemodelview/list/';

export default function AddDatasetPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [databaseId, setDatabaseId] = useState<number | undefined>();
  const [schema, setSchema] = useState<string | undefined>();
  const [table, setTable] = useState<string | undefined>();
  const existing = useListDatasetsQuery(
    { page: 0, pageSize: 100, filters: { database: databaseId, schema, kind: 'physical' } },
    { skip: databaseId === undefined || schema === undefined },
  );
  const [createDataset, creating] = useCreateDatasetMutation();

  const existingByTable = useMemo(
    () => new Map((existing.data?.result ?? []).map((d) => [d.table_name, d])),
    [existing.data],
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

  return (
    <div>
      <PageHeader title="New dataset" subtitle="A physical dataset points at a table or view." />
      <Flex gap={16} align="flex-start">
        <AddDatasetSourcePanel
          databaseId={databaseId}
          schema={schema}
          table={table}
          existingByTable={existingByTable}
          onDatabaseChange={(id) => {
            setDatabaseId(id);
            setSchema(undefined);
            setTable(undefined);
          }}
          onSchemaChange={(s) => {
            setSchema(s);
            setTable(undefined);
          }}
          onTableChange={setTable}
        />
        <Card style={{ flex: 1, minWidth: 0 }}>
          <AddDatasetPreview
            databaseId={databaseId}
            schema={schema}
            table={table}
            existingDataset={existingDataset}
          />
        </Card>
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
