/**
 * A filter set's name being written (a new set, or one renamed): the name, what else the form
 * shows (a new set's filters), why it cannot be saved (no name, another set's name), Cancel
 * (or Escape) and the button that saves it (or Enter).
 */
import { useState, type ReactNode } from 'react';
import { Button, Input, Typography } from 'antd';
import { FILTER_SET_TEXTS } from './filterSetTexts';

export function FilterSetNameForm({
  initialName,
  nameTaken,
  submitText,
  onSubmit,
  onCancel,
  children,
  testIds,
}: {
  initialName: string;
  nameTaken(name: string): boolean;
  submitText: string;
  /** Saves under this name; resolves once done (whether or not the server took it). */
  onSubmit(name: string): Promise<void>;
  onCancel(): void;
  children?: ReactNode;
  testIds: { cancel: string; submit: string };
}) {
  const [name, setName] = useState(initialName);
  const [saving, setSaving] = useState(false);
  const trimmed = name.trim();
  const problem = !trimmed
    ? FILTER_SET_TEXTS.nameMissing
    : nameTaken(trimmed)
      ? FILTER_SET_TEXTS.nameTaken
      : undefined;
  const submit = async () => {
    if (problem || saving) return;
    setSaving(true);
    await onSubmit(trimmed);
    setSaving(false);
    onCancel();
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Input
        size="small"
        autoFocus
        aria-label={FILTER_SET_TEXTS.name}
        value={name}
        maxLength={500}
        onChange={(e) => setName(e.target.value)}
        onPressEnter={() => void submit()}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onCancel();
        }}
      />
      {children}
      {problem && trimmed !== '' && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {problem}
        </Typography.Text>
      )}
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
        <Button size="small" onClick={onCancel} data-test={testIds.cancel}>
          {FILTER_SET_TEXTS.cancel}
        </Button>
        <Button
          size="small"
          type="primary"
          disabled={Boolean(problem)}
          loading={saving}
          onClick={() => void submit()}
          data-test={testIds.submit}
        >
          {submitText}
        </Button>
      </div>
    </div>
  );
}
