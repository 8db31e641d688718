/**
 * What reading an uploaded file comes down to: one DuckDB `SELECT` over the file (CSV,
 * Parquet, or the CSV an Excel sheet was turned into) giving the table's columns with
 * their names and DuckDB types. The same SQL is run by a DuckDB target itself
 * (`CREATE TABLE ... AS`) or by a scratch DuckDB that streams rows to another engine, so
 * a file reads the same into every database. Choosing columns and the dataframe index
 * (`columns_read`, `index_column`, `dataframe_index`, `index_label`) happens here too.
 */
import type { Engine } from '../../engines/types.js';
import { UploadFailedError, readError } from './errors.js';
import type { ReadOptions } from './options.js';

export interface PlanColumn {
  name: string;
  /** DuckDB's type of the column, e.g. `BIGINT`, `VARCHAR`, `TIMESTAMP`, `DECIMAL(10,2)`. */
  type: string;
}

export interface SourcePlan {
  /** A DuckDB SELECT giving the rows, columns named and ordered as the table's. */
  sql: string;
  columns: PlanColumn[];
  /** The file's name for a reader column id (`c3`), for error messages. */
  columnName?: (id: string) => string;
  /** Types chosen from the first rows: writing may fail with TYPE_MISMATCH (csvTypes.ts). */
  optimistic?: boolean;
}

/** A column of the file: its name and the DuckDB expression reading it. */
export interface FileColumn {
  name: string;
  expr: string;
}

/** A DuckDB string literal. */
export const sqlString = (s: string): string => `'${s.replaceAll("'", "''")}'`;
/** A DuckDB quoted identifier. */
export const sqlName = (s: string): string => `"${s.replaceAll('"', '""')}"`;

const pyList = (names: string[]) => `[${names.map((n) => `'${n}'`).join(', ')}]`;

/** Fails naming the columns an option asks for that the file does not have. */
export function checkColumnsExist(names: string[], read: ReadOptions): void {
  const present = new Set(names);
  const missing = read.columnsRead.filter((c) => !present.has(c));
  if (missing.length)
    throw new UploadFailedError(
      `Parsing error: Usecols do not match columns, columns expected but not found: ${pyList(missing)}`,
    );
  const dates = read.columnDates.filter((c) => !present.has(c));
  if (dates.length)
    throw new UploadFailedError(
      `Parsing error: Missing column provided to 'parse_dates': '${dates.join("', '")}'`,
    );
  if (read.indexColumn !== null && !present.has(read.indexColumn))
    throw new UploadFailedError(`Parsing error: Index ${read.indexColumn} invalid`);
}

/** The names of the file's columns that are read (`columns_read` and the index column). */
export function readColumnNames(names: string[], read: ReadOptions): string[] {
  if (!read.columnsRead.length) return names;
  const wanted = new Set(read.columnsRead);
  if (read.indexColumn !== null) wanted.add(read.indexColumn);
  return names.filter((n) => wanted.has(n));
}

/**
 * The table's columns from the file's (already narrowed to `readColumnNames`): the index
 * column first as `index_label` when `dataframe_index` is set, dropped when it is not;
 * with `dataframe_index` and no index column, a 0-based row number named `index_label`
 * or `index` (pandas' RangeIndex).
 */
export function tableColumns(columns: FileColumn[], read: ReadOptions): FileColumn[] {
  const { indexColumn, dataframeIndex, indexLabel } = read;
  let out: FileColumn[];
  if (indexColumn !== null) {
    const index = columns.find((c) => c.name === indexColumn)!;
    const rest = columns.filter((c) => c.name !== indexColumn);
    out = dataframeIndex ? [{ name: indexLabel ?? index.name, expr: index.expr }, ...rest] : rest;
  } else if (dataframeIndex) {
    out = [{ name: indexLabel ?? 'index', expr: 'CAST(row_number() OVER () - 1 AS BIGINT)' }];
    out.push(...columns);
  } else out = columns;
  const seen = new Set<string>();
  for (const c of out) {
    const key = c.name.toLowerCase();
    if (seen.has(key)) throw new UploadFailedError(`Duplicate column name "${c.name}"`);
    seen.add(key);
  }
  if (!out.length) throw new UploadFailedError('Parsing error: No columns to parse from file');
  return out;
}

/** `SELECT <columns> FROM (<from> [LIMIT n])` with the column types DuckDB gives it. */
export async function describePlan(
  duck: Engine,
  columns: FileColumn[],
  from: string,
  limit: number | null,
  columnName?: (id: string) => string,
): Promise<SourcePlan> {
  const inner = limit === null ? from : `(SELECT * FROM ${from} LIMIT ${limit})`;
  const sql = `SELECT ${columns.map((c) => `${c.expr} AS ${sqlName(c.name)}`).join(', ')} FROM ${inner} AS src`;
  try {
    const described = await duck.execute(`DESCRIBE ${sql}`);
    const nameAt = described.columns.findIndex((c) => c.name === 'column_name');
    const typeAt = described.columns.findIndex((c) => c.name === 'column_type');
    return {
      sql,
      columns: described.rows.map((r) => ({ name: String(r[nameAt]), type: String(r[typeAt]) })),
      columnName,
    };
  } catch (error) {
    throw readError(error, columnName);
  }
}
