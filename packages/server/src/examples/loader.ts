/**
 * Loads the example data into an embedded DuckDB database file: one table per entry of the
 * catalogue, replaced in a single transaction, so that loading again gives the same tables
 * and a failed load leaves the previous ones untouched. A stamp beside the file names what
 * it was loaded from (the statements, the data files, DuckDB's version); a first start that
 * finds a file stamped as it would load it keeps the file instead of loading it again.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DuckDBInstance, version as duckdbVersion, type DuckDBConnection } from '@duckdb/node-api';
import { lockedConfig, scratchLockdown } from '../engines/duckdb/lockdown.js';
import {
  EXAMPLE_CATALOG,
  type ExampleColumn,
  type ExampleTable,
  type ExampleTableSpec,
  type GenericType,
} from './catalog.js';
import { stampFile } from './files.js';
import { EXAMPLE_SOURCES, quoteIdent, sqlString, type SourceContext } from './sources.js';

export type { ExampleColumn, ExampleMetric, ExampleTable, GenericType } from './catalog.js';

export interface LoadExamplesOptions {
  /** Where the shipped data files are; found next to this module by default. */
  dataDir?: string;
  /** The load's "today" (long_lat and birth_france_by_region are stamped with it). */
  now?: Date;
  /**
   * Keeps the file when its stamp says it holds what this load would write (a first start
   * over a home that has the examples file already). A reload (`tessera load-examples`)
   * writes the tables again whatever the stamp says.
   */
  reuse?: boolean;
}

/** Every file under `dir`, as paths relative to it, in a stable order. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();
}

/** What a load writes, as a digest: its statements, its data files' bytes, DuckDB's version. */
function loadStamp(statements: string[], dataDir: string): string {
  const hash = createHash('sha256').update(duckdbVersion()).update('\0');
  for (const sql of statements) hash.update(sql).update('\0');
  for (const name of filesUnder(dataDir)) {
    hash
      .update(name)
      .update('\0')
      .update(readFileSync(join(dataDir, name)))
      .update('\0');
  }
  return hash.digest('hex');
}

function readStamp(duckdbPath: string): string | null {
  try {
    return readFileSync(stampFile(duckdbPath), 'utf8').trim();
  } catch {
    return null;
  }
}

/** The shipped data files, whether the server runs from source or from its bundle in dist/. */
export function exampleDataDir(): string {
  // From source (src/examples/), the bundle (dist/) or one of its chunks (dist/chunks/).
  for (const rel of ['./data', '../src/examples/data', '../../src/examples/data']) {
    const dir = fileURLToPath(new URL(rel, import.meta.url));
    if (existsSync(join(dir, 'NOTICE'))) return dir;
  }
  throw new Error('The example data files (src/examples/data) were not found.');
}

const NUMERIC_TYPE =
  /^(TINYINT|SMALLINT|INTEGER|BIGINT|HUGEINT|UTINYINT|USMALLINT|UINTEGER|UBIGINT|UHUGEINT|FLOAT|DOUBLE|DECIMAL)\b/;

/** Superset's generic type of a DuckDB column type. */
export function genericTypeOf(type: string): GenericType {
  const t = type.toUpperCase();
  if (t === 'BOOLEAN') return 'BOOLEAN';
  if (t === 'DATE' || t.startsWith('TIMESTAMP') || t.startsWith('TIME')) return 'TEMPORAL';
  if (NUMERIC_TYPE.test(t)) return 'NUMERIC';
  return 'STRING';
}

function tableSql(spec: ExampleTableSpec, ctx: SourceContext): string {
  const source = EXAMPLE_SOURCES[spec.table_name];
  if (!source) throw new Error(`No source for the example table ${spec.table_name}`);
  return `CREATE OR REPLACE TABLE ${quoteIdent(spec.table_name)} AS ${source(ctx)}`;
}

/** Replaces `table` in the target by the scratch's table of that name, rows appended. */
async function copyTable(from: DuckDBConnection, to: DuckDBConnection, table: string) {
  const name = quoteIdent(table);
  const columns = await from.runAndReadAll(
    `SELECT column_name, data_type FROM duckdb_columns() WHERE table_name = $1 ORDER BY column_index`,
    [table],
  );
  const list = columns
    .getRowObjectsJS()
    .map((c) => `${quoteIdent(String(c.column_name))} ${String(c.data_type)}`)
    .join(', ');
  await to.run(`CREATE OR REPLACE TABLE ${name} (${list})`);
  const appender = await to.createAppender(table);
  try {
    const rows = await from.stream(`SELECT * FROM ${name}`);
    for (;;) {
      const chunk = await rows.fetchChunk();
      if (!chunk || chunk.rowCount === 0) break;
      appender.appendDataChunk(chunk);
    }
    appender.flushSync();
  } finally {
    appender.closeSync();
  }
}

