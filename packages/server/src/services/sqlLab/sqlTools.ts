/**
 * SQL Lab's helpers around a query: formatting (`/sqllab/format_sql/`, sql-formatter in the
 * engine's language), cost estimates (`/sqllab/estimate/`, EXPLAIN on PostgreSQL and DuckDB,
 * behind ESTIMATE_QUERY_COST) and validation (`/database/<pk>/validate_sql/`: each statement
 * EXPLAINed on PostgreSQL and DuckDB, errors with their line and columns).
 */
import type { SqlLanguage } from 'sql-formatter';
import type { SqlValidationAnnotation } from '@tessera/core';
import { BadRequestError, SupersetTypedError } from '../../errors.js';
import type { Principal } from '../../security/principal.js';
import { splitStatements, statementKeyword } from '../../sql/statements.js';
import { runSqlTask } from '../../sql/sqlWorkers.js';
import type { ServiceContext } from '../context.js';
import type { DatabaseService } from '../databases/databaseService.js';
import { checkSql, SqlParseError } from '../databases/sqlPolicy.js';
import type { SqlDialect } from '../../sql/dialect.js';
import { datasetsOfDatabase, type DatabaseRow } from '../../meta/databases.js';
import type { Engine } from '../../engines/types.js';
import { dialectOf, parseTemplateParams, renderSql } from './executionPlan.js';
import type { SqlLabService } from './sqlLabService.js';

const LANGUAGES: Record<string, SqlLanguage> = {
  postgresql: 'postgresql',
  mysql: 'mysql',
  mariadb: 'mariadb',
  duckdb: 'duckdb',
  sqlite: 'sqlite',
};

const VALIDATING_ENGINES = new Set(['postgresql', 'duckdb']);
const EXPLAINABLE = new Set([
  'select',
  'with',
  'values',
  'table',
  'insert',
  'update',
  'delete',
  'merge',
  'from',
]);

export interface TemplatedSql {
  sql: string;
  template_params?: unknown;
  schema?: string | null;
}

/** An engine error as a validation annotation, its line counted from `startLine`. */
function annotationOf(error: unknown, startLine: number): SqlValidationAnnotation {
  const extra = (error instanceof SupersetTypedError ? error.extra : null) ?? {};
  const line = typeof extra.line === 'number' ? extra.line : null;
  const column = typeof extra.column === 'number' ? extra.column : null;
  const engineMessage = typeof extra.engine_message === 'string' ? extra.engine_message : null;
  return {
    line_number: line === null ? startLine + 1 : startLine + line,
    start_column: column,
    end_column: column,
    message: engineMessage ?? (error as Error).message,
  };
}

