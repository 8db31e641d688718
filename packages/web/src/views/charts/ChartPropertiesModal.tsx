/**
 * Superset's "Edit Chart Properties", from the chart list and from explore: name,
 * description, certification, cache timeout and owners, saved with one PUT; the server's
 * field errors land on their fields.
 */
import { useState } from 'react';
import { Alert, Form, Input, InputNumber, Modal, Select, Typography } from 'antd';
import type { ChartUpdate } from '@tessera/core';
import { toApiErrorInfo, type ApiErrorInfo } from '../../api/apiError';
import { useRelatedChartOwnersQuery, useUpdateChartMutation } from '../../api/chartApi';
import { applyFieldErrors } from '../../components/formErrors';
import { useDebounced } from '../../components/useDebounced';

interface Values {
  slice_name: string;
  description: string;
  certified_by: string;
  certification_details: string;
  cache_timeout: number | null;
  owners: number[];
}

const FIELDS = [
  'slice_name',
  'description',
  'certified_by',
  'certification_details',
  'cache_timeout',
  'owners',
] as const;

function Section({ title }: { title: string }) {
  return (
    <Typography.Title level={5} style={{ margin: '8px 0 12px' }}>
      {title}
    </Typography.Title>
  );
}

/** A chart's properties as the dialog opens with them; owners with the names shown. */
export interface ChartProperties {
  id: number;
  slice_name: string;
  description: string | null;
  certified_by: string | null;
  certification_details: string | null;
  cache_timeout: number | null;
  owners: { id: number; name: string }[];
}

export function ChartPropertiesModal({
  chart,
  onClose,
  onSaved,
}: {
  chart: ChartProperties;
  onClose(): void;
  /** After the chart was saved (the dialog then closes). */
  onSaved(body: ChartUpdate): void;
}) {
  const [form] = Form.useForm<Values>();
  const [update, state] = useUpdateChartMutation();
  const [error, setError] = useState<ApiErrorInfo | null>(null);
  const [ownerSearch, setOwnerSearch] = useState('');
  const owners = useRelatedChartOwnersQuery(useDebounced(ownerSearch, 300));

  const known = new Map<number, string>(chart.owners.map((o) => [o.id, o.name]));
  for (const o of owners.data?.result ?? []) known.set(o.value, o.text);
  const ownerOptions = [...known].map(([value, label]) => ({ value, label }));

  const save = async () => {
    const values = await form.validateFields();
    const body: ChartUpdate = {
      slice_name: values.slice_name.trim(),
      description: values.description || null,
      certified_by: values.certified_by || null,
      certification_details: values.certification_details || null,
      cache_timeout: values.cache_timeout ?? null,
      owners: values.owners,
    };
    setError(null);
    try {
      await update({ id: chart.id, body }).unwrap();
      onSaved(body);
      onClose();
    } catch (e) {
      setError(applyFieldErrors(form, toApiErrorInfo(e), FIELDS));
    }
  };

  return (
    <Modal
      open
      title="Edit Chart Properties"
      okText="Save"
      onOk={() => void save()}
      confirmLoading={state.isLoading}
      onCancel={onClose}
      destroyOnHidden
      width={560}
    >
      {error && <Alert type="error" showIcon style={{ marginBottom: 12 }} title={error.message} />}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{
          slice_name: chart.slice_name,
          description: chart.description ?? '',
          certified_by: chart.certified_by ?? '',
          certification_details: chart.certification_details ?? '',
          cache_timeout: chart.cache_timeout,
          owners: chart.owners.map((o) => o.id),
        }}
      >
        <Section title="Basic information" />
        <Form.Item
          name="slice_name"
          label="Name"
          rules={[{ required: true, whitespace: true, message: 'Name is required' }]}
        >
          <Input aria-label="Name" maxLength={250} />
        </Form.Item>
        <Form.Item
          name="description"
          label="Description"
          extra="The description can be displayed as widget headers in the dashboard view. Supports markdown."
        >
          <Input.TextArea aria-label="Description" rows={3} />
        </Form.Item>
        <Section title="Certification" />
        <Form.Item
          name="certified_by"
          label="Certified by"
          extra="Person or group that has certified this chart."
        >
          <Input aria-label="Certified by" />
        </Form.Item>
        <Form.Item
          name="certification_details"
          label="Certification details"
          extra="Any additional detail to show in the certification tooltip."
        >
          <Input aria-label="Certification details" />
        </Form.Item>
        <Section title="Configuration" />
        <Form.Item
          name="cache_timeout"
          label="Cache timeout"
          extra="Duration (in seconds) of the caching timeout for this chart. Set to -1 to bypass the cache. Note this defaults to the dataset's timeout if undefined."
        >
          <InputNumber aria-label="Cache timeout" precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Section title="Access" />
        <Form.Item
          name="owners"
          label="Owners"
          extra="A list of users who can alter the chart. Searchable by name or username."
        >
          <Select<number[]>
            mode="multiple"
            aria-label="Owners"
            loading={owners.isFetching}
            showSearch={{ onSearch: setOwnerSearch, filterOption: false }}
            options={ownerOptions}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
