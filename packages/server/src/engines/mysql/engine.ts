/**
 * A connected MySQL or MariaDB database: a `mysql2` pool. Sessions run in UTC
 * (`time_zone = '+00:00'`, DATETIME read as UTC); cancellation is `KILL QUERY <thread id>`
 * from a separate connection, after which the pooled connection is discarded; `stream`
 * reads the driver's row stream (the server sends rows as they are read).
 */
import mysql from 'mysql2/promise';
import type { FieldPacket, PoolConnection, PoolOptions, ResultSetHeader } from 'mysql2/promise';
import type { Connection as CoreConnection } from 'mysql2';
import { BadRequestError } from '../../errors.js';
import { runCancellable } from '../cancellation.js';
import { errorCode, errorMessage, mapEngineError } from '../engineErrors.js';
import { cutRows, limitSql } from '../sqlLimit.js';
import { remainingTime, streamPlan } from '../streaming.js';
import type {
  ConnectOptions,
  EngineSpec,
  ExecuteOptions,
  QueryResult,
  ResultColumn,
  StreamOptions,
} from '../types.js';
import { IntrospectedEngine } from '../introspectedEngine.js';
import { checkFirstConnection, connectionContext } from '../serverPool.js';
import { parseUri } from '../uri.js';
import { normaliseBigInts, parseNaiveTimestamp } from '../values.js';
import { MysqlIntrospection } from './introspection.js';
import { MYSQL_ERROR_RULES, MYSQL_LIMIT_DIALECT } from './spec.js';
import { analyzeOffThread } from '../offThreadAnalysis.js';

const BINARY_CHARSET = 63;

/** Protocol column types to SQL type names. */
const TYPE_NAMES: Record<number, string> = {
  0: 'DECIMAL',
  1: 'TINYINT',
  2: 'SMALLINT',
  3: 'INT',
  4: 'FLOAT',
  5: 'DOUBLE',
  6: 'NULL',
  7: 'TIMESTAMP',
  8: 'BIGINT',
  9: 'MEDIUMINT',
  10: 'DATE',
  11: 'TIME',
  12: 'DATETIME',
  13: 'YEAR',
  14: 'DATE',
  15: 'VARCHAR',
  16: 'BIT',
  245: 'JSON',
  246: 'DECIMAL',
  247: 'ENUM',
  248: 'SET',
  249: 'TINYTEXT',
  250: 'MEDIUMTEXT',
  251: 'LONGTEXT',
  252: 'TEXT',
  253: 'VARCHAR',
  254: 'CHAR',
  255: 'GEOMETRY',
};
/**
 * Protocol types of DATE, DATETIME and TIMESTAMP: read as the server's text (`dateStrings`)
 * and made Dates here, as types.ts promises; the driver's own conversion gave 1901 for year
 * 0001 and 1899-11-30 or an invalid Date for MySQL's zero dates, which stay text here.
 */
const TEMPORAL_CODES = new Set([7, 10, 12, 14]);

/** A reader of result rows: temporal text to Dates, big integers to numbers or text. */
function rowReader(fields: FieldPacket[]): (row: unknown[]) => unknown[] {
  const temporal = fields.map((f) => TEMPORAL_CODES.has(f.columnType ?? f.type ?? 253));
  return (row) =>
    row.map((v, i) =>
      temporal[i] && typeof v === 'string' ? parseNaiveTimestamp(v) : normaliseBigInts(v),
    );
}

const BINARY_NAMES: Record<string, string> = {
  TINYTEXT: 'TINYBLOB',
  MEDIUMTEXT: 'MEDIUMBLOB',
  LONGTEXT: 'LONGBLOB',
  TEXT: 'BLOB',
  VARCHAR: 'VARBINARY',
  CHAR: 'BINARY',
};

export class MysqlEngine extends IntrospectedEngine {
  protected readonly introspection: MysqlIntrospection;
  private readonly prepared = new WeakSet<object>();

  private constructor(
    readonly spec: EngineSpec,
    private readonly pool: mysql.Pool,
    private readonly config: PoolOptions,
    private readonly context: Record<string, string>,
  ) {
    super();
    this.introspection = new MysqlIntrospection(this);
  }

