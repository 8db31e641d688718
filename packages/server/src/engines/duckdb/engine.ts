/**
 * A connected DuckDB database: one instance per file (shared in-process through DuckDB's
 * instance cache), one connection per query, so that `interrupt()` stops exactly that
 * query. `stream` reads DuckDB's streaming result chunk by chunk.
 */
import {
  DuckDBInstance,
  DuckDBTypeId,
  JSDuckDBValueConverter,
  ResultReturnType,
  type DuckDBConnection,
  type DuckDBDataChunk,
  type DuckDBResult,
  type DuckDBValue,
  type DuckDBValueConverter,
  type JS,
} from '@duckdb/node-api';
import { runCancellable } from '../cancellation.js';
import { errorMessage, mapEngineError } from '../engineErrors.js';
import { cutRows, limitSql, stripTrailing } from '../sqlLimit.js';
import { remainingTime, rowBatches, streamPlan } from '../streaming.js';
import type {
  ConnectOptions,
  CostEstimate,
  ExecuteOptions,
  QueryResult,
  ResultColumn,
  StreamOptions,
} from '../types.js';
import { fileDatabase } from '../fileDatabase.js';
import { IntrospectedEngine } from '../introspectedEngine.js';
import { normaliseInteger } from '../values.js';
import { SupersetTypedError } from '../../errors.js';
import { SqlAnalysisError, asAnalysisError, isStackOverflow } from '../statementAnalysis.js';
import { analyzeDuckdbSql } from './analysis.js';
import { lockedConfig, scratchLockdown } from './lockdown.js';
import { DuckdbIntrospection } from './introspection.js';
import { chunkRows } from './rows.js';
import { TEMPORAL_TYPES, temporalToJs } from './temporal.js';
import { DUCKDB_ERROR_RULES, DUCKDB_LIMIT_DIALECT, duckdbSpec } from './spec.js';

const AS_TEXT = new Set<DuckDBTypeId>([
  DuckDBTypeId.TIME,
  DuckDBTypeId.TIME_TZ,
  DuckDBTypeId.TIME_NS,
  DuckDBTypeId.INTERVAL,
  DuckDBTypeId.UUID,
  DuckDBTypeId.BIT,
]);
const BIG_INTEGERS = new Set<DuckDBTypeId>([
  DuckDBTypeId.BIGINT,
  DuckDBTypeId.UBIGINT,
  DuckDBTypeId.HUGEINT,
  DuckDBTypeId.UHUGEINT,
  DuckDBTypeId.BIGNUM,
]);

/** DuckDB's JS conversion, with the value rules of types.ts. */
const toJs: DuckDBValueConverter<unknown> = (value, type, converter) => {
  if (value === null) return null;
  if (AS_TEXT.has(type.typeId)) return String(value);
  if (BIG_INTEGERS.has(type.typeId)) return normaliseInteger(value as bigint);
  if (TEMPORAL_TYPES.has(type.typeId)) return temporalToJs(value, type, converter);
  return JSDuckDBValueConverter(value, type, converter as unknown as DuckDBValueConverter<JS>);
};

/** Line and column of a syntax error from DuckDB's `LINE n: ...` caret display. */
function syntaxPosition(message: string): { line?: number; column?: number } {
  const m = /\nLINE (\d+): (.*)\n( *)\^/.exec(message);
  if (!m) return {};
  const column = m[3].length - `LINE ${m[1]}: `.length + 1;
  return m[2].startsWith('...') ? { line: Number(m[1]) } : { line: Number(m[1]), column };
}

/** Idle connections kept per default schema for compiled (chart data) queries. */
const IDLE_CONNECTIONS = 4;

export class DuckdbEngine extends IntrospectedEngine {
  readonly spec = duckdbSpec;
  protected readonly introspection = new DuckdbIntrospection(this);

  private constructor(
    private readonly instance: DuckDBInstance,
    private readonly database: string,
  ) {
    super();
  }

