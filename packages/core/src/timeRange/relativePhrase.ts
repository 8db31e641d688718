import {
  addDuration,
  addMonths,
  addUnits,
  daysInMonth,
  naive,
  weekday,
  withFields,
} from './naiveDateTime.js';
import type { NaiveDateTime, TimeUnit } from './naiveDateTime.js';

/**
 * The subset of python-parsedatetime's `Calendar.parse(text, source)` Superset
 * meets (time-range.md §2.3 step 3, §2.9): `now`, `today`/`yesterday`/`tomorrow`
 * (optionally with a time), `noon`-style times, quantity phrases
 * (`5 days ago`, `8 days later`, `2 weeks from now`, `in 3 hours`, `-1 year`,
 * `1 year 2 months ago`, `one year ago`) and modifier phrases
 * (`last|next|this|prior|previous <unit|weekday>`).
 *
 * The value is parsedatetime's raw result: anchors such as `today` or
 * `last month` land at 09:00, as parsedatetime's default start hour does.
 * `hasTime` says whether the phrase carried a time of day (parsedatetime's time
 * flag); DATETIME() resets the value to midnight when it did not.
 * Unlike parsedatetime, the whole phrase must be understood, else null.
 */
export interface PhraseResult {
  value: NaiveDateTime;
  hasTime: boolean;
}

const UNIT_WORDS = new Map<string, TimeUnit>();
for (const [unit, words] of [
  ['second', 'second seconds sec secs'],
  ['minute', 'minute minutes min mins'],
  ['hour', 'hour hours hr hrs'],
  ['day', 'day days'],
  ['week', 'week weeks wk wks'],
  ['month', 'month months mth mths'],
  ['quarter', 'quarter quarters'],
  ['year', 'year years yr yrs'],
] as const) {
  for (const word of words.split(' ')) UNIT_WORDS.set(word, unit);
}

const NUMBER_WORDS = new Map<string, number>([
  ...'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'
    .split(' ')
    .map((word, i): [string, number] => [word, i]),
  ...'thirty forty fifty sixty seventy eighty ninety'
    .split(' ')
    .map((word, i): [string, number] => [word, 30 + 10 * i]),
  ['hundred', 100],
]);

const WEEKDAY_WORDS = [
  ['mon', 'monday'],
  ['tue', 'tuesday'],
  ['wed', 'wednesday'],
  ['thu', 'thursday'],
  ['fri', 'friday'],
  ['sat', 'saturday'],
  ['sun', 'sunday'],
];

/** parsedatetime's named times of day. */
const NAMED_TIMES = new Map<string, number>([
  ['midnight', 0],
  ['morning', 6],
  ['breakfast', 8],
  ['noon', 12],
  ['lunch', 12],
  ['eod', 17],
  ['evening', 18],
  ['dinner', 19],
  ['night', 21],
  ['tonight', 22],
]);

const DAY_OFFSETS = new Map([
  ['yesterday', -1],
  ['today', 0],
  ['tomorrow', 1],
]);
const MODIFIERS = new Map([
  ['last', -1],
  ['prior', -1],
  ['previous', -1],
  ['prev', -1],
  ['this', 0],
  ['next', 1],
]);

const at = (dt: NaiveDateTime, hour: number, minute = 0, second = 0): NaiveDateTime =>
  withFields(dt, { hour, minute, second, microsecond: 0 });

/** `10`, `10:30`, `10:30:15`, `5pm`, `5:30 pm` or a named time; null otherwise. */
function timeOfDay(text: string): [number, number, number] | null {
  const named = NAMED_TIMES.get(text);
  if (named !== undefined) return [named, 0, 0];
  const m = /^(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?\s*(am|pm)?$/.exec(text);
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = Number(m[2] ?? 0);
  const second = Number(m[3] ?? 0);
  if (m[4] !== undefined) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (m[4] === 'pm' ? 12 : 0);
  }
  if (hour > 23 || minute > 59 || second > 59) return null;
  return [hour, minute, second];
}

function dayPhrase(s: string, source: NaiveDateTime): PhraseResult | null {
  const m = /^(today|tomorrow|yesterday)(?:\s+(?:at\s+)?(.+))?$/.exec(s);
  if (!m) return null;
  const day = addDuration(at(source, 9), DAY_OFFSETS.get(m[1]) ?? 0);
  if (m[2] === undefined) return { value: day, hasTime: false };
  const time = timeOfDay(m[2]);
  return time ? { value: at(day, ...time), hasTime: true } : null;
}

