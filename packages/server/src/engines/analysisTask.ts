/**
 * Statement analysis as a SQL worker task (sql/sqlTasks.ts): the parsers that run in
 * JavaScript (PostgreSQL's libpg_query in WebAssembly, node-sql-parser for MySQL) take a
 * while on large SQL, so they run off the event loop. A parse error comes back as data: a
 * worker cannot throw a typed error across.
 */
import { analyzeMysqlSql } from './mysql/analysis.js';
import { analyzePostgresSql } from './postgres/analysis.js';
import { asAnalysisError, type AnalyzedStatement } from './statementAnalysis.js';

export interface AnalyzeSqlInput {
  parser: 'postgresql' | 'mysql';
  sql: string;
}

export type AnalyzeSqlOutput =
  { statements: AnalyzedStatement[] } | { error: string; position?: number };

export async function analyzeSql(input: AnalyzeSqlInput): Promise<AnalyzeSqlOutput> {
  try {
    const analyze = input.parser === 'postgresql' ? analyzePostgresSql : analyzeMysqlSql;
    return { statements: await analyze(input.sql) };
  } catch (caught) {
    // Whatever the parser (or the walk over its tree) throws is the text's fault: a 400.
    const error = asAnalysisError(caught);
    return {
      error: error.message,
      ...(error.position !== undefined && { position: error.position }),
    };
  }
}
