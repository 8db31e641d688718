/** ViewportControl: longitude, latitude, zoom (1), bearing (0), pitch (0). */
import { InputNumber } from 'antd';
import type { ControlProps } from './types';

export const VIEWPORT_FIELDS = ['longitude', 'latitude', 'zoom', 'bearing', 'pitch'] as const;
export const VIEWPORT_DEFAULT = {
  longitude: 6.85236157047845,
  latitude: 31.222656842808707,
  zoom: 1,
  bearing: 0,
  pitch: 0,
};

export function ViewportControl({ name, value, onChange }: ControlProps) {
  const v = { ...VIEWPORT_DEFAULT, ...((value ?? {}) as Partial<typeof VIEWPORT_DEFAULT>) };
  return (
    <div
      data-testid={`viewport-${name}`}
      style={{ display: 'grid', gridTemplateColumns: '80px 1fr', gap: 4, alignItems: 'center' }}
    >
      {VIEWPORT_FIELDS.map((f) => (
        <label key={f} style={{ display: 'contents', fontSize: 12 }}>
          <span>{f}</span>
          <InputNumber
            size="small"
            value={v[f]}
            onChange={(n) => onChange({ ...v, [f]: n ?? 0 })}
          />
        </label>
      ))}
    </div>
  );
}
