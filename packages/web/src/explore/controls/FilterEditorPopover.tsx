/** The filter editor: tabs Simple / Custom SQL, Cancel and Save (disabled while invalid). */
import { Button, Input, Select, Tabs, Tooltip } from 'antd';
import { useState } from 'react';
import type { AdhocFilter } from '@tessera/core';
import {
  BOOLEAN_OPERATORS,
  FILTER_TEXTS,
  MULTI_OPERATORS,
  TEMPORAL_RANGE,
  UNARY_OPERATORS,
  chooseOperator,
  chooseSubject,
  coerceComparator,
  filterOperators,
  isAdhocFilterValid,
} from './filterEditor';
import { DateFilterControl } from './DateFilterControl';
import { useColumnValues } from './useColumnValues';
import type { ExploreColumn, ExploreDatasource } from './types';

interface FieldsProps {
  draft: AdhocFilter;
  setDraft(draft: AdhocFilter): void;
}

/** The Simple tab: column, operator, and the value(s) (the column's values to pick from). */
function SimpleFilterFields({
  draft,
  setDraft,
  columns,
  datasource,
}: FieldsProps & { columns: ExploreColumn[]; datasource: ExploreDatasource }) {
  const [search, setSearch] = useState('');
  const context = { columns: datasource.columns, datasourceType: datasource.type };
  const subject = typeof draft.subject === 'string' ? draft.subject : null;
  const clause = draft.clause ?? 'WHERE';
  const column = columns.find((c) => c.column_name === subject);
  const operator = draft.operator ?? null;
  const temporalRange = operator === TEMPORAL_RANGE;
  const needsValue =
    !temporalRange &&
    operator &&
    !UNARY_OPERATORS.includes(operator) &&
    !BOOLEAN_OPERATORS.includes(operator);
  const { values, loading } = useColumnValues(
    datasource.type,
    datasource.id,
    draft.expressionType === 'SIMPLE' && needsValue && column ? subject : null,
  );
  const valueOptions = values.map((v) => ({
    value: JSON.stringify(v),
    label: v === null ? '<NULL>' : String(v),
  }));
  if (search && !valueOptions.some((o) => o.label === search)) {
    valueOptions.unshift({
      value: JSON.stringify(coerceComparator(search, column)),
      label: search,
    });
  }
  const parse = (k: string): unknown => JSON.parse(k);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Select
        data-testid="filter-subject-select"
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="Select column"
        notFoundContent={FILTER_TEXTS.noSuchColumn}
        value={subject ?? undefined}
        onChange={(v: string) => setDraft(chooseSubject(draft, v, false, context))}
        options={columns.map((c) => ({
          value: c.column_name,
          label: c.verbose_name || c.column_name,
        }))}
      />
      <Select
        data-testid="filter-operator-select"
        placeholder="Select operator"
        value={operator ?? undefined}
        onChange={(op: string) => setDraft(chooseOperator(draft, op))}
        options={filterOperators(subject, clause, context).map(([value, label]) => ({
          value,
          label,
        }))}
      />
      {temporalRange ? (
        <DateFilterControl
          name="comparator"
          placement="bottom"
          config={{ type: 'DateFilterControl' }}
          value={draft.comparator}
          datasource={datasource}
          formData={{}}
          onChange={(v) => setDraft({ ...draft, comparator: v })}
        />
      ) : null}
      {needsValue ? (
        <Select
          data-testid="filter-comparator-select"
          mode={MULTI_OPERATORS.includes(operator) ? 'multiple' : undefined}
          loading={loading}
          allowClear
          showSearch={{ optionFilterProp: 'label', onSearch: setSearch, searchValue: search }}
          placeholder={
            MULTI_OPERATORS.includes(operator) ? 'Select values' : 'Select or type a value'
          }
          value={
            Array.isArray(draft.comparator)
              ? draft.comparator.map((v) => JSON.stringify(v))
              : draft.comparator === undefined ||
                  draft.comparator === null ||
                  draft.comparator === ''
                ? undefined
                : JSON.stringify(draft.comparator)
          }
          onChange={(v: string | string[] | undefined) => {
            setSearch('');
            setDraft({
              ...draft,
              comparator: Array.isArray(v) ? v.map(parse) : v === undefined ? undefined : parse(v),
            });
          }}
          options={valueOptions}
        />
      ) : null}
    </div>
  );
}

/** The Custom SQL tab: WHERE or HAVING, and the condition. */
function SqlFilterFields({ draft, setDraft }: FieldsProps) {
  const clause = draft.clause ?? 'WHERE';
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Select
        data-testid="filter-clause-select"
        value={clause}
        style={{ width: 120 }}
        onChange={(c: 'WHERE' | 'HAVING') => setDraft({ ...draft, clause: c })}
        options={[
          { value: 'WHERE', label: 'WHERE' },
          { value: 'HAVING', label: 'HAVING' },
        ]}
      />
      <Input.TextArea
        data-testid="filter-sql-editor"
        style={{ fontFamily: 'monospace', minHeight: 110 }}
        value={draft.sqlExpression ?? ''}
        placeholder="Specify a SQL condition, e.g. name LIKE 'A%'"
        onChange={(e) => setDraft({ ...draft, sqlExpression: e.target.value })}
      />
    </div>
  );
}

export function FilterEditor(props: {
  filter: AdhocFilter;
  columns: ExploreColumn[];
  datasource: ExploreDatasource;
  onSave(filter: AdhocFilter): void;
  onClose(): void;
}) {
  const { datasource, columns } = props;
  const [draft, setDraft] = useState<AdhocFilter>(props.filter);
  const isDruid = datasource.type === 'druid';
  const valid = isAdhocFilterValid(draft);
  const simple = (
    <SimpleFilterFields
      draft={draft}
      setDraft={setDraft}
      columns={columns}
      datasource={datasource}
    />
  );
  const sql = <SqlFilterFields draft={draft} setDraft={setDraft} />;

  return (
    <div
      data-testid="filter-editor"
      style={{ width: 320, minHeight: 220, resize: 'both', overflow: 'auto' }}
    >
      <Tabs
        size="small"
        activeKey={draft.expressionType}
        onChange={(k) =>
          setDraft({
            ...draft,
            expressionType: k as 'SIMPLE' | 'SQL',
            clause: draft.clause ?? 'WHERE',
          })
        }
        items={[
          { key: 'SIMPLE', label: 'Simple', children: simple },
          {
            key: 'SQL',
            label: isDruid ? (
              <Tooltip title={FILTER_TEXTS.sqlDruid}>Custom SQL</Tooltip>
            ) : (
              'Custom SQL'
            ),
            disabled: isDruid,
            children: sql,
          },
        ]}
      />
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 8 }}>
        <Button size="small" data-testid="filter-cancel" onClick={props.onClose}>
          Cancel
        </Button>
        <Button
          size="small"
          type={valid ? 'primary' : 'default'}
          data-testid="filter-save"
          disabled={!valid}
          onClick={() => {
            props.onSave({ ...draft, isNew: false });
            props.onClose();
          }}
        >
          Save
        </Button>
      </div>
    </div>
  );
}
