/**
 * How a column read by DuckDB lands in the target database: its column type there (as
 * pandas' `to_sql` would choose: TEXT for text, BIGINT, DOUBLE, BOOLEAN, TIMESTAMP...),
 * the DuckDB expression that sends its values (temporal and decimal values as text the
 * target parses exactly, so no time zone or float rounding creeps in) and the JS value
 * bound for each.
 */
import type { EngineSpec } from '../../engines/types.js';

export type TargetKind = 'duckdb' | 'postgresql' | 'mysql' | 'sqlite';

export function targetKindOf(spec: EngineSpec): TargetKind {
  if (spec.engine === 'mariadb' || spec.engine === 'mysql') return 'mysql';
  if (spec.engine === 'postgresql' || spec.engine === 'sqlite' || spec.engine === 'duckdb')
    return spec.engine;
  throw new Error(`No upload support for ${spec.engineName}`);
}

type Transport = 'bool' | 'number' | 'text' | 'bytes';
type Server = Exclude<TargetKind, 'duckdb'>;

interface Mapping {
  types: Record<Server, string>;
  transport: Transport;
}

/** A DuckDB type's column types in PostgreSQL, MySQL and SQLite, and how its values travel. */
const lands = (
  postgresql: string,
  mysql: string,
  sqlite: string,
  transport: Transport,
): Mapping => ({
  types: { postgresql, mysql, sqlite },
  transport,
});
const TEXT = lands('TEXT', 'LONGTEXT', 'TEXT', 'text');
const SMALL = lands('SMALLINT', 'SMALLINT', 'INTEGER', 'number');
const INT = lands('INTEGER', 'INT', 'INTEGER', 'number');
const BIG = lands('BIGINT', 'BIGINT', 'INTEGER', 'number');
const HUGE = lands('NUMERIC(39,0)', 'DECIMAL(39,0)', 'NUMERIC', 'text');
const TIMESTAMP = lands('TIMESTAMP', 'DATETIME(6)', 'TIMESTAMP', 'text');

/** Every DuckDB type that lands as something other than text. */
const MAPPINGS: Record<string, Mapping> = {
  BOOLEAN: lands('BOOLEAN', 'BOOLEAN', 'BOOLEAN', 'bool'),
  TINYINT: SMALL,
  UTINYINT: SMALL,
  SMALLINT: SMALL,
  USMALLINT: INT,
  INTEGER: INT,
  UINTEGER: BIG,
  BIGINT: BIG,
  UBIGINT: HUGE,
  HUGEINT: HUGE,
  UHUGEINT: HUGE,
  FLOAT: lands('REAL', 'FLOAT', 'REAL', 'number'),
  DOUBLE: lands('DOUBLE PRECISION', 'DOUBLE', 'REAL', 'number'),
  DATE: lands('DATE', 'DATE', 'DATE', 'text'),
  TIMESTAMP,
  TIMESTAMP_S: TIMESTAMP,
  TIMESTAMP_MS: TIMESTAMP,
  TIMESTAMP_NS: TIMESTAMP,
  'TIMESTAMP WITH TIME ZONE': lands('TIMESTAMPTZ', 'DATETIME(6)', 'TIMESTAMP', 'text'),
  TIME: lands('TIME', 'TIME(6)', 'TEXT', 'text'),
  BLOB: lands('BYTEA', 'LONGBLOB', 'BLOB', 'bytes'),
};

function mappingOf(duckType: string): Mapping {
  const type = duckType.toUpperCase();
  const decimal = /^DECIMAL\((\d+),\s*(\d+)\)$/.exec(type);
  if (decimal) {
    const [, precision, scale] = decimal;
    return lands(
      `NUMERIC(${precision},${scale})`,
      `DECIMAL(${precision},${scale})`,
      'NUMERIC',
      'text',
    );
  }
  return Object.hasOwn(MAPPINGS, type) ? MAPPINGS[type] : TEXT;
}

/** The column type to create in the target for a DuckDB type. */
export function columnTypeFor(kind: TargetKind, duckType: string): string {
  return kind === 'duckdb' ? duckType : mappingOf(duckType).types[kind];
}

/** The DuckDB expression sending a column's values to the target. */
export function transportExpression(kind: TargetKind, column: string, duckType: string): string {
  const { transport } = mappingOf(duckType);
  if (transport !== 'text') return column;
  if (duckType.toUpperCase() === 'TIMESTAMP WITH TIME ZONE' && kind !== 'postgresql')
    return `CAST(timezone('UTC', ${column}) AS VARCHAR)`;
  return `CAST(${column} AS VARCHAR)`;
}

/** Turns one row of transported values into what the target's driver binds. */
export function bindersFor(kind: TargetKind, duckTypes: string[]): ((value: unknown) => unknown)[] {
  return duckTypes.map((t) => {
    switch (mappingOf(t).transport) {
      case 'bool':
        return kind === 'sqlite'
          ? (v) => (v === null || v === undefined ? null : v ? 1 : 0)
          : (v) => v ?? null;
      case 'number':
        return (v) => (typeof v === 'number' && Number.isNaN(v) ? null : (v ?? null));
      case 'bytes':
        return (v) => (v instanceof Uint8Array ? Buffer.from(v) : (v ?? null));
      default:
        return (v) => v ?? null;
    }
  });
}
