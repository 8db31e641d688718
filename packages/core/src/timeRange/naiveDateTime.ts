import { NAIVE_AWARE_COMPARE, TimeRangeError, valueError } from './errors.js';

/**
 * A wall-clock datetime without a time zone, like Python's naive `datetime`
 * (years 1–9999, microsecond precision). All arithmetic is pure calendar math on
 * the fields, so daylight-saving transitions never move a value.
 *
 * `offsetMinutes` is present only when the source text carried an explicit UTC
 * offset or `Z` (Python's offset-aware datetime). Such a value keeps its offset
 * through arithmetic and formatting, and comparing it with a naive value raises
 * Superset's TypeError (time-range.md §2.6).
 */
export interface NaiveDateTime {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  readonly microsecond: number;
  readonly offsetMinutes?: number;
}

export const TIME_UNITS = [
  'year',
  'quarter',
  'month',
  'week',
  'day',
  'hour',
  'minute',
  'second',
] as const;
export type TimeUnit = (typeof TIME_UNITS)[number];

const DAY_US = 86_400_000_000;
const MIN_DAYS = daysFromCivil(1, 1, 1);
const MAX_DAYS = daysFromCivil(9999, 12, 31);

export const isLeapYear = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's algorithm). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function civilFromDays(days: number): { year: number; month: number; day: number } {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

const isInt = (n: number, lo: number, hi: number): boolean =>
  Number.isInteger(n) && n >= lo && n <= hi;

/** Builds a validated, frozen value; throws Python's ValueError texts on bad fields. */
export function naive(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  microsecond = 0,
  offsetMinutes?: number,
): NaiveDateTime {
  if (!isInt(year, 1, 9999)) throw valueError(`year ${year} is out of range`);
  if (!isInt(month, 1, 12)) throw valueError('month must be in 1..12');
  if (!isInt(day, 1, daysInMonth(year, month))) throw valueError('day is out of range for month');
  if (!isInt(hour, 0, 23)) throw valueError('hour must be in 0..23');
  if (!isInt(minute, 0, 59)) throw valueError('minute must be in 0..59');
  if (!isInt(second, 0, 59)) throw valueError('second must be in 0..59');
  if (!isInt(microsecond, 0, 999_999)) throw valueError('microsecond must be in 0..999999');
  const dt: NaiveDateTime =
    offsetMinutes === undefined
      ? { year, month, day, hour, minute, second, microsecond }
      : { year, month, day, hour, minute, second, microsecond, offsetMinutes };
  return Object.freeze(dt);
}

/** Replaces some fields (validated), keeping the offset. */
export function withFields(
  dt: NaiveDateTime,
  fields: Partial<Omit<NaiveDateTime, 'offsetMinutes'>>,
): NaiveDateTime {
  const f = { ...dt, ...fields };
  return naive(f.year, f.month, f.day, f.hour, f.minute, f.second, f.microsecond, dt.offsetMinutes);
}

export const isAware = (dt: NaiveDateTime): boolean => dt.offsetMinutes !== undefined;

/** The same value without its offset (the wall-clock fields as they are). */
export const dropOffset = (dt: NaiveDateTime): NaiveDateTime =>
  isAware(dt)
    ? naive(dt.year, dt.month, dt.day, dt.hour, dt.minute, dt.second, dt.microsecond)
    : dt;

const dayNumber = (dt: NaiveDateTime): number => daysFromCivil(dt.year, dt.month, dt.day);
const microsOfDay = (dt: NaiveDateTime): number =>
  ((dt.hour * 60 + dt.minute) * 60 + dt.second) * 1_000_000 + dt.microsecond;

function fromDayAndMicros(days: number, micros: number, offsetMinutes?: number): NaiveDateTime {
  const carry = Math.floor(micros / DAY_US);
  const d = days + carry;
  let us = micros - carry * DAY_US;
  if (!Number.isFinite(d) || d < MIN_DAYS || d > MAX_DAYS)
    throw valueError('date value out of range');
  const { year, month, day } = civilFromDays(d);
  const microsecond = us % 1_000_000;
  us = (us - microsecond) / 1_000_000;
  const second = us % 60;
  us = (us - second) / 60;
  return naive(year, month, day, Math.floor(us / 60), us % 60, second, microsecond, offsetMinutes);
}

