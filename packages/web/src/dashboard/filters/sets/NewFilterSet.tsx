/**
 * "Create new filter set" (Superset's Footer and the set being made): the button, then a name
 * ("New filter set"), the applied filters it will hold, Cancel and Create. Not offered while
 * the selection has changes not applied, nothing is applied, or a set holds this selection
 * already (the reason shown below the button); Create waits for a name no other set has.
 */
import { useState } from 'react';
import { Button, Typography, theme } from 'antd';
import { FilterSetFilters } from './FilterSetFilters';
import { FilterSetNameForm } from './FilterSetNameForm';
import type { FilterSetRow } from './filterSetModel';
import { FILTER_SET_TEXTS } from './filterSetTexts';

export function NewFilterSet({
  rows,
  unavailable,
  nameTaken,
  onCreate,
}: {
  /** The applied filters and values the set will hold. */
  rows: readonly FilterSetRow[];
  /** Why no set can be made now (none: it can). */
  unavailable?: string;
  nameTaken(name: string): boolean;
  /** Saves the set; resolves once done (whether or not the server took it). */
  onCreate(name: string): Promise<void>;
}) {
  const { token } = theme.useToken();
  const [editing, setEditing] = useState(false);

  if (!editing || unavailable)
    return (
      <div data-test="filter-set-new" style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        <Button
          block
          size="small"
          disabled={Boolean(unavailable)}
          onClick={() => setEditing(true)}
          data-test="new-filter-set-button"
        >
          {FILTER_SET_TEXTS.createNew}
        </Button>
        {unavailable && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {unavailable}
          </Typography.Text>
        )}
      </div>
    );
  return (
    <div
      data-test="filter-set-new"
      style={{
        padding: 8,
        borderRadius: token.borderRadius,
        background: token.colorFillQuaternary,
      }}
    >
      <FilterSetNameForm
        initialName={FILTER_SET_TEXTS.defaultName}
        nameTaken={nameTaken}
        submitText={FILTER_SET_TEXTS.create}
        onSubmit={onCreate}
        onCancel={() => setEditing(false)}
        testIds={{ cancel: 'filter-set-cancel-button', submit: 'create-filter-set-button' }}
      >
        <FilterSetFilters rows={rows} defaultOpen />
      </FilterSetNameForm>
    </div>
  );
}
