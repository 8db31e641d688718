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
}

const WORD_START = /[\p{L}_]/u;
const WORD_PART = /[\p{L}\p{N}_$]/u;
const DOLLAR_TAG = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/;

/** Scans a quoted run starting after its opening quote; returns [end, terminated]. */
function scanQuoted(
  sql: string,
  from: number,
  close: string,
  backslash: boolean,
  doubling: boolean,
): [number, boolean] {
  let i = from;
  while (i < sql.length) {
    const ch = sql[i];
    if (backslash && ch === '\\') {
      i += 2;
    } else if (ch === close) {
      if (doubling && sql[i + 1] === close) i += 2;
      else return [i + 1, true];
    } else {
      i += 1;
    }
  }
  return [sql.length, false];
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

export function tokenize(sql: string, dialect: SqlDialect): SqlToken[] {
  const tokens: SqlToken[] = [];
  let i = 0;
  const push = (kind: SqlTokenKind, end: number, extra: Partial<SqlToken> = {}) => {
    tokens.push({ kind, text: sql.slice(i, end), start: i, end, ...extra });
    i = end;
  };
  while (i < sql.length) {
    const ch = sql[i];
    const next = sql[i + 1];
    if (/\s/.test(ch)) {
      let end = i + 1;
      while (end < sql.length && /\s/.test(sql[end])) end += 1;
      push('whitespace', end);
    } else if (isLineComment(sql, i, dialect)) {
      const nl = sql.indexOf('\n', i);
      push('comment', nl < 0 ? sql.length : nl);
    } else if (ch === '/' && next === '*') {
      const [end, ok] = scanBlockComment(sql, i, dialect.nestedComments);
      push('comment', end, ok ? {} : { unterminated: true });
    } else if (ch === "'") {
      const [end, ok] = scanQuoted(sql, i + 1, "'", dialect.backslashEscapes, true);
      push('string', end, { quote: "'", ...(ok ? {} : { unterminated: true }) });
    } else if ((ch === 'E' || ch === 'e') && next === "'" && dialect.escapeStrings) {
      const [end, ok] = scanQuoted(sql, i + 2, "'", true, true);
      push('string', end, { quote: "E'", ...(ok ? {} : { unterminated: true }) });
    } else if (ch === '"') {
      const isString = dialect.doubleQuotedStrings;
      const [end, ok] = scanQuoted(sql, i + 1, '"', isString && dialect.backslashEscapes, true);
      push(isString ? 'string' : 'identifier', end, {
        quote: '"',
        ...(ok ? {} : { unterminated: true }),
      });
    } else if (ch === '`' && dialect.backtickIdentifiers) {
      const [end, ok] = scanQuoted(sql, i + 1, '`', false, true);
      push('identifier', end, { quote: '`', ...(ok ? {} : { unterminated: true }) });
    } else if (ch === '[' && dialect.bracketIdentifiers) {
      const [end, ok] = scanQuoted(sql, i + 1, ']', false, false);
      push('identifier', end, { quote: '[', ...(ok ? {} : { unterminated: true }) });
    } else if (ch === '$' && dialect.dollarQuotes && DOLLAR_TAG.test(sql.slice(i, i + 64))) {
      const tag = DOLLAR_TAG.exec(sql.slice(i))![0];
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
      const m = /^(?:0[xX][0-9a-fA-F]+|(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?)/.exec(
        sql.slice(i),
      )!;
      push('number', i + m[0].length);
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
