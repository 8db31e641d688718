import { addDuration, naive, parseOffset, weekday } from './naiveDateTime.js';
import type { NaiveDateTime } from './naiveDateTime.js';

/**
 * The subset of python-dateutil's `parse(text, default=<1 Jan of this year>)`
 * that Superset's free-text bounds rely on (time-range.md §2.3 step 2):
 * ISO dates and datetimes (`T` or space, optional offset), `YYYY`, `YYYY-M`,
 * compact `YYYYMMDD`, `M/D/YYYY` (month first), `Nov 2015`, `7 Nov 2016`,
 * `November 7th, 2016 10:30 PM`, `10:00`, `5pm`, weekday names. Missing parts
 * come from 1 January of the current year at 00:00. Unknown words make the
 * whole text fail (no fuzzy mode), which returns null.
 */
export function parseDateutil(text: string, now: NaiveDateTime): NaiveDateTime | null {
  const s = text.trim();
  if (!s) return null;
  return parseIsoLike(s) ?? parseTokens(s, now.year);
}

const MONTHS = [
  ['jan', 'january'],
  ['feb', 'february'],
  ['mar', 'march'],
  ['apr', 'april'],
  ['may'],
  ['jun', 'june'],
  ['jul', 'july'],
  ['aug', 'august'],
  ['sep', 'sept', 'september'],
  ['oct', 'october'],
  ['nov', 'november'],
  ['dec', 'december'],
];
const WEEKDAYS = [
  ['mon', 'monday'],
  ['tue', 'tuesday'],
  ['wed', 'wednesday'],
  ['thu', 'thursday'],
  ['fri', 'friday'],
  ['sat', 'saturday'],
  ['sun', 'sunday'],
];
const JUMP = new Set([
  'at',
  'on',
  'and',
  'ad',
  'm',
  't',
  'of',
  'st',
  'nd',
  'rd',
  'th',
  '-',
  '/',
  '.',
]);

const lookup = (table: string[][], word: string): number | undefined => {
  const index = table.findIndex((names) => names.includes(word));
  return index < 0 ? undefined : index;
};

function build(
  year: number,
  month: number,
  day: number,
  time: { hour?: number; minute?: number; second?: number; micro?: number },
  offset?: number,
): NaiveDateTime | null {
  try {
    return naive(
      year,
      month,
      day,
      time.hour ?? 0,
      time.minute ?? 0,
      time.second ?? 0,
      time.micro ?? 0,
      offset,
    );
  } catch {
    return null;
  }
}

const fraction = (digits: string | undefined): number =>
  digits === undefined ? 0 : Number(digits.slice(0, 6).padEnd(6, '0'));

function parseIsoLike(s: string): NaiveDateTime | null {
  const compact = /^(\d{4})(\d{2})(\d{2})(?:T?(\d{2})(\d{2})(\d{2})?)?$/i.exec(s);
  if (compact) {
    const [, y, mo, d, h, mi, sec] = compact;
    return build(Number(y), Number(mo), Number(d), {
      hour: Number(h ?? 0),
      minute: Number(mi ?? 0),
      second: Number(sec ?? 0),
    });
  }
  const m =
    /^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2})(?:(?:T|\s+)(\d{1,2})(?::(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?)?)?)?\s*(z|utc|gmt|[+-]\d{2}(?::?\d{2})?)?$/i.exec(
      s,
    );
  if (!m) return null;
  const [, y, mo, d, h, mi, sec, frac, tz] = m;
  if (tz !== undefined && h === undefined) return null;
  const offset = tz === undefined ? undefined : parseOffset(tz);
  if (tz !== undefined && offset === undefined) return null;
  return build(
    Number(y),
    Number(mo ?? 1),
    Number(d ?? 1),
    {
      hour: Number(h ?? 0),
      minute: Number(mi ?? 0),
      second: Number(sec ?? 0),
      micro: fraction(frac),
    },
    offset,
  );
}

interface YmdItem {
  value: number;
  label?: 'Y' | 'M' | 'D';
}

interface Parsed {
  ymd: YmdItem[];
  hour?: number;
  minute?: number;
  second?: number;
  micro?: number;
  weekday?: number;
  offset?: number;
  centurySpecified: boolean;
}

