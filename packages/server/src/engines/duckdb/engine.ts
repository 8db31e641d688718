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
import { DuckdbIntrospection } from './introspection.js';
import { chunkRows } from './rows.js';
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
    let instance: DuckDBInstance;
    try {
      instance =
        file === ':memory:'
          ? await DuckDBInstance.create(file, parsed.query)
          : await DuckDBInstance.fromCache(file, parsed.query);
    } catch (error) {
      throw mapEngineError('DuckDB', { message: errorMessage(error) }, DUCKDB_ERROR_RULES);
    }
    const engine = new DuckdbEngine(instance, database);
    await engine.meta('SELECT 1');
    return engine;
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

  /** The root operator's estimated cardinality from `EXPLAIN (FORMAT JSON)`. */
  async estimateCost(sql: string, params: unknown[] = []): Promise<CostEstimate[]> {
    const rows = await this.meta<{ explain_value: string }>(
      `EXPLAIN (FORMAT JSON) ${stripTrailing(sql)}`,
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