const parseQuantity = (word: string): number | undefined =>
  /^[+-]?\d+$/.test(word) ? Number(word) : NUMBER_WORDS.get(word);

const normalize = (text: string): string => text.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Quantity phrases only (`5 days ago`, `in 3 hours`, `1 year 2 months`). With
 * `forcedDirection`, the counts' signs and any direction word are ignored and
 * every term moves that way.
 */
export function evalQuantityPhrase(
  text: string,
  source: NaiveDateTime,
  forcedDirection?: 1 | -1,
): PhraseResult | null {
  return quantityPhrase(normalize(text), source, forcedDirection);
}

function quantityPhrase(
  s: string,
  source: NaiveDateTime,
  forcedDirection?: 1 | -1,
): PhraseResult | null {
  let rest = s.replace(/^in\s+/, '');
  let direction = 1;
  let fromNow = false;
  const tail = /\s+(ago|before|prior|later|after|from\s+now)$/.exec(rest);
  if (tail) {
    direction = ['ago', 'before', 'prior'].includes(tail[1]) ? -1 : 1;
    fromNow = tail[1].startsWith('from');
    rest = rest.slice(0, tail.index);
  }
  const words = rest
    .replace(/([+-]?\d+)([a-z]+)/g, '$1 $2')
    .split(/[\s,]+/)
    .filter((w) => w && w !== 'and');
  if (words.length === 0 || words.length % 2 !== 0) return null;
  let value = source;
  let hasTime = fromNow;
  for (let i = 0; i < words.length; i += 2) {
    const count = parseQuantity(words[i]);
    const unit = UNIT_WORDS.get(words[i + 1]);
    if (count === undefined || unit === undefined) return null;
    value = addUnits(
      value,
      forcedDirection ? Math.abs(count) * forcedDirection : count * direction,
      unit,
    );
    hasTime ||= unit === 'hour' || unit === 'minute' || unit === 'second';
  }
  return { value, hasTime };
}

function modifierPhrase(s: string, source: NaiveDateTime): PhraseResult | null {
  const m = /^(last|next|this|prior|previous|prev)\s+([a-z]+)$/.exec(s);
  if (!m) return null;
  const offset = MODIFIERS.get(m[1]) ?? 0;
  const nine = at(source, 9);
  const unit = UNIT_WORDS.get(m[2]);
  switch (unit) {
    case 'month':
      return {
        value:
          offset === 0
            ? withFields(nine, { day: daysInMonth(source.year, source.month) })
            : addMonths(withFields(nine, { day: 1 }), offset),
        hasTime: false,
      };
    case 'week':
      return {
        value:
          offset === 0
            ? addDuration(at(source, 17), 4 - weekday(source))
            : addDuration(nine, 7 * offset),
        hasTime: false,
      };
    case 'day':
      return offset === 0
        ? { value: at(source, 17), hasTime: true }
        : { value: addDuration(nine, offset), hasTime: false };
    case 'hour':
      return { value: addDuration(at(source, source.hour), 0, 3600 * offset), hasTime: true };
    case 'year':
      return {
        value:
          offset === 0
            ? withFields(source, { month: 12, day: 31 })
            : naive(source.year + offset, 1, 1, 9),
        hasTime: false,
      };
    case undefined: {
      const wkdy = WEEKDAY_WORDS.findIndex((names) => names.includes(m[2]));
      if (wkdy < 0) return null;
      // parsedatetime's _CalculateDOWDelta with DOWParseStyle 1.
      let diff = wkdy - weekday(source) + 7 * (m[1] === 'prev' ? 0 : offset);
      if (diff < -7) diff += 7;
      return { value: addDuration(nine, diff), hasTime: false };
    }
    default:
      return null;
  }
}

export function evalRelativePhrase(text: string, source: NaiveDateTime): PhraseResult | null {
  const s = normalize(text);
  if (s === 'now') return { value: source, hasTime: true };
  const named = NAMED_TIMES.get(s);
  if (named !== undefined) return { value: at(source, named), hasTime: true };
  return dayPhrase(s, source) ?? quantityPhrase(s, source) ?? modifierPhrase(s, source);
}
