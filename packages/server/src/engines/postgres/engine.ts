/**
 * A connected PostgreSQL database: a `pg` pool. Queries run with `rowMode: 'array'`;
 * cancellation asks the server to `pg_cancel_backend` the query's backend from a separate
 * connection; `stream` runs `DECLARE ... CURSOR` / `FETCH` in a read-only transaction.
 */
import pg from 'pg';
import { BadRequestError } from '../../errors.js';
import { runCancellable } from '../cancellation.js';
import { errorCode, errorMessage, lineAndColumn, mapEngineError } from '../engineErrors.js';
import { cutRows, limitSql, stripTrailing } from '../sqlLimit.js';
import { remainingTime, streamPlan } from '../streaming.js';
import type {
  ConnectOptions,
  CostEstimate,
  ExecuteOptions,
  QueryResult,
  ResultColumn,
  StreamOptions,
} from '../types.js';
import { IntrospectedEngine } from '../introspectedEngine.js';
import { checkFirstConnection, connectionContext } from '../serverPool.js';
import { parseUri } from '../uri.js';
import { dateOrText, normaliseInteger, parseNaiveTimestamp } from '../values.js';
import { PostgresIntrospection } from './introspection.js';
import { POSTGRES_ERROR_RULES, POSTGRES_LIMIT_DIALECT, postgresSpec } from './spec.js';
import { SqlAnalysisError } from '../statementAnalysis.js';
import { analyzeOffThread } from '../offThreadAnalysis.js';

const OID = {
  INT8: 20,
  NUMERIC: 1700,
  DATE: 1082,
  TIME: 1083,
  TIMESTAMP: 1114,
  TIMESTAMPTZ: 1184,
  TIMESTAMP_ARRAY: 1115,
  DATE_ARRAY: 1182,
  TIMESTAMPTZ_ARRAY: 1185,
  TEXT_ARRAY: 1009,
  INTERVAL: 1186,
  TIMETZ: 1266,
};

/** A TIMESTAMPTZ: a Date, else PostgreSQL's text (`infinity`, BC, past JavaScript's years). */
function parseZonedTimestamp(text: string): Date | string {
  if (text.endsWith(' BC')) return text;
  return dateOrText(pg.types.getTypeParser(OID.TIMESTAMPTZ, 'text')(text), text);
}

/** An array (of arrays) of `parse`d elements, read as text[] first. */
const arrayOf = (parse: (text: string) => unknown) => {
  const each = (v: unknown): unknown =>
    Array.isArray(v) ? v.map(each) : v === null ? null : parse(v as string);
  return (text: string) => each(pg.types.getTypeParser(OID.TEXT_ARRAY, 'text')(text));
};

/** Type parsers giving the values types.ts promises. */
function getTypeParser(oid: number, format?: 'text' | 'binary') {
  switch (oid) {
    case OID.TIMESTAMPTZ:
      return parseZonedTimestamp;
    case OID.TIMESTAMP_ARRAY:
    case OID.DATE_ARRAY:
      return arrayOf(parseNaiveTimestamp);
    case OID.TIMESTAMPTZ_ARRAY:
      return arrayOf(parseZonedTimestamp);
    case OID.INT8:
      return (v: string) => normaliseInteger(v);
    case OID.NUMERIC:
      return (v: string) => Number(v);
    case OID.TIMESTAMP:
    case OID.DATE:
      return (v: string) => parseNaiveTimestamp(v);
    case OID.TIME:
    case OID.TIMETZ:
    case OID.INTERVAL:
      return (v: string) => v;
    default:
      return pg.types.getTypeParser(oid, format);
  }
}

function sslFor(mode: string | undefined): pg.PoolConfig['ssl'] {
  if (!mode || ['disable', 'allow', 'prefer'].includes(mode)) return false;
  if (mode === 'require') return { rejectUnauthorized: false };
  return { rejectUnauthorized: true };
}

type PgClient = pg.PoolClient & { processID?: number };
type PgRaw = { fields?: pg.FieldDef[]; rows?: unknown[][]; rowCount?: number | null };

export class PostgresEngine extends IntrospectedEngine {
  readonly spec = postgresSpec;
  private readonly typeNames = new Map<number, string>();
  protected readonly introspection: PostgresIntrospection;

  private constructor(
    private readonly pool: pg.Pool,
    private readonly config: pg.PoolConfig,
    private readonly context: Record<string, string>,
  ) {
    super();
    this.introspection = new PostgresIntrospection(this);
  }

