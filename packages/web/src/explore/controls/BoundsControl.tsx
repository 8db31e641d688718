/** BoundsControl: [min, max], each a number or empty, debounced. */
import { Input } from 'antd';
import { useState } from 'react';
import { parseBound } from './controlValues';
import type { ControlProps } from './types';
import { useDebouncedChange } from './useDebouncedChange';

export const BOUNDS_DEBOUNCE_MS = 300;

export function BoundsControl({ name, value, onChange }: ControlProps) {
  const initial = Array.isArray(value) ? value : [null, null];
  const [text, setText] = useState<[string, string]>([
    initial[0] === null || initial[0] === undefined ? '' : String(initial[0]),
    initial[1] === null || initial[1] === undefined ? '' : String(initial[1]),
  ]);
  const debounced = useDebouncedChange(BOUNDS_DEBOUNCE_MS);
  const update = (i: 0 | 1, t: string) => {
    const next: [string, string] = i === 0 ? [t, text[1]] : [text[0], t];
    setText(next);
    debounced(() => onChange([parseBound(next[0]), parseBound(next[1])]));
  };
  return (
    <div data-testid={`bounds-${name}`} style={{ display: 'flex', gap: 8 }}>
      <Input
        size="small"
        placeholder="Min"
        aria-label="Min"
        value={text[0]}
        onChange={(e) => update(0, e.target.value)}
      />
      <Input
        size="small"
        placeholder="Max"
        aria-label="Max"
        value={text[1]}
        onChange={(e) => update(1, e.target.value)}
      />
    </div>
  );
}
