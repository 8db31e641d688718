/**
 * The time range popover's rules beyond core's frame helpers: the Specific frame (a
 * single full day), the Range Type options, relative quantities, the Advanced text (where
 * "Current ..." values are edited, the spec's Range Type having no Current), the pill
 * label ("Yesterday") and the readout's preset error.
 */
import {
  FRAME_DEFAULT_VALUES,
  NO_TIME_RANGE,
  TIME_RANGE_SEPARATOR,
  customTimeRangeDecode,
  customTimeRangeEncode,
  currentRangeAsAdvanced,
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
  yesterday: 'Yesterday',
} as const;

/** Relative presets offered in the Advanced frame's fields (explore spec §9). */
export const RELATIVE_PRESETS = [
  'now',
  '1 hour ago',
  '1 day ago',
  '7 days ago',
  '28 days ago',
  '90 days ago',
  '1 year ago',
];

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

/**
 * Frame derivation: Last, Previous, Specific (one full day), Custom, else Advanced. The
 * spec's Range Type has no Current, so "Current ..." values open in Advanced.
 */
export function pickerFrame(value: string): PickerFrame {
  const frame = guessFrame(value);
  if (frame === 'Custom' && specificDay(value)) return 'Specific';
  if (frame === 'Current') return 'Advanced';
  return frame;
}

/** Values whose pill shows their own text (the range goes to the tooltip). */
export function isPresetValue(value: string): boolean {
  const frame = guessFrame(value);
  return frame === 'Common' || frame === 'Calendar' || frame === 'Current' || frame === 'No filter';
}

/** Whether an evaluated range is the last full day before `today` (`YYYY-MM-DD`). */
export function isLastDayRange(since: string, until: string, today: string): boolean {
  const ms = (s: string) => Date.parse(`${s.slice(0, 19)}Z`);
  return until.startsWith(`${today}T00:00:00`) && ms(until) - ms(since) === DAY_MS;
}

/**
 * The pill's text: a last-day range displays as "Yesterday"; presets show their value,
 * Custom and Advanced their evaluated range (or the value until it is known).
 */
export function timeRangePillLabel(
  value: string,
  evaluated: { since: string; until: string; text: string } | null,
  today: string,
): string {
  if (value === 'Last day') return DATE_FILTER_TEXTS.yesterday;
  if (evaluated && isLastDayRange(evaluated.since, evaluated.until, today))
    return DATE_FILTER_TEXTS.yesterday;
  if (isPresetValue(value)) return value;
  return evaluated?.text || value;
}

/** The readout's error lines: the lookup's message, plus "Default value is required" for a preset. */
export function readoutErrors(value: string, message: string): string[] {
  return isPresetValue(value) ? [message, DATE_FILTER_TEXTS.defaultRequired] : [message];
}

/** The value a frame starts with when the user switches to it. */
export function valueForFrame(frame: PickerFrame, current: string, today: string): string {
  if (frame === 'Specific') return specificValue(specificDay(current) ?? today);
  if (frame === 'Advanced')
    return toAdvancedValue(
      currentRangeAsAdvanced(current) ?? (current === NO_TIME_RANGE ? '' : current),
    );
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
  const text = toAdvancedValue(currentRangeAsAdvanced(value) ?? value);
  const i = text.indexOf(TIME_RANGE_SEPARATOR);
  return [text.slice(0, i), text.slice(i + TIME_RANGE_SEPARATOR.length)];
}

export const advancedValue = (since: string, until: string): string =>
  `${since}${TIME_RANGE_SEPARATOR}${until}`;