  static async open(uri: string, options: ConnectOptions = {}): Promise<PostgresEngine> {
    const parsed = parseUri(uri);
    if (parsed.backend !== 'postgresql' && parsed.backend !== 'postgres') {
      throw new BadRequestError(`Not a PostgreSQL URI: ${parsed.backend}`);
    }
    const { sslmode, application_name, options: pgOptions, connect_timeout } = parsed.query;
    const config: pg.PoolConfig = {
      host: parsed.host ?? 'localhost',
      port: parsed.port ?? 5432,
      user: parsed.username ?? undefined,
      password: parsed.password ?? undefined,
      database: parsed.database ?? undefined,
      ssl: sslFor(sslmode),
      application_name: application_name ?? 'tessera',
      options: pgOptions,
      connectionTimeoutMillis:
        options.connectTimeoutMs ?? (connect_timeout ? Number(connect_timeout) * 1000 : 10_000),
      max: options.poolSize ?? 10,
      idleTimeoutMillis: 30_000,
      types: { getTypeParser } as pg.CustomTypesConfig,
    };
    const pool = new pg.Pool(config);
    pool.on('error', () => undefined); // an idle client's failure must not end the process
    const engine = new PostgresEngine(pool, config, connectionContext(config, parsed));
    await checkFirstConnection(
      () => engine.acquire(),
      () => pool.end(),
    );
    return engine;
  }

  mapError(error: unknown, sql?: string): Error {
    const e = error as { position?: string };
    const position = sql && e?.position ? lineAndColumn(sql, Number(e.position)) : {};
    return mapEngineError(
      this.spec.engineName,
      { message: errorMessage(error), code: errorCode(error), ...position },
      POSTGRES_ERROR_RULES,
      this.context,
    );
  }

  private async acquire(): Promise<PgClient> {
    try {
      return (await this.pool.connect()) as PgClient;
    } catch (error) {
      const message = errorMessage(error);
      if (!errorCode(error) && /timeout|Connection terminated/i.test(message)) {
        throw this.mapError(Object.assign(new Error(message), { code: 'CONNECT_TIMEOUT' }));
      }
      throw this.mapError(error);
    }
  }

  private async cancelBackend(pid: number | undefined): Promise<void> {
    if (!pid) return;
    const client = new pg.Client({ ...this.config, types: undefined });
    client.on('error', () => undefined);
    await client.connect();
    try {
      await client.query('SELECT pg_cancel_backend($1)', [pid]);
    } finally {
      await client.end();
    }
  }

  private guard<T>(client: PgClient, sql: string, options: ExecuteOptions, run: () => Promise<T>) {
    return runCancellable({
      engineName: this.spec.engineName,
      timeoutMs: options.timeoutMs,
      signal: options.signal,
      run,
      cancel: () => this.cancelBackend(client.processID),
      mapError: (error) => this.mapError(error, sql),
    });
  }

  /** Native type names of result fields, looked up in pg_type once per type. */
  private async resultColumns(client: PgClient, fields: pg.FieldDef[]): Promise<ResultColumn[]> {
    const missing = [...new Set(fields.map((f) => f.dataTypeID))].filter(
      (o) => !this.typeNames.has(o),
    );
    if (missing.length > 0) {
      const res = await client.query<{ oid: number; name: string; builtin: boolean }>(
        `SELECT t.oid::int AS oid, format_type(t.oid, NULL) AS name, n.nspname = 'pg_catalog' AS builtin
         FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace WHERE t.oid = ANY($1::oid[])`,
        [missing],
      );
      for (const r of res.rows)
        this.typeNames.set(r.oid, r.builtin ? r.name.toUpperCase() : r.name);
    }
    return fields.map((f) => {
      const type = this.typeNames.get(f.dataTypeID) ?? String(f.dataTypeID);
      return { name: f.name, type, generic: this.spec.genericType(type) };
    });
  }

