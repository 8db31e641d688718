/**
 * What the end of a growing SQL text is inside of (as `openQuoteAtEnd`), asked after each
 * append without reading the whole text again: the template renderer asks it before every
 * request value it writes, and a template may write thousands (`{% for %}` over
 * `filter_values`), so reading all the text each time would be quadratic.
 *
 * Tokens before `from` are final: a token's kind and end depend on at most LOOKAHEAD
 * characters past its start (the `$tag$` window, a number's exponent, `E'`) or on the
 * character that ends it, so once the next token starts LOOKAHEAD characters before the
 * end of the text, appending cannot change them. A long quoted string still open at the end
 * is not read again: its scan goes on where it stopped (the rules inside a quote look one
 * character ahead, and a scan that ended inside an escape resumes at the backslash).
 */
import type { SqlDialect } from './dialect.js';
import type { SqlToken } from './tokenizer.js';
import { quoteRules, scanQuoted, tokenize } from './tokenizer.js';

const LOOKAHEAD = 64;

/** What the end is inside of: a quoted string or name (`quote` tells which), or a comment. */
export type OpenAtEnd = Pick<SqlToken, 'kind' | 'quote' | 'start'>;

const openOf = (token: SqlToken): OpenAtEnd => ({
  kind: token.kind,
  quote: token.quote,
  start: token.start,
});

export class SqlEndTracker {
  private sql = '';
  /** A token boundary: the tokens before it never change. */
  private from = 0;
  /** The quoted token open at the end when last asked, and where its scan stopped. */
  private open: SqlToken | null = null;
  /**
   * Characters read by the scans so far: a caller bounds its work with it (a long token
   * at the end, such as a growing number, is read again on each ask).
   */
  charactersRead = 0;

  constructor(private readonly dialect: SqlDialect) {}

  get text(): string {
    return this.sql;
  }

  append(text: string): void {
    this.sql += text;
  }

  /** The open quote, block comment or line comment the text ends inside of, else null. */
  openAtEnd(): OpenAtEnd | null {
    const { sql } = this;
    if (this.open) {
      const token = this.open;
      this.charactersRead += sql.length - token.resumeAt!;
      const [end, terminated, stop] = scanQuoted(
        sql,
        token.resumeAt!,
        quoteRules(token.quote!, this.dialect)!,
      );
      if (!terminated) {
        const resumeAt = stop > sql.length ? stop - 2 : stop;
        this.open = { ...token, end, resumeAt };
        return openOf(token);
      }
      // Closed: read on from the quote's start like any other token.
      this.open = null;
      this.from = token.start;
    }
    this.charactersRead += sql.length - this.from;
    const tokens = tokenize(sql, this.dialect, this.from);
    const last = tokens[tokens.length - 1];
    for (let k = tokens.length - 2; k >= 0; k -= 1) {
      const next = tokens[k + 1];
      if (next.start + LOOKAHEAD <= sql.length) {
        this.from = next.start;
        break;
      }
    }
    if (!last) return null;
    if (last.unterminated) {
      if (last.resumeAt !== undefined) {
        this.from = last.start;
        this.open = { ...last, text: '' };
      }
      return openOf(last);
    }
    return last.kind === 'comment' && !last.text.startsWith('/*') ? openOf(last) : null;
  }
}
