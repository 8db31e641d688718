/**
 * The Columns and Calculated columns tabs: the default datetime column, then the columns'
 * table (temporal, filterable, dimension) whose rows expand into their details; the
 * physical tab syncs columns from the source, the calculated one adds and edits expressions.
 */
import { AutoComplete, Button, Checkbox, Flex, Input, Select, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { DatabaseOutlined } from '@ant-design/icons';
import { newCalculatedColumn, type DatasetDraft, type DraftColumn } from '../datasetDraft';
import { CertificationFields } from './CertificationFields';
import { CollectionTable } from './CollectionTable';
import { Field, HeaderWithTip } from './Field';

const DATA_TYPES = ['STRING', 'NUMERIC', 'DATETIME', 'BOOLEAN'].map((v) => ({
  value: v,
  label: v,
}));

const DATETIME_FORMAT_HELP =
  'The pattern of timestamp format. For strings use Python datetime string pattern expression ' +
  'which needs to adhere to the ISO 8601 standard to ensure that the lexicographical ordering ' +
  'coincides with the chronological ordering. If the timestamp format does not adhere to the ' +
  'ISO 8601 standard you will need to define an expression and type for transforming the ' +
  'string into a date or timestamp. Note currently time zones are not supported. If time is ' +
  'stored in epoch format, put `epoch_s` or `epoch_ms`.';

const CALCULATED_NAME_TIP =
  'This field is used as a unique identifier to attach the calculated dimension to charts. ' +
  'It is also used as the alias in the SQL query.';

export function DefaultColumnSettings({
  draft,
  onChange,
}: {
  draft: DatasetDraft;
  onChange(draft: DatasetDraft): void;
}) {
  const temporal = draft.columns
    .filter((c) => c.is_dttm)
    .map((c) => ({ value: c.column_name, label: c.verbose_name || c.column_name }));
  return (
    <div style={{ marginBottom: 16 }}>
      <Typography.Title level={5} style={{ margin: '0 0 8px' }}>
        Default Column Settings
      </Typography.Title>
      <Field
        label="Default datetime column"
        tooltip="Sets the default temporal column for this dataset. Automatically selected as the time column when building charts that require a time dimension and used in dashboard level time filters."
      >
        <Select
          allowClear
          style={{ width: 320 }}
          placeholder="Select datetime column"
          options={temporal}
          value={draft.main_dttm_col ?? undefined}
          onChange={(v?: string) => onChange({ ...draft, main_dttm_col: v ?? null })}
        />
      </Field>
    </div>
  );
}

/** The columns of the columns' table: name, data type and the three flags. */
function columnTableColumns(
  calculated: boolean,
  update: (key: string, patch: Partial<DraftColumn>) => void,
): TableColumnsType<DraftColumn> {
  const flag = (field: 'is_dttm' | 'filterable' | 'groupby', label: string) => ({
    title: label,
    key: field,
    width: 110,
    align: 'center' as const,
    render: (_: unknown, c: DraftColumn) => (
      <Checkbox
        checked={c[field]}
        aria-label={`${label}: ${c.column_name}`}
        onChange={(e) => update(c.key, { [field]: e.target.checked })}
      />
    ),
  });
  return [
    {
      title: calculated ? <HeaderWithTip title="Column" tip={CALCULATED_NAME_TIP} /> : 'Column',
      key: 'column_name',
      sorter: (a, b) => a.column_name.localeCompare(b.column_name),
      render: (_: unknown, c: DraftColumn) =>
        calculated ? (
          <Input
            size="small"
            value={c.column_name}
            aria-label="Column name"
            onChange={(e) => update(c.key, { column_name: e.target.value })}
            style={{ maxWidth: 260 }}
          />
        ) : (
          <Typography.Text>{c.column_name}</Typography.Text>
        ),
    },
    {
      title: 'Data type',
      key: 'type',
      width: 150,
      render: (_: unknown, c: DraftColumn) => (c.type ? <Tag>{c.type}</Tag> : null),
    },
    flag('is_dttm', 'Is temporal'),
    flag('filterable', 'Is filterable'),
    flag('groupby', 'Is dimension'),
  ];
}

/** A column's row expanded: its expression (calculated ones), label, types and formats. */
function ColumnDetails({
  column: c,
  calculated,
  onChange,
}: {
  column: DraftColumn;
  calculated: boolean;
  onChange(patch: Partial<DraftColumn>): void;
}) {
  const text = (field: keyof DraftColumn, label: string, placeholder = label) => (
    <Field label={label}>
      <Input
        value={String(c[field] ?? '')}
        placeholder={placeholder}
        onChange={(e) => onChange({ [field]: e.target.value })}
      />
    </Field>
  );
  return (
    <div style={{ padding: '8px 8px 0 24px', maxWidth: 760 }}>
      {calculated && (
        <Field label="SQL expression">
          <Input.TextArea
            value={c.expression}
            placeholder="<enter SQL expression here>"
            autoSize={{ minRows: 2, maxRows: 10 }}
            style={{ fontFamily: 'monospace' }}
            onChange={(e) => onChange({ expression: e.target.value })}
          />
        </Field>
      )}
      {text('verbose_name', 'Label')}
      {text('description', 'Description')}
      {calculated && (
        <Field label="Data type">
          <AutoComplete
            value={c.type}
            options={DATA_TYPES}
            allowClear
            style={{ width: '100%' }}
            placeholder="Data type"
            onChange={(v?: string) => onChange({ type: v ?? '' })}
          />
        </Field>
      )}
      {text('advanced_data_type', 'Advanced data type', 'Advanced Data type')}
      <Field label="Datetime format" help={DATETIME_FORMAT_HELP}>
        <Input
          value={c.python_date_format}
          placeholder="%Y-%m-%d"
          onChange={(e) => onChange({ python_date_format: e.target.value })}
        />
      </Field>
      <CertificationFields
        certifiedByLabel="Certified By"
        certifiedByHelp="Person or group that has certified this metric"
        certifiedBy={c.certified_by}
        details={c.certification_details}
        onCertifiedByChange={(certified_by) => onChange({ certified_by })}
        onDetailsChange={(certification_details) => onChange({ certification_details })}
      />
    </div>
  );
}

export function ColumnsTab({
  draft,
  onChange,
  calculated,
  onSync,
  syncing,
  syncDisabled,
}: {
  draft: DatasetDraft;
  onChange(draft: DatasetDraft): void;
  calculated: boolean;
  onSync?: () => void;
  syncing?: boolean;
  syncDisabled?: boolean;
}) {
  const items = draft.columns.filter((c) => c.calculated === calculated);
  const others = draft.columns.filter((c) => c.calculated !== calculated);
  const setItems = (next: DraftColumn[]) =>
    onChange({
      ...draft,
      columns: calculated ? [...others, ...next] : [...next, ...others],
    });
  const update = (key: string, patch: Partial<DraftColumn>) =>
    setItems(items.map((c) => (c.key === key ? { ...c, ...patch } : c)));

  const columns = columnTableColumns(calculated, update);
  const expanded = (c: DraftColumn) => (
    <ColumnDetails column={c} calculated={calculated} onChange={(patch) => update(c.key, patch)} />
  );

  return (
    <div>
      <DefaultColumnSettings draft={draft} onChange={onChange} />
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          Column Settings
        </Typography.Title>
        {onSync && (
          <Button
            icon={<DatabaseOutlined />}
            onClick={onSync}
            loading={syncing}
            disabled={syncDisabled}
          >
            Sync columns from source
          </Button>
        )}
      </Flex>
      <CollectionTable<DraftColumn>
        items={items}
        columns={columns}
        onChange={setItems}
        expanded={expanded}
        onAdd={calculated ? newCalculatedColumn : undefined}
        itemName={(c) => c.column_name}
        searchPlaceholder={
          calculated ? 'Search calculated columns by name' : 'Search columns by name'
        }
        matches={(c, needle) => c.column_name.toLowerCase().includes(needle)}
        emptyText={calculated ? 'No calculated columns' : 'No columns'}
      />
    </div>
  );
}
