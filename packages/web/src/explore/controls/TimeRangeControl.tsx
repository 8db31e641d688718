/**
 * TimeRangeControl: Superset's two optional times of day, start and end ("HH:mm:ss" each,
 * `[start | null, end | null]`), as two clearable time pickers side by side.
 */
import { TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import {
  TIME_OF_DAY_FORMAT,
  pickersToTimeRange,
  timeRangeToPickers,
  type TimeRangePickerValues,
} from './timeRangeValue';
import type { ControlProps } from './types';

export function TimeRangeControl({ name, config, value, onChange }: ControlProps) {
  const pickers = timeRangeToPickers(value);
  const label = config.label ?? name;
  const change = (i: 0 | 1, picked: Dayjs | null) => {
    const next: TimeRangePickerValues = i === 0 ? [picked, pickers[1]] : [pickers[0], picked];
    onChange(pickersToTimeRange(next));
  };
  const picker = (i: 0 | 1, which: 'start' | 'end') => (
    <TimePicker
      data-testid={`time-range-${name}-${which}`}
      aria-label={`${label} ${which}`}
      placeholder={which === 'start' ? 'Start time' : 'End time'}
      size="small"
      format={TIME_OF_DAY_FORMAT}
      allowClear
      value={pickers[i]}
      onChange={(picked) => change(i, picked)}
      style={{ flex: 1, minWidth: 0 }}
    />
  );
  return (
    <div data-testid={`time-range-${name}`} style={{ display: 'flex', gap: 8 }}>
      {picker(0, 'start')}
      {picker(1, 'end')}
    </div>
  );
}
