/**
 * A tab's left bar: the database (those exposed in SQL Lab), the schema, a searchable table
 * list, and the tables opened in the tab as schema panels.
 */
import { useMemo, useState } from 'react';
import { Input, Select, Typography, Empty } from 'antd';
import { TableOutlined, EyeOutlined } from '@ant-design/icons';
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from '../store/store';
import { useDatabaseSchemasQuery, useDatabaseTablesQuery } from '../api/databaseApi';
import { useSqlLabDatabasesQuery } from '../api/sqlLabApi';
import type { QueryEditor } from './types';
import { changeQueryEditor } from './state/tabThunks';
import { addTableToTab } from './state/tableThunks';
import { TableSchemaPanel } from './TableSchemaPanel';

export function LeftBar({ qe }: { qe: QueryEditor }) {
  const dispatch = useDispatch<AppDispatch>();
  const [search, setSearch] = useState('');
  const databases = useSqlLabDatabasesQuery();
  const schemas = useDatabaseSchemasQuery({ databaseId: qe.dbId ?? 0 }, { skip: qe.dbId === null });
  const tables = useDatabaseTablesQuery(
    { databaseId: qe.dbId ?? 0, schema: qe.schema },
    { skip: qe.dbId === null || qe.schema === null },
  );
  const allTables = useSelector((s: RootState) => s.sqlLab.tables);
  const opened = useMemo(
    () => allTables.filter((t) => t.queryEditorId === qe.id && t.dbId === qe.dbId),
    [allTables, qe.id, qe.dbId],
  );
  // The tab's database by name only: never its bare id while the list loads (or once the
  // database is no longer offered in SQL Lab).
  const dbListed = (databases.data?.result ?? []).some((d) => d.id === qe.dbId);
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (tables.currentData?.result ?? []).filter((t) => t.value.toLowerCase().includes(needle));
  }, [tables.currentData, search]);

  return (
    <aside
      aria-label="Database explorer"
      style={{ width: 280, flex: 'none', display: 'flex', flexDirection: 'column', gap: 8 }}
    >
      <label>
        <Typography.Text type="secondary">Database</Typography.Text>
        <Select
          aria-label="Select database"
          style={{ width: '100%' }}
          placeholder="Select database"
          loading={databases.isLoading}
          value={dbListed ? (qe.dbId ?? undefined) : undefined}
          options={(databases.data?.result ?? []).map((d) => ({
            value: d.id,
            label: d.database_name,
          }))}
          onChange={(dbId: number) => dispatch(changeQueryEditor(qe.id, { dbId, schema: null }))}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </label>
      <label>
        <Typography.Text type="secondary">Schema</Typography.Text>
        <Select
          aria-label="Select schema"
          style={{ width: '100%' }}
          placeholder="Select schema"
          disabled={qe.dbId === null}
          loading={schemas.isFetching}
          value={qe.schema ?? undefined}
          allowClear
          options={(schemas.currentData?.result ?? []).map((s) => ({ value: s, label: s }))}
          onChange={(schema: string | undefined) =>
            dispatch(changeQueryEditor(qe.id, { schema: schema ?? null }))
          }
          showSearch={{ optionFilterProp: 'label' }}
        />
      </label>
      <Input.Search
        aria-label="Search tables"
        placeholder="Search tables"
        allowClear
        disabled={qe.schema === null}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <div
        role="list"
        aria-label="Tables"
        style={{
          maxHeight: 220,
          overflow: 'auto',
          border: '1px solid rgba(127,127,127,0.2)',
          borderRadius: 6,
        }}
      >
        {qe.schema !== null && shown.length === 0 && !tables.isFetching && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No tables" />
        )}
        {shown.map((t) => (
          <div
            role="listitem"
            key={t.value}
            tabIndex={0}
            title={`Show the columns of ${t.value}`}
            onClick={() => void dispatch(addTableToTab(qe, qe.schema, t.value))}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void dispatch(addTableToTab(qe, qe.schema, t.value));
            }}
            style={{ padding: '4px 8px', cursor: 'pointer', display: 'flex', gap: 6 }}
          >
            {t.type === 'view' ? <EyeOutlined /> : <TableOutlined />}
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{t.value}</span>
          </div>
        ))}
      </div>
      <div style={{ flex: 1, overflow: 'auto', display: 'flex', flexDirection: 'column', gap: 6 }}>
        {opened.map((t) => (
          <TableSchemaPanel key={t.id} qe={qe} table={t} />
        ))}
      </div>
    </aside>
  );
}