  async execute(
    sql: string,
    params: unknown[] = [],
    options: ExecuteOptions = {},
  ): Promise<QueryResult> {
    const limited = limitSql(sql, options.limit, options.offset, POSTGRES_LIMIT_DIALECT);
    const client = await this.acquire();
    let broken = false;
    let readOnly = false;
    try {
      if (options.readOnly) {
        await client.query('BEGIN READ ONLY');
        readOnly = true;
      }
      if (options.schema)
        await client.query(
          `SET ${readOnly ? 'LOCAL ' : ''}search_path TO ${this.spec.quoteIdentifier(options.schema)}`,
        );
      const raw = (await this.guard(client, limited.sql, options, () =>
        client.query({ text: limited.sql, values: params, rowMode: 'array' }),
      )) as unknown as PgRaw | PgRaw[];
      if (readOnly) {
        await client.query('COMMIT');
        readOnly = false;
      }
      const results = Array.isArray(raw) ? raw : [raw];
      const last =
        [...results].reverse().find((r) => r.fields && r.fields.length > 0) ??
        results[results.length - 1];
      const columns = await this.resultColumns(client, last.fields ?? []);
      if (columns.length === 0) return { columns, rows: [], rowcount: last.rowCount ?? 0 };
      const rows = limited.applied
        ? (last.rows ?? [])
        : cutRows(last.rows ?? [], options.limit, options.offset);
      return { columns, rows, rowcount: rows.length };
    } catch (error) {
      broken = true;
      throw error;
    } finally {
      if (readOnly) await client.query('ROLLBACK').catch(() => (broken = true));
      if (!broken) await this.resetSession(client, options).catch(() => (broken = true));
      client.release(broken);
    }
  }

  /**
   * Before a connection goes back to the pool: nothing a user's SQL set (SET, a
   * search_path, advisory locks, prepared statements, temporary tables) outlives it. A
   * compiled query changes nothing, so only its schema is reset.
   */
  private async resetSession(client: PgClient, options: ExecuteOptions): Promise<void> {
    if (!options.reuseConnection) await client.query('DISCARD ALL');
    else if (options.schema && !options.readOnly) await client.query('RESET search_path');
  }

  async *stream(
    sql: string,
    params: unknown[] = [],
    options: StreamOptions = {},
  ): AsyncGenerator<QueryResult> {
    const { limited, batchSize } = streamPlan(sql, options, POSTGRES_LIMIT_DIALECT);
    const remaining = remainingTime(options);
    const client = await this.acquire();
    let broken = false;
    let open = false;
    try {
      await client.query('BEGIN READ ONLY');
      open = true;
      if (options.schema)
        await client.query(`SET LOCAL search_path TO ${this.spec.quoteIdentifier(options.schema)}`);
      await this.guard(client, limited.sql, remaining(), () =>
        client.query({
          text: `DECLARE tessera_cursor NO SCROLL CURSOR FOR ${limited.sql}`,
          values: params,
        }),
      );
      let columns: ResultColumn[] | null = null;
      for (;;) {
        const res = (await this.guard(client, limited.sql, remaining(), () =>
          client.query({
            text: `FETCH FORWARD ${batchSize} FROM tessera_cursor`,
            rowMode: 'array',
          }),
        )) as unknown as PgRaw;
        const rows = res.rows ?? [];
        const first: boolean = columns === null;
        columns ??= await this.resultColumns(client, res.fields ?? []);
        if (rows.length > 0 || first) yield { columns, rows, rowcount: rows.length };
        if (rows.length < batchSize) break;
      }
      await client.query('COMMIT');
      open = false;
    } catch (error) {
      broken = true;
      throw error;
    } finally {
      if (open) await client.query('ROLLBACK').catch(() => (broken = true));
      if (!broken) await client.query('DISCARD ALL').catch(() => (broken = true));
      client.release(broken);
    }
  }

  /** Metadata queries: plain object rows, errors mapped. */
  async meta<T extends object>(sql: string, params: unknown[] = []): Promise<T[]> {
    try {
      return (await this.pool.query(sql, params)).rows as T[];
    } catch (error) {
      throw this.mapError(error, sql);
    }
  }

  /** PostgreSQL's parse errors are answered as the server would answer them. */
  async analyze(sql: string) {
    try {
      return await analyzeOffThread({ parser: 'postgresql', sql });
    } catch (error) {
      if (!(error instanceof SqlAnalysisError)) throw error;
      const position = error.position === undefined ? {} : { position: String(error.position) };
      throw this.mapError(
        Object.assign(new Error(error.message), { code: '42601' }, position),
        sql,
      );
    }
  }

  /** Superset's `estimate_statement_cost`: the root plan node's start-up and total cost. */
  async estimateCost(sql: string, params: unknown[] = []): Promise<CostEstimate[]> {
    const rows = await this.meta<{ 'QUERY PLAN': string }>(
      `EXPLAIN ${stripTrailing(sql, POSTGRES_LIMIT_DIALECT)}`,
      params,
    );
    const match = /cost=([\d.]+)\.\.([\d.]+)/.exec(rows[0]?.['QUERY PLAN'] ?? '');
    return match ? [{ 'Start-up cost': Number(match[1]), 'Total cost': Number(match[2]) }] : [{}];
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
