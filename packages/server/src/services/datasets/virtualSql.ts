/**
 * The checks a virtual dataset's SQL passes before it is ever run (Superset's
 * `get_virtual_table_metadata` rules): exactly one statement, and that statement only reads;
 * and the check of the SQL fragments a dataset holds (calculated columns, metrics, the values
 * predicate). Both read the SQL with the database's own lexical rules (sql/).
 */
import { uriBackend } from '../../engines/uri.js';
import { sqlDialectFor, type SqlDialect } from '../../sql/dialect.js';
import { checkParentheses, checkTerminated, UnsafeSqlError } from '../../sql/fragmentSafety.js';
import { isReadOnlyStatement, splitStatements } from '../../sql/statements.js';
import { tokenize } from '../../sql/tokenizer.js';

export const ONLY_SINGLE_QUERIES = 'Only single queries supported';
export const ONLY_SELECT = 'Only `SELECT` statements are allowed';

/** The SQL dialect of the database a dataset lives in (the generic one when there is none). */
export function datasetSqlDialect(sqlalchemyUri: string | null | undefined): SqlDialect {
  return sqlDialectFor(sqlalchemyUri ? uriBackend(sqlalchemyUri) : 'generic');
}

/** Why `sql` cannot be a virtual dataset's query, or null when it can. */
export function virtualSqlProblem(sql: string, dialect: SqlDialect): string | null {
  const statements = splitStatements(sql, dialect);
  if (statements.length > 1) return ONLY_SINGLE_QUERIES;
  if (statements.length === 0 || !isReadOnlyStatement(statements[0], dialect)) return ONLY_SELECT;
  return null;
}

/**
 * Whether a SQL fragment (a calculated column, a metric, a values predicate) stays one
 * balanced expression when set in a query: no `;`, no unclosed quote or comment, no
 * parenthesis closed that it did not open or left open.
 */
export function isSelfContainedFragment(fragment: string, dialect: SqlDialect): boolean {
  const tokens = tokenize(fragment, dialect);
  try {
    checkTerminated(tokens, 'fragment');
    checkParentheses(tokens, 'fragment');
  } catch (error) {
    if (error instanceof UnsafeSqlError) return false;
    throw error;
  }
  return !tokens.some((t) => t.kind === 'punct' && t.text === ';');
}
