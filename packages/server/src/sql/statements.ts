/**
 * Statement-level reading of SQL text: splitting a script at its top-level `;`, the
 * keyword a statement starts with, and the check a virtual dataset's SQL must pass
 * (one read-only SELECT / WITH statement, Superset's messages).
 */
import { BadRequestError } from '../errors.js';
import type { SqlDialect } from './dialect.js';
import { checkParentheses, checkTerminated, MUTATING_KEYWORDS } from './fragmentSafety.js';
import type { SqlToken } from './tokenizer.js';
import { tokenize } from './tokenizer.js';

/** The statements of a script, split at `;` outside quotes and comments, trimmed, non-empty. */
export function splitStatements(sql: string, dialect: SqlDialect): string[] {
  const statements: string[] = [];
  let current: SqlToken[] = [];
  const flush = () => {
    const text = current
      .map((t) => t.text)
      .join('')
      .trim();
    if (current.some((t) => t.kind !== 'whitespace' && t.kind !== 'comment')) statements.push(text);
    current = [];
  };
  for (const t of tokenize(sql, dialect)) {
    if (t.kind === 'punct' && t.text === ';') flush();
    else current.push(t);
  }
  flush();
  return statements;
}

/** The first keyword of a statement (lower case), past comments and opening parentheses. */
export function statementKeyword(statement: string, dialect: SqlDialect): string | null {
  for (const t of tokenize(statement, dialect)) {
    if (t.kind === 'whitespace' || t.kind === 'comment') continue;
    if (t.kind === 'punct' && t.text === '(') continue;
    return t.kind === 'word' ? t.text.toLowerCase() : null;
  }
  return null;
}

/** Statement keywords that only read. */
export const READ_ONLY_KEYWORDS = new Set(['select', 'with', 'values', 'table', 'from']);

/** True when a statement starts with a reading keyword and contains no writing one. */
export function isReadOnlyStatement(statement: string, dialect: SqlDialect): boolean {
  const keyword = statementKeyword(statement, dialect);
  if (!keyword || !READ_ONLY_KEYWORDS.has(keyword)) return false;
  return !tokenize(statement, dialect).some(
    (t) => t.kind === 'word' && MUTATING_KEYWORDS.has(t.text.toLowerCase()),
  );
}

/**
 * A virtual dataset's SQL made ready to sit in `(...) AS virtual_table`: one read-only
 * statement, without the trailing `;`. Throws 400 with Superset's messages otherwise.
 */
export function virtualDatasetStatement(sql: string, dialect: SqlDialect): string {
  const statements = splitStatements(sql, dialect);
  if (statements.length === 0) {
    throw new BadRequestError('Virtual dataset query cannot be empty');
  }
  if (statements.length > 1) {
    throw new BadRequestError('Virtual dataset query cannot consist of multiple statements');
  }
  const [statement] = statements;
  const tokens = tokenize(statement, dialect);
  const what = 'Virtual dataset query';
  try {
    checkTerminated(tokens, what);
    checkParentheses(tokens, what);
  } catch (error) {
    throw new BadRequestError((error as Error).message.replace('single SQL expression', 'valid'));
  }
  if (tokens.some((t) => t.kind === 'param')) {
    throw new BadRequestError('Virtual dataset query cannot contain parameter placeholders');
  }
  if (!isReadOnlyStatement(statement, dialect)) {
    throw new BadRequestError('Virtual dataset query must be read-only');
  }
  return statement;
}
