/**
 * DuckDB's DATE and TIMESTAMP values (all precisions, with or without time zone) as
 * types.ts promises them: a `Date`, or DuckDB's own text where a `Date` cannot hold the
 * value: `infinity` / `-infinity`, and years past JavaScript's range (±275,760), which the
 * driver's conversion refuses with an error (issue #12: `SELECT 'infinity'::DATE` was a 500).
 */
import {
  DuckDBDateValue,
  DuckDBTimestampMillisecondsValue,
  DuckDBTimestampNanosecondsValue,
  DuckDBTimestampSecondsValue,
  DuckDBTimestampTZValue,
  DuckDBTimestampValue,
  DuckDBTypeId,
  JSDuckDBValueConverter,
  type DuckDBType,
  type DuckDBValue,
  type DuckDBValueConverter,
  type JS,
} from '@duckdb/node-api';
import { dateOrText } from '../values.js';

export const TEMPORAL_TYPES = new Set<DuckDBTypeId>([
  DuckDBTypeId.DATE,
  DuckDBTypeId.TIMESTAMP,
  DuckDBTypeId.TIMESTAMP_S,
  DuckDBTypeId.TIMESTAMP_MS,
  DuckDBTypeId.TIMESTAMP_NS,
  DuckDBTypeId.TIMESTAMP_TZ,
]);

/** DuckDB's infinities: the largest DATE / timestamp count and its negation. */
const INFINITE_DAYS = 2 ** 31 - 1;
const INFINITE_TICKS = 2n ** 63n - 1n;

/** The value's count of days, seconds, milliseconds, microseconds or nanoseconds. */
function ticksOf(value: DuckDBValue): number | bigint | null {
  if (value instanceof DuckDBDateValue) return value.days;
  if (value instanceof DuckDBTimestampValue || value instanceof DuckDBTimestampTZValue)
    return value.micros;
  if (value instanceof DuckDBTimestampSecondsValue) return value.seconds;
  if (value instanceof DuckDBTimestampMillisecondsValue) return value.millis;
  if (value instanceof DuckDBTimestampNanosecondsValue) return value.nanos;
  return null;
}

/** A DATE or TIMESTAMP value: a Date, else DuckDB's text for it. */
export function temporalToJs(
  value: DuckDBValue,
  type: DuckDBType,
  converter: DuckDBValueConverter<unknown>,
): unknown {
  const ticks = ticksOf(value);
  if (ticks === INFINITE_DAYS || ticks === INFINITE_TICKS) return 'infinity';
  if (ticks === -INFINITE_DAYS || ticks === -INFINITE_TICKS) return '-infinity';
  let date: unknown;
  try {
    date = JSDuckDBValueConverter(value, type, converter as unknown as DuckDBValueConverter<JS>);
  } catch {
    // "... value out of range for JS Date": the text below.
  }
  return dateOrText(date, String(value));
}
