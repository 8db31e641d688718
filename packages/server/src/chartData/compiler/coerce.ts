/**
 * Filter values bound with the column's generic type (Superset's `filter_values_handler`):
 * strings lose surrounding tabs and newlines, `<NULL>` is NULL and `<empty string>` is
 * `''`; a NUMERIC column gets numbers (`"5"` -> 5), a BOOLEAN column booleans, a TEMPORAL
 * column datetimes (ISO text or epoch milliseconds), a STRING column text. A value the
 * column's type cannot hold is a 400 naming the column.
 */
import type { NaiveDateTime } from '@tessera/core';
import { fromEpochMs, parseIso, toEpochMs } from '@tessera/core';
import type { ResolvedColumn } from './columns.js';
import type { CompilerScope } from './compilerScope.js';
import { QueryObjectValidationError } from './errors.js';
import { SqlFragment } from './sqlFragment.js';
import { dttmValue, toNaiveUtc } from './temporal.js';

export const NULL_STRING = '<NULL>';
export const EMPTY_STRING = '<empty string>';

const NUMBER_TEXT = /^[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?$/;
const TRUE_TEXT = new Set(['true', 't', '1', 'yes', 'y', 'on']);
const FALSE_TEXT = new Set(['false', 'f', '0', 'no', 'n', 'off']);

function invalid(
  value: unknown,
  column: ResolvedColumn,
  expected: string,
): QueryObjectValidationError {
  return new QueryObjectValidationError(
    `Invalid filter value ${JSON.stringify(value)} for column '${column.label}': expected ${expected}`,
  );
}

function toNumber(value: unknown, column: ResolvedColumn): number | string {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string' && NUMBER_TEXT.test(value.trim())) {
    const text = value.trim();
    const n = Number(text);
    // Keep integers too large for a double as text so no digit is lost.
    return /^[+-]?[0-9]+$/.test(text) && !Number.isSafeInteger(n) ? text : n;
  }
  throw invalid(value, column, 'a number');
}

function toBoolean(value: unknown, column: ResolvedColumn): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (TRUE_TEXT.has(text)) return true;
    if (FALSE_TEXT.has(text)) return false;
  }
  throw invalid(value, column, 'true or false');
}

/** A datetime from ISO text or epoch milliseconds. */
export function toDatetime(value: unknown, column: ResolvedColumn): NaiveDateTime {
  if (typeof value === 'number' && Number.isFinite(value)) return fromEpochMs(value);
  if (typeof value === 'string') {
    const parsed = parseIso(value);
    if (parsed) return toNaiveUtc(parsed);
  }
  throw invalid(value, column, 'a date and time (YYYY-MM-DD[ HH:MM:SS]) or epoch milliseconds');
}

export interface CoerceOptions {
  /** LIKE / ILIKE / REGEX: the value is a pattern, kept as text. */
  pattern?: boolean;
}

/**
 * One filter value as a bound SQL value (possibly cast), or null for SQL NULL.
 * Lists and objects are refused here; IN / NOT IN call this per item.
 */
export function coerceFilterValue(
  scope: CompilerScope,
  raw: unknown,
  column: ResolvedColumn,
  options: CoerceOptions = {},
): SqlFragment | null {
  let value = raw;
  if (value === undefined || value === null) return null;
  if (typeof value === 'object') throw invalid(value, column, 'a single value');
  if (typeof value === 'string') {
    value = value.replace(/^[\t\n]+|[\t\n]+$/g, '');
    if (value === NULL_STRING) return null;
    if (value === EMPTY_STRING) value = '';
  }
  if (options.pattern) return SqlFragment.value(String(value));
  const format = column.pythonDateFormat;
  if ((format === 'epoch_s' || format === 'epoch_ms') && typeof value === 'string') {
    if (!NUMBER_TEXT.test(value.trim())) {
      // A date for an epoch column: written in the column's unit.
      return dttmValue(scope, column, toDatetime(value, column));
    }
  }
  switch (column.generic) {
    case 'NUMERIC':
      return SqlFragment.value(toNumber(value, column));
    case 'BOOLEAN':
      return SqlFragment.value(toBoolean(value, column));
    case 'TEMPORAL':
      return dttmValue(scope, column, toDatetime(value, column));
    case 'STRING':
      return SqlFragment.value(String(value));
    default:
      return SqlFragment.value(value);
  }
}

/** Epoch milliseconds of a datetime value, for reports. */
export function epochMs(dt: NaiveDateTime | null): number | null {
  return dt ? toEpochMs(dt) : null;
}
