/** SliderControl: a number on a slider. */
import { Slider } from 'antd';
import type { ControlProps } from './types';

export function SliderControl({ name, config, value, onChange }: ControlProps) {
  const n = typeof value === 'number' ? value : Number(value ?? config.default ?? 0);
  return (
    <div data-testid={`slider-${name}`} style={{ padding: '0 6px' }}>
      <Slider
        min={config.min ?? 0}
        max={config.max ?? 100}
        step={config.step ?? 1}
        ariaLabelForHandle={config.label ?? name}
        value={Number.isFinite(n) ? n : 0}
        onChange={(v: number) => onChange(v)}
      />
    </div>
  );
}