  static async open(
    spec: EngineSpec,
    uri: string,
    options: ConnectOptions = {},
  ): Promise<MysqlEngine> {
    const parsed = parseUri(uri);
    if (parsed.backend !== 'mysql' && parsed.backend !== 'mariadb') {
      throw new BadRequestError(`Not a MySQL URI: ${parsed.backend}`);
    }
    const ssl = parsed.query.ssl;
    const config: PoolOptions = {
      host: parsed.host ?? 'localhost',
      port: parsed.port ?? 3306,
      user: parsed.username ?? undefined,
      password: parsed.password ?? undefined,
      database: parsed.database ?? undefined,
      charset: parsed.query.charset ?? 'utf8mb4',
      ssl: ssl && ssl !== '0' && ssl !== 'false' ? { rejectUnauthorized: false } : undefined,
      connectTimeout: options.connectTimeoutMs ?? 10_000,
      connectionLimit: options.poolSize ?? 10,
      maxIdle: 2,
      idleTimeout: 30_000,
      timezone: 'Z',
      decimalNumbers: true,
      supportBigNumbers: true,
      bigNumberStrings: false,
      multipleStatements: false,
    };
    const pool = mysql.createPool(config);
    const engine = new MysqlEngine(spec, pool, config, connectionContext(config, parsed));
    await checkFirstConnection(
      () => engine.acquire(),
      () => pool.end(),
    );
    return engine;
  }

  mapError(error: unknown): Error {
    const message = errorMessage(error);
    const line = /at line (\d+)\s*$/.exec(message);
    return mapEngineError(
      this.spec.engineName,
      { message, code: errorCode(error), ...(line ? { line: Number(line[1]) } : {}) },
      MYSQL_ERROR_RULES,
      this.context,
    );
  }

  private async acquire(): Promise<PoolConnection> {
    let conn: PoolConnection;
    try {
      conn = await this.pool.getConnection();
    } catch (error) {
      throw this.mapError(error);
    }
    if (!this.prepared.has(conn.connection)) {
      await conn.query("SET time_zone = '+00:00'");
      this.prepared.add(conn.connection);
    }
    return conn;
  }

  private async killQuery(threadId: number): Promise<void> {
    const { connectionLimit: _l, maxIdle: _m, idleTimeout: _i, ...single } = this.config;
    const conn = await mysql.createConnection(single);
    try {
      await conn.query(`KILL QUERY ${Number(threadId)}`);
    } finally {
      await conn.end().catch(() => conn.destroy());
    }
  }

  private columnsOf(fields: FieldPacket[]): ResultColumn[] {
    return fields.map((f) => {
      const code = f.columnType ?? f.type ?? 253;
      let type = TYPE_NAMES[code] ?? String(code);
      if (f.characterSet === BINARY_CHARSET && BINARY_NAMES[type] && f.extendedFormat !== 'json') {
        type = BINARY_NAMES[type];
      }
      if (f.extendedFormat === 'json') type = 'JSON';
      return { name: f.name, type, generic: this.spec.genericType(type) };
    });
  }

  /** Runs `work` on a pooled connection in `schema`; a cancelled or failed connection is discarded. */
  private async withConnection<T>(
    options: ExecuteOptions,
    work: (conn: PoolConnection, guard: <R>(run: () => Promise<R>) => Promise<R>) => Promise<T>,
  ): Promise<T> {
    const conn = await this.acquire();
    let discard = false;
    const guard = <R>(run: () => Promise<R>) =>
      runCancellable({
        engineName: this.spec.engineName,
        timeoutMs: options.timeoutMs,
        signal: options.signal,
        run,
        cancel: () => {
          discard = true;
          return this.killQuery(conn.threadId);
        },
        mapError: (error) => this.mapError(error),
      });
    let readOnly = false;
    try {
      if (options.schema) await conn.query(`USE ${this.spec.quoteIdentifier(options.schema)}`);
      if (options.readOnly) {
        await conn.query('START TRANSACTION READ ONLY');
        readOnly = true;
      }
      const result = await work(conn, guard);
      if (readOnly) {
        await conn.query('COMMIT');
        readOnly = false;
      }
      return result;
    } catch (error) {
      discard = true;
      throw error;
    } finally {
      if (readOnly) await conn.query('ROLLBACK').catch(() => (discard = true));
      if (options.schema && !discard) {
        if (this.config.database) {
          await conn
            .query(`USE ${this.spec.quoteIdentifier(this.config.database)}`)
            .catch(() => (discard = true));
        } else discard = true;
      }
      // A user's SQL may leave session state behind (variables, locks, SET): its
      // connection is not handed to anyone else.
      if (discard || !options.reuseConnection) conn.destroy();
      else conn.release();
    }
  }

