/**
 * Safety checks for SQL the compiler splices into its statement. A fragment from a
 * request (an adhoc metric, column or filter expression, `extras.where` / `having`) must
 * be ONE expression: no statement separator, no comment that could hide code, no quote or
 * parenthesis left open or closed early (which would escape the clause it is wrapped in,
 * e.g. past the row level security predicates), no parameter marker, no clause keyword at
 * its top level (`FROM`, `UNION`, ...), no sub-query unless allowed, and no DML/DDL keyword.
 * Every check reads tokens (tokenizer.ts), so quoted text such as `'a;b'` or `"col;name"`
 * is never mistaken for code.
 */
import { BadRequestError } from '../errors.js';
import type { SqlDialect } from './dialect.js';
import type { SqlToken } from './tokenizer.js';
import { tokenize } from './tokenizer.js';

export class UnsafeSqlError extends BadRequestError {}

/** Superset's message for sub-queries in custom SQL (`ALLOW_ADHOC_SUBQUERY` off). */
export const ADHOC_SUBQUERY_MESSAGE = 'Custom SQL fields cannot contain sub-queries.';

/** Keywords that write or change the database (or its session); never part of an expression. */
export const MUTATING_KEYWORDS = new Set([
  'insert',
  'update',
  'delete',
  'merge',
  'upsert',
  'drop',
  'create',
  'alter',
  'truncate',
  'grant',
  'revoke',
  'attach',
  'detach',
  'pragma',
  'vacuum',
  'rename',
  'into',
  'exec',
  'execute',
]);

/** Words that start a sub-query right after `(` (DuckDB's `(FROM t)`, `(SUMMARIZE t)` ...). */
const SUBQUERY_STARTS = new Set([
  'from',
  'with',
  'summarize',
  'describe',
  'show',
  'pivot',
  'unpivot',
  'explain',
]);

/** Clause keywords that end an expression when they appear outside parentheses. */
const CLAUSE_KEYWORDS = new Set([
  'from',
  'where',
  'group',
  'having',
  'order',
  'limit',
  'offset',
  'fetch',
  'union',
  'intersect',
  'except',
  'minus',
  'join',
  'window',
  'qualify',
  'returning',
  'with',
]);

export interface ExpressionCheck {
  /** What the fragment is, for messages: `WHERE clause`, `adhoc metric "x"`. */
  what: string;
  /** `ALLOW_ADHOC_SUBQUERY`: accept `(SELECT ...)`. */
  allowSubquery?: boolean;
}

function fail(what: string, reason: string): never {
  throw new UnsafeSqlError(`${what} must be a single SQL expression: ${reason}`);
}

/** Open/close balance of `(`: fails on a close without open, or opens left at the end. */
export function checkParentheses(tokens: SqlToken[], what: string): void {
  let depth = 0;
  for (const t of tokens) {
    if (t.kind !== 'punct') continue;
    if (t.text === '(') depth += 1;
    else if (t.text === ')') {
      depth -= 1;
      if (depth < 0) fail(what, 'it closes a parenthesis it did not open');
    }
  }
  if (depth > 0) fail(what, 'it leaves a parenthesis open');
}

/** Quotes and block comments must close within the text. */
export function checkTerminated(tokens: SqlToken[], what: string): void {
  const open = tokens.find((t) => t.unterminated);
  if (!open) return;
  if (open.kind === 'comment') fail(what, 'it leaves a /* comment open');
  fail(what, `it leaves a quoted ${open.kind === 'string' ? 'string' : 'name'} open`);
}

/** Throws UnsafeSqlError unless `fragment` is one expression (see the module comment). */
export function assertSingleExpression(
  fragment: string,
  dialect: SqlDialect,
  check: ExpressionCheck,
): void {
  const { what } = check;
  const tokens = tokenize(fragment, dialect);
  checkTerminated(tokens, what);
  if (tokens.some((t) => t.kind === 'comment')) {
    fail(what, 'it contains a SQL comment (--, /* */)');
  }
  checkParentheses(tokens, what);
  const significant = tokens.filter((t) => t.kind !== 'whitespace');
  if (significant.length === 0) fail(what, 'it is empty');
  let depth = 0;
  let previous: SqlToken | null = null;
  for (const t of significant) {
    if (t.kind === 'punct') {
      if (t.text === ';') fail(what, 'it contains a statement separator (;)');
      if (t.text === '(') depth += 1;
      if (t.text === ')') depth -= 1;
    } else if (t.kind === 'param') {
      fail(what, `it contains a parameter placeholder (${t.text})`);
    } else if (t.kind === 'word') {
      const word = t.text.toLowerCase();
      const afterParen = previous?.kind === 'punct' && previous.text === '(';
      if (MUTATING_KEYWORDS.has(word))
        fail(what, `it contains the keyword ${t.text.toUpperCase()}`);
      const subquery =
        word === 'select' || word === 'table' || (afterParen && SUBQUERY_STARTS.has(word));
      if (subquery && !check.allowSubquery) throw new UnsafeSqlError(ADHOC_SUBQUERY_MESSAGE);
      const before = previous?.kind === 'word' ? previous.text.toLowerCase() : '';
      // `PERCENTILE_CONT(0.5) WITHIN GROUP (...)`, `::TIMESTAMP WITH TIME ZONE`.
      const allowed =
        (word === 'group' && before === 'within') ||
        (word === 'with' && (before === 'timestamp' || before === 'time'));
      if (depth === 0 && CLAUSE_KEYWORDS.has(word) && !allowed && !subquery) {
        fail(what, `it contains the clause keyword ${t.text.toUpperCase()}`);
      }
    }
    previous = t;
  }
}