const TIME_RE = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(am|pm|a\.m\.|p\.m\.)?$/;
const HOUR_AMPM_RE = /^(\d{1,2})(am|pm|a\.m\.|p\.m\.)$/;
const AMPM = (word: string): 0 | 1 | undefined =>
  word === 'am' || word === 'a.m.' ? 0 : word === 'pm' || word === 'p.m.' ? 1 : undefined;

function applyAmPm(hour: number, ampm: 0 | 1): number | null {
  if (hour > 12 || hour === 0) return null;
  if (ampm === 1 && hour < 12) return hour + 12;
  if (ampm === 0 && hour === 12) return 0;
  return hour;
}

function pushNumber(p: Parsed, digits: string, label?: 'D'): void {
  if (digits.length > 2) {
    p.centurySpecified = true;
    p.ymd.push({ value: Number(digits), label: 'Y' });
  } else p.ymd.push({ value: Number(digits), label });
}

function pushPart(p: Parsed, part: string): boolean {
  if (/^\d{1,4}$/.test(part)) {
    pushNumber(p, part);
    return true;
  }
  const month = lookup(MONTHS, part);
  if (month === undefined) return false;
  p.ymd.push({ value: month + 1, label: 'M' });
  return true;
}

function readToken(p: Parsed, raw: string, next: string | undefined): boolean {
  const tok = raw.toLowerCase();
  const word = tok.replace(/\.$/, '');
  if (JUMP.has(tok)) return true;
  const month = lookup(MONTHS, word);
  if (month !== undefined) {
    p.ymd.push({ value: month + 1, label: 'M' });
    return true;
  }
  const wd = lookup(WEEKDAYS, word);
  if (wd !== undefined) {
    p.weekday = wd;
    return true;
  }
  const ampm = AMPM(tok);
  if (ampm !== undefined) {
    if (p.hour === undefined) return false;
    const hour = applyAmPm(p.hour, ampm);
    if (hour === null) return false;
    p.hour = hour;
    return true;
  }
  const time = TIME_RE.exec(tok);
  if (time) {
    p.hour = Number(time[1]);
    p.minute = Number(time[2]);
    p.second = Number(time[3] ?? 0);
    p.micro = fraction(time[4]);
    if (time[5] !== undefined) {
      const hour = applyAmPm(p.hour, AMPM(time[5]) as 0 | 1);
      if (hour === null) return false;
      p.hour = hour;
    }
    return true;
  }
  const hourAmPm = HOUR_AMPM_RE.exec(tok);
  if (hourAmPm) {
    const hour = applyAmPm(Number(hourAmPm[1]), AMPM(hourAmPm[2]) as 0 | 1);
    if (hour === null) return false;
    p.hour = hour;
    return true;
  }
  if (p.hour !== undefined && p.offset === undefined) {
    const offset = parseOffset(tok);
    if (offset !== undefined) {
      p.offset = offset;
      return true;
    }
    // dateutil keeps an unknown zone name such as EST as a naive datetime.
    if (/^[A-Z]{3,5}$/.test(raw)) return true;
  }
  const sep = /^([a-z]+|\d{1,4})([-/.])([a-z]+|\d{1,2})(?:\2([a-z]+|\d{1,4}))?$/.exec(tok);
  if (sep) {
    return [sep[1], sep[3], sep[4]].every((part) => part === undefined || pushPart(p, part));
  }
  const ordinal = /^(\d{1,2})(st|nd|rd|th)$/.exec(tok);
  if (ordinal) {
    pushNumber(p, ordinal[1], 'D');
    return true;
  }
  if (/^\d+$/.test(tok)) {
    if (tok.length === 8 && p.ymd.length === 0) {
      p.centurySpecified = true;
      p.ymd.push(
        { value: Number(tok.slice(0, 4)), label: 'Y' },
        { value: Number(tok.slice(4, 6)) },
        { value: Number(tok.slice(6)) },
      );
      return true;
    }
    if (tok.length === 6 && p.ymd.length === 0) {
      p.ymd.push(
        { value: Number(tok.slice(0, 2)) },
        { value: Number(tok.slice(2, 4)) },
        { value: Number(tok.slice(4)) },
      );
      return true;
    }
    if (tok.length <= 2 && next !== undefined && AMPM(next.toLowerCase()) !== undefined) {
      p.hour = Number(tok);
      return true;
    }
    if (tok.length > 4) return false;
    pushNumber(p, tok);
    return true;
  }
  return false;
}

