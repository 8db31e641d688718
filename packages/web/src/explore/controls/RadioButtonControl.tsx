/** RadioButtonControl: one of a few choices as a button group. */
import { Radio } from 'antd';
import type { ControlProps } from './types';

export function RadioButtonControl({ name, config, value, onChange }: ControlProps) {
  const choices = config.choices ?? [];
  const current = value ?? config.value ?? choices[0]?.[0];
  return (
    <Radio.Group
      data-testid={`radio-${name}`}
      size="small"
      optionType="button"
      value={JSON.stringify(current)}
      onChange={(e) => onChange(JSON.parse(e.target.value as string))}
      options={choices.map(([v, label]) => ({ value: JSON.stringify(v), label }))}
    />
  );
}
