/**
 * The Source tab: behind a lock, whether the dataset is a physical table (database, schema,
 * table) or virtual SQL (schema, name, SQL).
 */
import { Button, Divider, Flex, Input, Radio, Select, Typography, theme } from 'antd';
import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { useDatabaseSchemasQuery, useDatabaseTablesQuery } from '../../api/databaseApi';
import type { DatasetDraft } from '../datasetDraft';
import { Field } from './Field';

const PHYSICAL_HELP =
  'The pointer to a physical table (or view). Keep in mind that the chart is associated to ' +
  'this logical table, and this logical table points the physical table referenced here.';
const SQL_HELP =
  'When specifying SQL, the datasource acts as a view. Tessera will use this statement as a ' +
  'subquery while grouping and filtering on the generated parent queries. If changes are made ' +
  'to your SQL query, columns in your dataset will be synced when saving the dataset.';

export function SourceTab({
  draft,
  onChange,
  unlocked,
  onToggleLock,
}: {
  draft: DatasetDraft;
  onChange(draft: DatasetDraft): void;
  unlocked: boolean;
  onToggleLock(): void;
}) {
  const { token } = theme.useToken();
  const schemas = useDatabaseSchemasQuery({ databaseId: draft.database.id }, { skip: !unlocked });
  const tables = useDatabaseTablesQuery(
    { databaseId: draft.database.id, schema: draft.schema },
    { skip: !unlocked || draft.kind !== 'physical' },
  );
  const set = <K extends keyof DatasetDraft>(key: K, value: DatasetDraft[K]) =>
    onChange({ ...draft, [key]: value });

  const schemaOptions = (schemas.data?.result ?? (draft.schema ? [draft.schema] : [])).map((s) => ({
    value: s,
    label: s,
  }));
  const schemaSelect = (
    <Field label="Schema">
      <Select
        style={{ width: '100%' }}
        value={draft.schema ?? undefined}
        options={schemaOptions}
        disabled={!unlocked}
        loading={schemas.isFetching}
        showSearch={{ optionFilterProp: 'label' }}
        onChange={(schema: string) => onChange({ ...draft, schema })}
      />
    </Field>
  );

  return (
    <div>
      <Flex align="center" gap={8} style={{ marginBottom: 12 }}>
        <Button
          type="text"
          aria-label={unlocked ? 'Lock the source' : 'Unlock the source'}
          icon={unlocked ? <UnlockOutlined /> : <LockOutlined />}
          onClick={onToggleLock}
          style={{ color: token.colorTextTertiary, fontSize: 18 }}
        />
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {unlocked
            ? 'Click the lock to prevent further changes.'
            : 'Click the lock to make changes.'}
        </Typography.Text>
      </Flex>
      <Radio.Group
        value={draft.kind}
        disabled={!unlocked}
        onChange={(e) => set('kind', e.target.value as DatasetDraft['kind'])}
        options={[
          { value: 'physical', label: 'Physical (table or view)' },
          { value: 'virtual', label: 'Virtual (SQL)' },
        ]}
      />
      <Divider />
      <div style={{ maxWidth: 640 }}>
        <Field label="Database">
          <Input value={draft.database.database_name} disabled />
        </Field>
        {schemaSelect}
        {draft.kind === 'physical' ? (
          <Field label="Table" help={PHYSICAL_HELP}>
            <Select
              style={{ width: '100%' }}
              value={draft.table_name}
              disabled={!unlocked}
              loading={tables.isFetching}
              showSearch={{ optionFilterProp: 'label' }}
              options={(tables.data?.result ?? [{ value: draft.table_name }]).map((t) => ({
                value: t.value,
                label: t.value,
              }))}
              onChange={(table_name: string) => set('table_name', table_name)}
            />
          </Field>
        ) : (
          <>
            <Field label="Name">
              <Input
                value={draft.table_name}
                placeholder="Dataset name"
                disabled={!unlocked}
                onChange={(e) => set('table_name', e.target.value)}
              />
            </Field>
            <Field label="SQL" help={SQL_HELP}>
              <Input.TextArea
                value={draft.sql}
                readOnly={!unlocked}
                autoSize={{ minRows: 8, maxRows: 24 }}
                style={{ fontFamily: 'monospace' }}
                onChange={(e) => set('sql', e.target.value)}
              />
            </Field>
          </>
        )}
      </div>
    </div>
  );
}