/** dateutil's `_ymd.resolve_ymd` with dayfirst = yearfirst = False. */
function resolveYmd(ymd: YmdItem[]): { year?: number; month?: number; day?: number } | null {
  if (ymd.length > 3) return null;
  const labelled = ymd.filter((item) => item.label !== undefined);
  const labels = new Set(labelled.map((item) => item.label));
  if (labels.size !== labelled.length) return null;
  if (
    (ymd.length === labelled.length && ymd.length > 0) ||
    (ymd.length === 3 && labelled.length === 2)
  ) {
    const out: { year?: number; month?: number; day?: number } = {};
    const missing = (['Y', 'M', 'D'] as const).find((l) => !labels.has(l));
    for (const item of ymd) {
      const label = item.label ?? missing;
      if (label === 'Y') out.year = item.value;
      else if (label === 'M') out.month = item.value;
      else out.day = item.value;
    }
    return out;
  }
  const v = ymd.map((item) => item.value);
  const mIdx = ymd.findIndex((item) => item.label === 'M');
  const yIdx = ymd.findIndex((item) => item.label === 'Y');
  if (ymd.length === 0) return {};
  if (ymd.length === 1 || (mIdx >= 0 && ymd.length === 2)) {
    const month = mIdx >= 0 ? v[mIdx] : undefined;
    const other = mIdx >= 0 ? v[(mIdx - 1 + ymd.length) % ymd.length] : v[0];
    if (ymd.length > 1 || mIdx < 0)
      return other > 31 ? { month, year: other } : { month, day: other };
    return { month };
  }
  if (ymd.length === 2) {
    if (v[0] > 31) return { year: v[0], month: v[1] };
    if (v[1] > 31) return { month: v[0], year: v[1] };
    return { month: v[0], day: v[1] };
  }
  if (mIdx === 0)
    return v[1] > 31
      ? { month: v[0], year: v[1], day: v[2] }
      : { month: v[0], day: v[1], year: v[2] };
  if (mIdx === 1)
    return v[0] > 31
      ? { year: v[0], month: v[1], day: v[2] }
      : { day: v[0], month: v[1], year: v[2] };
  if (mIdx === 2)
    return v[1] > 31
      ? { day: v[0], year: v[1], month: v[2] }
      : { year: v[0], day: v[1], month: v[2] };
  if (v[0] > 31 || yIdx === 0) return { year: v[0], month: v[1], day: v[2] };
  if (v[0] > 12) return { day: v[0], month: v[1], year: v[2] };
  return { month: v[0], day: v[1], year: v[2] };
}

/** dateutil's two-digit year rule: the year within 50 years of the current one. */
function convertYear(year: number, centurySpecified: boolean, currentYear: number): number {
  if (year >= 100 || centurySpecified) return year;
  let full = year + Math.floor(currentYear / 100) * 100;
  if (full >= currentYear + 50) full -= 100;
  else if (full < currentYear - 50) full += 100;
  return full;
}

function parseTokens(s: string, currentYear: number): NaiveDateTime | null {
  const tokens = s.split(/[\s,;]+/).filter(Boolean);
  const p: Parsed = { ymd: [], centurySpecified: false };
  for (let i = 0; i < tokens.length; i++) {
    if (!readToken(p, tokens[i], tokens[i + 1])) return null;
  }
  if (p.ymd.length === 0 && p.hour === undefined && p.weekday === undefined) return null;
  const ymd = resolveYmd(p.ymd);
  if (!ymd) return null;
  const year =
    ymd.year === undefined ? currentYear : convertYear(ymd.year, p.centurySpecified, currentYear);
  const month = ymd.month ?? 1;
  if (month < 1 || month > 12 || year < 1 || year > 9999) return null;
  const day = ymd.day ?? 1;
  const time = { hour: p.hour, minute: p.minute, second: p.second, micro: p.micro };
  const value = build(year, month, day, time, p.offset);
  if (!value || p.weekday === undefined || ymd.day !== undefined) return value;
  // relativedelta(weekday=X): the first such weekday on or after the date.
  return addDuration(value, (p.weekday - weekday(value) + 7) % 7);
}
