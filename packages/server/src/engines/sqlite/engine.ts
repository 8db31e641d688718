/**
 * A connected SQLite database: one better-sqlite3 handle in a worker thread (worker.ts), so
 * queries can time out and be stopped. Result types come from the declared column types;
 * computed columns take the type of their first non-null value. `stream` runs the query
 * and yields its rows in batches (SQLite answers from the worker in one piece).
 */
import { runCancellable } from '../cancellation.js';
import { errorCode, errorMessage, mapEngineError } from '../engineErrors.js';
import { cutRows, limitSql } from '../sqlLimit.js';
import { rowBatches } from '../streaming.js';
import type {
  ConnectOptions,
  ExecuteOptions,
  QueryResult,
  ResultColumn,
  StreamOptions,
} from '../types.js';
import { fileDatabase } from '../fileDatabase.js';
import { IntrospectedEngine } from '../introspectedEngine.js';
import { normaliseInteger, parseNaiveTimestamp } from '../values.js';
import { SqliteIntrospection } from './introspection.js';
import { SQLITE_ERROR_RULES, SQLITE_LIMIT_DIALECT, sqliteSpec } from './spec.js';
import { SqliteWorker, type WorkerColumn } from './worker.js';
import { SqlAnalysisError, asAnalysisError, isStackOverflow } from '../statementAnalysis.js';
import { analyzeSqliteSql, type Opcode, type SchemaEntry } from './analysis.js';

/** better-sqlite3 binds numbers, strings, bigints, buffers and null. */
function bindable(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString().replace('T', ' ').replace('Z', '');
  if (value === undefined) return null;
  return value;
}

function inferredType(rows: unknown[][], index: number): string | null {
  for (const row of rows) {
    const v = row[index];
    if (v === null || v === undefined) continue;
    if (typeof v === 'bigint') return 'INTEGER';
    if (typeof v === 'number') return Number.isInteger(v) ? 'INTEGER' : 'REAL';
    if (typeof v === 'string') return 'TEXT';
    return 'BLOB';
  }
  return null;
}

export class SqliteEngine extends IntrospectedEngine {
  readonly spec = sqliteSpec;
  protected readonly introspection = new SqliteIntrospection(this);

  private constructor(
    private readonly worker: SqliteWorker,
    private readonly database: string,
  ) {
    super();
  }

  static async open(uri: string, options: ConnectOptions = {}): Promise<SqliteEngine> {
    const { database, file } = fileDatabase(sqliteSpec, uri, options);
    const worker = new SqliteWorker(file, file !== ':memory:' && !options.create);
    const engine = new SqliteEngine(worker, database);
    try {
      await worker.start();
    } catch (error) {
      await worker.close();
      throw engine.mapError(error);
    }
    return engine;
  }

  mapError(error: unknown): Error {
    return mapEngineError(
      this.spec.engineName,
      { message: errorMessage(error), code: errorCode(error) },
      SQLITE_ERROR_RULES,
      { database: this.database },
    );
  }

  private run(sql: string, params: unknown[], options: ExecuteOptions, objects = false) {
    const handle = this.worker.submit(sql, params.map(bindable), objects);
    return runCancellable({
      engineName: this.spec.engineName,
      timeoutMs: options.timeoutMs,
      signal: options.signal,
      run: () => handle.result,
      cancel: handle.stop,
      mapError: (error) => this.mapError(error),
    });
  }

  private normalise(
    columns: WorkerColumn[],
    rows: unknown[][],
  ): { columns: ResultColumn[]; rows: unknown[][] } {
    const resultColumns = columns.map((c, i) => {
      const type = (c.type ?? inferredType(rows, i) ?? 'NULL').toUpperCase();
      return { name: c.name, type, generic: this.spec.genericType(type) };
    });
    const temporal = resultColumns.map((c) => c.generic === 'TEMPORAL');
    const out = rows.map((row) =>
      row.map((v, i) => {
        if (typeof v === 'bigint') return normaliseInteger(v);
        if (temporal[i] && typeof v === 'string') return parseNaiveTimestamp(v);
        return v;
      }),
    );
    return { columns: resultColumns, rows: out };
  }

  async execute(
    sql: string,
    params: unknown[] = [],
    options: ExecuteOptions = {},
  ): Promise<QueryResult> {
    const limited = limitSql(sql, options.limit, options.offset, SQLITE_LIMIT_DIALECT);
    const result = await this.run(limited.sql.trim(), params, options);
    if (result.columns.length === 0) return { columns: [], rows: [], rowcount: result.changes };
    const raw = result.rows as unknown[][];
    const { columns, rows } = this.normalise(
      result.columns,
      limited.applied ? raw : cutRows(raw, options.limit, options.offset),
    );
    return { columns, rows, rowcount: rows.length };
  }

  async *stream(
    sql: string,
    params: unknown[] = [],
    options: StreamOptions = {},
  ): AsyncGenerator<QueryResult> {
    const batchSize = Math.max(1, options.batchSize ?? 1000);
    const { columns, rows } = await this.execute(sql, params, options);
    for await (const batch of rowBatches([rows], batchSize)) {
      yield { columns, rows: batch, rowcount: batch.length };
    }
  }

  /** Metadata queries: object rows. */
  async meta<T extends object>(sql: string, params: unknown[] = []): Promise<T[]> {
    const result = await this.run(sql, params, {}, true);
    return result.rows as T[];
  }

  /** SQLite's compile errors are answered as a run would answer them. */
  async analyze(sql: string) {
    try {
      return await this.compiledAnalysis(sql);
    } catch (error) {
      const failure = isStackOverflow(error) ? asAnalysisError(error) : error;
      throw failure instanceof SqlAnalysisError ? this.mapError(failure) : failure;
    }
  }

  private compiledAnalysis(sql: string) {
    return analyzeSqliteSql(
      {
        explain: (statement) => this.meta<Opcode>(`EXPLAIN ${statement}`),
        schema: () =>
          this.meta<SchemaEntry>(
            `SELECT 0 AS db, 1 AS rootpage, 'sqlite_master' AS name
             UNION ALL SELECT 1, 1, 'sqlite_temp_master'
             UNION ALL SELECT 0, rootpage, tbl_name FROM main.sqlite_schema WHERE rootpage > 0
             UNION ALL SELECT 1, rootpage, tbl_name FROM temp.sqlite_schema WHERE rootpage > 0`,
          ),
      },
      sql,
    );
  }

  /** Superset has no cost estimate for SQLite. */
  async estimateCost(): Promise<null> {
    return null;
  }

  async close(): Promise<void> {
    await this.worker.close();
  }
}
