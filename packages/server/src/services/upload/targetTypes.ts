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

const same = (t: string): Record<Server, string> => ({ postgresql: t, mysql: t, sqlite: t });
const TEXT: Mapping = {
  types: { postgresql: 'TEXT', mysql: 'LONGTEXT', sqlite: 'TEXT' },
  transport: 'text',
};

function mappingOf(duckType: string): Mapping {
  const type = duckType.toUpperCase();
  const decimal = /^DECIMAL\((\d+),\s*(\d+)\)$/.exec(type);
  if (decimal)
    return {
      types: {
        postgresql: `NUMERIC(${decimal[1]},${decimal[2]})`,
        mysql: `DECIMAL(${decimal[1]},${decimal[2]})`,
        sqlite: 'NUMERIC',
      },
      transport: 'text',
    };
  switch (type) {
    case 'BOOLEAN':
      return { types: same('BOOLEAN'), transport: 'bool' };
    case 'TINYINT':
    case 'UTINYINT':
    case 'SMALLINT':
      return {
        types: { postgresql: 'SMALLINT', mysql: 'SMALLINT', sqlite: 'INTEGER' },
        transport: 'number',
      };
    case 'USMALLINT':
    case 'INTEGER':
      return {
        types: { postgresql: 'INTEGER', mysql: 'INT', sqlite: 'INTEGER' },
        transport: 'number',
      };
    case 'UINTEGER':
    case 'BIGINT':
      return {
        types: { postgresql: 'BIGINT', mysql: 'BIGINT', sqlite: 'INTEGER' },
        transport: 'number',
      };
    case 'UBIGINT':
    case 'HUGEINT':
    case 'UHUGEINT':
      return {
        types: { postgresql: 'NUMERIC(39,0)', mysql: 'DECIMAL(39,0)', sqlite: 'NUMERIC' },
        transport: 'text',
      };
    case 'FLOAT':
      return { types: { postgresql: 'REAL', mysql: 'FLOAT', sqlite: 'REAL' }, transport: 'number' };
    case 'DOUBLE':
      return {
        types: { postgresql: 'DOUBLE PRECISION', mysql: 'DOUBLE', sqlite: 'REAL' },
        transport: 'number',
      };
    case 'DATE':
      return { types: same('DATE'), transport: 'text' };
    case 'TIMESTAMP':
    case 'TIMESTAMP_S':
    case 'TIMESTAMP_MS':
    case 'TIMESTAMP_NS':
      return {
        types: { postgresql: 'TIMESTAMP', mysql: 'DATETIME(6)', sqlite: 'TIMESTAMP' },
        transport: 'text',
      };
    case 'TIMESTAMP WITH TIME ZONE':
      return {
        types: { postgresql: 'TIMESTAMPTZ', mysql: 'DATETIME(6)', sqlite: 'TIMESTAMP' },
        transport: 'text',
      };
    case 'TIME':
      return { types: { postgresql: 'TIME', mysql: 'TIME(6)', sqlite: 'TEXT' }, transport: 'text' };
    case 'BLOB':
      return {
        types: { postgresql: 'BYTEA', mysql: 'LONGBLOB', sqlite: 'BLOB' },
        transport: 'bytes',
      };
    default:
      return TEXT;
  }
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
