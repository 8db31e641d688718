/**
 * The create-dataset page's source panel: the database, the schema and a searchable list of
 * the schema's tables and views, a table that already has a dataset marked with a warning.
 */
import { useState } from 'react';
import { Card, Input, Select, Tooltip, Typography, theme } from 'antd';
import { EyeOutlined, TableOutlined, WarningOutlined } from '@ant-design/icons';
import type { DatabaseTableOption, DatasetListItem } from '@tessera/core';
import { toApiErrorInfo } from '../api/apiError';
import {
  useDatabaseOptionsQuery,
  useDatabaseSchemasQuery,
  useDatabaseTablesQuery,
} from '../api/databaseApi';
import { ApiErrorMessage } from '../components/ErrorMessage';

/** The schema's tables as a listbox: a click, Enter or Space picks one. */
function TableOptionList({
  tables,
  loading,
  selectedTable,
  existingByTable,
  onSelect,
}: {
  tables: DatabaseTableOption[];
  loading: boolean;
  selectedTable: string | undefined;
  existingByTable: ReadonlyMap<string, DatasetListItem>;
  onSelect(table: string): void;
}) {
  const { token } = theme.useToken();
  return (
    <div
      role="listbox"
      aria-label="Tables"
      style={{ maxHeight: 420, overflowY: 'auto', margin: '0 -8px' }}
    >
      {loading && <Typography.Text type="secondary">Loading tables…</Typography.Text>}
      {!loading && tables.length === 0 && (
        <Typography.Text type="secondary" style={{ padding: '0 8px' }}>
          No tables
        </Typography.Text>
      )}
      {tables.map((t) => {
        const selected = t.value === selectedTable;
        return (
          <div
            key={t.value}
            role="option"
            aria-selected={selected}
            tabIndex={0}
            onClick={() => onSelect(t.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') onSelect(t.value);
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
  );
}

export function AddDatasetSourcePanel({
  databaseId,
  schema,
  table,
  existingByTable,
  onDatabaseChange,
  onSchemaChange,
  onTableChange,
}: {
  databaseId: number | undefined;
  schema: string | undefined;
  table: string | undefined;
  /** The datasets of the schema's tables, by table name. */
  existingByTable: ReadonlyMap<string, DatasetListItem>;
  onDatabaseChange(databaseId: number): void;
  onSchemaChange(schema: string): void;
  onTableChange(table: string): void;
}) {
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
  const needle = tableSearch.trim().toLowerCase();
  const tableOptions = (tables.data?.result ?? []).filter(
    (t) => !needle || t.value.toLowerCase().includes(needle),
  );
  return (
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
          onChange={onDatabaseChange}
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
          onChange={onSchemaChange}
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
          <TableOptionList
            tables={tableOptions}
            loading={tables.isFetching}
            selectedTable={table}
            existingByTable={existingByTable}
            onSelect={onTableChange}
          />
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
}
