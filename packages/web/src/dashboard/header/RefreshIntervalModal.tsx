/**
 * "Set auto-refresh interval" (Superset's RefreshIntervalModal): one of Superset's intervals.
 * While viewing it applies to this visit; in edit mode it is saved with the dashboard.
 */
import { useState } from 'react';
import { Form, Modal, Select, Typography } from 'antd';
import { REFRESH_INTERVALS } from './autoRefresh';

export function RefreshIntervalModal({
  open,
  frequency,
  editMode,
  onChange,
  onClose,
}: {
  open: boolean;
  frequency: number;
  editMode: boolean;
  onChange(seconds: number): void;
  onClose(): void;
}) {
  const [value, setValue] = useState(frequency);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setValue(frequency);
  }
  const options = REFRESH_INTERVALS.map(([seconds, label]) => ({ value: seconds, label }));
  if (!options.some((o) => o.value === frequency))
    options.push({ value: frequency, label: `${frequency} seconds` });
  return (
    <Modal
      open={open}
      title="Refresh interval"
      okText="Save"
      onOk={() => {
        onChange(value);
        onClose();
      }}
      onCancel={onClose}
    >
      <Form layout="vertical">
        <Form.Item label="Refresh frequency" htmlFor="refresh-frequency">
          <Select id="refresh-frequency" value={value} onChange={setValue} options={options} />
        </Form.Item>
      </Form>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {editMode
          ? 'The refresh frequency is kept when the dashboard is saved.'
          : 'The refresh frequency applies to this visit only; edit the dashboard to keep it.'}
      </Typography.Paragraph>
    </Modal>
  );
}
