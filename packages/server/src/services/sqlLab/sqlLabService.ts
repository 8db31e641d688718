/**
 * SQL Lab execution (superset-api.md §8): run a query synchronously (the results payload)
 * or asynchronously (202 with the query, run as a job of the async run queue: in this
 * process, or by `tessera worker` processes through BullMQ when TESSERA_REDIS_URL is set),
 * stop a run, and read stored results whole, capped (`rows`) or as a window (`offset`,
 * `limit`).
 */
import { randomBytes } from 'node:crypto';
import type { SqlLabExecutePayload, SqlLabResults, SqlLabResultsQuery } from '@tessera/core';
import { SupersetTypedError, ValidationError } from '../../errors.js';
import type { JobQueue, JobQueues } from '../../jobs/queue.js';
import * as dbMeta from '../../meta/databases.js';
import * as meta from '../../meta/sqlLabRuns.js';
import { can, type Principal } from '../../security/principal.js';
import type { ServiceContext } from '../context.js';
import { isDatabaseVisible } from '../databases/access.js';
import type { DatabaseConnections } from '../databases/connections.js';
import { checkSql } from '../databases/sqlPolicy.js';
import type { SqlDialect } from '../../sql/dialect.js';
import { splitStatements } from '../../sql/statements.js';
import { tablesRead } from '../../sql/tablesRead.js';
import {
  decideLimit,
  dialectOf,
  parseTemplateParams,
  planCtas,
  renderSql,
} from './executionPlan.js';
import { queryDict, rowObjects } from './presenters.js';
import { runQuery, type RunnerDeps, type RunSpec } from './queryRunner.js';
import { createResultsBackend, readWindow, type ResultsBackend } from './resultsBackend.js';
import { failRun, sqlLabRunQueue, type SqlLabRunJob } from './asyncRuns.js';
import { exportName, rerunCsv, storedCsv } from './csvExport.js';

export const RESULTS_GONE =
  'Data could not be retrieved from the results backend. You need to re-run the original query.';
export const RESULTS_QUERY_MISSING =
  'The query associated with these results could not be found. You need to re-run the original query.';

export type ExecuteAnswer =
  | { status: 200; body: SqlLabResults }
  | { status: 202; body: { query: ReturnType<typeof queryDict> } };

/** Whether the user may see another user's runs. */
export function seesAllQueries(p: Principal): boolean {
  return can(p, 'all_query_access', 'all_query_access');
}

export function newClientId(): string {
  return randomBytes(8).toString('base64url').slice(0, 10);
}

export class SqlLabService {
  readonly results: ResultsBackend;
  /** Async runs: in this process, or on `tessera worker` processes with Redis. */
  private readonly asyncRuns: JobQueue<SqlLabRunJob>;
  /** Runs of this process by client id, to stop them. */
  private readonly running = new Map<string, AbortController>();
  private readonly runner: RunnerDeps;

  constructor(
    private readonly ctx: ServiceContext,
    readonly connections: DatabaseConnections,
    jobs: JobQueues,
  ) {
    const { config } = ctx;
    this.results = createResultsBackend(ctx.store, {
      redisUrl: config.redisUrl,
      redisPrefix: config.redisPrefix,
      ttlSeconds: config.sqlLab.resultsTtlSeconds,
    });
    this.runner = { store: ctx.store, results: this.results, logger: ctx.logger };
    this.asyncRuns = sqlLabRunQueue(jobs, config, ctx.store, (job) => this.runJob(job));
  }

  private get db() {
    return this.ctx.store.db;
  }

  /** A database the user may run SQL on in SQL Lab (exposed and visible), else 404. */
  async sqlLabDatabase(p: Principal, id: number) {
    const row = await dbMeta.findDatabaseById(this.db, id);
    if (!row || row.expose_in_sqllab !== 1 || !isDatabaseVisible(p, row)) {
      throw new SupersetTypedError(
        'The database could not be found',
        'DATABASE_NOT_FOUND_ERROR',
        404,
      );
    }
    return row;
  }

