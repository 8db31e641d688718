/**
 * Limit and offset on a statement, as Superset's SQL Lab does it: a row-returning
 * statement's own top-level `LIMIT n [OFFSET m]` (or MySQL's `LIMIT m, n`) is tightened to
 * the smaller limit, otherwise `LIMIT n [OFFSET m]` is appended; statements whose tail is
 * not understood (`FETCH FIRST`, `LIMIT ?`, a lone `OFFSET`) are wrapped in a subquery.
 * Other statements (SHOW, PRAGMA, EXPLAIN, DML) are left alone: `applied` is false and the
 * engine cuts the rows it got instead.
 */
import { sqlDialectFor, type SqlDialect } from '../sql/dialect.js';
import { significantTokens, tokenize } from '../sql/tokenizer.js';

export interface LimitDialect {
  /** The clause that means "no limit" when only an offset is wanted; '' when OFFSET may stand alone. */
  noLimit: string;
  /** The engine's lexical rules (quotes, comments); else those the flags below describe. */
  lexical?: SqlDialect;
  /** Backslash escapes quotes inside string literals (MySQL). */
  backslashEscapes?: boolean;
  /** `$tag$ ... $tag$` strings (PostgreSQL, DuckDB). */
  dollarQuotes?: boolean;
}

interface Word {
  text: string;
  start: number;
}

/** The lexical rules the statement is read with: the project's one tokenizer's. */
function lexicalOf(dialect: LimitDialect | undefined): SqlDialect {
  if (dialect?.lexical) return dialect.lexical;
  const mysqlLike = Boolean(dialect?.backslashEscapes);
  return {
    ...sqlDialectFor('generic'),
    backslashEscapes: mysqlLike,
    hashComments: mysqlLike,
    doubleQuotedStrings: mysqlLike,
    backtickIdentifiers: true,
    dollarQuotes: Boolean(dialect?.dollarQuotes),
  };
}

/** Top-level (outside parentheses, strings and comments) words of `sql`, lower-cased. */
function topLevelWords(sql: string, dialect: LimitDialect): Word[] {
  const words: Word[] = [];
  let depth = 0;
  for (const t of tokenize(sql, lexicalOf(dialect))) {
    if (t.kind === 'punct' && t.text === '(') depth += 1;
    else if (t.kind === 'punct' && t.text === ')') depth -= 1;
    else if (t.kind === 'word' && depth === 0)
      words.push({ text: t.text.toLowerCase(), start: t.start });
  }
  return words;
}

/**
 * The statement without trailing whitespace, semicolons and (complete) comments, read by
 * the engine's lexical rules: what looks like a comment to it is one to the engine too.
 */
export function stripTrailing(sql: string, dialect?: LimitDialect): string {
  const tokens = tokenize(sql, lexicalOf(dialect));
  let end = tokens.length;
  while (end > 0) {
    const t = tokens[end - 1];
    const trailing =
      t.kind === 'whitespace' ||
      (t.kind === 'comment' && !t.unterminated) ||
      (t.kind === 'punct' && t.text === ';');
    if (!trailing) break;
    end -= 1;
  }
  return end === 0 ? '' : sql.slice(0, tokens[end - 1].end);
}

/** True for statements that return rows and take a LIMIT (SELECT, WITH, VALUES, TABLE). */
export function isLimitableQuery(sql: string, dialect: LimitDialect): boolean {
  const first = significantTokens(tokenize(sql, lexicalOf(dialect)))[0];
  if (first?.kind === 'punct' && first.text === '(') return true;
  const word = topLevelWords(sql, dialect)[0];
  return word !== undefined && ['select', 'with', 'values', 'table', 'from'].includes(word.text);
}

export interface LimitedSql {
  sql: string;
  applied: boolean;
}

const TAIL = /^limit\s+(\d+)(?:\s+offset\s+(\d+)|\s*,\s*(\d+))?$/i;

export function limitSql(
  sql: string,
  limit: number | null | undefined,
  offset: number | null | undefined,
  dialect: LimitDialect,
): LimitedSql {
  const wantLimit = limit === null || limit === undefined ? null : Math.max(0, Math.floor(limit));
  const wantOffset = offset ? Math.max(0, Math.floor(offset)) : 0;
  if (wantLimit === null && wantOffset === 0) return { sql, applied: false };
  const body = stripTrailing(sql, dialect);
  if (!isLimitableQuery(body, dialect)) return { sql, applied: false };

  const words = topLevelWords(body, dialect);
  const limitWord = [...words].reverse().find((w) => w.text === 'limit');
  const hasTail = words.some((w) => ['offset', 'fetch', 'for', 'into'].includes(w.text));
  const clause = (l: number | null, o: number) => {
    const parts: string[] = [];
    if (l !== null) parts.push(`LIMIT ${l}`);
    else if (dialect.noLimit) parts.push(dialect.noLimit);
    if (o) parts.push(`OFFSET ${o}`);
    return parts.join(' ');
  };

  if (limitWord) {
    const tail = TAIL.exec(body.slice(limitWord.start).trim());
    if (tail) {
      // `LIMIT a, b` is offset a, count b.
      const ownLimit = Number(tail[3] !== undefined ? tail[3] : tail[1]);
      const ownOffset = Number(tail[3] !== undefined ? tail[1] : (tail[2] ?? 0));
      const remaining = Math.max(0, ownLimit - wantOffset);
      const newLimit = wantLimit === null ? remaining : Math.min(wantLimit, remaining);
      const head = body.slice(0, limitWord.start).trimEnd();
      return { sql: `${head}\n${clause(newLimit, ownOffset + wantOffset)}`, applied: true };
    }
  }
  if (limitWord || hasTail) {
    return {
      sql: `SELECT * FROM (\n${body}\n) AS inner_qry\n${clause(wantLimit, wantOffset)}`,
      applied: true,
    };
  }
  return { sql: `${body}\n${clause(wantLimit, wantOffset)}`, applied: true };
}

/** Client-side limit and offset for statements `limitSql` left alone. */
export function cutRows<T>(rows: T[], limit?: number | null, offset?: number | null): T[] {
  const start = offset ? Math.max(0, offset) : 0;
  return limit === null || limit === undefined
    ? rows.slice(start)
    : rows.slice(start, start + limit);
}
