import { timeFormat, utcFormat } from 'd3-time-format';
import { SMART_DATE_FORMATS, createMultiFormatter } from './smartDate.js';
import {
  LOCAL_PREFIX,
  SMART_DATE_ID,
  TIME_FORMATS_FOR_GRANULARITY,
  TimeGranularity,
  isTimeGranularity,
} from './timeFormats.js';

export type TimeInput = Date | number | string | null | undefined;

/** A time formatter: call it (or its `format`) with a Date, epoch ms or ISO text. */
export interface TimeFormatter {
  (value: TimeInput): string;
  readonly id: string;
  readonly useLocalTime: boolean;
  format(value: TimeInput): string;
}

/** Epoch ms, a Date, or ISO text (read as UTC when it names no zone). */
export function toDate(value: Date | number | string): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value);
  const text = value.trim();
  if (/^-?\d+(\.\d+)?$/.test(text)) return new Date(Number(text));
  const hasZone = /([zZ]|[+-]\d{2}:?\d{2})$/.test(text);
  const isoLike = /^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?$/.test(text);
  if (isoLike && !hasZone) {
    const withTime = text.length === 10 ? `${text}T00:00:00` : text.replace(' ', 'T');
    return new Date(`${withTime}Z`);
  }
  return new Date(text);
}

export function createTimeFormatter(
  id: string,
  formatFunc: (date: Date) => string,
  useLocalTime = false,
): TimeFormatter {
  const format = (value: TimeInput) =>
    value === null || value === undefined ? `${value}` : formatFunc(toDate(value));
  return Object.assign(format, { id, useLocalTime, format });
}

const cache = new Map<string, TimeFormatter>();

/** The default time format (Superset sets `smart_date`). */
export const DEFAULT_TIME_FORMAT = SMART_DATE_ID;

function buildFormatter(id: string): TimeFormatter {
  const useLocalTime = id.startsWith(LOCAL_PREFIX);
  const spec = useLocalTime ? id.slice(LOCAL_PREFIX.length) : id;
  const smart = SMART_DATE_FORMATS[spec];
  if (smart)
    return createTimeFormatter(id, createMultiFormatter(smart, useLocalTime), useLocalTime);
  return createTimeFormatter(id, (useLocalTime ? timeFormat : utcFormat)(spec), useLocalTime);
}

/** Formats a `[start, end]` range: `start — end`, or just `start` when both print alike. */
export function getTimeRangeFormatter(format?: string | null) {
  const formatter = getTimeFormatter(format);
  return (range: TimeInput[]): string => {
    const [start, end] = range.map((value) => formatter(value));
    return start === end ? start : [start, end].join(' — ');
  };
}

export function formatTimeRange(format: string | null | undefined, range: TimeInput[]) {
  return getTimeRangeFormatter(format)(range);
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const STEP_MS: Partial<Record<TimeGranularity, number>> = {
  PT1S: SECOND,
  PT1M: MINUTE,
  PT5M: 5 * MINUTE,
  PT10M: 10 * MINUTE,
  PT15M: 15 * MINUTE,
  PT30M: 30 * MINUTE,
  PT1H: HOUR,
};

/** The `[start, end]` a grain bucket covers (week-ending grains end on the given day). */
export function createTimeRangeFromGranularity(
  time: Date,
  granularity: TimeGranularity,
  useLocalTime = false,
): [Date, Date] {
  const y = useLocalTime ? time.getFullYear() : time.getUTCFullYear();
  const m = useLocalTime ? time.getMonth() : time.getUTCMonth();
  const d = useLocalTime ? time.getDate() : time.getUTCDate();
  const at = (yy: number, mm = 0, dd = 1) =>
    useLocalTime ? new Date(yy, mm, dd) : new Date(Date.UTC(yy, mm, dd));
  const minusOne = (date: Date) => new Date(date.getTime() - 1);
  let end: Date;
  const step = STEP_MS[granularity];
  if (step) end = new Date(time.getTime() + step - 1);
  else if (
    granularity === TimeGranularity.WEEK ||
    granularity === TimeGranularity.WEEK_STARTING_SUNDAY ||
    granularity === TimeGranularity.WEEK_STARTING_MONDAY
  )
    end = minusOne(at(y, m, d + 7));
  else if (granularity === TimeGranularity.MONTH) end = minusOne(at(y, m + 1));
  else if (granularity === TimeGranularity.QUARTER)
    end = minusOne(at(y, (Math.floor(m / 3) + 1) * 3));
  else if (granularity === TimeGranularity.YEAR) end = minusOne(at(y + 1));
  else end = minusOne(at(y, m, d + 1));

  if (
    granularity === TimeGranularity.WEEK_ENDING_SATURDAY ||
    granularity === TimeGranularity.WEEK_ENDING_SUNDAY
  ) {
    return [at(y, m, d - 6), end];
  }
  return [time, end];
}

/**
 * The formatter for a format id (`smart_date`, `smart_date_detailed`, `smart_date_verbose`
 * or any d3-time-format string; `local!` prefix for local time). With a grain, each value
 * prints as the range its bucket covers (`2020-01-05 — 2020-01-11` for weeks), in the
 * grain's own format when no format is given.
 */
export function getTimeFormatter(
  format?: string | null,
  granularity?: string | null,
): TimeFormatter {
  if (granularity && isTimeGranularity(granularity)) {
    const formatString = format || TIME_FORMATS_FOR_GRANULARITY[granularity];
    const rangeFormatter = getTimeRangeFormatter(formatString);
    const useLocalTime = formatString.startsWith(LOCAL_PREFIX);
    return createTimeFormatter(
      `${formatString}/${granularity}`,
      (date) => rangeFormatter(createTimeRangeFromGranularity(date, granularity, useLocalTime)),
      useLocalTime,
    );
  }
  const id = format && format.trim() !== '' ? format : DEFAULT_TIME_FORMAT;
  const cached = cache.get(id);
  if (cached) return cached;
  const formatter = buildFormatter(id);
  cache.set(id, formatter);
  return formatter;
}

export function getTimeFormatterForGranularity(granularity?: string | null): TimeFormatter {
  return getTimeFormatter(undefined, granularity);
}

export function formatTime(
  format: string | null | undefined,
  value: TimeInput,
  granularity?: string | null,
): string {
  return getTimeFormatter(format, granularity)(value);
}
