/**
 * Limit and offset on a statement, as Superset's SQL Lab does it: a row-returning
 * statement's own top-level `LIMIT n [OFFSET m]` (or MySQL's `LIMIT m, n`) is tightened to
 * the smaller limit, otherwise `LIMIT n [OFFSET m]` is appended; statements whose tail is
 * not understood (`FETCH FIRST`, `LIMIT ?`, a lone `OFFSET`) are wrapped in a subquery.
 * Other statements (SHOW, PRAGMA, EXPLAIN, DML) are left alone: `applied` is false and the
 * engine cuts the rows it got instead.
 */
export interface LimitDialect {
  /** The clause that means "no limit" when only an offset is wanted; '' when OFFSET may stand alone. */
  noLimit: string;
  /** Backslash escapes quotes inside string literals (MySQL). */
  backslashEscapes?: boolean;
  /** `$tag$ ... $tag$` strings (PostgreSQL, DuckDB). */
  dollarQuotes?: boolean;
}

interface Word {
  text: string;
  start: number;
}

/** Top-level (outside parentheses, strings and comments) words of `sql`, lower-cased. */
function topLevelWords(sql: string, dialect: LimitDialect): Word[] {
  const words: Word[] = [];
  let depth = 0;
  let i = 0;
  while (i < sql.length) {
    const ch = sql[i];
    const next = sql[i + 1];
    if (ch === '-' && next === '-') {
      const end = sql.indexOf('\n', i);
      i = end < 0 ? sql.length : end + 1;
    } else if (ch === '#' && dialect.backslashEscapes) {
      const end = sql.indexOf('\n', i);
      i = end < 0 ? sql.length : end + 1;
    } else if (ch === '/' && next === '*') {
      const end = sql.indexOf('*/', i + 2);
      i = end < 0 ? sql.length : end + 2;
    } else if (ch === "'" || ch === '"' || ch === '`') {
      i += 1;
      while (i < sql.length) {
        if (dialect.backslashEscapes && sql[i] === '\\') i += 2;
        else if (sql[i] === ch && sql[i + 1] === ch) i += 2;
        else if (sql[i] === ch) break;
        else i += 1;
      }
      i += 1;
    } else if (ch === '$' && dialect.dollarQuotes && /^\$[A-Za-z_]*\$/.test(sql.slice(i))) {
      const tag = /^\$[A-Za-z_]*\$/.exec(sql.slice(i))![0];
      const end = sql.indexOf(tag, i + tag.length);
      i = end < 0 ? sql.length : end + tag.length;
    } else if (ch === '(') {
      depth += 1;
      i += 1;
    } else if (ch === ')') {
      depth -= 1;
      i += 1;
    } else if (/[A-Za-z_]/.test(ch)) {
      const start = i;
      while (i < sql.length && /[A-Za-z0-9_$]/.test(sql[i])) i += 1;
      if (depth === 0) words.push({ text: sql.slice(start, i).toLowerCase(), start });
    } else {
      i += 1;
    }
  }
  return words;
}

/** The statement without trailing whitespace, semicolons and comments. */
/** Where a `--` comment starts on this line, outside '...', "..." and `...` quotes; -1 if none. */
function lineCommentStart(line: string): number {
  let quote: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === "'" || c === '"' || c === '`') {
      quote = c;
    } else if (c === '-' && line[i + 1] === '-') {
      return i;
    }
  }
  return -1;
}

export function stripTrailing(sql: string): string {
  let s = sql;
  for (;;) {
    const before = s;
    s = s.replace(/[\s;]+$/, '');
    s = s.replace(/\/\*(?:(?!\/\*)[\s\S])*\*\/$/, '');
    // A trailing line comment: only when the last line's `--` is outside a string literal.
    const lastLine = s.slice(s.lastIndexOf('\n') + 1);
    const dash = lineCommentStart(lastLine);
    if (dash >= 0) s = s.slice(0, s.length - lastLine.length + dash);
    if (s === before) return s;
  }
}

/** True for statements that return rows and take a LIMIT (SELECT, WITH, VALUES, TABLE). */
export function isLimitableQuery(sql: string, dialect: LimitDialect): boolean {
  if (/^\(/.test(sql.replace(/^(\s|--[^\n]*\n|\/\*[\s\S]*?\*\/)*/, ''))) return true;
  const first = topLevelWords(sql, dialect)[0];
  return first !== undefined && ['select', 'with', 'values', 'table', 'from'].includes(first.text);
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
  const body = stripTrailing(sql);
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
