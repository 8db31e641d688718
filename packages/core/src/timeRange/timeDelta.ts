/**
 * Superset's `normalize_time_delta`: a time comparison's `N unit(s) ago|later` as a signed
 * count of one calendar unit (quarters become months). Post-processing joins shifted results
 * with it; time-range parsing raises when it does not apply.
 */
export type TimeDeltaUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

/** A signed calendar delta, as Superset's `normalize_time_delta` returns it ("1 year ago" → year −1). */
export interface TimeDelta {
  readonly unit: TimeDeltaUnit;
  readonly value: number;
}

const DELTA_RE =
  /^\s*([0-9]+)\s+(second|minute|hour|day|week|month|quarter|year)s?\s+(ago|later)*$/i;

/** Superset's `normalize_time_delta`: `N unit(s) ago|later`; quarters become months. Null otherwise. */
export function parseTimeDelta(text: string): TimeDelta | null {
  const m = DELTA_RE.exec(text);
  if (!m) return null;
  let unit = m[2].toLowerCase();
  let value = Number(m[1]);
  if ((m[3] ?? '').toLowerCase() === 'ago') value = -value;
  if (unit === 'quarter') {
    unit = 'month';
    value *= 3;
  }
  return { unit: unit as TimeDeltaUnit, value };
}
