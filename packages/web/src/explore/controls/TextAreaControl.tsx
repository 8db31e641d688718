/** TextAreaControl: multi-line text (SQL, markdown, JSON), saved on blur. */
import { Input } from 'antd';
import { useState } from 'react';
import type { ControlProps } from './types';

export function TextAreaControl({ name, config, value, onChange }: ControlProps) {
  const [text, setText] = useState(typeof value === 'string' ? value : '');
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setText(typeof value === 'string' ? value : '');
  }
  return (
    <Input.TextArea
      data-testid={`textarea-${name}`}
      aria-label={config.label ?? name}
      value={text}
      placeholder={config.placeholder}
      autoSize={{ minRows: 3, maxRows: 10 }}
      style={{ fontFamily: config.language ? 'monospace' : undefined }}
      onChange={(e) => setText(e.target.value)}
      onBlur={() => {
        if (text !== value) onChange(text);
      }}
    />
  );
}
