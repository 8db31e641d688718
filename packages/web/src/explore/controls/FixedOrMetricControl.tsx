/** FixedOrMetricControl: a fixed number (default 5) or a metric. */
import { InputNumber, Radio, Select } from 'antd';
import { getMetricLabel, type QueryFormMetric } from '@tessera/charts';
import type { ControlProps } from './types';

type Value = { type: 'fix' | 'metric'; value: unknown };
export const FIXED_OR_METRIC_DEFAULT: Value = { type: 'fix', value: 5 };

export function FixedOrMetricControl({ name, value, datasource, onChange }: ControlProps) {
  const v = (value as Value | null) ?? FIXED_OR_METRIC_DEFAULT;
  return (
    <div
      data-testid={`fixed-or-metric-${name}`}
      style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
    >
      <Radio.Group
        size="small"
        value={v.type}
        onChange={(e) =>
          onChange({ type: e.target.value, value: e.target.value === 'fix' ? 5 : null })
        }
        options={[
          { value: 'fix', label: 'Fixed' },
          { value: 'metric', label: 'Based on a metric' },
        ]}
      />
      {v.type === 'fix' ? (
        <InputNumber
          size="small"
          value={Number(v.value ?? 5)}
          onChange={(n) => onChange({ type: 'fix', value: n ?? 5 })}
        />
      ) : (
        <Select
          size="small"
          value={
            typeof v.value === 'string'
              ? v.value
              : v.value
                ? getMetricLabel(v.value as QueryFormMetric)
                : undefined
          }
          onChange={(m: string) => onChange({ type: 'metric', value: m })}
          options={datasource.metrics.map((m) => ({
            value: m.metric_name,
            label: m.verbose_name || m.metric_name,
          }))}
          placeholder="Select a metric"
        />
      )}
    </div>
  );
}
