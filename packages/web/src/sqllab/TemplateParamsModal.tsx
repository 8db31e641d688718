/** The tab's template parameters (JSON), sent with each run as templateParams. */
import { useState } from 'react';
import { Input, Modal, Typography } from 'antd';

export function templateParamsError(text: string): string | null {
  if (!text.trim()) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      return 'Parameters must be a JSON object';
    return null;
  } catch {
    return 'Parameters are not valid JSON';
  }
}

export function TemplateParamsModal({
  value,
  onSave,
  onClose,
}: {
  value: string;
  onSave(text: string): void;
  onClose(): void;
}) {
  const [text, setText] = useState(value || '{}');
  const error = templateParamsError(text);
  return (
    <Modal
      open
      title="Template parameters"
      okText="Save"
      okButtonProps={{ disabled: !!error }}
      onOk={() => {
        onSave(text.trim() === '{}' ? '' : text);
        onClose();
      }}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">
        Values for Jinja templates in the query, as a JSON object.
      </Typography.Paragraph>
      <Input.TextArea
        aria-label="Template parameters"
        rows={8}
        value={text}
        status={error ? 'error' : undefined}
        onChange={(e) => setText(e.target.value)}
        style={{ fontFamily: 'Menlo, Consolas, monospace' }}
      />
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
    </Modal>
  );
}
