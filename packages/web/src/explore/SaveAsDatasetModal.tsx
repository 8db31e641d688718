/**
 * "Save as dataset": a virtual dataset whose SQL is the chart's query, on the chart's
 * database; explore then opens on it.
 */
import { useState } from 'react';
import { Alert, Input, Modal, Typography } from 'antd';
import type { QueryFormData } from '@tessera/charts';
import { toApiErrorInfo } from '../api/apiError';
import { apiRequest } from '../api/client';
import { fetchChartQuery } from './chartQueryAndExport';
import type { ExploreDatasource } from './types';

export function SaveAsDatasetModal({
  open,
  datasource,
  formData,
  onClose,
  onCreated,
}: {
  open: boolean;
  datasource: ExploreDatasource;
  formData: QueryFormData;
  onClose(): void;
  onCreated(id: number): void;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    if (!name.trim()) return;
    setSaving(true);
    setError(null);
    try {
      const sql = await fetchChartQuery(formData);
      const r = await apiRequest<{ id: number }>('/api/v1/dataset/', {
        method: 'POST',
        body: {
          database: datasource.database.id,
          schema: datasource.schema ?? undefined,
          table_name: name.trim(),
          sql,
        },
      });
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
