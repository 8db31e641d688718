import { valueError } from './errors.js';
import type { LastDayUnit, TimeUnit } from './naiveDateTime.js';

/**
 * Syntax of Superset's time expressions (time-range.md §2.4), as its pyparsing
 * grammar accepts them: case-insensitive keywords, single- or double-quoted
 * strings (quotes stripped, escapes kept as written), free whitespace, an
 * optional trailing comma in DATEADD/DATETRUNC/LASTDAY/DATEDIFF, nesting, and
 * anything after a complete expression ignored. Syntax errors carry pyparsing's
 * message shape: `Expected …, found '…'  (at char n), (line:l, col:c)`.
 */
export type DateExpr =
  | { fn: 'DATETIME'; text: string }
  | { fn: 'DATEADD'; date: DateExpr; count: number | DateDiffExpr; unit: TimeUnit }
  | { fn: 'DATETRUNC'; date: DateExpr; unit: TimeUnit }
  | { fn: 'LASTDAY'; date: DateExpr; unit: LastDayUnit }
  | { fn: 'HOLIDAY'; name: string; date?: DateExpr; country?: string };

export interface DateDiffExpr {
  fn: 'DATEDIFF';
  from: DateExpr;
  to: DateExpr;
  unit?: 'year' | 'day';
}

export type TimeExpr = DateExpr | DateDiffExpr;

const DATE_FUNCS = ['datetime', 'dateadd', 'datetrunc', 'lastday', 'holiday'] as const;
const ALL_UNITS: readonly TimeUnit[] = [
  'year',
  'quarter',
  'month',
  'week',
  'day',
  'hour',
  'minute',
  'second',
];
const LASTDAY_UNITS: readonly LastDayUnit[] = ['year', 'quarter', 'month', 'week', 'day'];
const DIFF_UNITS = ['year', 'day'] as const;

const IDENT_CHAR = /[A-Za-z0-9_$]/;
const WORD_AT = /[A-Za-z0-9_]{1,16}|[^]/y;
const QUOTED =
  /"(?:[^"\n\r\\]|""|\\(?:[^x]|x[0-9a-fA-F]+))*"|'(?:[^'\n\r\\]|''|\\(?:[^x]|x[0-9a-fA-F]+))*'/y;
const SIGNED_INT = /[+-]?\d+/y;

