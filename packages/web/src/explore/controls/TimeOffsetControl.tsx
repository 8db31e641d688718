/** TimeOffsetControl: the custom start date a time comparison shifts to. */
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { ControlProps } from './types';

export function TimeOffsetControl({ name, value, onChange }: ControlProps) {
  const parsed = typeof value === 'string' && value ? dayjs(value) : null;
  return (
    <DatePicker
      data-testid={`time-offset-${name}`}
      size="small"
      style={{ width: '100%' }}
      value={parsed && parsed.isValid() ? parsed : null}
      onChange={(d) => onChange(d ? d.format('YYYY-MM-DD') : null)}
    />
  );
}
