import { resolveNow, startOfDay } from './clock.js';
import type { NowInput } from './clock.js';
import { parseDateutil } from './dateutilParse.js';
import { ambiguousError, parseFailError } from './errors.js';
import type { NaiveDateTime } from './naiveDateTime.js';
import { evalRelativePhrase } from './relativePhrase.js';

const AMBIGUOUS_RE = /^\s*([0-9]+)\s+(second|minute|hour|day|week|month|quarter|year)s?\s*$/i;

/**
 * `DATETIME('<text>')` and free-text bounds (time-range.md §2.3):
 * 1. a bare `<integer> <unit>[s]` is ambiguous and rejected;
 * 2. dates and times as python-dateutil reads them, missing parts from
 *    1 January of the current year at 00:00;
 * 3. otherwise human phrases relative to `now` (`today`, `5 days ago`, …),
 *    reset to midnight unless the phrase carried a time of day.
 * Throws TimeRangeError (`ambiguous` or `parseFail`) with Superset's texts.
 */
export function parseHumanDatetime(text: string, now?: NowInput): NaiveDateTime {
  if (AMBIGUOUS_RE.test(text)) throw ambiguousError(text);
  const clock = resolveNow(now);
  const parsed = parseDateutil(text, clock);
  if (parsed) return parsed;
  const phrase = evalRelativePhrase(text, clock);
  if (!phrase) throw parseFailError(text);
  return phrase.hasTime ? phrase.value : startOfDay(phrase.value);
}