/** Python `weekday()`: Monday is 0, Sunday is 6. */
export const weekday = (dt: NaiveDateTime): number => (((dayNumber(dt) + 3) % 7) + 7) % 7;

/** Adds whole days, seconds and microseconds (a Python timedelta); any sign. */
export function addDuration(
  dt: NaiveDateTime,
  days: number,
  seconds = 0,
  micros = 0,
): NaiveDateTime {
  const secDays = Math.floor(seconds / 86400);
  const secRest = seconds - secDays * 86400;
  return fromDayAndMicros(
    dayNumber(dt) + days + secDays,
    microsOfDay(dt) + secRest * 1_000_000 + micros,
    dt.offsetMinutes,
  );
}

/** Calendar months; a day past the end of the target month is clamped to its last day. */
export function addMonths(dt: NaiveDateTime, months: number): NaiveDateTime {
  const total = dt.year * 12 + (dt.month - 1) + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12 + 1;
  if (!isInt(year, 1, 9999)) throw valueError(`year ${year} is out of range`);
  return withFields(dt, { year, month, day: Math.min(dt.day, daysInMonth(year, month)) });
}

/** DATEADD arithmetic: calendar-aware, keeps the time of day; a quarter is 3 months. */
export function addUnits(dt: NaiveDateTime, count: number, unit: TimeUnit): NaiveDateTime {
  switch (unit) {
    case 'year':
      return addMonths(dt, count * 12);
    case 'quarter':
      return addMonths(dt, count * 3);
    case 'month':
      return addMonths(dt, count);
    case 'week':
      return addDuration(dt, count * 7);
    case 'day':
      return addDuration(dt, count);
    case 'hour':
      return addDuration(dt, 0, count * 3600);
    case 'minute':
      return addDuration(dt, 0, count * 60);
    case 'second':
      return addDuration(dt, 0, count);
  }
}

/** DATETRUNC: the start of the unit containing `dt` (weeks start on Monday). */
export function truncateTo(dt: NaiveDateTime, unit: TimeUnit): NaiveDateTime {
  const midnight = { hour: 0, minute: 0, second: 0, microsecond: 0 };
  switch (unit) {
    case 'year':
      return withFields(dt, { month: 1, day: 1, ...midnight });
    case 'quarter':
      return withFields(dt, { month: dt.month - ((dt.month - 1) % 3), day: 1, ...midnight });
    case 'month':
      return withFields(dt, { day: 1, ...midnight });
    case 'week':
      return addDuration(withFields(dt, midnight), -weekday(dt));
    case 'day':
      return withFields(dt, midnight);
    case 'hour':
      return withFields(dt, { minute: 0, second: 0, microsecond: 0 });
    case 'minute':
      return withFields(dt, { second: 0, microsecond: 0 });
    case 'second':
      return withFields(dt, { microsecond: 0 });
  }
}

export type LastDayUnit = 'year' | 'quarter' | 'month' | 'week' | 'day';

/** LASTDAY: the last calendar day of the unit, at 00:00:00 (week → Sunday). */
export function lastDayOf(dt: NaiveDateTime, unit: LastDayUnit): NaiveDateTime {
  const midnight = { hour: 0, minute: 0, second: 0, microsecond: 0 };
  switch (unit) {
    case 'year':
      return withFields(dt, { month: 12, day: 31, ...midnight });
    case 'quarter': {
      const month = 3 * Math.floor((dt.month - 1) / 3) + 3;
      return withFields(dt, { month, day: daysInMonth(dt.year, month), ...midnight });
    }
    case 'month':
      return withFields(dt, { day: daysInMonth(dt.year, dt.month), ...midnight });
    case 'day':
      return withFields(dt, midnight);
    case 'week':
      return addDuration(truncateTo(dt, 'week'), 6);
  }
}

/** Microsecond instant used for ordering; aware values are moved to UTC. */
function instant(dt: NaiveDateTime): [number, number] {
  const shift = (dt.offsetMinutes ?? 0) * 60_000_000;
  const us = microsOfDay(dt) - shift;
  const carry = Math.floor(us / DAY_US);
  return [dayNumber(dt) + carry, us - carry * DAY_US];
}

function checkSameKind(a: NaiveDateTime, b: NaiveDateTime, message: string): void {
  if (isAware(a) !== isAware(b)) throw new TimeRangeError('type', message);
}

