/**
 * "Edit CSS" (Superset's CssEditor): the dashboard's CSS in a text editor, applied live as it
 * is typed (`onChange`), and a CSS template to start from (`/api/v1/css_template/`).
 */
import { useEffect, useState } from 'react';
import { App, Button, Flex, Input, Modal, Select, Typography } from 'antd';
import { useCssTemplatesQuery } from '../../api/dashboardApi';

export interface CssEditorModalProps {
  open: boolean;
  /** The dashboard's CSS when the dialog opens. */
  css: string;
  /** Called with the CSS at every change, to apply it at once. */
  onChange(css: string): void;
  onClose(): void;
}

export const CSS_TEMPLATES_ERROR = 'An error occurred while fetching available CSS templates';

export function CssEditorModal({ open, css, onChange, onClose }: CssEditorModalProps) {
  const { message } = App.useApp();
  const [text, setText] = useState(css);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setText(css);
  }
  const { data: templates, isError } = useCssTemplatesQuery(undefined, { skip: !open });
  useEffect(() => {
    if (isError) message.error(CSS_TEMPLATES_ERROR);
  }, [isError, message]);

  const change = (next: string) => {
    setText(next);
    onChange(next);
  };
  return (
    <Modal
      open={open}
      title="Edit CSS"
      onCancel={onClose}
      width={720}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <Flex justify="space-between" align="center" gap="small" style={{ marginBottom: 8 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          Live CSS editor
        </Typography.Title>
        {templates && templates.length > 0 && (
          <Select
            aria-label="Load a CSS template"
            placeholder="Load a CSS template"
            style={{ minWidth: 220 }}
            value={null}
            options={templates.map((t) => ({ value: t.id, label: t.template_name }))}
            onChange={(id) => change(templates.find((t) => t.id === id)?.css ?? '')}
          />
        )}
      </Flex>
      <Input.TextArea
        aria-label="CSS"
        value={text}
        onChange={(e) => change(e.target.value)}
        autoSize={{ minRows: 12, maxRows: 30 }}
        spellCheck={false}
        style={{ fontFamily: 'monospace' }}
      />
    </Modal>
  );
}
