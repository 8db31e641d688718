/**
 * DuckDB data chunks to positional rows, column by column: each column's vector is read once
 * and its values converted by a function chosen once for its type (plain numbers, text and
 * booleans pass as they are), instead of DuckDB's generic per-value conversion. Values follow
 * the same rules as `toJs` (types.ts), which handles every type without a fast path.
 */
import {
  DuckDBDecimalValue,
  DuckDBTypeId,
  type DuckDBDataChunk,
  type DuckDBType,
  type DuckDBValue,
  type DuckDBValueConverter,
} from '@duckdb/node-api';
import { normaliseInteger } from '../values.js';

type Convert = (value: DuckDBValue) => unknown;

const AS_IS = new Set<DuckDBTypeId>([
  DuckDBTypeId.BOOLEAN,
  DuckDBTypeId.TINYINT,
  DuckDBTypeId.SMALLINT,
  DuckDBTypeId.INTEGER,
  DuckDBTypeId.UTINYINT,
  DuckDBTypeId.USMALLINT,
  DuckDBTypeId.UINTEGER,
  DuckDBTypeId.FLOAT,
  DuckDBTypeId.DOUBLE,
  DuckDBTypeId.VARCHAR,
]);
const INTEGERS = new Set<DuckDBTypeId>([
  DuckDBTypeId.BIGINT,
  DuckDBTypeId.UBIGINT,
  DuckDBTypeId.HUGEINT,
  DuckDBTypeId.UHUGEINT,
]);
const MAX_EXACT = BigInt(Number.MAX_SAFE_INTEGER);
const POWERS = Array.from({ length: 23 }, (_, i) => 10 ** i);

/**
 * A decimal as a double: value / 10^scale, both exact doubles (|value| < 2^53, scale <= 22),
 * so the one rounding of the division gives the nearest double, as DuckDB's own conversion.
 */
function decimalToDouble(value: DuckDBDecimalValue): number {
  const v = value.value;
  if (value.scale < POWERS.length && v <= MAX_EXACT && v >= -MAX_EXACT)
    return Number(v) / POWERS[value.scale];
  return value.toDouble();
}

function converterFor(type: DuckDBType, toJs: DuckDBValueConverter<unknown>): Convert | null {
  const id = type.typeId;
  if (AS_IS.has(id)) return null;
  if (INTEGERS.has(id)) return (v) => normaliseInteger(v as bigint);
  if (id === DuckDBTypeId.DECIMAL)
    return (v) => (v instanceof DuckDBDecimalValue ? decimalToDouble(v) : toJs(v, type, toJs));
  return (v) => toJs(v, type, toJs);
}

/** The chunk's rows, each an array of converted values (null for SQL NULL). */
export function chunkRows(
  chunk: DuckDBDataChunk,
  toJs: DuckDBValueConverter<unknown>,
): unknown[][] {
  const rowCount = chunk.rowCount;
  const columnCount = chunk.columnCount;
  const rows: unknown[][] = new Array<unknown[]>(rowCount);
  for (let r = 0; r < rowCount; r += 1) rows[r] = new Array<unknown>(columnCount);
  for (let c = 0; c < columnCount; c += 1) {
    const vector = chunk.getColumnVector(c);
    const convert = converterFor(vector.type, toJs);
    for (let r = 0; r < rowCount; r += 1) {
      const value = vector.getItem(r);
      rows[r][c] = value === null ? null : convert ? convert(value) : value;
    }
  }
  return rows;
}
