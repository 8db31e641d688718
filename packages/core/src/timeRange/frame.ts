import { NO_TIME_RANGE, TIME_RANGE_SEPARATOR } from './sinceUntil.js';

/**
 * The picker's frame classification and presets (time-range.md §3): pure
 * string rules shared by the web picker's readout.
 */
export const FRAME_TYPES = [
  'Common',
  'Calendar',
  'Current',
  'Custom',
  'Advanced',
  'No filter',
] as const;
export type FrameType = (typeof FRAME_TYPES)[number];

/** The label the RANGE TYPE dropdown shows for each frame. */
export const FRAME_LABELS: Record<FrameType, string> = {
  Common: 'Last',
  Calendar: 'Previous',
  Current: 'Current',
  Custom: 'Custom',
  Advanced: 'Advanced',
  'No filter': 'No filter',
};

export const COMMON_RANGE_VALUES = [
  'Last day',
  'Last week',
  'Last month',
  'Last quarter',
  'Last year',
];
export const CALENDAR_RANGE_VALUES = [
  'previous calendar week',
  'previous calendar month',
  'previous calendar quarter',
  'previous calendar year',
];
export const CURRENT_RANGE_VALUES = [
  'Current day',
  'Current week',
  'Current month',
  'Current quarter',
  'Current year',
];

/**
 * A "Current <unit>" value written in the Advanced frame's two sides: the same range
 * ([start of this unit, start of the next)), for a picker without a Current range type.
 */
export function currentRangeAsAdvanced(value: string): string | null {
  if (!CURRENT_RANGE_VALUES.includes(value)) return null;
  const unit = value.slice('Current '.length);
  return `start of this ${unit}${TIME_RANGE_SEPARATOR}start of next ${unit}`;
}

/** The value a frame starts with when the user switches to it (Custom and Advanced derive theirs). */
export const FRAME_DEFAULT_VALUES: Partial<Record<FrameType, string>> = {
  Common: 'Last week',
  Calendar: 'previous calendar week',
  Current: 'Current week',
  'No filter': NO_TIME_RANGE,
};

export type DateTimeMode = 'specific' | 'relative' | 'now' | 'today';
export type Grain = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'quarter' | 'year';

export interface CustomRange {
  sinceDatetime: string;
  sinceMode: DateTimeMode;
  sinceGrain: Grain;
  sinceGrainValue: number;
  untilDatetime: string;
  untilMode: DateTimeMode;
  untilGrain: Grain;
  untilGrainValue: number;
  anchorMode: 'now' | 'specific';
  anchorValue: string;
}

/**
 * The Custom frame's starting point (explore spec §9: "-7 days to +7 days relative"):
 * both sides relative, 7 days before and 7 days after, anchored on now. `midnight` is
 * the datetime a side shows when the user switches it to a specific date.
 */
export function defaultCustomRange(midnight: string): CustomRange {
  return {
    sinceDatetime: midnight,
    sinceMode: 'relative',
    sinceGrain: 'day',
    sinceGrainValue: -7,
    untilDatetime: midnight,
    untilMode: 'relative',
    untilGrain: 'day',
    untilGrainValue: 7,
    anchorMode: 'now',
    anchorValue: 'now',
  };
}

const ISO = String.raw`\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:(?:[+-]\d\d:\d\d)|Z)?`;
const CONSTANT = '(?:TODAY|NOW)';
const ISO_OR_CONSTANT = new RegExp(`^${ISO}$|^${CONSTANT}$`, 'i');
const RELATIVE = new RegExp(
  String.raw`^DATEADD\(DATETIME\("(${ISO}|${CONSTANT})"\),\s([+-]?[1-9][0-9]*),\s(YEAR|QUARTER|MONTH|WEEK|DAY|HOUR|MINUTE|SECOND)\)$`,
  'i',
);

const CONSTANT_TEXT = new RegExp(`^${CONSTANT}$`, 'i');
const modeOf = (text: string): DateTimeMode =>
  CONSTANT_TEXT.test(text) ? (text.toLowerCase() as 'now' | 'today') : 'specific';

/**
 * Superset's `customTimeRangeDecode`: whether a value is one of the four shapes
 * the Custom frame writes, and its fields. `midnight` fills the defaults.
 */
