/**
 * The SQL a template renders to. Template text and values the template author wrote are
 * copied as they are; request-supplied text (UntrustedText) is written for where it lands,
 * read from the SQL produced so far:
 * - inside a quoted string or name: escaped by that quote's rules (`'` doubled, MySQL
 *   backslashes doubled), so it cannot close the quote;
 * - outside any quote: as a SQL literal (a plain decimal number as is, anything else a
 *   quoted string), so it can never become SQL code;
 * - inside a comment or a `$$` string: refused.
 */
import type { SqlDialect } from '../dialect.js';
import { escapeQuoted, quoteStringLiteral, sqlDialectFor } from '../dialect.js';
import { SqlEndTracker } from '../sqlEndTracker.js';
import type { RenderBudget } from './renderBudget.js';
import { TemplateError } from './templateLexer.js';
import type { TemplateValue } from './templateValues.js';
import {
  TemplateFunction,
  UNDEFINED,
  UntrustedText,
  isDict,
  isUntrusted,
  pyStr,
} from './templateValues.js';

/** Quoting rules of `E'...'` strings: quotes doubled, backslashes escaped. */
const BACKSLASH_STRINGS: SqlDialect = { ...sqlDialectFor('generic'), backslashEscapes: true };
const PLAIN_NUMBER = /^-?[0-9]+(\.[0-9]+)?$/;
const MAX_OUTPUT = 10_000_000;

export class SqlTemplateOutput {
  /** The SQL so far, and what its end is inside of (read incrementally: sqlEndTracker.ts). */
  private readonly sql: SqlEndTracker;

  constructor(
    private readonly dialect: SqlDialect,
    private readonly budget: RenderBudget,
  ) {
    this.sql = new SqlEndTracker(dialect);
  }

  get text(): string {
    return this.sql.text;
  }

  private append(text: string): void {
    this.budget.spend(text.length);
    this.sql.append(text);
    if (this.sql.text.length > MAX_OUTPUT) throw new TemplateError('the rendered SQL is too long');
  }

  writeTrusted(text: string): void {
    this.append(text);
  }

  writeUntrusted(text: string): void {
    const read = this.sql.charactersRead;
    const open = this.sql.openAtEnd();
    this.budget.spend(this.sql.charactersRead - read);
    if (!open) {
      this.append(PLAIN_NUMBER.test(text) ? text : quoteStringLiteral(text, this.dialect));
      return;
    }
    if (open.kind === 'comment' || (open.quote ?? '').startsWith('$')) {
      throw new TemplateError('a request value cannot be placed inside a SQL comment or $$ string');
    }
    if (open.quote === "E'") {
      this.append(escapeQuoted(text, "'", BACKSLASH_STRINGS));
    } else if (open.quote === '[') {
      if (text.includes(']')) throw new TemplateError("a request value cannot contain ']' here");
      this.append(text);
    } else {
      this.append(escapeQuoted(text, open.quote ?? "'", this.dialect));
    }
  }

  writeValue(value: TemplateValue): void {
    if (value === UNDEFINED) throw new TemplateError('cannot render an undefined value');
    if (value instanceof TemplateFunction) {
      throw new TemplateError(`cannot render the function '${value.name}'; call it`);
    }
    if (value instanceof UntrustedText) {
      for (const s of value.segments) {
        if (s.untrusted) this.writeUntrusted(s.text);
        else this.writeTrusted(s.text);
      }
      return;
    }
    if ((Array.isArray(value) || isDict(value)) && isUntrusted(value)) {
      throw new TemplateError(
        'cannot render a list or dict of request values; use |where_in or |join',
      );
    }
    this.writeTrusted(pyStr(value));
  }
}
