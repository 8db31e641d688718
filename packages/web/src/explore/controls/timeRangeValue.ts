/**
 * TimeRangeControl's value: Superset's `[start | null, end | null]`, each a time of day
 * "HH:mm:ss", to and from the two time pickers' values.
 */
import dayjs, { type Dayjs } from 'dayjs';

export type TimeRangeValue = [string | null, string | null];
export type TimeRangePickerValues = [Dayjs | null, Dayjs | null];

export const TIME_OF_DAY_FORMAT = 'HH:mm:ss';

const TIME_OF_DAY = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/** A stored "HH:mm:ss" (or "H:mm") as a picker's value; anything else as empty. */
export function timeOfDayToPicker(time: unknown): Dayjs | null {
  if (typeof time !== 'string') return null;
  const m = TIME_OF_DAY.exec(time.trim());
  if (!m) return null;
  const [hour, minute, second] = [+m[1], +m[2], +(m[3] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return null;
  // a day without a clock change, so that every time of day exists on it
  return dayjs('2000-01-01T00:00:00').hour(hour).minute(minute).second(second);
}

/** A picker's value as stored: "HH:mm:ss", or null when cleared. */
export function pickerToTimeOfDay(value: Dayjs | null | undefined): string | null {
  return value && value.isValid() ? value.format(TIME_OF_DAY_FORMAT) : null;
}

/** The stored value (any shape a saved chart may hold) as the two pickers' values. */
export function timeRangeToPickers(value: unknown): TimeRangePickerValues {
  const [start, end] = Array.isArray(value) ? value : [];
  return [timeOfDayToPicker(start), timeOfDayToPicker(end)];
}

/** The two pickers' values as the stored `[start | null, end | null]`. */
export function pickersToTimeRange([start, end]: TimeRangePickerValues): TimeRangeValue {
  return [pickerToTimeOfDay(start), pickerToTimeOfDay(end)];
}
