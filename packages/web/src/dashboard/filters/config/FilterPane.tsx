/**
 * The dialog's right pane for the item shown: a removed one's notice with "Restore filter"; a
 * divider's Title and Description (Superset's DividerConfigForm); a filter's Settings and
 * Scoping tabs.
 */
import { Button, Input, Tabs, Typography } from 'antd';
import type { DashboardChart, DashboardLayout } from '@tessera/core';
import type { DashboardDataset } from '../../../api/dashboardPage';
import type { DatasetOption } from '../../../components/DatasetSelect';
import type { ParentOption } from './FilterConfiguration';
import type { DividerDraft, FilterDraft, ItemDraft } from './filterDraft';
import type { FieldErrors } from './filterValidation';
import { LIST_TEXTS } from './FilterList';
import { FilterScoping } from './FilterScoping';
import { FilterSettings } from './FilterSettings';
import { Field, fieldDomId } from './formParts';

export const PANE_TEXTS = {
  removed: 'You have removed this filter.',
  settings: 'Settings',
  scoping: 'Scoping',
  title: 'Title',
  description: 'Description',
} as const;

export type PaneTab = 'settings' | 'scoping';

export interface FilterPaneProps {
  draft: ItemDraft;
  removed: boolean;
  errors: FieldErrors;
  tab: PaneTab;
  onTab(tab: PaneTab): void;
  layout: DashboardLayout;
  charts: ReadonlyMap<number, DashboardChart>;
  dataset?: DashboardDataset;
  datasetOptions: readonly DatasetOption[];
  parentOptions: readonly ParentOption[];
  suggestParent(): string | undefined;
  onChange(change: Partial<ItemDraft>): void;
  onRestore(): void;
}

function DividerForm({
  draft,
  errors,
  onChange,
}: {
  draft: DividerDraft;
  errors: FieldErrors;
  onChange(change: Partial<DividerDraft>): void;
}) {
  const titleId = fieldDomId(draft.id, 'title');
  const descriptionId = fieldDomId(draft.id, 'description');
  return (
    <>
      <Field id={titleId} label={PANE_TEXTS.title} required error={errors.title}>
        <Input
          id={titleId}
          value={draft.title}
          status={errors.title ? 'error' : undefined}
          aria-invalid={errors.title ? true : undefined}
          aria-required
          onChange={(e) => onChange({ title: e.target.value })}
        />
      </Field>
      <Field id={descriptionId} label={PANE_TEXTS.description}>
        <Input.TextArea
          id={descriptionId}
          autoSize={{ minRows: 3, maxRows: 8 }}
          value={draft.description}
          onChange={(e) => onChange({ description: e.target.value })}
        />
      </Field>
    </>
  );
}

export function FilterPane(props: FilterPaneProps) {
  const { draft, removed } = props;
  if (removed)
    return (
      <div style={{ textAlign: 'center', padding: '96px 16px' }}>
        <Typography.Paragraph type="secondary">{PANE_TEXTS.removed}</Typography.Paragraph>
        <Button type="primary" onClick={props.onRestore}>
          {LIST_TEXTS.restore}
        </Button>
      </div>
    );
  if (draft.kind === 'DIVIDER')
    return <DividerForm draft={draft} errors={props.errors} onChange={props.onChange} />;
  const onChange = (change: Partial<FilterDraft>) => props.onChange(change);
  return (
    <Tabs
      activeKey={props.tab}
      onChange={(key) => props.onTab(key as PaneTab)}
      items={[
        {
          key: 'settings',
          label: PANE_TEXTS.settings,
          children: (
            <FilterSettings
              draft={draft}
              errors={props.errors}
              dataset={props.dataset}
              datasetOptions={props.datasetOptions}
              parentOptions={props.parentOptions}
              suggestParent={props.suggestParent}
              onChange={onChange}
            />
          ),
        },
        {
          key: 'scoping',
          label: PANE_TEXTS.scoping,
          children: (
            <FilterScoping
              draft={draft}
              layout={props.layout}
              charts={props.charts}
              onChange={onChange}
            />
          ),
        },
      ]}
    />
  );
}
