/** Duplicate a virtual dataset under a new name (POST /api/v1/dataset/duplicate). */
import { useState } from 'react';
import { App, Input, Modal, Typography } from 'antd';
import type { DatasetListItem } from '@tessera/core';
import { toApiErrorInfo } from '../api/apiError';
import { useDuplicateDatasetMutation } from '../api/datasetApi';

export function DuplicateDatasetModal({
  dataset,
  onClose,
}: {
  dataset: DatasetListItem | null;
  onClose(): void;
}) {
  const { message } = App.useApp();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [duplicate, state] = useDuplicateDatasetMutation();

  const submit = async () => {
    if (!dataset || !name.trim()) return;
    try {
      await duplicate({ base_model_id: dataset.id, table_name: name.trim() }).unwrap();
      message.success(`Duplicated ${dataset.table_name} as ${name.trim()}`);
      onClose();
    } catch (e) {
      setError(toApiErrorInfo(e).message);
    }
  };

  return (
    <Modal
      open={dataset !== null}
      title="Duplicate dataset"
      okText="Duplicate"
      okButtonProps={{ disabled: !name.trim() }}
      confirmLoading={state.isLoading}
      onOk={() => void submit()}
      onCancel={onClose}
      afterClose={() => {
        setName('');
        setError(null);
      }}
      destroyOnHidden
      width={440}
    >
      <label>
        <Typography.Text strong style={{ display: 'block', marginBottom: 6 }}>
          New dataset name
        </Typography.Text>
        <Input
          value={name}
          autoFocus
          status={error ? 'error' : undefined}
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
          onPressEnter={() => void submit()}
        />
      </label>
      {error && (
        <Typography.Text type="danger" role="alert" style={{ display: 'block', marginTop: 6 }}>
          {error}
        </Typography.Text>
      )}
    </Modal>
  );
}