  static async open(uri: string, options: ConnectOptions = {}): Promise<DuckdbEngine> {
    const { parsed, database, file } = fileDatabase(duckdbSpec, uri, options);
    const config = lockedConfig(parsed.query, options.fileAccess);
    let instance: DuckDBInstance;
    try {
      instance =
        file === ':memory:'
          ? await DuckDBInstance.create(file, config)
          : await DuckDBInstance.fromCache(file, config);
    } catch (error) {
      throw mapEngineError('DuckDB', { message: errorMessage(error) }, DUCKDB_ERROR_RULES);
    }
    const engine = new DuckdbEngine(instance, database);
    await engine.meta('SELECT 1');
    return engine;
  }

  /**
   * An in-memory DuckDB for the server's own work on files (reading an upload) that
   * reaches only `directories` (each ending in `/`) and nothing else of the host.
   */
  static async openScratch(directories: string[]): Promise<DuckdbEngine> {
    const instance = await DuckDBInstance.create(':memory:');
    const conn = await instance.connect();
    try {
      for (const statement of scratchLockdown(directories)) await conn.run(statement);
    } catch (error) {
      conn.closeSync();
      instance.closeSync();
      throw error;
    }
    conn.closeSync();
    return new DuckdbEngine(instance, ':memory:');
  }

  mapError(error: unknown): Error {
    const message = errorMessage(error);
    return mapEngineError(
      this.spec.engineName,
      { message, ...syntaxPosition(message) },
      DUCKDB_ERROR_RULES,
      {
        database: this.database,
      },
    );
  }

  /** Idle connections kept for compiled queries, by default schema. */
  private readonly idle = new Map<string, DuckDBConnection[]>();

  private async withConnection<T>(
    options: ExecuteOptions,
    work: (conn: DuckDBConnection) => Promise<T>,
  ): Promise<T> {
    const poolKey = options.schema ?? '';
    const reused = options.reuseConnection ? this.idle.get(poolKey)?.pop() : undefined;
    const conn = reused ?? (await this.instance.connect());
    let reusable = Boolean(options.reuseConnection);
    try {
      if (options.schema && !reused) {
        await conn
          .run(`SET schema = '${options.schema.replaceAll("'", "''")}'`)
          .catch((e: unknown) => {
            reusable = false;
            throw this.mapError(e);
          });
      }
      return await work(conn);
    } finally {
      const idle = this.idle.get(poolKey) ?? [];
      if (reusable && idle.length < IDLE_CONNECTIONS) {
        idle.push(conn);
        this.idle.set(poolKey, idle);
      } else {
        conn.closeSync();
      }
    }
  }

  private guard<T>(
    conn: DuckDBConnection,
    options: ExecuteOptions,
    run: () => Promise<T>,
  ): Promise<T> {
    return runCancellable({
      engineName: this.spec.engineName,
      timeoutMs: options.timeoutMs,
      signal: options.signal,
      run,
      cancel: () => conn.interrupt(),
      mapError: (error) => this.mapError(error),
    });
  }

  private columnsOf(result: DuckDBResult): ResultColumn[] {
    const names = result.columnNames();
    return result.columnTypes().map((t, i) => {
      const type = t.toString();
      return { name: names[i], type, generic: this.spec.genericType(type) };
    });
  }

  async execute(
    sql: string,
    params: unknown[] = [],
    options: ExecuteOptions = {},
  ): Promise<QueryResult> {
    const limited = limitSql(sql, options.limit, options.offset, DUCKDB_LIMIT_DIALECT);
    const values = params.length > 0 ? (params as DuckDBValue[]) : undefined;
    return this.withConnection(options, (conn) =>
      this.guard(conn, options, async () => {
        const result = await conn.run(limited.sql, values);
        const columns = this.columnsOf(result);
        const all = (await result.convertRows(toJs)) as unknown[][];
        if (result.returnType !== ResultReturnType.QUERY_RESULT)
          return { columns: [], rows: [], rowcount: result.rowsChanged };
        const rows = limited.applied ? all : cutRows(all, options.limit, options.offset);
        return { columns, rows, rowcount: rows.length };
      }),
    );
  }

