/**
 * Superset's "Embed code" (EmbedCodeContent): the HTML of an iframe that frames a permalink
 * standalone (`?standalone=1&height=<height>`), its width and height chosen in pixels, with a
 * button that copies it. Explore's and the dashboard's Share menus open it with a permalink
 * of the chart or of the dashboard.
 */
import { useId, useState } from 'react';
import { App, Button, Flex, Input, Modal, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';

export const EMBED_DEFAULT_SIZE = { width: '600', height: '400' } as const;

/** The iframe's HTML, as Superset writes it. */
export function embedCode(url: string, width: string, height: string): string {
  return (
    '<iframe\n' +
    `  width="${width}"\n` +
    `  height="${height}"\n` +
    '  seamless\n' +
    '  frameBorder="0"\n' +
    '  scrolling="no"\n' +
    `  src="${url}?standalone=1&height=${height}"\n` +
    '>\n' +
    '</iframe>'
  );
}

function SizeInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id}>
        <Typography.Text type="secondary">{label}</Typography.Text>
      </label>
      <Input
        id={id}
        type="number"
        min={1}
        value={value}
        suffix="px"
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

export function EmbedCodeModal({
  url,
  subject = 'Chart',
  onClose,
}: {
  /** The permalink the iframe frames. */
  url: string;
  /** What is framed, naming the size inputs ("Chart height"). */
  subject?: 'Chart' | 'Dashboard';
  onClose(): void;
}) {
  const { message } = App.useApp();
  const [width, setWidth] = useState<string>(EMBED_DEFAULT_SIZE.width);
  const [height, setHeight] = useState<string>(EMBED_DEFAULT_SIZE.height);
  const code = embedCode(url, width, height);
  const copy = () =>
    navigator.clipboard
      .writeText(code)
      .then(() => message.success('Copied to clipboard!'))
      .catch(() => message.error('Sorry, your browser does not support copying.'));
  return (
    <Modal open title="Embed code" footer={null} onCancel={onClose}>
      <div data-test="embed-code-popover">
        <Flex justify="flex-end">
          <Button
            type="text"
            icon={<CopyOutlined />}
            aria-label="Copy to clipboard"
            title="Copy to clipboard"
            onClick={() => void copy()}
          />
        </Flex>
        <Input.TextArea
          readOnly
          rows={11}
          value={code}
          aria-label="Embed code"
          data-test="embed-code"
          style={{ fontFamily: 'monospace', resize: 'vertical' }}
        />
        <Flex gap={16} style={{ marginTop: 16 }}>
          <SizeInput label={`${subject} height`} value={height} onChange={setHeight} />
          <SizeInput label={`${subject} width`} value={width} onChange={setWidth} />
        </Flex>
      </div>
    </Modal>
  );
}
