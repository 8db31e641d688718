/**
 * The time range popover's rules beyond core's frame helpers: the Specific frame (a
 * single full day), the Range Type options, relative quantities and the Advanced text.
 */
import {
  FRAME_DEFAULT_VALUES,
  NO_TIME_RANGE,
  TIME_RANGE_SEPARATOR,
  customTimeRangeDecode,
  customTimeRangeEncode,
  guessFrame,
  toAdvancedValue,
  type FrameType,
} from '@tessera/core';

export type PickerFrame = FrameType | 'Specific';

/** The Range Type dropdown. */
export const RANGE_TYPE_OPTIONS: { value: PickerFrame; label: string }[] = [
  { value: 'Specific', label: 'Specific' },
  { value: 'Common', label: 'Last' },
  { value: 'Calendar', label: 'Previous' },
  { value: 'Custom', label: 'Custom' },
  { value: 'Advanced', label: 'Advanced' },
  { value: 'No filter', label: 'No filter' },
];

export const DATE_FILTER_TEXTS = {
  rangeType: 'RANGE TYPE',
  actualTimeRange: 'Actual time range',
  cancel: 'Cancel',
  apply: 'Apply',
  start: 'START (INCLUSIVE)',
  end: 'END (EXCLUSIVE)',
  defaultRequired: 'Default value is required',
} as const;

const DAY_MS = 86400000;
const FULL_DAY = /^(\d{4}-\d\d-\d\d)T00:00:00 : (\d{4}-\d\d-\d\d)T00:00:00$/;

/** `YYYY-MM-DD` plus n days. */
export function addDays(date: string, n: number): string {
  const ms = Date.parse(`${date}T00:00:00Z`) + n * DAY_MS;
  return new Date(ms).toISOString().slice(0, 10);
}

/** The day a Specific value covers, or null when the value is not a single full day. */
export function specificDay(value: string): string | null {
  const m = FULL_DAY.exec(value);
  return m && addDays(m[1], 1) === m[2] ? m[1] : null;
}

export const specificValue = (day: string): string =>
  `${day}T00:00:00${TIME_RANGE_SEPARATOR}${addDays(day, 1)}T00:00:00`;

/** Frame derivation: Last, Previous, Specific (one full day), Custom, else Advanced. */
export function pickerFrame(value: string): PickerFrame {
  const frame = guessFrame(value);
  if (frame === 'Custom' && specificDay(value)) return 'Specific';
  return frame;
}

/** The value a frame starts with when the user switches to it. */
export function valueForFrame(frame: PickerFrame, current: string, today: string): string {
  if (frame === 'Specific') return specificValue(specificDay(current) ?? today);
  if (frame === 'Advanced') return toAdvancedValue(current === NO_TIME_RANGE ? '' : current);
  if (frame === 'Custom') {
    const { customRange } = customTimeRangeDecode(current, `${today}T00:00:00`);
    return customTimeRangeEncode(customRange);
  }
  return FRAME_DEFAULT_VALUES[frame] ?? NO_TIME_RANGE;
}

/** A relative quantity is a number of at least 1; anything else leaves the value alone. */
export function acceptRelativeQuantity(input: unknown, previous: number): number {
  const n = typeof input === 'number' ? input : Number(input);
  return Number.isFinite(n) && n >= 1 ? Math.floor(n) : previous;
}

/** The Advanced frame's two fields from a value, and the value from two fields. */
export function advancedParts(value: string): [string, string] {
  const text = toAdvancedValue(value);
  const i = text.indexOf(TIME_RANGE_SEPARATOR);
  return [text.slice(0, i), text.slice(i + TIME_RANGE_SEPARATOR.length)];
}

export const advancedValue = (since: string, until: string): string =>
  `${since}${TIME_RANGE_SEPARATOR}${until}`;
