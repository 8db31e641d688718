import { deltaAmbiguousError } from './errors.js';
import { addDuration, naive, withFields } from './naiveDateTime.js';
import type { NaiveDateTime } from './naiveDateTime.js';
import { evalQuantityPhrase, evalRelativePhrase } from './relativePhrase.js';
import { parseTimeDelta, type TimeDelta } from './timeDelta.js';

const truncated = (dt: NaiveDateTime): NaiveDateTime =>
  dt.microsecond === 0 ? dt : withFields(dt, { microsecond: 0 });

/**
 * Superset's `get_past_or_future(text, dt)`: moves `dt` by a human phrase read
 * relative to `dt` itself, with calendar arithmetic (`1 year ago`, `3 months later`,
 * `-1 week`, `52 weeks ago`, `2 quarters ago`; `1 year` alone points forward).
 * The time of day is kept. A phrase that is not understood leaves `dt` unchanged,
 * as in Superset. This is how `time_offsets` move a query's bounds.
 */
export function timeShift(dt: NaiveDateTime, text: string | null | undefined): NaiveDateTime {
  if (!text) return dt;
  const result = evalRelativePhrase(text, truncated(dt));
  return result ? addDuration(result.value, 0, 0, dt.microsecond) : dt;
}

/** Whether {@link timeShift} understands the phrase (Superset's `is_parseable_human_timedelta`). */
export const isParseableTimeShift = (text: string | null | undefined): boolean =>
  !!text && evalRelativePhrase(text, naive(2024, 6, 15, 12)) !== null;

/**
 * The endpoint's and query's `time_shift` (time-range.md §2.9, newest Superset):
 * the phrase is a duration pointing into the past whatever its sign or wording
 * (`1 year`, `1 year ago` and `-1 year` all move back one year), computed with
 * calendar arithmetic relative to `dt`. Anything that is not a duration
 * (e.g. `inherited`) leaves `dt` unchanged.
 */
export function shiftIntoPast(dt: NaiveDateTime, shift: string): NaiveDateTime {
  const magnitude = shift
    .trim()
    .replace(/^-\s*/, '')
    .replace(/\s+(ago|later|before|after|from\s+now)$/i, '');
  const result = evalQuantityPhrase(magnitude, truncated(dt), -1);
  return result ? addDuration(result.value, 0, 0, dt.microsecond) : dt;
}

/**
 * Superset's `normalize_time_delta` for time comparisons: `N unit(s) ago|later`
 * → a signed count of a unit (quarters become months). Anything else raises
 * TimeDeltaAmbiguousError.
 */
export function normalizeTimeDelta(text: string): TimeDelta {
  const delta = parseTimeDelta(text);
  if (!delta) throw deltaAmbiguousError(text);
  return delta;
}
