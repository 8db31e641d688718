/** ColorSchemeControl: categorical or linear schemes, each shown with its swatches. */
import { Select } from 'antd';
import { CATEGORICAL_SCHEMES, SEQUENTIAL_SCHEMES } from '@tessera/charts';
import type { ControlProps } from './types';

function Swatches({ colors, linear }: { colors: string[]; linear: boolean }) {
  if (linear) {
    return (
      <span
        style={{
          display: 'inline-block',
          width: 120,
          height: 10,
          background: `linear-gradient(to right, ${colors.join(', ')})`,
        }}
      />
    );
  }
  return (
    <span style={{ display: 'inline-flex', gap: 1 }}>
      {colors.slice(0, 10).map((c, i) => (
        <span key={i} style={{ width: 10, height: 10, background: c, display: 'inline-block' }} />
      ))}
    </span>
  );
}

export function ColorSchemeControl({ name, config, value, onChange }: ControlProps) {
  const linear = Boolean(config.isLinear);
  const schemes = linear ? SEQUENTIAL_SCHEMES : CATEGORICAL_SCHEMES;
  return (
    <Select
      data-testid={`color-scheme-${name}`}
      aria-label={config.label ?? name}
      size="small"
      style={{ width: '100%' }}
      allowClear={config.clearable !== false && !linear}
      showSearch={{ optionFilterProp: 'title' }}
      value={typeof value === 'string' ? value : undefined}
      placeholder="Select scheme"
      onChange={(v) => onChange(v ?? null)}
      options={schemes.map((s) => ({
        value: s.id,
        title: s.label,
        label: (
          <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <span style={{ minWidth: 90, overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {s.label}
            </span>
            <Swatches colors={s.colors} linear={linear} />
          </span>
        ),
      }))}
    />
  );
}
