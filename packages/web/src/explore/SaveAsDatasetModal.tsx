/**
 * "Save as dataset": a virtual dataset whose SQL is the chart's query, on the chart's
 * database; explore then opens on it.
 */
import { useState } from 'react';
import { Alert, Input, Modal, Typography } from 'antd';
import { useDispatch } from 'react-redux';
import type { ExploreDataset } from '@tessera/core';
import type { QueryFormData } from '@tessera/charts';
import { toApiErrorInfo } from '../api/apiError';
import { useCreateDatasetMutation } from '../api/datasetApi';
import type { AppDispatch } from '../store/store';
import { fetchChartQuery } from './chartQueryAndExport';

export function SaveAsDatasetModal({
  open,
  datasource,
  formData,
  onClose,
  onCreated,
}: {
  open: boolean;
  datasource: ExploreDataset;
  formData: QueryFormData;
  onClose(): void;
  onCreated(id: number): void;
}) {
  const dispatch = useDispatch<AppDispatch>();
  const [createDataset] = useCreateDatasetMutation();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    if (!name.trim()) return;
    setSaving(true);
    setError(null);
    try {
      const sql = await fetchChartQuery(dispatch, formData);
      const r = await createDataset({
        database: datasource.database.id,
        schema: datasource.schema ?? undefined,
        table_name: name.trim(),
        sql,
      }).unwrap();
      onCreated(r.id);
    } catch (e) {
      setError(toApiErrorInfo(e).message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title="Save or Overwrite Dataset"
      okText="Save"
      okButtonProps={{ disabled: !name.trim() }}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      afterClose={() => {
        setName('');
        setError(null);
      }}
    >
      <Typography.Paragraph type="secondary">
        The chart&apos;s query becomes the SQL of a new virtual dataset.
      </Typography.Paragraph>
      <Input
        aria-label="Dataset name"
        placeholder="Dataset name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        onPressEnter={() => void submit()}
      />
      {error && <Alert style={{ marginTop: 12 }} type="error" showIcon title={error} />}
    </Modal>
  );
}
