/**
 * Superset's delete confirmation: a description of what breaks, and the word DELETE typed
 * before the Delete button works.
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Input, Modal, Typography } from 'antd';

const CONFIRM_WORD = 'DELETE';

export function DeleteModal({
  open,
  title,
  description,
  onConfirm,
  onCancel,
  loading,
}: {
  open: boolean;
  title: string;
  description: ReactNode;
  onConfirm(): void;
  onCancel(): void;
  loading?: boolean;
}) {
  const [typed, setTyped] = useState('');
  return (
    <Modal
      open={open}
      title={title}
      okText="Delete"
      okButtonProps={{ danger: true, disabled: typed.trim().toUpperCase() !== CONFIRM_WORD }}
      confirmLoading={loading}
      onOk={onConfirm}
      onCancel={onCancel}
      afterClose={() => setTyped('')}
      destroyOnHidden
      width={480}
    >
      <Typography.Paragraph>{description}</Typography.Paragraph>
      <label>
        <Typography.Text>Type &quot;{CONFIRM_WORD}&quot; to confirm</Typography.Text>
        <Input
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          aria-label={`Type ${CONFIRM_WORD} to confirm`}
          autoComplete="off"
          style={{ marginTop: 8 }}
          onPressEnter={() => {
            if (typed.trim().toUpperCase() === CONFIRM_WORD) onConfirm();
          }}
        />
      </label>
    </Modal>
  );
}
