/**
 * The lexical rules of each engine's SQL that matter for reading SQL safely: which quotes
 * make strings and which make identifiers, how quotes are escaped, which comments and
 * parameter markers exist, and how a value is written as a string literal.
 */
export interface SqlDialect {
  /** The engine key (`postgresql`, `mysql`, `mariadb`, `duckdb`, `sqlite`, or `generic`). */
  readonly engine: string;
  /** Backslash escapes inside quoted strings (MySQL). */
  readonly backslashEscapes: boolean;
  /** `E'...'` strings with backslash escapes (PostgreSQL, DuckDB). */
  readonly escapeStrings: boolean;
  /** `$tag$ ... $tag$` strings (PostgreSQL, DuckDB). */
  readonly dollarQuotes: boolean;
  /** `# ...` line comments (MySQL). */
  readonly hashComments: boolean;
  /** Block comments nest (PostgreSQL, DuckDB). */
  readonly nestedComments: boolean;
  /** A carriage return ends a `--` comment as a newline does (PostgreSQL, DuckDB). */
  readonly crEndsLineComments: boolean;
  /** `"..."` is a string, not an identifier (MySQL without ANSI_QUOTES). */
  readonly doubleQuotedStrings: boolean;
  /** `` `...` `` quotes identifiers (MySQL, SQLite). */
  readonly backtickIdentifiers: boolean;
  /** `[...]` quotes identifiers (SQLite). */
  readonly bracketIdentifiers: boolean;
  /** Parameter markers the driver understands: `?` and / or `$1`. */
  readonly questionMarkParams: boolean;
  readonly dollarParams: boolean;
}

const BASE: SqlDialect = {
  engine: 'generic',
  backslashEscapes: false,
  escapeStrings: false,
  dollarQuotes: false,
  hashComments: false,
  nestedComments: false,
  crEndsLineComments: false,
  doubleQuotedStrings: false,
  backtickIdentifiers: false,
  bracketIdentifiers: false,
  questionMarkParams: true,
  dollarParams: false,
};

const DIALECTS: Record<string, SqlDialect> = {
  postgresql: {
    ...BASE,
    engine: 'postgresql',
    escapeStrings: true,
    dollarQuotes: true,
    nestedComments: true,
    crEndsLineComments: true,
    questionMarkParams: false,
    dollarParams: true,
  },
  duckdb: {
    ...BASE,
    engine: 'duckdb',
    escapeStrings: true,
    dollarQuotes: true,
    nestedComments: true,
    crEndsLineComments: true,
    dollarParams: true,
  },
  mysql: {
    ...BASE,
    engine: 'mysql',
    backslashEscapes: true,
    hashComments: true,
    doubleQuotedStrings: true,
    backtickIdentifiers: true,
  },
  sqlite: { ...BASE, engine: 'sqlite', backtickIdentifiers: true, bracketIdentifiers: true },
};
DIALECTS.mariadb = { ...DIALECTS.mysql, engine: 'mariadb' };
DIALECTS.postgres = DIALECTS.postgresql;

/** The dialect of an engine key or URI scheme (`postgres`, `mysql+mysqldb`, ...). */
export function sqlDialectFor(engine: string): SqlDialect {
  return DIALECTS[engine.toLowerCase().split('+')[0]] ?? BASE;
}

/**
 * `value` escaped for the inside of a `quote`-quoted token: the quote doubled and, where
 * backslashes escape (MySQL strings), backslashes doubled and NUL written as `\0`.
 * Doubling the quote (rather than `\'`) keeps it a literal quote under MySQL's
 * NO_BACKSLASH_ESCAPES mode too.
 */
export function escapeQuoted(value: string, quote: string, dialect: SqlDialect): string {
  let text = value.replaceAll(quote, quote + quote);
  const isString = quote === "'" || (quote === '"' && dialect.doubleQuotedStrings);
  if (isString && dialect.backslashEscapes) {
    // Quotes stay doubled (safe with and without NO_BACKSLASH_ESCAPES); backslashes doubled.
    text = text.replaceAll('\\', '\\\\').replaceAll('\0', '\\0');
  }
  return text;
}

/** A SQL string literal holding `value`, by the engine's quoting rules. */
export function quoteStringLiteral(value: string, dialect: SqlDialect): string {
  return `'${escapeQuoted(value, "'", dialect)}'`;
}

/** A JSON scalar as a SQL literal: numbers and booleans bare, strings quoted, null NULL. */
export function sqlLiteral(value: unknown, dialect: SqlDialect): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Cannot write ${value} as SQL`);
    return String(value);
  }
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return quoteStringLiteral(String(value), dialect);
}
