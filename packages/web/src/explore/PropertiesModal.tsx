/**
 * Chart properties: name, description, certification, cache timeout and owners, saved with
 * PUT /api/v1/chart/<id>.
 */
import { useEffect, useState } from 'react';
import { Alert, Form, Input, InputNumber, Modal, Select } from 'antd';
import { toApiErrorInfo } from '../api/apiError';
import { useDebounced } from '../components/useDebounced';
import {
  fetchChartOwnerOptions,
  updateChartProperties,
  type ChartWrite,
  type RelatedOwner,
} from './exploreApi';
import type { ExploreSlice } from './types';

export interface ChartPropertiesValues {
  slice_name: string;
  description: string;
  certified_by: string;
  certification_details: string;
  cache_timeout: number | null;
  owners: { value: number; label: string }[];
}

export function PropertiesModal({
  slice,
  ownerNames,
  onClose,
  onSaved,
}: {
  slice: ExploreSlice;
  ownerNames: Record<number, string>;
  onClose(): void;
  onSaved(values: ChartWrite): void;
}) {
  const [form] = Form.useForm<ChartPropertiesValues>();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [search, setSearch] = useState('');
  const filter = useDebounced(search, 300);
  const [options, setOptions] = useState<RelatedOwner[]>([]);

  useEffect(() => {
    fetchChartOwnerOptions(filter).then(setOptions, () => setOptions([]));
  }, [filter, slice]);

  const submit = async () => {
    const v = await form.validateFields();
    const body: ChartWrite = {
      slice_name: v.slice_name.trim(),
      description: v.description || null,
      certified_by: v.certified_by || null,
      certification_details: v.certification_details || null,
      cache_timeout: v.cache_timeout ?? null,
      owners: v.owners.map((o) => o.value),
    };
    setSaving(true);
    try {
      await updateChartProperties(slice.slice_id, body);
      onSaved(body);
    } catch (e) {
      setError(toApiErrorInfo(e).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title="Edit Chart Properties"
      okText="Save"
      onOk={() => void submit()}
      confirmLoading={saving}
      onCancel={onClose}
      width={560}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          slice_name: slice.slice_name ?? '',
          description: slice.description ?? '',
          certified_by: slice.certified_by ?? '',
          certification_details: slice.certification_details ?? '',
          cache_timeout: slice.cache_timeout,
          owners: slice.owners.map((id) => ({ value: id, label: ownerNames[id] ?? String(id) })),
        }}
      >
        <Form.Item
          name="slice_name"
          label="Name"
          rules={[{ required: true, whitespace: true, message: 'Name is required' }]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="description"
          label="Description"
          extra="The description can be displayed as widget headers in the dashboard view. Supports markdown."
        >
          <Input.TextArea rows={3} />
        </Form.Item>
        <Form.Item
          name="certified_by"
          label="Certified by"
          extra="Person or group that has certified this chart."
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="certification_details"
          label="Certification details"
          extra="Any additional detail to show in the certification tooltip."
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="cache_timeout"
          label="Cache timeout"
          extra="Duration (in seconds) of the caching timeout for this chart. Set to -1 to bypass the cache. Note this defaults to the dataset's timeout if undefined."
        >
          <InputNumber style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="owners"
          label="Owners"
          extra="A list of users who can alter the chart. Searchable by name or username."
        >
          <Select
            mode="multiple"
            labelInValue
            showSearch={{ filterOption: false, onSearch: setSearch }}
            options={options.map((o) => ({ value: o.value, label: o.text }))}
          />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}
