/** TextControl: debounced text input, optionally parsed as an int or a float. */
import { Input } from 'antd';
import { useState } from 'react';
import { parseTextInput } from './controlValues';
import type { ControlProps } from './types';
import { useDebouncedChange } from './useDebouncedChange';

/** Superset's input debounce. */
export const TEXT_DEBOUNCE_MS = 250;

export function TextControl({ name, config, value, onChange, onLocalErrors }: ControlProps) {
  const [text, setText] = useState(value === null || value === undefined ? '' : String(value));
  const debounced = useDebouncedChange(TEXT_DEBOUNCE_MS);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    // The value changed from outside: show it unless it is what the text already says.
    setSeen(value);
    if (parseTextInput(text, config).value !== value)
      setText(value === null || value === undefined ? '' : String(value));
  }
  return (
    <Input
      data-testid={`text-${name}`}
      aria-label={config.label ?? name}
      size="small"
      value={text}
      placeholder={config.placeholder}
      onChange={(e) => {
        const next = e.target.value;
        setText(next);
        debounced(() => {
          const { value: parsed, errors } = parseTextInput(next, config);
          onLocalErrors?.(errors);
          onChange(parsed);
        });
      }}
    />
  );
}