/** Python's repr() of a short string, for pyparsing-style messages. */
function pyRepr(s: string): string {
  if (s.includes("'") && !s.includes('"')) return `"${s}"`;
  return `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

const alternatives = (names: readonly string[], quote = false): string =>
  `{${names.map((n) => (quote ? pyRepr(n) : n)).join(' | ')}}`;

class Parser {
  pos = 0;

  constructor(private readonly s: string) {}

  private skipWs(): void {
    while (this.pos < this.s.length && ' \t\n\r'.includes(this.s[this.pos])) this.pos++;
  }

  fail(expected: string): never {
    const loc = this.pos;
    let found = 'end of text';
    if (loc < this.s.length) {
      WORD_AT.lastIndex = loc;
      found = pyRepr(WORD_AT.exec(this.s)?.[0] ?? this.s[loc]);
    }
    const before = this.s.slice(0, loc);
    const line = before.split('\n').length;
    const col = loc - before.lastIndexOf('\n');
    throw valueError(
      `Expected ${expected}, found ${found}  (at char ${loc}), (line:${line}, col:${col})`,
    );
  }

  /** The keyword among `words` at the cursor (after whitespace), without consuming it. */
  private peekKeyword<W extends string>(words: readonly W[]): W | undefined {
    this.skipWs();
    return words.find((w) => {
      const end = this.pos + w.length;
      return (
        this.s.slice(this.pos, end).toLowerCase() === w &&
        (end >= this.s.length || !IDENT_CHAR.test(this.s[end]))
      );
    });
  }

  private keyword<W extends string>(words: readonly W[], quote = true): W {
    const word = this.peekKeyword(words);
    if (word === undefined) this.fail(alternatives(words, quote));
    this.pos += word.length;
    return word;
  }

  private char(c: string): void {
    this.skipWs();
    if (this.s[this.pos] !== c) this.fail(pyRepr(c));
    this.pos++;
  }

  private optionalChar(c: string): boolean {
    this.skipWs();
    if (this.s[this.pos] !== c) return false;
    this.pos++;
    return true;
  }

  private text(): string {
    this.skipWs();
    QUOTED.lastIndex = this.pos;
    const m = QUOTED.exec(this.s);
    if (!m) this.fail('text_operand');
    this.pos += m[0].length;
    return m[0].slice(1, -1);
  }

  private optionalText(): string | undefined {
    this.skipWs();
    return this.s[this.pos] === '"' || this.s[this.pos] === "'" ? this.text() : undefined;
  }

  top(): TimeExpr {
    const fn = this.peekKeyword([...DATE_FUNCS, 'datediff'] as const);
    if (fn === undefined) this.fail(alternatives([...DATE_FUNCS, 'datediff']));
    return fn === 'datediff' ? this.dateDiff() : this.dateExpr();
  }

  dateExpr(): DateExpr {
    const fn = this.keyword(DATE_FUNCS, false);
    this.char('(');
    let expr: DateExpr;
    switch (fn) {
      case 'datetime':
        expr = { fn: 'DATETIME', text: this.text() };
        break;
      case 'dateadd': {
        const date = this.dateExpr();
        this.char(',');
        const count = this.intOperand();
        this.char(',');
        expr = { fn: 'DATEADD', date, count, unit: this.keyword(ALL_UNITS) };
        this.optionalChar(',');
        break;
      }
      case 'datetrunc': {
        const date = this.dateExpr();
        this.char(',');
        expr = { fn: 'DATETRUNC', date, unit: this.keyword(ALL_UNITS) };
        this.optionalChar(',');
        break;
      }
      case 'lastday': {
        const date = this.dateExpr();
        this.char(',');
        expr = { fn: 'LASTDAY', date, unit: this.keyword(LASTDAY_UNITS) };
        this.optionalChar(',');
        break;
      }
      case 'holiday':
        expr = this.holidayArgs();
        break;
    }
    this.char(')');
    return expr;
  }

  /** `text [,] [date_expr] [,] [text] [,]` — pyparsing's loose HOLIDAY argument list. */
  private holidayArgs(): DateExpr {
    const name = this.text();
    this.optionalChar(',');
    const date = this.peekKeyword(DATE_FUNCS) ? this.dateExpr() : undefined;
    this.optionalChar(',');
    const country = this.optionalText();
    this.optionalChar(',');
    return { fn: 'HOLIDAY', name, date, country };
  }

  private intOperand(): number | DateDiffExpr {
    this.skipWs();
    SIGNED_INT.lastIndex = this.pos;
    const m = SIGNED_INT.exec(this.s);
    if (m) {
      this.pos += m[0].length;
      return Number(m[0]);
    }
    if (this.peekKeyword(['datediff'])) return this.dateDiff();
    this.fail(alternatives(['int_operand', 'datediff']));
  }

  private dateDiff(): DateDiffExpr {
    this.keyword(['datediff'], false);
    this.char('(');
    const from = this.dateExpr();
    this.char(',');
    const to = this.dateExpr();
    let unit: 'year' | 'day' | undefined;
    const beforeUnit = this.pos;
    if (this.optionalChar(',') && this.peekKeyword(DIFF_UNITS)) {
      unit = this.keyword(DIFF_UNITS);
      this.optionalChar(',');
    } else this.pos = beforeUnit;
    this.char(')');
    return { fn: 'DATEDIFF', from, to, unit };
  }
}

/** Parses one expression; text after it is ignored, as Superset's parseString does. */
export function parseTimeExpression(text: string): TimeExpr {
  return new Parser(text).top();
}
