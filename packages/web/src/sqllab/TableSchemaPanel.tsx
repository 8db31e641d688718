/**
 * One table opened in the left bar: its columns with types and keys, indexes, expand or
 * collapse (remembered), data preview, copy SELECT * and remove.
 */
import { App, Button, Spin, Tag, Tooltip, Typography } from 'antd';
import {
  CaretDownOutlined,
  CaretRightOutlined,
  CloseOutlined,
  CopyOutlined,
  EyeOutlined,
  KeyOutlined,
} from '@ant-design/icons';
import { useDispatch } from 'react-redux';
import type { AppDispatch } from '../store/store';
import { useTableMetadataQuery } from '../api/databaseApi';
import type { QueryEditor, TableSchema } from './types';
import { previewTable, removeTableFromTab, setTableExpanded } from './state/tableThunks';
import { MESSAGES } from './messages';
import { copyText } from './clipboard';

export function TableSchemaPanel({ qe, table }: { qe: QueryEditor; table: TableSchema }) {
  const dispatch = useDispatch<AppDispatch>();
  const { message } = App.useApp();
  const meta = useTableMetadataQuery({
    databaseId: table.dbId,
    schema: table.schema,
    table: table.name,
  });
  const keysOf = (column: string) =>
    meta.data?.columns.find((c) => c.name === column)?.keys.map((k) => k.type) ?? [];

  return (
    <section
      aria-label={`Table ${table.name}`}
      style={{ border: '1px solid rgba(127,127,127,0.2)', borderRadius: 6, padding: 6 }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
        <Button
          type="text"
          size="small"
          aria-label={table.expanded ? `Collapse ${table.name}` : `Expand ${table.name}`}
          aria-expanded={table.expanded}
          icon={table.expanded ? <CaretDownOutlined /> : <CaretRightOutlined />}
          onClick={() => dispatch(setTableExpanded(table, !table.expanded))}
        />
        <Typography.Text strong ellipsis style={{ flex: 1 }}>
          {table.name}
        </Typography.Text>
        <Tooltip title="Data preview">
          <Button
            type="text"
            size="small"
            aria-label={`Preview ${table.name}`}
            icon={<EyeOutlined />}
            disabled={!meta.data}
            onClick={() =>
              meta.data && void dispatch(previewTable(qe, table, meta.data.selectStar))
            }
          />
        </Tooltip>
        <Tooltip title="Copy SELECT statement to the clipboard">
          <Button
            type="text"
            size="small"
            aria-label={`Copy SELECT of ${table.name}`}
            icon={<CopyOutlined />}
            disabled={!meta.data}
            onClick={() =>
              meta.data &&
              void copyText(meta.data.selectStar).then(
                () => message.success('Copied to clipboard!'),
                () => message.error('Sorry, your browser does not support copying.'),
              )
            }
          />
        </Tooltip>
        <Tooltip title="Remove table preview">
          <Button
            type="text"
            size="small"
            aria-label={`Remove ${table.name}`}
            icon={<CloseOutlined />}
            onClick={() => dispatch(removeTableFromTab(table))}
          />
        </Tooltip>
      </div>
      {table.expanded && (
        <div style={{ paddingLeft: 24 }}>
          {meta.isLoading && <Spin size="small" />}
          {meta.isError && (
            <Typography.Text type="danger">{MESSAGES.tableMetadata}</Typography.Text>
          )}
          {meta.data?.columns.map((c) => (
            <div
              key={c.name}
              data-testid="table-column"
              style={{ display: 'flex', justifyContent: 'space-between', gap: 8, fontSize: 12 }}
            >
              <span>
                {keysOf(c.name).includes('pk') && (
                  <Tooltip title="Primary key">
                    <KeyOutlined style={{ marginRight: 4 }} />
                  </Tooltip>
                )}
                {c.name}
                {keysOf(c.name)
                  .filter((k) => k !== 'pk')
                  .map((k) => (
                    <Tag key={k} style={{ marginLeft: 4, fontSize: 10, lineHeight: '14px' }}>
                      {k}
                    </Tag>
                  ))}
              </span>
              <Typography.Text type="secondary" style={{ fontSize: 11 }}>
                {c.type}
              </Typography.Text>
            </div>
          ))}
          {meta.data && meta.data.indexes.length > 0 && (
            <div style={{ marginTop: 4, fontSize: 12 }}>
              <Typography.Text type="secondary">Indexes</Typography.Text>
              {meta.data.indexes.map((ix) => (
                <div key={ix.name ?? ix.column_names.join(',')}>
                  {ix.name}: {ix.column_names.join(', ')}
                </div>
              ))}
            </div>
          )}
        </div>
      )}
    </section>
  );
}
