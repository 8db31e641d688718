/**
 * What the compiler writes differently per engine, beyond the EngineSpec: case-insensitive
 * and regular-expression matching, casts to text and of bound temporal values, epoch
 * conversions for `python_date_format` epoch columns, and how long an alias may be.
 */
import type { EngineSpec } from '../../engines/types.js';
import type { SqlDialect } from '../../sql/dialect.js';
import { sqlDialectFor } from '../../sql/dialect.js';
import type { SqlFragment } from './sqlFragment.js';
import { sql } from './sqlFragment.js';

export interface QueryDialect {
  readonly engine: string;
  readonly lexical: SqlDialect;
  /** `col ILIKE value`, or the portable `LOWER(col) LIKE LOWER(value)`. */
  ilike(column: string, value: SqlFragment): SqlFragment;
  /** A regular-expression match, or null when the engine has none. */
  regex(column: string, value: SqlFragment): SqlFragment | null;
  castToText(column: string): string;
  /** A bound date/time value made comparable with a column of `nativeType`. */
  temporalValue(value: SqlFragment, isDate: boolean): SqlFragment;
  /** Epoch seconds / milliseconds to a timestamp. */
  fromEpochSeconds(column: string): string;
  fromEpochMillis(column: string): string;
  /**
   * Text or numbers in a strftime `python_date_format` (`%Y`, `%d/%m/%Y`...) to a timestamp,
   * so that a time grain can truncate it; null when the engine cannot (the column is left as
   * it is) or the format holds more than strftime codes and plain separators.
   */
  fromFormatted(column: string, format: string): string | null;
  /** Longest alias the engine keeps as written (PostgreSQL truncates at 63 bytes). */
  readonly maxAliasBytes: number | null;
}

/** A strftime format made only of codes and separators: safe inside a SQL string literal. */
const SAFE_FORMAT = /^(?:%[A-Za-z]|[-/:., T])+$/;

/** strftime codes to PostgreSQL's TO_TIMESTAMP template patterns. */
const POSTGRES_PATTERNS: Record<string, string> = {
  '%Y': 'YYYY',
  '%y': 'YY',
  '%m': 'MM',
  '%d': 'DD',
  '%H': 'HH24',
  '%I': 'HH12',
  '%M': 'MI',
  '%S': 'SS',
  '%f': 'US',
  '%p': 'AM',
  '%b': 'Mon',
  '%B': 'Month',
  '%j': 'DDD',
};

function postgresPattern(format: string): string | null {
  let out = '';
  for (const part of format.match(/%[A-Za-z]|[^%]/g) ?? []) {
    if (part.startsWith('%')) {
      const pattern = POSTGRES_PATTERNS[part];
      if (!pattern) return null;
      out += pattern;
    } else out += part;
  }
  return out;
}

const safeFormat = (format: string) => (SAFE_FORMAT.test(format) ? format : null);

const portableIlike = (column: string, value: SqlFragment) =>
  sql`LOWER(${column}) LIKE LOWER(${value})`;

function dialectFor(engine: string): Omit<QueryDialect, 'engine' | 'lexical'> {
  switch (engine) {
    case 'postgresql':
      return {
        ilike: (c, v) => sql`${c} ILIKE ${v}`,
        regex: (c, v) => sql`${c} ~ ${v}`,
        castToText: (c) => `CAST(${c} AS VARCHAR)`,
        temporalValue: (v, isDate) => sql`CAST(${v} AS ${isDate ? 'DATE' : 'TIMESTAMP'})`,
        fromEpochSeconds: (c) => `(TO_TIMESTAMP(${c}) AT TIME ZONE 'UTC')`,
        fromEpochMillis: (c) => `(TO_TIMESTAMP(${c} / 1000.0) AT TIME ZONE 'UTC')`,
        fromFormatted: (c, format) => {
          const pattern = safeFormat(format) && postgresPattern(format);
          return pattern
            ? `(TO_TIMESTAMP(CAST(${c} AS VARCHAR), '${pattern}') AT TIME ZONE 'UTC')`
            : null;
        },
        maxAliasBytes: 63,
      };
    case 'duckdb':
      return {
        ilike: (c, v) => sql`${c} ILIKE ${v}`,
        regex: (c, v) => sql`regexp_matches(${c}, ${v})`,
        castToText: (c) => `CAST(${c} AS VARCHAR)`,
        temporalValue: (v, isDate) => sql`CAST(${v} AS ${isDate ? 'DATE' : 'TIMESTAMP'})`,
        fromEpochSeconds: (c) => `make_timestamp(CAST(${c} * 1000000 AS BIGINT))`,
        fromEpochMillis: (c) => `epoch_ms(CAST(${c} AS BIGINT))`,
        fromFormatted: (c, format) =>
          safeFormat(format) ? `strptime(CAST(${c} AS VARCHAR), '${format}')` : null,
        maxAliasBytes: null,
      };
    case 'mysql':
    case 'mariadb':
      return {
        ilike: portableIlike,
        regex: (c, v) => sql`${c} REGEXP ${v}`,
        castToText: (c) => `CAST(${c} AS CHAR)`,
        temporalValue: (v) => v,
        fromEpochSeconds: (c) => `FROM_UNIXTIME(${c})`,
        fromEpochMillis: (c) => `FROM_UNIXTIME(${c} / 1000)`,
        // STR_TO_DATE gives zero months and days for a partial format (a year alone)
        fromFormatted: () => null,
        maxAliasBytes: 256,
      };
    default:
      // SQLite and engines without a module here: dates are text.
      return {
        ilike: portableIlike,
        regex: () => null,
        castToText: (c) => `CAST(${c} AS TEXT)`,
        temporalValue: (v) => v,
        fromEpochSeconds: (c) => `DATETIME(${c}, 'unixepoch')`,
        fromEpochMillis: (c) => `DATETIME(${c} / 1000.0, 'unixepoch')`,
        fromFormatted: () => null,
        maxAliasBytes: null,
      };
  }
}

export function queryDialectFor(spec: EngineSpec): QueryDialect {
  return { engine: spec.engine, lexical: sqlDialectFor(spec.engine), ...dialectFor(spec.engine) };
}