  /** A run refused before it started, kept in the history as failed with its error. */
  private async recordRefused(
    p: Principal,
    payload: SqlLabExecutePayload,
    clientId: string,
    sql: { rendered: string; dialect: SqlDialect; defaultSchema: string },
    error: SupersetTypedError,
  ): Promise<void> {
    const { rendered, dialect, defaultSchema } = sql;
    const now = Date.now();
    // Tables as written, for the history only: the run was refused before any was read.
    const tables = splitStatements(rendered, dialect)
      .flatMap((statement) => tablesRead(statement, dialect))
      .map((t) => `${t.schema ?? defaultSchema}.${t.table}`);
    await meta.insertQuery(this.db, {
      client_id: clientId,
      database_id: payload.database_id,
      tmp_table_name: null,
      tmp_schema_name: null,
      tab_name: payload.tab ?? null,
      sql_editor_id: payload.sql_editor_id ?? null,
      user_id: p.id,
      status: 'failed',
      schema: payload.schema || null,
      catalog: payload.catalog ?? null,
      sql: payload.sql,
      select_sql: null,
      executed_sql: null,
      limit: null,
      limiting_factor: 'UNKNOWN',
      select_as_cta: 0,
      select_as_cta_used: 0,
      ctas_method: null,
      progress: 0,
      rows: null,
      error_message: error.message,
      results_key: null,
      start_time: now,
      start_running_time: null,
      end_time: now,
      end_result_backend_time: null,
      tracking_url: null,
      extra_json: JSON.stringify({
        sql_tables: [...new Set(tables)],
        errors: [{ message: error.message, error_type: error.errorType, level: 'error' }],
      }),
    });
  }