export function customTimeRangeDecode(
  value: string,
  midnight = '',
): { matchedFlag: boolean; customRange: CustomRange } {
  const base = defaultCustomRange(midnight);
  const parts = value.split(TIME_RANGE_SEPARATOR);
  if (parts.length !== 2) return { matchedFlag: false, customRange: base };
  const [since, until] = parts;
  const sinceRel = RELATIVE.exec(since);
  const untilRel = RELATIVE.exec(until);
  const grain = (g: string): Grain => g.toLowerCase() as Grain;
  // a side's specific datetime is a date and time; now/today live in the mode or anchor
  const datetime = (text: string): string => (CONSTANT_TEXT.test(text) ? midnight : text);
  if (ISO_OR_CONSTANT.test(since) && ISO_OR_CONSTANT.test(until)) {
    const customRange = { ...base, sinceDatetime: datetime(since), untilDatetime: datetime(until) };
    return {
      matchedFlag: true,
      customRange: { ...customRange, sinceMode: modeOf(since), untilMode: modeOf(until) },
    };
  }
  if (sinceRel && ISO_OR_CONSTANT.test(until) && since.includes(until)) {
    const [, dttm, n, g] = sinceRel;
    return {
      matchedFlag: true,
      customRange: {
        ...base,
        sinceGrain: grain(g),
        sinceGrainValue: Number.parseInt(n, 10),
        sinceDatetime: datetime(dttm),
        untilDatetime: datetime(dttm),
        sinceMode: 'relative',
        untilMode: modeOf(until),
      },
    };
  }
  if (ISO_OR_CONSTANT.test(since) && untilRel && until.includes(since)) {
    const [, dttm, n, g] = untilRel;
    return {
      matchedFlag: true,
      customRange: {
        ...base,
        untilGrain: grain(g),
        untilGrainValue: Number.parseInt(n, 10),
        sinceDatetime: datetime(dttm),
        untilDatetime: datetime(dttm),
        sinceMode: modeOf(since),
        untilMode: 'relative',
      },
    };
  }
  if (sinceRel && untilRel && sinceRel[1] === untilRel[1]) {
    const anchor = sinceRel[1];
    return {
      matchedFlag: true,
      customRange: {
        ...base,
        sinceGrain: grain(sinceRel[3]),
        sinceGrainValue: Number.parseInt(sinceRel[2], 10),
        sinceDatetime: datetime(anchor),
        untilGrain: grain(untilRel[3]),
        untilGrainValue: Number.parseInt(untilRel[2], 10),
        untilDatetime: datetime(anchor),
        anchorValue: anchor,
        sinceMode: 'relative',
        untilMode: 'relative',
        anchorMode: anchor === 'now' ? 'now' : 'specific',
      },
    };
  }
  return { matchedFlag: false, customRange: base };
}

/** Superset's `customTimeRangeEncode`: the Custom frame's value (datetimes already `YYYY-MM-DDTHH:MM:SS`). */
export function customTimeRangeEncode(range: CustomRange): string {
  const isSpecific = (mode: DateTimeMode): boolean => mode !== 'relative';
  const text = (mode: DateTimeMode, dttm: string): string => (mode === 'specific' ? dttm : mode);
  const rel = (anchor: string, n: number, g: Grain): string =>
    `DATEADD(DATETIME("${anchor}"), ${n}, ${g})`;
  const { sinceMode, untilMode } = range;
  let since: string;
  let until: string;
  if (isSpecific(sinceMode) && isSpecific(untilMode)) {
    since = text(sinceMode, range.sinceDatetime);
    until = text(untilMode, range.untilDatetime);
  } else if (sinceMode === 'relative' && isSpecific(untilMode)) {
    until = text(untilMode, range.untilDatetime);
    since = rel(until, -Math.abs(range.sinceGrainValue), range.sinceGrain);
  } else if (isSpecific(sinceMode)) {
    since = text(sinceMode, range.sinceDatetime);
    until = rel(since, range.untilGrainValue, range.untilGrain);
  } else {
    since = rel(range.anchorValue, -Math.abs(range.sinceGrainValue), range.sinceGrain);
    until = rel(range.anchorValue, range.untilGrainValue, range.untilGrain);
  }
  return `${since}${TIME_RANGE_SEPARATOR}${until}`;
}

/** `guessFrame`: exact, case-sensitive tests in Superset's order (§3.3). */
export function guessFrame(value: string): FrameType {
  if (COMMON_RANGE_VALUES.includes(value)) return 'Common';
  if (CALENDAR_RANGE_VALUES.includes(value)) return 'Calendar';
  if (CURRENT_RANGE_VALUES.includes(value)) return 'Current';
  if (value === NO_TIME_RANGE) return 'No filter';
  if (customTimeRangeDecode(value).matchedFlag) return 'Custom';
  return 'Advanced';
}

/** The value the Advanced frame starts from when the user switches to it. */
export function toAdvancedValue(value: string): string {
  if (value.includes(TIME_RANGE_SEPARATOR)) return value;
  if (value.startsWith('Last')) return `${value}${TIME_RANGE_SEPARATOR}`;
  if (value.startsWith('Next')) return `${TIME_RANGE_SEPARATOR}${value}`;
  return TIME_RANGE_SEPARATOR;
}

/**
 * The readout `since ≤ col < until` from the endpoint's strings: a literal
 * `T00:00:00` is dropped and a missing bound shows as `-∞` / `∞`.
 */
export function formatTimeRange(since: string, until: string, column = 'col'): string {
  const clean = (s: string): string => s.replace('T00:00:00', '');
  return `${clean(since) || '-∞'} ≤ ${column} < ${clean(until) || '∞'}`;
}
