/**
 * A SQL tokenizer that respects each engine's quoting (dialect.ts): string literals
 * (`'...'`, `E'...'`, MySQL `"..."`, `$tag$...$tag$`), quoted identifiers (`"..."`,
 * `` `...` ``, `[...]`), comments (`--`, `#` on MySQL, `/* *\/`), parameter markers and
 * everything else as words, numbers and punctuation. It never fails: a quote or comment
 * left open at the end is a token with `unterminated: true`.
 */
import type { SqlDialect } from './dialect.js';

export type SqlTokenKind =
  'whitespace' | 'word' | 'number' | 'string' | 'identifier' | 'comment' | 'param' | 'punct';

export interface SqlToken {
  kind: SqlTokenKind;
  text: string;
  start: number;
  end: number;
  /** For strings and quoted identifiers: the opening quote (`'`, `"`, `` ` ``, `[`, `$tag$`). */
  quote?: string;
  /** A string, quoted identifier or block comment the text ends inside of. */
  unterminated?: boolean;
  /**
   * An unterminated quoted string or name (not `$tag$`): where scanning it may go on when
   * text is appended (SqlEndTracker).
   */
  resumeAt?: number;
}

const WORD_START = /[\p{L}_]/u;
const WORD_PART = /[\p{L}\p{N}_$]/u;
// Sticky (`y`): matched at one position of the whole text, never on a copy of its rest.
/** A `$tag$` (tag at most 62 characters, as PostgreSQL's identifiers). */
const DOLLAR_TAG = /\$(?:[A-Za-z_][A-Za-z0-9_]{0,61})?\$/y;
const NUMBER = /0[xX][0-9a-fA-F]+|(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?/y;

function stickyMatch(pattern: RegExp, sql: string, at: number): string | null {
  pattern.lastIndex = at;
  return pattern.exec(sql)?.[0] ?? null;
}

/** How the text inside a quote is read: its closing character and escapes. */
export interface QuoteRules {
  close: string;
  backslash: boolean;
  doubling: boolean;
}

/** The rules of an opening quote (`'`, `E'`, `"`, `` ` ``, `[`) in a dialect; null for `$tag$`. */
export function quoteRules(quote: string, dialect: SqlDialect): QuoteRules | null {
  switch (quote) {
    case "'":
      return { close: "'", backslash: dialect.backslashEscapes, doubling: true };
    case "E'":
      return { close: "'", backslash: true, doubling: true };
    case '"':
      return {
        close: '"',
        backslash: dialect.doubleQuotedStrings && dialect.backslashEscapes,
        doubling: true,
      };
    case '`':
      return { close: '`', backslash: false, doubling: true };
    case '[':
      return { close: ']', backslash: false, doubling: false };
    default:
      return null;
  }
}

/**
 * Scans a quoted run from `from` (after its opening quote, or where an earlier scan of it
 * stopped); returns [end, terminated, stop]: `stop` is where the scan stopped, past the end
 * when the text ends inside an escape.
 */
export function scanQuoted(
  sql: string,
  from: number,
  rules: QuoteRules,
): [number, boolean, number] {
  const { close, backslash, doubling } = rules;
  let i = from;
  while (i < sql.length) {
    const ch = sql[i];
    if (backslash && ch === '\\') {
      i += 2;
    } else if (ch === close) {
      if (doubling && sql[i + 1] === close) i += 2;
      else return [i + 1, true, i + 1];
    } else {
      i += 1;
    }
  }
  return [sql.length, false, i];
}

function scanBlockComment(sql: string, from: number, nested: boolean): [number, boolean] {
  let depth = 1;
  let i = from + 2;
  while (i < sql.length) {
    if (sql.startsWith('*/', i)) {
      depth -= 1;
      i += 2;
      if (depth === 0 || !nested) return [i, true];
    } else if (nested && sql.startsWith('/*', i)) {
      depth += 1;
      i += 2;
    } else {
      i += 1;
    }
  }
  return [sql.length, false];
}

/** `--` (MySQL: only before whitespace or the end) or MySQL's `#`. */
function isLineComment(sql: string, i: number, dialect: SqlDialect): boolean {
  if (sql[i] === '#') return dialect.hashComments;
  if (sql[i] !== '-' || sql[i + 1] !== '-') return false;
  return !dialect.hashComments || i + 2 >= sql.length || /\s/.test(sql[i + 2]);
}

/** Where a line comment starting at `i` ends: the next newline (or carriage return). */
function lineEnd(sql: string, i: number, dialect: SqlDialect): number {
  const nl = sql.indexOf('\n', i);
  const end = nl < 0 ? sql.length : nl;
  if (!dialect.crEndsLineComments) return end;
  // Only up to the newline: the scan stays linear however many comments there are.
  for (let j = i; j < end; j += 1) if (sql.charCodeAt(j) === 13) return j;
  return end;
}

/**
 * The tokens of `sql`; from `from` on when given (a token boundary: positions stay those of
 * the whole text). Linear: each character is read a bounded number of times.
 */
export function tokenize(sql: string, dialect: SqlDialect, from = 0): SqlToken[] {
  const tokens: SqlToken[] = [];
  let i = from;
  const push = (kind: SqlTokenKind, end: number, extra: Partial<SqlToken> = {}) => {
    tokens.push({ kind, text: sql.slice(i, end), start: i, end, ...extra });
    i = end;
  };
  const quoted = (kind: SqlTokenKind, quote: string, from: number) => {
    const [end, ok, stop] = scanQuoted(sql, from, quoteRules(quote, dialect)!);
    // Past the end only inside an escape: a scan goes on from the backslash.
    const resumeAt = stop > sql.length ? stop - 2 : stop;
    push(kind, end, { quote, ...(ok ? {} : { unterminated: true, resumeAt }) });
  };
  while (i < sql.length) {
    const ch = sql[i];
    const next = sql[i + 1];
    if (/\s/.test(ch)) {
      let end = i + 1;
      while (end < sql.length && /\s/.test(sql[end])) end += 1;
      push('whitespace', end);
    } else if (isLineComment(sql, i, dialect)) {
      push('comment', lineEnd(sql, i, dialect));
    } else if (ch === '/' && next === '*') {
      const [end, ok] = scanBlockComment(sql, i, dialect.nestedComments);
      push('comment', end, ok ? {} : { unterminated: true });
    } else if (ch === "'") {
      quoted('string', "'", i + 1);
    } else if ((ch === 'E' || ch === 'e') && next === "'" && dialect.escapeStrings) {
      quoted('string', "E'", i + 2);
    } else if (ch === '"') {
      quoted(dialect.doubleQuotedStrings ? 'string' : 'identifier', '"', i + 1);
    } else if (ch === '`' && dialect.backtickIdentifiers) {
      quoted('identifier', '`', i + 1);
    } else if (ch === '[' && dialect.bracketIdentifiers) {
      quoted('identifier', '[', i + 1);
    } else if (ch === '$' && dialect.dollarQuotes && stickyMatch(DOLLAR_TAG, sql, i) !== null) {
      const tag = stickyMatch(DOLLAR_TAG, sql, i)!;
      const close = sql.indexOf(tag, i + tag.length);
      if (close < 0) push('string', sql.length, { quote: tag, unterminated: true });
      else push('string', close + tag.length, { quote: tag });
    } else if (ch === '$' && dialect.dollarParams && /[0-9]/.test(next ?? '')) {
      let end = i + 1;
      while (end < sql.length && /[0-9]/.test(sql[end])) end += 1;
      push('param', end);
    } else if (ch === '?' && dialect.questionMarkParams) {
      push('param', i + 1);
    } else if (/[0-9]/.test(ch) || (ch === '.' && /[0-9]/.test(next ?? ''))) {
      push('number', i + stickyMatch(NUMBER, sql, i)!.length);
    } else if (WORD_START.test(ch)) {
      let end = i + 1;
      while (end < sql.length && WORD_PART.test(sql[end])) end += 1;
      push('word', end);
    } else {
      push('punct', i + 1);
    }
  }
  return tokens;
}

/** Tokens other than whitespace and comments. */
export function significantTokens(tokens: SqlToken[]): SqlToken[] {
  return tokens.filter((t) => t.kind !== 'whitespace' && t.kind !== 'comment');
}

/**
 * What the end of `sql` is inside of: an open quoted string or name (its `quote` tells
 * which), an open block comment, or a line comment not yet ended by a newline; else null.
 */
export function openQuoteAtEnd(sql: string, dialect: SqlDialect): SqlToken | null {
  const tokens = tokenize(sql, dialect);
  const last = tokens[tokens.length - 1];
  if (!last) return null;
  if (last.unterminated) return last;
  return last.kind === 'comment' && !last.text.startsWith('/*') ? last : null;
}

/** `sql` with comments replaced by a space (a line comment keeps its newline). */
export function stripComments(sql: string, dialect: SqlDialect): string {
  return tokenize(sql, dialect)
    .map((t) => (t.kind === 'comment' ? ' ' : t.text))
    .join('');
}