async function describe(
  connection: DuckDBConnection,
  spec: ExampleTableSpec,
): Promise<ExampleTable> {
  const name = quoteIdent(spec.table_name);
  const count = await connection.runAndReadAll(`SELECT count(*) AS n FROM ${name}`);
  const physical = await connection.runAndReadAll(
    `SELECT column_name, data_type FROM duckdb_columns() ` +
      `WHERE database_name = current_database() AND schema_name = current_schema() ` +
      `AND table_name = $1 ORDER BY column_index`,
    [spec.table_name],
  );
  const formats = spec.dttm_formats ?? {};
  const columns: ExampleColumn[] = physical.getRowObjectsJS().map((row) => {
    const column_name = String(row.column_name);
    const type = String(row.data_type);
    const generic_type = genericTypeOf(type);
    return {
      column_name,
      type,
      generic_type,
      is_dttm: generic_type === 'TEMPORAL' || column_name in formats,
      groupby: true,
      filterable: true,
      expression: null,
      python_date_format: formats[column_name] ?? null,
      verbose_name: null,
    };
  });
  for (const computed of spec.computed_columns ?? []) {
    columns.push({
      column_name: computed.column_name,
      type: null,
      generic_type: computed.generic_type,
      is_dttm: computed.is_dttm ?? false,
      groupby: true,
      filterable: true,
      expression: computed.expression,
      python_date_format: null,
      verbose_name: computed.verbose_name ?? null,
    });
  }
  const temporal_columns = columns.filter((c) => c.is_dttm).map((c) => c.column_name);
  if (spec.main_dttm_col && !temporal_columns.includes(spec.main_dttm_col)) {
    throw new Error(`${spec.table_name}.${spec.main_dttm_col} is not a temporal column`);
  }
  return {
    table_name: spec.table_name,
    description: spec.description,
    row_count: Number(count.getRowObjectsJS()[0].n),
    main_dttm_col: spec.main_dttm_col,
    temporal_columns,
    columns,
    metrics: spec.metrics.map((m) => ({ ...m })),
    upstream_files: [...spec.upstream_files],
  };
}

/**
 * Creates or replaces every example table in the DuckDB file at `duckdbPath` (created, with
 * its folder, if missing) and describes them. Other tables in the file are left alone.
 */
export async function loadExamples(
  duckdbPath: string,
  options: LoadExamplesOptions = {},
): Promise<ExampleTable[]> {
  const dataDir = options.dataDir ?? exampleDataDir();
  const ctx: SourceContext = {
    file: (name) => sqlString(join(dataDir, name)),
    path: (name) => join(dataDir, name),
    today: (options.now ?? new Date()).toISOString().slice(0, 10),
  };
  // Built before the transaction starts (bart_lines reads its file in JavaScript).
  const statements = EXAMPLE_CATALOG.map((spec) => tableSql(spec, ctx));
  const onDisk = duckdbPath !== ':memory:';
  const stamp = onDisk ? loadStamp(statements, dataDir) : null;
  if (options.reuse && stamp && existsSync(duckdbPath) && readStamp(duckdbPath) === stamp) {
    const kept = await describeFile(duckdbPath).catch(() => null);
    if (kept) return kept;
  }

  if (onDisk) {
    mkdirSync(dirname(duckdbPath), { recursive: true });
    // Written again below once the tables are: a failed load leaves no stamp.
    rmSync(stampFile(duckdbPath), { force: true });
  }
  // The shipped files are read by a scratch DuckDB that reaches the data folder only; the
  // rows reach the examples database through its appender, on the instance users'
  // connections share (opened locked down, engines/duckdb/lockdown.ts: DuckDB keeps one
  // instance per file and configuration in a process).
  const scratch = await DuckDBInstance.create(':memory:');
  const source = await scratch.connect();
  const target = await DuckDBInstance.fromCache(duckdbPath, lockedConfig({}));
  const connection = await target.connect();
  try {
    for (const sql of scratchLockdown([`${resolve(dataDir)}${sep}`])) await source.run(sql);
    for (const sql of statements) await source.run(sql);
    await connection.run('BEGIN TRANSACTION');
    try {
      for (const spec of EXAMPLE_CATALOG) await copyTable(source, connection, spec.table_name);
      await connection.run('COMMIT');
    } catch (error) {
      await connection.run('ROLLBACK');
      throw error;
    }
    const tables = await describeAll(connection);
    if (stamp) {
      // The tables in the file itself (not only in its log) before the stamp says they are.
      await connection.run('CHECKPOINT');
      writeFileSync(stampFile(duckdbPath), `${stamp}\n`);
    }
    return tables;
  } finally {
    connection.closeSync();
    source.closeSync();
    scratch.closeSync();
  }
}

/** Every example table of the catalogue, described. */
async function describeAll(connection: DuckDBConnection): Promise<ExampleTable[]> {
  const tables: ExampleTable[] = [];
  for (const spec of EXAMPLE_CATALOG) tables.push(await describe(connection, spec));
  return tables;
}

/** The example tables of a file that holds them all. */
async function describeFile(duckdbPath: string): Promise<ExampleTable[]> {
  const target = await DuckDBInstance.fromCache(duckdbPath, lockedConfig({}));
  const connection = await target.connect();
  try {
    return await describeAll(connection);
  } finally {
    connection.closeSync();
  }
}
