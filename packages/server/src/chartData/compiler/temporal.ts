/**
 * Time in the compiler: evaluating time-range strings to half-open bounds (since
 * inclusive, until exclusive; core's `getSinceUntil`), which range the query reports as
 * `from_dttm` / `to_dttm` (Superset's `_process_time_range`), and datetimes written as
 * bound values a column can be compared with: epoch seconds / milliseconds for
 * `python_date_format` epoch columns, strftime text for formatted text columns, and
 * `YYYY-MM-DD HH:MM:SS` text (cast where the engine needs it) for temporal columns.
 */
import type { NaiveDateTime, QueryColumn, QueryObject } from '@tessera/core';
import {
  NO_TIME_RANGE,
  TimeRangeError,
  formatNaive,
  fromEpochMs,
  getSinceUntil,
  queryColumnLabel,
  toEpochMs,
} from '@tessera/core';
import type { ResolvedColumn } from './columns.js';
import type { CompilerScope } from './compilerScope.js';
import { QueryObjectValidationError } from './errors.js';
import { SqlFragment } from './sqlFragment.js';
import type { CompileContext } from './types.js';

export interface TimeBounds {
  since: NaiveDateTime | null;
  until: NaiveDateTime | null;
}

export const NO_BOUNDS: TimeBounds = { since: null, until: null };

/** A time-range string's bounds, with the query's `time_shift` and relative anchors. */
export function evaluateTimeRange(
  timeRange: string | null,
  query: QueryObject,
  context: CompileContext,
): TimeBounds {
  try {
    const range = getSinceUntil(timeRange, {
      now: context.now,
      relativeStart: query.extras.relative_start ?? context.defaultRelativeStart,
      relativeEnd: query.extras.relative_end ?? context.defaultRelativeEnd,
      timeShift: query.time_shift,
    });
    return { since: range.since, until: range.until };
  } catch (error) {
    if (error instanceof TimeRangeError) {
      throw new QueryObjectValidationError(`Unexpected time range: ${error.message}`);
    }
    throw error;
  }
}

function isBaseAxis(column: QueryColumn): boolean {
  return typeof column !== 'string' && column.columnType === 'BASE_AXIS';
}

/**
 * The range the query reports (Superset's `_process_time_range`): `time_range`, else the
 * TEMPORAL_RANGE filter on the x-axis, else the first TEMPORAL_RANGE filter, else none.
 */
export function reportedTimeRange(query: QueryObject): string {
  if (query.time_range) return query.time_range;
  const temporal = query.filters.filter((f) => f.op.toUpperCase() === 'TEMPORAL_RANGE');
  if (temporal.length === 0) return NO_TIME_RANGE;
  const xAxis = query.columns.find(isBaseAxis);
  const xLabel = xAxis ? queryColumnLabel(xAxis) : null;
  const match = temporal.find((f) => xLabel !== null && queryColumnLabel(f.col) === xLabel);
  const val = (match ?? temporal[0]).val;
  return typeof val === 'string' ? val : NO_TIME_RANGE;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYY-MM-DD HH:MM:SS[.ffffff]`, or `YYYY-MM-DD` for DATE columns. */
export function formatDttm(dt: NaiveDateTime, dateOnly = false): string {
  const text = formatNaive(dt).replace('T', ' ');
  if (dateOnly) return text.slice(0, 10);
  return dt.microsecond ? `${text}.${pad(dt.microsecond, 6)}` : text;
}

/** Python's `strftime` for the common directives (%Y %y %m %d %H %I %M %S %f %j %p %%). */
export function strftime(dt: NaiveDateTime, format: string): string {
  const dayOfYear = Math.floor((toEpochMs(dt) - Date.UTC(dt.year, 0, 1)) / 86_400_000) + 1;
  const directives: Record<string, string> = {
    Y: pad(dt.year, 4),
    y: pad(dt.year % 100),
    m: pad(dt.month),
    d: pad(dt.day),
    H: pad(dt.hour),
    I: pad(dt.hour % 12 === 0 ? 12 : dt.hour % 12),
    p: dt.hour < 12 ? 'AM' : 'PM',
    M: pad(dt.minute),
    S: pad(dt.second),
    f: pad(dt.microsecond, 6),
    j: pad(dayOfYear, 3),
    '%': '%',
  };
  return format.replace(/%(.)/g, (whole, d: string) => directives[d] ?? whole);
}

/** An offset-aware datetime moved to UTC wall-clock time. */
export function toNaiveUtc(dt: NaiveDateTime): NaiveDateTime {
  return dt.offsetMinutes === undefined ? dt : fromEpochMs(toEpochMs(dt));
}

function isDateType(nativeType: string | null): boolean {
  return nativeType !== null && /^\s*date\s*$/i.test(nativeType);
}

/**
 * `dt` as a bound value comparable with `column` (Superset's `dttm_sql_literal`).
 * `assumeTemporal` treats an expression of unknown type as a timestamp.
 */
export function dttmValue(
  scope: CompilerScope,
  column: ResolvedColumn,
  dt: NaiveDateTime,
  assumeTemporal = false,
): SqlFragment {
  const value = toNaiveUtc(dt);
  const format = column.pythonDateFormat;
  if (format === 'epoch_s') return SqlFragment.value(Math.floor(toEpochMs(value) / 1000));
  if (format === 'epoch_ms') return SqlFragment.value(toEpochMs(value));
  if (format) return SqlFragment.value(strftime(value, format));
  const dateOnly = isDateType(column.nativeType);
  const text = SqlFragment.value(formatDttm(value, dateOnly));
  const temporal = column.generic === 'TEMPORAL' || (column.generic === null && assumeTemporal);
  return temporal ? scope.dialect.temporalValue(text, dateOnly) : text;
}

/** `col >= since AND col < until` (either side may be open); null when both are. */
export function timeFilter(
  scope: CompilerScope,
  column: ResolvedColumn,
  columnSql: string,
  bounds: TimeBounds,
): SqlFragment | null {
  const parts: SqlFragment[] = [];
  if (bounds.since) {
    parts.push(
      new SqlFragment([`${columnSql} >= `, ...dttmValue(scope, column, bounds.since, true).parts]),
    );
  }
  if (bounds.until) {
    parts.push(
      new SqlFragment([`${columnSql} < `, ...dttmValue(scope, column, bounds.until, true).parts]),
    );
  }
  return parts.length === 0 ? null : SqlFragment.join(parts, ' AND ');
}
