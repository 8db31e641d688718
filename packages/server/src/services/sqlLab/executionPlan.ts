/**
 * What a SQL Lab run will execute, decided before anything runs (Superset's
 * `ExecuteSqlCommand` and `execute_sql_statements`): the SQL rendered (Jinja when
 * ENABLE_TEMPLATE_PROCESSING); its statements, DML and table access as the engine reads
 * them (`services/databases/sqlPolicy.ts`); the row limit and its limiting factor
 * (SQL_MAX_ROW, the dropdown, the SQL's own LIMIT), and CTAS / CVAS.
 */
import type { CtasMethod, LimitingFactor } from '@tessera/core';
import { SupersetTypedError } from '../../errors.js';
import type { AnalyzedStatement } from '../../engines/statementAnalysis.js';
import type { Engine } from '../../engines/types.js';
import { isLimitableQuery, stripTrailing } from '../../engines/sqlLimit.js';
import type { DatabaseRow } from '../../meta/databases.js';
import { sqlDialectFor, type SqlDialect } from '../../sql/dialect.js';
import { renderSqlTemplate } from '../../sql/template/sqlTemplate.js';

export const INVALID_CTAS =
  'CTAS (create table as select) can only be run with a query where the last statement is a SELECT. Please make sure your query has a SELECT as its last statement. Then, try running your query again.';
export const INVALID_CVAS =
  'CVAS (create view as select) can only be run with a query with a single SELECT statement. Please make sure your query has only a SELECT statement. Then, try running your query again.';

/** The statement's own top-level `LIMIT n` (Superset's `get_limit_from_sql`), or null. */
export function limitFromSql(statement: string): number | null {
  const m = /\blimit\s+(\d+)(?:\s*,\s*(\d+)|\s+offset\s+\d+)?$/i.exec(stripTrailing(statement));
  if (!m) return null;
  return Number(m[2] ?? m[1]);
}

export interface TemplateInput {
  templateParams: Record<string, unknown>;
  user: { id: number; username: string; email: string | null };
}

/** `templateParams` as sent: a JSON object as text, or the object. */
export function parseTemplateParams(value: unknown): Record<string, unknown> {
  if (value === null || value === undefined || value === '') return {};
  if (typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(String(value));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new SupersetTypedError(
    'The template parameters are not a valid JSON object.',
    'INVALID_TEMPLATE_PARAMS_ERROR',
    400,
  );
}

export function renderSql(
  sql: string,
  dialect: SqlDialect,
  templating: boolean,
  input: TemplateInput,
): string {
  if (!templating) return sql;
  return renderSqlTemplate(sql, {
    dialect,
    user: input.user,
    templateParams: input.templateParams,
  });
}

export interface LimitDecision {
  limit: number;
  limitingFactor: LimitingFactor;
}

/** Superset's `_set_query_limit`, with the dropdown capped at SQL_MAX_ROW. */
export function decideLimit(statement: string, queryLimit: number | null, sqlMaxRow: number) {
  const dropdown = queryLimit ? Math.min(queryLimit, sqlMaxRow) : sqlMaxRow;
  const own = limitFromSql(statement);
  let limitingFactor: LimitingFactor;
  if (own === null || own > dropdown) limitingFactor = 'DROPDOWN';
  else if (dropdown > own) limitingFactor = 'QUERY';
  else limitingFactor = 'QUERY_AND_DROPDOWN';
  return { limit: own === null ? dropdown : Math.min(own, dropdown), limitingFactor };
}

export interface CtasRequest {
  method: CtasMethod;
  tmpTableName: string | null;
  schema: string | null;
  userId: number;
}

export interface CtasPlan {
  statements: string[];
  tmpTableName: string;
  tmpSchemaName: string | null;
  selectSql: string;
}

const stamp = (d: Date) =>
  d
    .toISOString()
    .slice(0, 19)
    .replace(/[-:T]/g, (c) => (c === 'T' ? '_' : '_'));

/** CREATE TABLE / VIEW ... AS around the last (only) SELECT. */
export function planCtas(
  db: DatabaseRow,
  engine: Engine,
  analyzed: AnalyzedStatement[],
  dialect: SqlDialect,
  request: CtasRequest,
): CtasPlan {
  const statements = analyzed.map((s) => s.sql);
  const last = statements[statements.length - 1];
  const lastStatement = analyzed[analyzed.length - 1];
  const isSelect = (s: string) =>
    isRowQuery(s, dialect) && lastStatement.kind === 'select' && lastStatement.readOnly;
  if (request.method === 'VIEW') {
    if (db.allow_cvas !== 1)
      throw new SupersetTypedError(
        'This database does not allow CREATE VIEW AS SELECT.',
        'DML_NOT_ALLOWED_ERROR',
        400,
      );
    if (statements.length !== 1 || !isSelect(last))
      throw new SupersetTypedError(INVALID_CVAS, 'INVALID_CVAS_QUERY_ERROR', 400);
  } else {
    if (db.allow_ctas !== 1)
      throw new SupersetTypedError(
        'This database does not allow CREATE TABLE AS SELECT.',
        'DML_NOT_ALLOWED_ERROR',
        400,
      );
    if (!isSelect(last))
      throw new SupersetTypedError(INVALID_CTAS, 'INVALID_CTAS_QUERY_ERROR', 400);
  }
  const tmpTableName =
    request.tmpTableName?.trim() || `tmp_${request.userId}_table_${stamp(new Date())}`;
  const tmpSchemaName = db.force_ctas_schema || request.schema || null;
  const target = engine.spec.qualifiedName(tmpSchemaName, tmpTableName);
  const created = `CREATE ${request.method} ${target} AS \n${stripTrailing(last, { noLimit: '', lexical: dialect })}`;
  return {
    statements: [...statements.slice(0, -1), created],
    tmpTableName,
    tmpSchemaName,
    selectSql: `SELECT *\nFROM ${target}`,
  };
}

/** The limit-reading rules of a dialect (sqlLimit.ts). */
export function isRowQuery(statement: string, d: SqlDialect): boolean {
  return isLimitableQuery(statement, {
    noLimit: '',
    backslashEscapes: d.backslashEscapes,
    dollarQuotes: d.dollarQuotes,
  });
}

export function dialectOf(engine: Engine): SqlDialect {
  return sqlDialectFor(engine.spec.engine);
}
