/** The column editor: tabs Saved / Simple / Custom SQL, label default "My column", Close and Save. */
import { Button, Empty, Input, Select, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import type { QueryFormColumn } from '@tessera/charts';
import { EditableLabel } from './EditableLabel';
import {
  COLUMN_TEXTS,
  columnDraft,
  columnFromDraft,
  savedExpressions,
  simpleColumns,
  type ColumnDraft,
  type ColumnTab,
} from './columnEditor';
import type { ExploreColumn } from './types';

export function ColumnEditor(props: {
  value: QueryFormColumn | null;
  options: ExploreColumn[];
  temporalOnly: boolean;
  onSave(column: QueryFormColumn): void;
  onClose(): void;
}) {
  const initial = useMemo(
    () => columnDraft(props.value, props.options),
    [props.value, props.options],
  );
  const [draft, setDraft] = useState<ColumnDraft>(initial);
  const saved = savedExpressions(props.options);
  const simple = simpleColumns(props.options);
  const result = columnFromDraft(draft);
  const changed =
    JSON.stringify(result) !== JSON.stringify(columnFromDraft(initial)) ||
    draft.label !== initial.label;
  const sqlOnly = draft.tab === 'sqlExpression';

  const columnSelect = (
    list: ExploreColumn[],
    value: string | null,
    key: 'savedColumn' | 'simpleColumn',
  ) => (
    <Select
      data-testid={`${key}-select`}
      style={{ width: '100%' }}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="Select column"
      value={value ?? undefined}
      onChange={(v: string) => setDraft({ ...draft, [key]: v })}
      options={list.map((c) => ({ value: c.column_name, label: c.verbose_name || c.column_name }))}
    />
  );
  const empty = (text: string) => <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} />;

  const children: Record<ColumnTab, React.ReactNode> = {
    saved: saved.length
      ? columnSelect(saved, draft.savedColumn, 'savedColumn')
      : empty(COLUMN_TEXTS.noSavedExpressions),
    simple:
      simple.length || !props.temporalOnly
        ? columnSelect(simple, draft.simpleColumn, 'simpleColumn')
        : empty(COLUMN_TEXTS.noTemporalColumns),
    sqlExpression: (
      <Input.TextArea
        data-testid="column-sql-editor"
        style={{ fontFamily: 'monospace', minHeight: 120 }}
        value={draft.sqlExpression}
        onChange={(e) => setDraft({ ...draft, sqlExpression: e.target.value })}
      />
    ),
  };

  return (
    <div
      data-testid="column-editor"
      style={{ width: 320, minHeight: 220, resize: 'both', overflow: 'auto' }}
    >
      <div style={{ marginBottom: 8 }}>
        {sqlOnly ? (
          <EditableLabel
            value={draft.label}
            placeholder={
              typeof result === 'object' && result
                ? (result.label ?? COLUMN_TEXTS.defaultLabel)
                : COLUMN_TEXTS.defaultLabel
            }
            onChange={(label) => setDraft({ ...draft, label })}
          />
        ) : (
          <strong>{typeof result === 'string' ? result : COLUMN_TEXTS.defaultLabel}</strong>
        )}
      </div>
      <Tabs
        size="small"
        activeKey={draft.tab}
        onChange={(k) => setDraft({ ...draft, tab: k as ColumnTab })}
        items={(['saved', 'simple', 'sqlExpression'] as const).map((key) => ({
          key,
          label: COLUMN_TEXTS.tabs[key],
          children: children[key],
        }))}
      />
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 8 }}>
        <Button size="small" data-testid="column-close" onClick={props.onClose}>
          Close
        </Button>
        <Button
          size="small"
          data-testid="column-save"
          type={changed && result !== null ? 'primary' : 'default'}
          disabled={result === null}
          onClick={() => {
            if (result !== null) props.onSave(result);
            props.onClose();
          }}
        >
          Save
        </Button>
      </div>
    </div>
  );
}