  async execute(
    sql: string,
    params: unknown[] = [],
    options: ExecuteOptions = {},
  ): Promise<QueryResult> {
    const limited = limitSql(sql, options.limit, options.offset, MYSQL_LIMIT_DIALECT);
    return this.withConnection(options, async (conn, guard) => {
      const [result, fields] = await guard(() =>
        conn.query({ sql: limited.sql, values: params, rowsAsArray: true, dateStrings: true }),
      );
      if (!fields)
        return { columns: [], rows: [], rowcount: (result as ResultSetHeader).affectedRows ?? 0 };
      const all = (result as unknown[][]).map(rowReader(fields));
      const rows = limited.applied ? all : cutRows(all, options.limit, options.offset);
      return { columns: this.columnsOf(fields), rows, rowcount: rows.length };
    });
  }

  async *stream(
    sql: string,
    params: unknown[] = [],
    options: StreamOptions = {},
  ): AsyncGenerator<QueryResult> {
    const { limited, batchSize } = streamPlan(sql, options, MYSQL_LIMIT_DIALECT);
    const conn = await this.acquire();
    let finished = false;
    let killed = false;
    const remaining = remainingTime(options);
    try {
      if (options.schema) await conn.query(`USE ${this.spec.quoteIdentifier(options.schema)}`);
      // The promise wrapper's typings hide it: `connection` is the callback connection.
      const core = conn.connection as unknown as CoreConnection;
      const query = core.query({
        sql: limited.sql,
        values: params,
        rowsAsArray: true,
        dateStrings: true,
      });
      let fields: FieldPacket[] | null = null;
      let read: ((row: unknown[]) => unknown[]) | null = null;
      query.on('fields', (f: FieldPacket[]) => (fields = f));
      const rows = query.stream({ highWaterMark: batchSize })[Symbol.asyncIterator]();
      let first = true;
      while (!finished) {
        const batch = await runCancellable({
          engineName: this.spec.engineName,
          timeoutMs: remaining().timeoutMs,
          signal: options.signal,
          run: async () => {
            const out: unknown[][] = [];
            while (out.length < batchSize) {
              const next = await rows.next();
              if (next.done) {
                finished = true;
                break;
              }
              read ??= rowReader(fields ?? []);
              out.push(read(next.value as unknown[]));
            }
            return out;
          },
          cancel: () => {
            killed = true;
            return this.killQuery(conn.threadId);
          },
          mapError: (error) => this.mapError(error),
        });
        if (batch.length > 0 || first) {
          yield { columns: this.columnsOf(fields ?? []), rows: batch, rowcount: batch.length };
        }
        first = false;
      }
    } finally {
      // A stream left half-read (or killed) leaves the connection mid-result, and a user's
      // SQL may leave session state behind: such connections are discarded.
      if (finished && !killed && !options.schema && options.reuseConnection) conn.release();
      else conn.destroy();
    }
  }

  /** Metadata queries: plain object rows, errors mapped. */
  async meta<T extends object>(sql: string, params: unknown[] = []): Promise<T[]> {
    try {
      const [rows] = await this.pool.query(sql, params);
      return rows as T[];
    } catch (error) {
      throw this.mapError(error);
    }
  }

  analyze(sql: string) {
    return analyzeOffThread({ parser: 'mysql', sql });
  }

  /** Superset has no cost estimate for MySQL. */
  async estimateCost(): Promise<null> {
    return null;
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
