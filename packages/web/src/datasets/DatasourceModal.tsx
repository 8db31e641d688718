/**
 * The edit-dataset modal (Superset's DatasourceModal): Source, Metrics, Columns, Calculated
 * columns and Settings tabs over a working copy of the dataset; Save asks for confirmation
 * and is disabled while saving, while the editor has errors, or when the dataset is managed
 * externally.
 */
import { useState } from 'react';
import { Alert, App, Badge, Button, Checkbox, Flex, Modal, Tabs, Tooltip, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import type { Dataset } from '@tessera/core';
import { toApiErrorInfo } from '../api/apiError';
import {
  useGetDatasetQuery,
  useLazyGetDatasetQuery,
  useRefreshDatasetMutation,
  useUpdateDatasetMutation,
} from '../api/datasetApi';
import { ApiErrorMessage } from '../components/ErrorMessage';
import { PageSpinner } from '../components/PageSpinner';
import {
  describeFieldErrors,
  draftFromDataset,
  draftPayload,
  mergeSyncedColumns,
  validateDraft,
  type DatasetDraft,
} from './datasetDraft';
import { ColumnsTab } from './editor/ColumnsTab';
import { MetricsTab } from './editor/MetricsTab';
import { SettingsTab } from './editor/SettingsTab';
import { SourceTab } from './editor/SourceTab';

export const MANAGED_EXTERNALLY =
  "This dataset is managed externally, and can't be edited in Superset";
const CONFIRM_TEXT =
  'The dataset configuration exposed here affects all the charts using this dataset. Be ' +
  'mindful that changing settings here may affect other charts in undesirable ways.';
const SYNC_TEXT =
  "The dataset columns will be automatically synced based on the changes in your SQL query. If your changes don't impact the column definitions, you might want to skip this step.";

const WIDTH = 1000;

function TabTitle({ title, count }: { title: string; count: number }) {
  return (
    <Flex align="center" gap={6}>
      {title}
      <Badge count={count} showZero color="#8c8c8c" size="small" />
    </Flex>
  );
}

function DatasetEditor({
  dataset,
  onClose,
  onSaved,
}: {
  dataset: Dataset;
  onClose(): void;
  onSaved?: (dataset: Dataset) => void;
}) {
  const { message, modal } = App.useApp();
  const [draft, setDraft] = useState<DatasetDraft>(() => draftFromDataset(dataset));
  const [unlocked, setUnlocked] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [syncColumns, setSyncColumns] = useState<boolean | null>(null);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [updateDataset, updating] = useUpdateDatasetMutation();
  const [refreshDataset, refreshing] = useRefreshDatasetMutation();
  const [fetchDataset, fetching] = useLazyGetDatasetQuery();
  const errors = validateDraft(draft);
  const sqlChanged = draft.kind === 'virtual' && draft.sql !== (dataset.sql ?? '');
  const sync = syncColumns ?? sqlChanged;
  const saving = updating.isLoading;

  const syncFromSource = async () => {
    try {
      await refreshDataset(draft.id).unwrap();
      const fresh = await fetchDataset(draft.id).unwrap();
      const merged = mergeSyncedColumns(draft.columns, fresh.result.columns);
      setDraft({ ...draft, columns: merged.columns });
      if (merged.modified.length)
        message.success(`Modified columns: ${merged.modified.join(', ')}`);
      if (merged.removed.length) message.success(`Removed columns: ${merged.removed.join(', ')}`);
      if (merged.added.length) message.success(`New columns added: ${merged.added.join(', ')}`);
      message.success('Metadata has been synced');
    } catch (e) {
      message.error(toApiErrorInfo(e).message || 'An error has occurred');
    }
  };

  const save = async () => {
    const payload = draftPayload(draft);
    try {
      await updateDataset({ id: draft.id, body: payload, overrideColumns: sync }).unwrap();
      const saved = await fetchDataset(draft.id).unwrap();
      message.success('The dataset has been saved');
      setConfirmOpen(false);
      onSaved?.(saved.result);
      onClose();
    } catch (e) {
      const info = toApiErrorInfo(e);
      const lines = info.fieldErrors
        ? describeFieldErrors(info.fieldErrors, payload)
        : [info.message || 'An error has occurred'];
      setServerErrors(lines);
      setConfirmOpen(false);
      modal.error({
        title: 'Error',
        content: (
          <div>
            {lines.map((line) => (
              <div key={line}>{line}</div>
            ))}
          </div>
        ),
        okButtonProps: { danger: true },
      });
    }
  };

  const saveDisabled = saving || errors.length > 0 || draft.is_managed_externally;
  const saveTooltip = draft.is_managed_externally
    ? MANAGED_EXTERNALLY
    : errors.length
      ? errors.join('\n')
      : '';

  const change = (next: DatasetDraft) => {
    setDraft(next);
    if (serverErrors.length) setServerErrors([]);
  };

  const footer = (
    <Flex justify="end" gap={8}>
      <Button onClick={onClose}>Cancel</Button>
      <Tooltip
        title={saveTooltip ? <span style={{ whiteSpace: 'pre-line' }}>{saveTooltip}</span> : ''}
      >
        <Button type="primary" disabled={saveDisabled} onClick={() => setConfirmOpen(true)}>
          Save
        </Button>
      </Tooltip>
    </Flex>
  );

  const physicalCount = draft.columns.filter((c) => !c.calculated).length;
  const calculatedCount = draft.columns.length - physicalCount;

  return (
    <Modal
      open
      width={WIDTH}
      onCancel={onClose}
      mask={{ closable: !unlocked }}
      footer={footer}
      title={
        <span>
          <EditOutlined style={{ marginRight: 8 }} />
          Edit Dataset <strong>{draft.table_name}</strong>
        </span>
      }
      styles={{ body: { height: '68vh', overflowY: 'auto', paddingRight: 8 } }}
    >
      {(errors.length > 0 || serverErrors.length > 0) && (
        <Alert
          type="error"
          role="alert"
          style={{ marginBottom: 12 }}
          title={
            <div>
              {[...errors, ...serverErrors].map((e) => (
                <div key={e}>{e}</div>
              ))}
            </div>
          }
        />
      )}
      <Alert
        type="warning"
        style={{ marginBottom: 12 }}
        title={
          <span>
            <strong>Be careful.</strong> Changing these settings will affect all charts using this
            dataset, including charts owned by other people.
          </span>
        }
      />
      <Tabs
        defaultActiveKey="source"
        items={[
          {
            key: 'source',
            label: 'Source',
            children: (
              <SourceTab
                draft={draft}
                onChange={change}
                unlocked={unlocked}
                onToggleLock={() => setUnlocked(!unlocked)}
              />
            ),
          },
          {
            key: 'metrics',
            label: <TabTitle title="Metrics" count={draft.metrics.length} />,
            children: <MetricsTab draft={draft} onChange={change} />,
          },
          {
            key: 'columns',
            label: <TabTitle title="Columns" count={physicalCount} />,
            children: (
              <ColumnsTab
                draft={draft}
                onChange={change}
                calculated={false}
                onSync={() => void syncFromSource()}
                syncing={refreshing.isLoading || fetching.isFetching}
                syncDisabled={unlocked}
              />
            ),
          },
          {
            key: 'calculated',
            label: <TabTitle title="Calculated columns" count={calculatedCount} />,
            children: <ColumnsTab draft={draft} onChange={change} calculated />,
          },
          {
            key: 'settings',
            label: 'Settings',
            children: <SettingsTab draft={draft} onChange={change} />,
          },
        ]}
      />
      <Modal
        open={confirmOpen}
        title="Confirm save"
        okText="Confirm"
        onOk={() => void save()}
        confirmLoading={saving}
        okButtonProps={{ disabled: saving }}
        onCancel={() => setConfirmOpen(false)}
        width={520}
      >
        <Alert type="warning" style={{ margin: '12px 0' }} title={CONFIRM_TEXT} />
        {sqlChanged && (
          <div style={{ marginBottom: 12 }}>
            <Alert type="info" style={{ marginBottom: 8 }} title={SYNC_TEXT} />
            <Checkbox checked={sync} onChange={(e) => setSyncColumns(e.target.checked)}>
              Automatically sync columns
            </Checkbox>
          </div>
        )}
        <Typography.Paragraph style={{ margin: 0 }}>
          Are you sure you want to save and apply changes?
        </Typography.Paragraph>
      </Modal>
    </Modal>
  );
}

function LoadingDataset({
  datasetId,
  onClose,
  onSaved,
}: DatasourceModalProps & { datasetId: number }) {
  const { data, error } = useGetDatasetQuery(datasetId, { refetchOnMountOrArgChange: true });
  if (data && data.id === datasetId) {
    return <DatasetEditor dataset={data.result} onClose={onClose} onSaved={onSaved} />;
  }
  return (
    <Modal open width={WIDTH} title="Edit Dataset" onCancel={onClose} footer={null}>
      {error ? (
        <ApiErrorMessage error={toApiErrorInfo(error)} title="The dataset could not be loaded" />
      ) : (
        <PageSpinner height={320} />
      )}
    </Modal>
  );
}

export interface DatasourceModalProps {
  /** The dataset to edit; nothing is shown while null. */
  datasetId: number | null;
  onClose(): void;
  onSaved?: (dataset: Dataset) => void;
}

export default function DatasourceModal({ datasetId, onClose, onSaved }: DatasourceModalProps) {
  if (datasetId === null) return null;
  return (
    <LoadingDataset key={datasetId} datasetId={datasetId} onClose={onClose} onSaved={onSaved} />
  );
}
