import { fromLocalDate, withFields } from './naiveDateTime.js';
import type { NaiveDateTime } from './naiveDateTime.js';

/** The reference instant: a naive wall-clock value, or a JS Date read in local time. */
export type NowInput = NaiveDateTime | Date;

/**
 * Superset's `now`: the local wall clock truncated to whole seconds
 * (time-range.md §1 "Clock"). A Date is read in the process's local time zone,
 * like Python's `datetime.now()`; pass a NaiveDateTime to pin the clock exactly
 * (tests, or a server configured for another zone).
 */
export function resolveNow(now?: NowInput): NaiveDateTime {
  const value =
    now === undefined ? fromLocalDate(new Date()) : now instanceof Date ? fromLocalDate(now) : now;
  return value.microsecond === 0 ? value : withFields(value, { microsecond: 0 });
}

/** Local midnight of `now` (Superset's `today`). */
export const startOfDay = (dt: NaiveDateTime): NaiveDateTime =>
  withFields(dt, { hour: 0, minute: 0, second: 0, microsecond: 0 });
