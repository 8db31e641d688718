import { describe, expect, it } from 'vitest';
import { sqlDialectFor } from './dialect.js';
import { ADHOC_SUBQUERY_MESSAGE, assertSingleExpression } from './fragmentSafety.js';
import { splitStatements, statementKeyword, virtualDatasetStatement } from './statements.js';
import { openQuoteAtEnd, stripComments, tokenize } from './tokenizer.js';

const pg = sqlDialectFor('postgresql');
const mysql = sqlDialectFor('mysql');
const duckdb = sqlDialectFor('duckdb');
const sqlite = sqlDialectFor('sqlite');

const check =
  (sql: string, dialect = pg, allowSubquery = false) =>
  () =>
    assertSingleExpression(sql, dialect, { what: 'WHERE clause', allowSubquery });

describe('tokenize', () => {
  it('keeps separators and comment markers inside quotes', () => {
    const kinds = tokenize(`'a;b' "col;name" x -- c`, pg).map((t) => [t.kind, t.text]);
    expect(kinds).toEqual([
      ['string', "'a;b'"],
      ['whitespace', ' '],
      ['identifier', '"col;name"'],
      ['whitespace', ' '],
      ['word', 'x'],
      ['whitespace', ' '],
      ['comment', '-- c'],
    ]);
  });

  it('reads each engine quoting rule', () => {
    // MySQL: backslash escapes and "..." strings; PostgreSQL: \ is literal outside E''.
    expect(tokenize(`'it\\'s;' x`, mysql)[0].text).toBe(`'it\\'s;'`);
    expect(tokenize(`'it\\'s;' x`, pg)[0].text).toBe(`'it\\'`);
    expect(tokenize(`E'it\\'s' x`, pg)[0].text).toBe(`E'it\\'s'`);
    expect(tokenize(`"a;b"`, mysql)[0].kind).toBe('string');
    expect(tokenize('`a;b`', mysql)[0].kind).toBe('identifier');
    expect(tokenize('$tag$ ; -- $tag$ x', pg)[0].text).toBe('$tag$ ; -- $tag$');
    expect(tokenize('$$a;b$$', duckdb)[0].kind).toBe('string');
    expect(tokenize('[a;b]', sqlite)[0].kind).toBe('identifier');
    expect(tokenize('# c', mysql)[0].kind).toBe('comment');
    expect(tokenize('1--1', mysql).map((t) => t.kind)).not.toContain('comment');
    expect(tokenize('/* a /* b */ c */ d', pg)[0].text).toBe('/* a /* b */ c */');
  });

  it('reports what the text ends inside of', () => {
    expect(openQuoteAtEnd("x = 'abc", pg)?.quote).toBe("'");
    expect(openQuoteAtEnd('x = "ab', pg)?.kind).toBe('identifier');
    expect(openQuoteAtEnd("x = 'a''b'", pg)).toBeNull();
    expect(stripComments('a -- x\n+ b /* y */', pg)).toBe('a  \n+ b  ');
  });
});

describe('assertSingleExpression', () => {
  it('accepts expressions whose tricky characters are quoted', () => {
    expect(check(`name = 'a;b'`)).not.toThrow();
    expect(check(`"col;name" > 1`)).not.toThrow();
    expect(check(`name LIKE '%--%' OR name = '/* x */'`)).not.toThrow();
    expect(check('PERCENTILE_CONT(0.5) WITHIN GROUP (ORDER BY num)')).not.toThrow();
    expect(check('EXTRACT(YEAR FROM ds) = 2000')).not.toThrow();
    expect(check("ds::timestamp with time zone > '2000-01-01'")).not.toThrow();
    expect(check("data ? 'key'")).not.toThrow();
    expect(check('`col;x` = 1', mysql)).not.toThrow();
  });

  it('refuses a second statement, comments and DML', () => {
    expect(check('1); DROP TABLE birth_names; --')).toThrow(/must be a single SQL expression/);
    expect(check('1; DROP TABLE birth_names')).toThrow(/statement separator/);
    expect(check('x -- comment')).toThrow('WHERE clause must be a single SQL expression');
    expect(check('x -- comment')).toThrow(/comment/);
    expect(check('x /* hidden */ = 1')).toThrow(/comment/);
    expect(check('x = 1 # hidden', mysql)).toThrow(/comment/);
    expect(check('DROP TABLE birth_names')).toThrow(/keyword DROP/);
    expect(check("name = 'abc")).toThrow(/string open/);
  });

  it('refuses text that escapes the parentheses it is wrapped in', () => {
    expect(check('1=0) OR (1=1')).toThrow(/closes a parenthesis/);
    expect(check('(1=1')).toThrow(/parenthesis open/);
  });

  it('refuses clause keywords, placeholders and sub-queries', () => {
    expect(check('1 UNION ALL SELECT 2')).toThrow(/clause keyword UNION/);
    expect(check('x FROM secret')).toThrow(/clause keyword FROM/);
    expect(check('x = $1')).toThrow(/placeholder/);
    expect(check('x = ?', sqlite)).toThrow(/placeholder/);
    expect(check('x IN (SELECT y FROM t)')).toThrow(ADHOC_SUBQUERY_MESSAGE);
    expect(check('x IN (FROM t)', duckdb)).toThrow(ADHOC_SUBQUERY_MESSAGE);
    expect(check('x IN (SELECT y FROM t)', pg, true)).not.toThrow();
  });
});

describe('statements', () => {
  it('splits at top-level semicolons only', () => {
    expect(splitStatements("SELECT ';'; SELECT 2;\n-- end", pg)).toEqual([
      "SELECT ';'",
      'SELECT 2',
    ]);
    expect(statementKeyword('/* c */ (SELECT 1)', pg)).toBe('select');
  });

  it('accepts one read-only statement as a virtual dataset', () => {
    expect(virtualDatasetStatement('SELECT * FROM t;\n', pg)).toBe('SELECT * FROM t');
    expect(virtualDatasetStatement('WITH a AS (SELECT 1) SELECT * FROM a', pg)).toContain('WITH');
    expect(() => virtualDatasetStatement(' ; ', pg)).toThrow(
      'Virtual dataset query cannot be empty',
    );
    expect(() => virtualDatasetStatement('SELECT 1; DROP TABLE t', pg)).toThrow(
      'Virtual dataset query cannot consist of multiple statements',
    );
    expect(() => virtualDatasetStatement('DELETE FROM t', pg)).toThrow(
      'Virtual dataset query must be read-only',
    );
    expect(() => virtualDatasetStatement('SELECT * INTO t2 FROM t', pg)).toThrow(/read-only/);
    expect(() => virtualDatasetStatement("SELECT 'abc", pg)).toThrow(/string open/);
    expect(() => virtualDatasetStatement('SELECT 1) AS x, secret (SELECT 1', pg)).toThrow(
      /parenthesis/,
    );
  });
});