  async execute(p: Principal, payload: SqlLabExecutePayload): Promise<ExecuteAnswer> {
    const { config } = this.ctx;
    const row = await this.sqlLabDatabase(p, payload.database_id);
    const clientId = payload.client_id || newClientId();
    if (await meta.findQueryByClientId(this.db, clientId))
      throw new ValidationError(
        { client_id: ['A query with this client_id already exists.'] },
        400,
      );
    const engine = await this.connections.engineFor(row);
    const dialect = dialectOf(engine);
    const rendered = renderSql(
      payload.sql,
      dialect,
      config.featureFlags.ENABLE_TEMPLATE_PROCESSING,
      {
        templateParams: parseTemplateParams(payload.templateParams),
        user: { id: p.id, username: p.username, email: p.email },
      },
    );
    const schema = payload.schema || null;
    const defaultSchema = schema ?? (await engine.defaultSchema());
    const datasets = await dbMeta.datasetsOfDatabase(this.db, row.id);
    const checked = await checkSql({
      engine,
      database: row,
      sql: rendered,
      allowDml: row.allow_dml === 1,
      access: { principal: p, defaultSchema, datasets },
    }).catch(async (error: unknown) => {
      // As Superset's access validation: the refused run is in the history, failed.
      if (error instanceof SupersetTypedError)
        await this.recordRefused(p, payload, clientId, { rendered, dialect, defaultSchema }, error);
      throw error;
    });
    let statements = checked.statements.map((s) => s.sql);
    const { tables } = checked;
    const last = statements[statements.length - 1];
    const { limit, limitingFactor } = decideLimit(
      last,
      payload.queryLimit ?? null,
      config.query.maxRowLimit,
    );
    const ctas = payload.select_as_cta
      ? planCtas(row, engine, checked.statements, dialect, {
          method: payload.ctas_method ?? 'TABLE',
          tmpTableName: payload.tmp_table_name ?? null,
          schema,
          userId: p.id,
        })
      : null;
    if (ctas) statements = ctas.statements;
    const runAsync = payload.runAsync === true && row.allow_run_async === 1;
    const queryId = await meta.insertQuery(this.db, {
      client_id: clientId,
      database_id: row.id,
      tmp_table_name: ctas?.tmpTableName ?? null,
      tmp_schema_name: ctas?.tmpSchemaName ?? null,
      tab_name: payload.tab ?? null,
      sql_editor_id: payload.sql_editor_id ?? null,
      user_id: p.id,
      status: runAsync ? 'pending' : 'running',
      schema,
      catalog: payload.catalog ?? null,
      sql: payload.sql,
      select_sql: ctas ? ctas.selectSql : last,
      executed_sql: null,
      limit,
      limiting_factor: limitingFactor,
      select_as_cta: ctas ? 1 : 0,
      select_as_cta_used: ctas ? 1 : 0,
      ctas_method: ctas ? (payload.ctas_method ?? 'TABLE') : null,
      progress: 0,
      rows: null,
      error_message: null,
      results_key: null,
      start_time: Date.now(),
      start_running_time: null,
      end_time: null,
      end_result_backend_time: null,
      tracking_url: null,
      extra_json: JSON.stringify({ sql_tables: tables }),
    });
    const spec: RunSpec = {
      queryId,
      engine,
      dialect,
      schema,
      statements,
      limit: ctas ? null : limit,
      limitingFactor,
      timeoutMs: config.query.timeoutSeconds * 1000,
      keepRows: config.sqlLab.displayMaxRow,
      readOnly: row.allow_dml !== 1 && !ctas,
    };
    if (runAsync) {
      const query = queryDict((await meta.findQueryById(this.db, queryId))!);
      await this.asyncRuns.add({
        query_id: queryId,
        client_id: clientId,
        statements,
        limit: spec.limit,
        limiting_factor: limitingFactor,
      });
      return { status: 202, body: { query } };
    }
    try {
      const outcome = await this.track(clientId, spec);
      const query = queryDict((await meta.findQueryById(this.db, queryId))!);
      const display = config.sqlLab.displayMaxRow;
      return {
        status: 200,
        body: {
          status: 'success',
          query_id: queryId,
          data: rowObjects(outcome.columns, outcome.firstRows.slice(0, display)),
          columns: outcome.columns,
          selected_columns: outcome.columns,
          expanded_columns: [],
          query,
          ...(outcome.rowCount > display ? { displayLimitReached: true } : {}),
        },
      };
    } catch (error) {
      const found = await meta.findQueryById(this.db, queryId);
      if (found?.status === 'stopped') {
        return {
          status: 200,
          body: {
            status: 'stopped',
            query_id: queryId,
            data: [],
            columns: [],
            selected_columns: [],
            expanded_columns: [],
            query: queryDict(found),
          },
        };
      }
      throw error;
    }
  }

  private async track(clientId: string, spec: RunSpec) {
    const controller = new AbortController();
    this.running.set(clientId, controller);
    try {
      return await runQuery(this.runner, spec, controller.signal);
    } finally {
      this.running.delete(clientId);
    }
  }

  /** Runs a queued async run in this (web or worker) process; its end is written to the query row. */
  private async runJob(job: SqlLabRunJob): Promise<void> {
    const row = await meta.findQueryById(this.db, job.query_id);
    if (!row || !['pending', 'running'].includes(row.status)) return;
    try {
      const database = await dbMeta.findDatabaseById(this.db, row.database_id);
      if (!database) throw new Error('The database could not be found');
      const engine = await this.connections.engineFor(database);
      const { config } = this.ctx;
      const spec: RunSpec = {
        queryId: row.id,
        engine,
        dialect: dialectOf(engine),
        schema: row.schema,
        statements: job.statements,
        limit: job.limit,
        limitingFactor: job.limiting_factor,
        timeoutMs: config.query.timeoutSeconds * 1000,
        keepRows: 0,
        readOnly: database.allow_dml !== 1 && row.select_as_cta !== 1,
      };
      // A failed run is recorded on its row by runQuery; the job itself succeeds.
      await this.track(job.client_id, spec).catch(() => undefined);
    } catch (err) {
      await failRun(this.ctx.store, row.id, (err as Error).message);
    }
  }

