/**
 * "Add and edit filters": the dashboard's native filters and dividers configured (Superset's
 * FiltersConfigModal). The list on the left, the item shown on the right; Save checks every
 * item (failures are logged, nothing is saved, the first invalid item is shown and its first
 * invalid field focused: the spec's native-filter form rule) and writes the changes through
 * `PUT /api/v1/dashboard/<pk>/filters`; `onSave` gets the configuration the server kept.
 * Cancel with changes asks first.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Button, Empty, Form, Modal, Space, theme } from 'antd';
import {
  type DashboardChart,
  type DashboardLayout,
  type DashboardShow,
  type NativeFilterItem,
} from '@tessera/core';
import type { DashboardDataset } from '../../../api/dashboardPage';
import { CAN_BE_PARENT, itemTitle, mostUsedDataset, type ItemDraft } from './filterDraft';
import { FilterList } from './FilterList';
import { FilterPane, type PaneTab } from './FilterPane';
import { hasCircularDependency, parentMap, type FilterField } from './filterValidation';
import { fieldDomId } from './formParts';
import { datasetLabel, useFilterDataset } from './useFilterDataset';
import { useFiltersEditor, type FiltersEditor } from './useFiltersEditor';
import { useSaveFilters } from './useSaveFilters';

export const MODAL_TEXTS = {
  title: 'Add and edit filters',
  cancel: 'Cancel',
  save: 'Save',
  unsaved: 'There are unsaved changes.',
  sure: 'Are you sure you want to cancel?',
  keepEditing: 'Keep editing',
  yesCancel: 'Yes, cancel',
  empty: 'No filters or dividers. Add one with "Add filters and dividers".',
} as const;

export interface NativeFiltersModalProps {
  open: boolean;
  dashboard: DashboardShow;
  layout: DashboardLayout;
  charts: ReadonlyMap<number, DashboardChart>;
  /** By datasource key (`<id>__table`); undefined until the datasets have come. */
  datasets: ReadonlyMap<string, DashboardDataset> | undefined;
  /** The current native_filter_configuration. */
  filters: NativeFilterItem[];
  /** Open on this filter. */
  initialFilterId?: string;
  /** After the server accepted the change, with the configuration it kept. */
  onSave(filters: NativeFilterItem[]): void;
  onCancel(): void;
}

export function NativeFiltersModal(props: NativeFiltersModalProps) {
  // Opened afresh each time: what was left unsaved is gone.
  return props.open ? <FiltersDialog {...props} /> : null;
}

/** The parents a filter may take, and one to start with that makes no cycle. */
function useParents(editor: FiltersEditor, id: string | undefined) {
  const { kept } = editor;
  const options = useMemo(
    () =>
      kept
        .filter(
          (d) => d.id !== id && d.kind === 'NATIVE_FILTER' && CAN_BE_PARENT.includes(d.filterType),
        )
        .map((d) => ({ value: d.id, label: itemTitle(d) })),
    [kept, id],
  );
  const suggest = useCallback(() => {
    if (!id) return undefined;
    const parents = parentMap(kept);
    const fits = options.find(
      (o) => !hasCircularDependency(new Map([...parents, [id, [o.value]]]), id),
    );
    return (fits ?? options[0])?.value;
  }, [kept, options, id]);
  return { options, suggest };
}

function DialogFooter({
  saving: s,
  onClose,
}: {
  saving: ReturnType<typeof useSaveFilters>;
  onClose(): void;
}) {
  if (s.confirming)
    return (
      <Alert
        type="warning"
        showIcon
        title={MODAL_TEXTS.unsaved}
        description={MODAL_TEXTS.sure}
        style={{ textAlign: 'left' }}
        action={
          <Space>
            <Button size="small" onClick={s.keepEditing}>
              {MODAL_TEXTS.keepEditing}
            </Button>
            <Button size="small" type="primary" onClick={onClose}>
              {MODAL_TEXTS.yesCancel}
            </Button>
          </Space>
        }
      />
    );
  return (
    <Space>
      <Button onClick={s.cancel}>{MODAL_TEXTS.cancel}</Button>
      <Button type="primary" loading={s.saving} onClick={() => void s.save()}>
        {MODAL_TEXTS.save}
      </Button>
    </Space>
  );
}

