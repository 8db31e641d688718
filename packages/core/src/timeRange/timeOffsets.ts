import type { NowInput } from './clock.js';
import { ENCLOSED_RANGE_REQUIRED, valueError } from './errors.js';
import { diffDays, naive } from './naiveDateTime.js';
import type { NaiveDateTime } from './naiveDateTime.js';
import { getSinceUntil } from './sinceUntil.js';
import type { SinceUntil } from './sinceUntil.js';
import { timeShift } from './timeShift.js';

const YMD_RE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/** Python `strptime(text, "%Y-%m-%d")`, or null. */
function parseYmd(text: string): NaiveDateTime | null {
  const m = YMD_RE.exec(text);
  if (!m) return null;
  try {
    return naive(Number(m[1]), Number(m[2]), Number(m[3]));
  } catch {
    return null;
  }
}

/** A `YYYY-MM-DD` offset: "compare with the range starting on that date". */
export const isDateOffset = (offset: string): boolean => parseYmd(offset) !== null;

/** A `YYYY-MM-DD : YYYY-MM-DD` offset (split on a bare colon, sides trimmed, as Superset checks it). */
export function isDateRangeOffset(offset: string): boolean {
  const parts = offset.split(':');
  return parts.length === 2 && parts.every((p) => parseYmd(p.trim()) !== null);
}

export interface OffsetRange extends SinceUntil {
  /** True for `<a> : <b>` offsets, which replace the range (feature flag DATE_RANGE_TIMESHIFTS_ENABLED). */
  isDateRange: boolean;
  /** The offset actually applied: `inherit` and dates become `N days ago`. */
  resolvedOffset: string;
}

/**
 * The bounds of one `time_offsets` comparison query (Superset's
 * processing_time_offsets), given the outer query's bounds:
 * - `1 year ago`, `52 weeks ago`, … move both bounds with {@link timeShift};
 * - `inherit` shifts by the range's own length in whole days;
 * - `YYYY-MM-DD` shifts so the range starts on that date;
 * - `YYYY-MM-DD : YYYY-MM-DD` is evaluated as a time range of its own.
 * Both outer bounds are required ("An enclosed time range …").
 */
export function shiftByOffset(
  since: NaiveDateTime | null,
  until: NaiveDateTime | null,
  offset: string,
  options: { now?: NowInput } = {},
): OffsetRange {
  if (!since || !until) throw valueError(ENCLOSED_RANGE_REQUIRED);
  if (isDateRangeOffset(offset)) {
    return {
      ...getSinceUntil(offset, { now: options.now }),
      isDateRange: true,
      resolvedOffset: offset,
    };
  }
  let resolved = offset;
  if (offset === 'inherit') resolved = `${diffDays(since, until)} days ago`;
  else {
    const date = parseYmd(offset);
    if (date) resolved = `${diffDays(date, since)} days ago`;
  }
  return {
    since: timeShift(since, resolved),
    until: timeShift(until, resolved),
    isDateRange: false,
    resolvedOffset: resolved,
  };
}