export class SqlTools {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly sqlLab: SqlLabService,
    private readonly databases: DatabaseService,
  ) {}

  async format(
    p: Principal,
    input: { sql: string; engine?: string | null; database_id?: number | null },
  ) {
    let engine = input.engine ?? null;
    if (!engine && input.database_id) {
      const row = await this.databases.findVisible(input.database_id, p);
      engine = (await this.sqlLab.connections.engineFor(row)).spec.engine;
    }
    try {
      // Off the main thread: a large statement takes seconds to format.
      return await runSqlTask('formatSql', {
        sql: input.sql,
        language: LANGUAGES[engine ?? ''] ?? 'sql',
      });
    } catch (error) {
      throw new BadRequestError(`The SQL could not be formatted: ${(error as Error).message}`);
    }
  }

  private async prepared(
    p: Principal,
    databaseId: number,
    input: TemplatedSql,
    visibleOnly: boolean,
  ) {
    const row = visibleOnly
      ? await this.databases.findVisible(databaseId, p)
      : await this.sqlLab.sqlLabDatabase(p, databaseId);
    const engine = await this.sqlLab.connections.engineFor(row);
    const dialect = dialectOf(engine);
    const sql = renderSql(
      input.sql,
      dialect,
      this.ctx.config.featureFlags.ENABLE_TEMPLATE_PROCESSING,
      {
        templateParams: parseTemplateParams(input.template_params),
        user: { id: p.id, username: p.username, email: p.email },
      },
    );
    return { row, engine, dialect, sql };
  }

  /**
   * The statements of the SQL as the engine reads them, if the user may run them there
   * (the same checks as a run: services/databases/sqlPolicy.ts): EXPLAIN reads the tables,
   * and EXPLAIN ANALYZE runs the statement.
   */
  private async checked(
    p: Principal,
    prepared: { row: DatabaseRow; engine: Engine; sql: string },
    schema?: string | null,
  ) {
    const { row, engine, sql } = prepared;
    const { statements } = await checkSql({
      engine,
      database: row,
      sql,
      allowDml: row.allow_dml === 1,
      access: {
        principal: p,
        defaultSchema: schema || (await engine.defaultSchema()),
        datasets: await datasetsOfDatabase(this.ctx.store.db, row.id),
      },
    });
    return statements.map((s) => s.sql);
  }

  async estimate(p: Principal, databaseId: number, input: TemplatedSql) {
    if (!this.ctx.config.featureFlags.ESTIMATE_QUERY_COST)
      throw new BadRequestError('Query cost estimation is not enabled (ESTIMATE_QUERY_COST).');
    const prepared = await this.prepared(p, databaseId, input, false);
    const { engine } = prepared;
    if (!engine.spec.supportsCostEstimate)
      throw new SupersetTypedError(
        `Database ${engine.spec.engineName} does not support cost estimation`,
        'GENERIC_DB_ENGINE_ERROR',
        400,
      );
    const result: Record<string, number>[] = [];
    for (const statement of await this.checked(p, prepared, input.schema)) {
      result.push(...((await engine.estimateCost(statement)) ?? []));
    }
    return result;
  }

  /** The parse error of each statement that has one, read by the engine's parser alone. */
  private async parseErrors(
    engine: Engine,
    sql: string,
    dialect: SqlDialect,
  ): Promise<SqlValidationAnnotation[]> {
    const annotations: SqlValidationAnnotation[] = [];
    let searchFrom = 0;
    for (const statement of splitStatements(sql, dialect)) {
      const at = sql.indexOf(statement, searchFrom);
      const startLine = at < 0 ? 0 : sql.slice(0, at).split('\n').length - 1;
      searchFrom = at < 0 ? searchFrom : at + statement.length;
      try {
        await engine.analyze(statement);
      } catch (error) {
        annotations.push(annotationOf(error, startLine));
      }
    }
    return annotations;
  }

  async validate(
    p: Principal,
    databaseId: number,
    input: TemplatedSql,
  ): Promise<SqlValidationAnnotation[]> {
    const row = await this.databases.findVisible(databaseId, p);
    const engine = await this.sqlLab.connections.engineFor(row);
    if (!VALIDATING_ENGINES.has(engine.spec.engine))
      throw new SupersetTypedError(
        `no SQL validator is configured for ${engine.spec.engine}`,
        'GENERIC_DB_ENGINE_ERROR',
        400,
      );
    const prepared = await this.prepared(p, databaseId, input, true);
    const { dialect, sql } = prepared;
    let statements: string[];
    try {
      statements = await this.checked(p, prepared, input.schema);
    } catch (error) {
      // SQL the engine's parser cannot read is what validation reports: each statement is
      // read (never run) on its own for the line of its error. Refusals are refusals.
      if (!(error instanceof SqlParseError)) throw error;
      return this.parseErrors(prepared.engine, sql, dialect);
    }
    // Only the statements the policy let through, as the parser read them, each EXPLAINed
    // (never EXPLAIN ANALYZE) where the database itself refuses writes.
    const annotations: SqlValidationAnnotation[] = [];
    let searchFrom = 0;
    for (const statement of statements) {
      const at = sql.indexOf(statement, searchFrom);
      const startLine = at < 0 ? 0 : sql.slice(0, at).split('\n').length - 1;
      searchFrom = at < 0 ? searchFrom : at + statement.length;
      const keyword = statementKeyword(statement, dialect);
      if (!keyword || !EXPLAINABLE.has(keyword)) continue;
      try {
        await prepared.engine.execute(`EXPLAIN ${statement}`, [], {
          schema: input.schema || null,
          readOnly: true,
          timeoutMs: this.ctx.config.query.timeoutSeconds * 1000,
        });
      } catch (error) {
        annotations.push(annotationOf(error, startLine));
      }
    }
    return annotations;
  }
}