  /** A run the user may see: their own, or any with `all_query_access`; 404 otherwise. */
  async visibleQuery(p: Principal, clientId: string) {
    const row = await meta.findQueryByClientId(this.db, clientId);
    if (!row || (row.user_id !== p.id && !seesAllQueries(p)))
      throw new SupersetTypedError('Query not found', 'GENERIC_COMMAND_ERROR', 404);
    return row;
  }

  /** Superset's stop_query: the run is marked stopped and cancelled on its engine. */
  async stop(p: Principal, clientId: string): Promise<void> {
    const row = await this.visibleQuery(p, clientId);
    if (['success', 'failed', 'timed_out', 'stopped'].includes(row.status)) return;
    await meta.updateQueryIfIn(this.db, row.id, ['pending', 'running'], {
      status: 'stopped',
      end_time: Date.now(),
      error_message: 'Query was stopped.',
    });
    this.running.get(clientId)?.abort();
  }

  async readResults(p: Principal, q: SqlLabResultsQuery): Promise<SqlLabResults> {
    const row = await meta.findQueryByResultsKey(this.db, q.key);
    if (!row) throw new SupersetTypedError(RESULTS_QUERY_MISSING, 'RESULTS_BACKEND_ERROR', 404);
    if (row.user_id !== p.id && !seesAllQueries(p))
      throw new SupersetTypedError(
        'You do not have access to the results of this query.',
        'QUERY_SECURITY_ACCESS_ERROR',
        403,
      );
    const header = await this.results.header(q.key);
    if (!header) throw new SupersetTypedError(RESULTS_GONE, 'RESULTS_BACKEND_ERROR', 410);
    const base = {
      status: 'success' as const,
      query_id: row.id,
      columns: header.columns,
      selected_columns: header.columns,
      expanded_columns: [],
      query: queryDict(row),
    };
    if (q.offset !== undefined || q.limit !== undefined) {
      const offset = q.offset ?? 0;
      const limit = q.limit ?? 1000;
      const rows = await readWindow(this.results, q.key, header, offset, limit);
      return {
        ...base,
        data: rowObjects(header.columns, rows),
        window: { offset, limit, total_rows: header.rowCount },
      };
    }
    const display = q.rows || this.ctx.config.sqlLab.displayMaxRow;
    const rows = await readWindow(this.results, q.key, header, 0, display);
    return {
      ...base,
      data: rowObjects(header.columns, rows),
      ...(display < header.rowCount ? { displayLimitReached: true } : {}),
    };
  }

  /** The run's result as CSV pieces: stored when whole, else its SELECT run again. */
  async exportCsv(p: Principal, clientId: string) {
    const row = await this.visibleQuery(p, clientId);
    const filename = `${exportName(row)}.csv`;
    const cut = row.limiting_factor === 'DROPDOWN';
    if (row.results_key && !cut && (await this.results.header(row.results_key))) {
      return { filename, body: storedCsv(this.results, row.results_key) };
    }
    if (!row.select_sql) throw new SupersetTypedError(RESULTS_GONE, 'RESULTS_BACKEND_ERROR', 410);
    const database = await this.sqlLabDatabase(p, row.database_id);
    const engine = await this.connections.engineFor(database);
    const { config } = this.ctx;
    const limit = config.featureFlags.ALLOW_FULL_CSV_EXPORT ? undefined : config.query.maxRowLimit;
    const body = rerunCsv(
      engine,
      row.select_sql,
      row.schema,
      limit,
      config.query.timeoutSeconds * 1000,
    );
    return { filename, body };
  }

  async close(): Promise<void> {
    for (const c of this.running.values()) c.abort();
    await this.asyncRuns.close();
    await this.results.close();
  }
}
