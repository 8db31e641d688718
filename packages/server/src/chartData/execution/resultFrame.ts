/**
 * An engine's rows as the post-processing data frame (Superset's `normalize_df`): the
 * columns renamed to the compiled query's labels by position, datetimes as epoch ms
 * (Dates, ISO text from SQLite, `python_date_format` epoch numbers and strftime text),
 * integers past 2^53 as decimal text, numeric text from drivers as numbers, NaN as null.
 */
import type { DataFrame, DataFrameColumn } from '@tessera/core';
import type { CompiledQuery } from '../compiler/index.js';
import type { GenericType, QueryResult } from '../../engines/types.js';
import { utcTime } from '../../engines/values.js';

export interface ResultFrame {
  frame: DataFrame;
  /** The generic type of each query column, by label (from the dataset or the engine). */
  types: Map<string, GenericType>;
}

const ISO_DATETIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(Z|[+-]00(?::?00)?)?$/;

/** Naive ISO text (`YYYY-MM-DD[ HH:MM[:SS[.fff]]]`) read as UTC, or null. */
export function parseNaiveDatetime(text: string): number | null {
  const m = ISO_DATETIME.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = ''] = m;
  const ms = Number(frac.padEnd(3, '0').slice(0, 3));
  // Exact or null: MySQL's 0000-00-00 is no datetime (Date.UTC would give 1899-11-30).
  return utcTime(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s), ms);
}

const NUMERIC_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

function numericValue(v: unknown): unknown {
  if (typeof v === 'bigint') return Number.isSafeInteger(Number(v)) ? Number(v) : v.toString();
  if (typeof v === 'string' && NUMERIC_TEXT.test(v.trim())) {
    const n = Number(v);
    if (!Number.isFinite(n)) return v;
    // Integers past 2^53 stay text rather than change value.
    if (/^[+-]?\d+$/.test(v.trim()) && !Number.isSafeInteger(n)) return v;
    return n;
  }
  return plainValue(v);
}

function plainValue(v: unknown): unknown {
  if (v === undefined) return null;
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v.getTime();
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'bigint') return Number.isSafeInteger(Number(v)) ? Number(v) : v.toString();
  if (v instanceof Uint8Array) return Buffer.from(v).toString('utf8');
  return v;
}

const STRFTIME_PARTS: Record<string, string> = {
  Y: '(?<Y>\\d{4})',
  y: '(?<y>\\d{2})',
  m: '(?<m>\\d{1,2})',
  d: '(?<d>\\d{1,2})',
  H: '(?<H>\\d{1,2})',
  M: '(?<M>\\d{1,2})',
  S: '(?<S>\\d{1,2})',
  f: '(?<f>\\d{1,6})',
};

/** A parser of text written with a Python strftime format (%Y %y %m %d %H %M %S %f). */
export function strptimeParser(format: string): (text: string) => number | null {
  let source = '';
  for (let i = 0; i < format.length; i += 1) {
    const part = format[i] === '%' ? STRFTIME_PARTS[format[i + 1]] : undefined;
    if (part) {
      source += part;
      i += 1;
    } else {
      source += format[i].replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    }
  }
  const pattern = new RegExp(`^${source}$`);
  return (text) => {
    const g = pattern.exec(text.trim())?.groups;
    if (!g) return null;
    const year = g.Y
      ? Number(g.Y)
      : g.y
        ? 2000 + Number(g.y) - (Number(g.y) >= 69 ? 100 : 0)
        : 1900;
    const ms = g.f ? Math.floor(Number(g.f.padEnd(6, '0')) / 1000) : 0;
    return utcTime(
      year,
      Number(g.m ?? 1),
      Number(g.d ?? 1),
      Number(g.H ?? 0),
      Number(g.M ?? 0),
      Number(g.S ?? 0),
      ms,
    );
  };
}

/** Reads one value of a datetime column as epoch ms; undefined when it is not one. */
type DatetimeReader = (v: unknown) => number | null | undefined;

function datetimeReader(format: string | undefined): DatetimeReader {
  const strptime =
    format && format !== 'epoch_s' && format !== 'epoch_ms' ? strptimeParser(format) : null;
  return (v) => {
    if (v === null || v === undefined) return null;
    if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v.getTime();
    const n = typeof v === 'bigint' ? Number(v) : v;
    if (typeof n === 'number') {
      if (!Number.isFinite(n)) return null;
      if (format === 'epoch_s') return n * 1000;
      if (format === 'epoch_ms') return n;
      return strptime ? (strptime(String(n)) ?? undefined) : undefined;
    }
    if (typeof n === 'string') {
      return (strptime ? strptime(n) : null) ?? parseNaiveDatetime(n) ?? undefined;
    }
    return undefined;
  };
}

/** The column's values as epoch ms, or null when some value is not a datetime. */
function readDatetimes(values: unknown[], read: DatetimeReader): (number | null)[] | null {
  const out = new Array<number | null>(values.length);
  for (let r = 0; r < values.length; r += 1) {
    const t = read(values[r]);
    if (t === undefined) return null;
    out[r] = t;
  }
  return out;
}

/**
 * The frame of a query's result. `dateFormats` holds the `python_date_format` of the
 * dataset's datetime columns (by name): epoch seconds / milliseconds or strftime text,
 * read as datetimes where the query reads those columns as such. A datetime column whose
 * values cannot all be read as datetimes keeps its values.
 */
export function frameFromResult(
  result: QueryResult,
  compiled: Pick<CompiledQuery, 'labels' | 'columns'>,
  dateFormats: ReadonlyMap<string, string> = new Map(),
): ResultFrame {
  const types = new Map<string, GenericType>();
  const columns: DataFrameColumn[] = result.columns.map((engineColumn, i) => {
    const out = compiled.columns[i];
    const name = compiled.labels[i] ?? engineColumn.name;
    const raw = result.rows.map((row) => row[i]);
    const datetime =
      engineColumn.generic === 'TEMPORAL' || out?.isDttm || out?.generic === 'TEMPORAL'
        ? readDatetimes(raw, datetimeReader(out?.isDttm ? dateFormats.get(name) : undefined))
        : null;
    if (datetime) {
      types.set(name, 'TEMPORAL');
      return { name, values: datetime, temporal: true };
    }
    const known = out?.generic === 'TEMPORAL' ? null : (out?.generic ?? null);
    const generic: GenericType =
      known ?? (engineColumn.generic === 'TEMPORAL' ? 'STRING' : engineColumn.generic);
    types.set(name, generic);
    const convert = generic === 'NUMERIC' ? numericValue : plainValue;
    return { name, values: raw.map(convert) };
  });
  return { frame: { columns, index: [], length: result.rows.length }, types };
}
