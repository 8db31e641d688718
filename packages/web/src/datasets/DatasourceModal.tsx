/**
 * The edit-dataset modal (Superset's DatasourceModal): Source, Metrics, Columns, Calculated
 * columns and Settings tabs over a working copy of the dataset; Save asks for confirmation
 * and is disabled while saving, while the editor has errors, or when the dataset is managed
 * externally.
 */
import { useState } from 'react';
import { Alert, App, Button, Flex, Modal, Tooltip } from 'antd';
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
import { ConfirmSaveModal } from './editor/ConfirmSaveModal';
import { EditorTabs } from './editor/EditorTabs';

export const MANAGED_EXTERNALLY =
  "This dataset is managed externally, and can't be edited in Superset";

const WIDTH = 1000;

/** The editor's errors (its own and the server's), then the warning that all charts change. */
function EditorAlerts({ errors }: { errors: string[] }) {
  return (
    <>
      {errors.length > 0 && (
        <Alert
          type="error"
          role="alert"
          style={{ marginBottom: 12 }}
          title={
            <div>
              {errors.map((e) => (
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
    </>
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
      <EditorAlerts errors={[...errors, ...serverErrors]} />
      <EditorTabs
        draft={draft}
        onChange={change}
        unlocked={unlocked}
        onToggleLock={() => setUnlocked(!unlocked)}
        onSync={() => void syncFromSource()}
        syncing={refreshing.isLoading || fetching.isFetching}
      />
      <ConfirmSaveModal
        open={confirmOpen}
        saving={saving}
        sqlChanged={sqlChanged}
        sync={sync}
        onSyncChange={setSyncColumns}
        onConfirm={() => void save()}
        onCancel={() => setConfirmOpen(false)}
      />
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