function FiltersDialog(props: NativeFiltersModalProps) {
  const { token } = theme.useToken();
  const { dashboard, layout, charts, datasets, filters } = props;
  const defaultDatasetId = useMemo(
    () =>
      mostUsedDataset(
        [...charts.values()].map((c) => c.form_data?.datasource as string | undefined),
      ),
    [charts],
  );
  const editor = useFiltersEditor({
    filters,
    initialFilterId: props.initialFilterId,
    defaultDatasetId,
  });
  const [tab, setTab] = useState<PaneTab>('settings');
  const [focus, setFocus] = useState<{ id: string; field: FilterField } | null>(null);
  const saving = useSaveFilters({
    dashboardId: dashboard.id,
    filters,
    layout,
    editor,
    onInvalid: (first) => {
      editor.select(first.id);
      setTab('settings');
      setFocus(first);
    },
    onSave: props.onSave,
    onCancel: props.onCancel,
  });

  const draft = editor.current ? editor.drafts[editor.current] : undefined;
  const { dataset } = useFilterDataset(
    draft?.kind === 'NATIVE_FILTER' ? draft.datasetId : undefined,
    datasets,
  );
  const datasetOptions = useMemo(
    () => [...(datasets?.values() ?? [])].map((d) => ({ value: d.id, label: datasetLabel(d) })),
    [datasets],
  );
  const parents = useParents(editor, draft?.id);
  const items = useMemo(
    () => editor.order.map((id) => editor.drafts[id]),
    [editor.order, editor.drafts],
  );
  const errored = useMemo(() => new Set(Object.keys(editor.errors)), [editor.errors]);

  // Focus what was asked for once it is drawn (a new item's name, the first invalid field).
  useEffect(() => {
    if (!focus) return;
    const frame = requestAnimationFrame(() => {
      document.getElementById(fieldDomId(focus.id, focus.field))?.focus();
      setFocus(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [focus]);

  const add = (kind: ItemDraft['kind']) => {
    const id = editor.add(kind);
    setTab('settings');
    saving.keepEditing();
    setFocus({ id, field: kind === 'DIVIDER' ? 'title' : 'name' });
  };

  return (
    <Modal
      open
      title={MODAL_TEXTS.title}
      width={1000}
      centered
      maskClosable={false}
      onCancel={saving.cancel}
      footer={<DialogFooter saving={saving} onClose={props.onCancel} />}
    >
      {saving.error && (
        <Alert
          type="error"
          showIcon
          title={saving.error}
          role="alert"
          style={{ marginBottom: 12 }}
        />
      )}
      <div
        data-testid="native-filters-modal"
        style={{ display: 'flex', height: 'min(640px, calc(100vh - 240px))', minHeight: 360 }}
      >
        <div
          style={{
            width: 280,
            flex: 'none',
            overflowY: 'auto',
            paddingRight: 12,
            borderRight: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          <FilterList
            items={items}
            current={editor.current}
            pending={editor.pending}
            errored={errored}
            onAdd={add}
            onSelect={(id) => {
              editor.select(id);
              setTab('settings');
            }}
            onRemove={editor.remove}
            onRestore={editor.restore}
            onMove={editor.move}
          />
        </div>
        <Form
          layout="vertical"
          component="div"
          style={{ flex: 1, minWidth: 0, overflowY: 'auto', padding: '0 8px 0 20px' }}
        >
          {draft ? (
            <FilterPane
              key={draft.id}
              draft={draft}
              removed={editor.pending.has(draft.id)}
              errors={editor.errors[draft.id] ?? {}}
              tab={tab}
              onTab={setTab}
              layout={layout}
              charts={charts}
              dataset={dataset}
              datasetOptions={datasetOptions}
              parentOptions={parents.options}
              suggestParent={parents.suggest}
              onChange={(change) => editor.update(draft.id, change)}
              onRestore={() => editor.restore(draft.id)}
            />
          ) : (
            <Empty description={MODAL_TEXTS.empty} style={{ marginTop: 96 }} />
          )}
        </Form>
      </div>
    </Modal>
  );
}
