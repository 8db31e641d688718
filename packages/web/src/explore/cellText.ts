/**
 * How the data panes (Results, Samples) show a value, as Superset's: booleans as True and
 * False, nulls as N/A, a temporal column's epoch milliseconds as a database datetime in UTC
 * (`%Y-%m-%d %H:%M:%S`), anything else as its text.
 */
import { GENERIC_DATA_TYPES, getTimeFormatter, TimeFormats } from '@tessera/core';

export const NULL_DISPLAY = 'N/A';
export const BOOL_TRUE_DISPLAY = 'True';
export const BOOL_FALSE_DISPLAY = 'False';

const datetime = getTimeFormatter(TimeFormats.DATABASE_DATETIME);

/** The text of a cell whose column has this `coltypes` code. */
export function cellText(value: unknown, coltype?: number): string {
  if (value === true) return BOOL_TRUE_DISPLAY;
  if (value === false) return BOOL_FALSE_DISPLAY;
  if (value === null || value === undefined) return NULL_DISPLAY;
  if (coltype === GENERIC_DATA_TYPES.TEMPORAL && typeof value === 'number') return datetime(value);
  return String(value);
}
