/** ColorPickerControl: `{r, g, b, a}`, default rgba(0,122,135,1). */
import { ColorPicker } from 'antd';
import { PRIMARY_COLOR } from '@tessera/charts';
import { rgbaString } from './controlValues';
import type { ControlProps } from './types';

type Rgba = { r: number; g: number; b: number; a?: number };

export function ColorPickerControl({ name, value, onChange }: ControlProps) {
  const color = (value as Rgba | null | undefined) ?? PRIMARY_COLOR;
  return (
    <div data-testid={`color-picker-${name}`}>
      <ColorPicker
        size="small"
        showText={() => rgbaString(color)}
        value={rgbaString(color)}
        onChangeComplete={(c) => {
          const { r, g, b, a } = c.toRgb();
          onChange({ r, g, b, a });
        }}
      />
    </div>
  );
}