  async *stream(
    sql: string,
    params: unknown[] = [],
    options: StreamOptions = {},
  ): AsyncGenerator<QueryResult> {
    const { limited, batchSize } = streamPlan(sql, options, DUCKDB_LIMIT_DIALECT);
    const remaining = remainingTime(options);
    const conn = await this.instance.connect();
    try {
      if (options.schema) await conn.run(`SET schema = '${options.schema.replaceAll("'", "''")}'`);
      const values = params.length > 0 ? (params as DuckDBValue[]) : undefined;
      const result = await this.guard(conn, remaining(), () => conn.stream(limited.sql, values));
      const columns = this.columnsOf(result);
      const fetchChunk = () => this.guard(conn, remaining(), () => result.fetchChunk());
      async function* chunks() {
        for (;;) {
          const chunk = await fetchChunk();
          if (!chunk || chunk.rowCount === 0) return;
          yield chunkRows(chunk, toJs);
        }
      }
      for await (const rows of rowBatches(chunks(), batchSize)) {
        yield { columns, rows, rowcount: rows.length };
      }
    } finally {
      conn.closeSync();
    }
  }

  /** The raw data chunks of a query of the server's own (rows to append elsewhere). */
  async *chunks(sql: string): AsyncGenerator<DuckDBDataChunk> {
    const conn = await this.instance.connect();
    try {
      const result = await conn.stream(sql).catch((e: unknown) => {
        throw this.mapError(e);
      });
      for (;;) {
        const chunk = await result.fetchChunk().catch((e: unknown) => {
          throw this.mapError(e);
        });
        if (!chunk || chunk.rowCount === 0) return;
        yield chunk;
      }
    } finally {
      conn.closeSync();
    }
  }

  /**
   * The server's own rows written in one transaction on one connection: `before`, then
   * every chunk appended to `schema.table` (DuckDB's appender, no SQL), then `after`.
   * Nothing of it stays when any step fails. Never for users' SQL.
   */
  async appendRows(
    target: { schema: string | null; table: string },
    chunks: AsyncIterable<DuckDBDataChunk>,
    before: string[],
    after: string[],
  ): Promise<void> {
    const conn = await this.instance.connect();
    try {
      await conn.run('BEGIN TRANSACTION');
      try {
        for (const statement of before) await conn.run(statement);
        const appender = await conn.createAppender(target.table, target.schema);
        try {
          for await (const chunk of chunks) appender.appendDataChunk(chunk);
          appender.flushSync();
        } finally {
          try {
            appender.closeSync();
          } catch {
            // the error that stopped the appending is the one to report
          }
        }
        for (const statement of after) await conn.run(statement);
        await conn.run('COMMIT');
      } catch (error) {
        await conn.run('ROLLBACK').catch(() => undefined);
        throw error instanceof SupersetTypedError ? error : this.mapError(error);
      }
    } finally {
      conn.closeSync();
    }
  }

  /** Metadata queries: object rows with the value rules applied. */
  async meta<T extends object>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.withConnection({}, async (conn) => {
      try {
        const result = await conn.run(
          sql,
          params.length > 0 ? (params as DuckDBValue[]) : undefined,
        );
        return (await result.convertRowObjects(toJs)) as T[];
      } catch (error) {
        throw this.mapError(error);
      }
    });
  }

  /** DuckDB's parse errors are answered as a run would answer them. */
  async analyze(sql: string) {
    try {
      return await analyzeDuckdbSql(sql);
    } catch (error) {
      const failure = isStackOverflow(error) ? asAnalysisError(error) : error;
      throw failure instanceof SqlAnalysisError ? this.mapError(failure) : failure;
    }
  }

  /** The root operator's estimated cardinality from `EXPLAIN (FORMAT JSON)`. */
  async estimateCost(sql: string, params: unknown[] = []): Promise<CostEstimate[]> {
    const rows = await this.meta<{ explain_value: string }>(
      `EXPLAIN (FORMAT JSON) ${stripTrailing(sql, DUCKDB_LIMIT_DIALECT)}`,
      params,
    );
    const plan = JSON.parse(rows[0]?.explain_value ?? '[]') as {
      extra_info?: Record<string, unknown>;
    }[];
    const estimate = Number(plan[0]?.extra_info?.['Estimated Cardinality']);
    return [Number.isFinite(estimate) ? { 'Estimated cardinality': estimate } : {}];
  }

  async close(): Promise<void> {
    for (const conns of this.idle.values()) for (const conn of conns) conn.closeSync();
    this.idle.clear();
    this.instance.closeSync();
  }
}