/** -1, 0 or 1. Throws Superset's TypeError text when one side is offset-aware and the other not. */
export function compareNaive(a: NaiveDateTime, b: NaiveDateTime): number {
  checkSameKind(a, b, NAIVE_AWARE_COMPARE);
  const [ad, au] = instant(a);
  const [bd, bu] = instant(b);
  if (ad !== bd) return ad < bd ? -1 : 1;
  return au === bu ? 0 : au < bu ? -1 : 1;
}

/** Python `(to - from).days`: whole days, rounded towards minus infinity. */
export function diffDays(from: NaiveDateTime, to: NaiveDateTime): number {
  checkSameKind(from, to, "can't subtract offset-naive and offset-aware datetimes");
  const [fd, fu] = instant(from);
  const [td, tu] = instant(to);
  return td - fd + Math.floor((tu - fu) / DAY_US);
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** `YYYY-MM-DDTHH:MM:SS` — the wall-clock fields, without fraction or offset. */
export function formatNaive(dt: NaiveDateTime): string {
  return (
    `${pad(dt.year, 4)}-${pad(dt.month)}-${pad(dt.day)}` +
    `T${pad(dt.hour)}:${pad(dt.minute)}:${pad(dt.second)}`
  );
}

/**
 * Python's `datetime.isoformat()`, as `/api/v1/time_range/` returns it: `.ffffff`
 * only when the microseconds are non-zero, `+HH:MM` only for offset-aware values.
 */
export function formatIso(dt: NaiveDateTime): string {
  let text = formatNaive(dt);
  if (dt.microsecond !== 0) text += `.${pad(dt.microsecond, 6)}`;
  if (dt.offsetMinutes !== undefined) {
    const abs = Math.abs(dt.offsetMinutes);
    text += `${dt.offsetMinutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
  }
  return text;
}

/**
 * Epoch milliseconds. A naive value is read as if it were UTC (its fields are the
 * UTC fields of the instant), which is how Superset's chart data reports
 * `from_dttm`/`to_dttm`; an offset-aware value gives its true instant.
 * Microseconds are truncated to milliseconds.
 */
export function toEpochMs(dt: NaiveDateTime): number {
  const [days, us] = instant(dt);
  return days * 86_400_000 + Math.floor(us / 1000);
}

/** The naive value whose UTC reading is `ms` (inverse of {@link toEpochMs}). */
export function fromEpochMs(ms: number): NaiveDateTime {
  if (!Number.isFinite(ms)) throw valueError('date value out of range');
  const days = Math.floor(ms / 86_400_000);
  return fromDayAndMicros(days, (ms - days * 86_400_000) * 1000);
}

/** The wall-clock reading of a JS Date in the process's local time zone (like `datetime.now()`). */
export function fromLocalDate(date: Date): NaiveDateTime {
  return naive(
    date.getFullYear(),
    date.getMonth() + 1,
    date.getDate(),
    date.getHours(),
    date.getMinutes(),
    date.getSeconds(),
    date.getMilliseconds() * 1000,
  );
}

const ISO_RE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2})(?::(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/** Parses the offset suffix `Z`, `±HH`, `±HHMM` or `±HH:MM` into minutes. */
export function parseOffset(text: string): number | undefined {
  if (/^z$/i.test(text) || /^(utc|gmt)$/i.test(text)) return 0;
  const m = /^([+-])(\d{2}):?(\d{2})?$/.exec(text);
  if (!m) return undefined;
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  if (minutes >= 24 * 60) return undefined;
  return m[1] === '-' ? -minutes : minutes;
}

/**
 * Strict ISO 8601 (`YYYY-MM-DD[THH[:MM[:SS[.ffffff]]]][Z|±HH:MM]`, `T` or space),
 * the shape `formatIso` writes. Returns null for anything else.
 */
export function parseIso(text: string): NaiveDateTime | null {
  const m = ISO_RE.exec(text.trim());
  if (!m) return null;
  const offset = m[8] === undefined ? undefined : parseOffset(m[8]);
  if (m[8] !== undefined && offset === undefined) return null;
  const micro = m[7] === undefined ? 0 : Number(m[7].slice(0, 6).padEnd(6, '0'));
  try {
    return naive(
      Number(m[1]),
      Number(m[2]),
      Number(m[3]),
      Number(m[4] ?? 0),
      Number(m[5] ?? 0),
      Number(m[6] ?? 0),
      micro,
      offset,
    );
  } catch {
    return null;
  }
}
