import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  pickerToTimeOfDay,
  pickersToTimeRange,
  timeOfDayToPicker,
  timeRangeToPickers,
} from './timeRangeValue';

const shown = (v: ReturnType<typeof timeOfDayToPicker>) => v?.format('HH:mm:ss') ?? null;

describe('TimeRangeControl value', () => {
  it('shows a saved [start, end] in the two pickers, an empty bound as an empty picker', () => {
    expect(timeRangeToPickers(['08:30:00', '18:00:05']).map(shown)).toEqual([
      '08:30:00',
      '18:00:05',
    ]);
    expect(timeRangeToPickers(['07:15:00', null]).map(shown)).toEqual(['07:15:00', null]);
    expect(timeRangeToPickers([null, '23:59:59']).map(shown)).toEqual([null, '23:59:59']);
    // the control's default and what an older chart may hold
    expect(timeRangeToPickers([null, null]).map(shown)).toEqual([null, null]);
    expect(timeRangeToPickers(undefined).map(shown)).toEqual([null, null]);
    expect(timeRangeToPickers(null).map(shown)).toEqual([null, null]);
  });

  it('reads "H:mm" as a time of day and leaves what is no time of day empty', () => {
    expect(shown(timeOfDayToPicker('9:05'))).toBe('09:05:00');
    expect(shown(timeOfDayToPicker(' 10:00:00 '))).toBe('10:00:00');
    for (const odd of ['', 'noon', '24:00:00', '12:60:00', '2020-01-01', 8, {}]) {
      expect(timeOfDayToPicker(odd)).toBeNull();
    }
  });

  it('saves what the pickers show as "HH:mm:ss", a cleared picker as null', () => {
    const at = (h: number, m: number, s: number) => dayjs().hour(h).minute(m).second(s);
    expect(pickersToTimeRange([at(8, 0, 0), at(17, 30, 9)])).toEqual(['08:00:00', '17:30:09']);
    expect(pickersToTimeRange([at(6, 45, 0), null])).toEqual(['06:45:00', null]);
    expect(pickersToTimeRange([null, null])).toEqual([null, null]);
    expect(pickerToTimeOfDay(dayjs('not a time'))).toBeNull();
  });

  it('keeps a value through the pickers unchanged', () => {
    for (const value of [
      ['00:00:00', '23:59:59'],
      ['12:00:00', null],
      [null, '01:02:03'],
      [null, null],
    ] as const) {
      expect(pickersToTimeRange(timeRangeToPickers(value))).toEqual(value);
    }
  });
});
