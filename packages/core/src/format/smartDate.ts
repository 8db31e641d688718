import { timeFormat, utcFormat } from 'd3-time-format';
import { SMART_DATE_DETAILED_ID, SMART_DATE_ID, SMART_DATE_VERBOSE_ID } from './timeFormats.js';

/** The format used for each level of detail a timestamp has. */
export interface MultiFormats {
  millisecond: string;
  second: string;
  minute: string;
  hour: string;
  day: string;
  week: string;
  month: string;
  year: string;
}

export const SMART_DATE_FORMATS: Record<string, MultiFormats> = {
  [SMART_DATE_ID]: {
    millisecond: '.%Lms',
    second: ':%Ss',
    minute: '%I:%M',
    hour: '%I %p',
    day: '%a %d',
    week: '%b %d',
    month: '%B',
    year: '%Y',
  },
  [SMART_DATE_DETAILED_ID]: {
    millisecond: '%Y-%m-%d %H:%M:%S.%L',
    second: '%Y-%m-%d %H:%M:%S',
    minute: '%Y-%m-%d %H:%M',
    hour: '%Y-%m-%d %H:%M',
    day: '%Y-%m-%d',
    week: '%Y-%m-%d',
    month: '%Y-%m-%d',
    year: '%Y',
  },
  [SMART_DATE_VERBOSE_ID]: {
    millisecond: '.%L',
    second: '%a %b %d %Y, %I:%M:%S %p',
    minute: '%a %b %d %Y, %I:%M %p',
    hour: '%a %b %d %Y, %I %p',
    day: '%a %b %-e %Y',
    week: '%a %b %-e %Y',
    month: '%b %Y',
    year: '%Y',
  },
};

interface DateParts {
  floorSecond(d: Date): number;
  floorMinute(d: Date): number;
  floorHour(d: Date): number;
  floorDay(d: Date): number;
  floorWeek(d: Date): number;
  floorMonth(d: Date): number;
  floorYear(d: Date): number;
}

const mod = (a: number, b: number) => ((a % b) + b) % b;
const floorTo = (step: number) => (d: Date) => d.getTime() - mod(d.getTime(), step);
const DAY_MS = 86400000;

const UTC_PARTS: DateParts = {
  floorSecond: floorTo(1000),
  floorMinute: floorTo(60000),
  floorHour: floorTo(3600000),
  floorDay: floorTo(DAY_MS),
  floorWeek: (d) => floorTo(DAY_MS)(d) - d.getUTCDay() * DAY_MS,
  floorMonth: (d) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1),
  floorYear: (d) => Date.UTC(d.getUTCFullYear(), 0, 1),
};

const LOCAL_PARTS: DateParts = {
  floorSecond: floorTo(1000),
  floorMinute: (d) =>
    new Date(d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes()).getTime(),
  floorHour: (d) => new Date(d.getFullYear(), d.getMonth(), d.getDate(), d.getHours()).getTime(),
  floorDay: (d) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime(),
  floorWeek: (d) => new Date(d.getFullYear(), d.getMonth(), d.getDate() - d.getDay()).getTime(),
  floorMonth: (d) => new Date(d.getFullYear(), d.getMonth(), 1).getTime(),
  floorYear: (d) => new Date(d.getFullYear(), 0, 1).getTime(),
};

/**
 * Superset's multi-formatter: the format follows the finest unit the timestamp carries
 * (a midnight on the first of January prints the year, a whole hour prints `01 PM`, ...).
 */
export function createMultiFormatter(formats: MultiFormats, useLocalTime = false) {
  const make = useLocalTime ? timeFormat : utcFormat;
  const f = {
    millisecond: make(formats.millisecond),
    second: make(formats.second),
    minute: make(formats.minute),
    hour: make(formats.hour),
    day: make(formats.day),
    week: make(formats.week),
    month: make(formats.month),
    year: make(formats.year),
  };
  const p = useLocalTime ? LOCAL_PARTS : UTC_PARTS;
  return (date: Date): string => {
    const t = date.getTime();
    if (p.floorSecond(date) < t) return f.millisecond(date);
    if (p.floorMinute(date) < t) return f.second(date);
    if (p.floorHour(date) < t) return f.minute(date);
    if (p.floorDay(date) < t) return f.hour(date);
    if (p.floorMonth(date) < t) return p.floorWeek(date) < t ? f.day(date) : f.week(date);
    if (p.floorYear(date) < t) return f.month(date);
    return f.year(date);
  };
}
