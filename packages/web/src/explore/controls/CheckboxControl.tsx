/** CheckboxControl: the label sits beside the box. */
import { Checkbox, Tooltip } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';
import type { ControlProps } from './types';

export function CheckboxControl({ name, config, value, onChange }: ControlProps) {
  return (
    <Checkbox
      data-testid={`checkbox-${name}`}
      checked={Boolean(value)}
      onChange={(e) => onChange(e.target.checked)}
    >
      <span style={{ fontSize: 12, fontWeight: 600 }}>{config.label}</span>
      {config.description ? (
        <Tooltip title={config.description}>
          <InfoCircleOutlined style={{ fontSize: 11, opacity: 0.6, marginLeft: 6 }} />
        </Tooltip>
      ) : null}
    </Checkbox>
  );
}
