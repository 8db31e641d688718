import { describe, expect, it } from 'vitest';
import { sqlDialectFor } from '../../sql/dialect.js';
import { splitStatements } from '../../sql/statements.js';
import {
  isSelfContainedFragment,
  ONLY_SELECT,
  ONLY_SINGLE_QUERIES,
  virtualSqlProblem,
} from './virtualSql.js';

const postgres = sqlDialectFor('postgresql');

describe('virtual dataset SQL', () => {
  it('accepts one reading statement, with or without a trailing semicolon', () => {
    expect(virtualSqlProblem('SELECT 1', postgres)).toBeNull();
    expect(virtualSqlProblem("select a, b from t where x = ';' ;  -- done", postgres)).toBeNull();
    expect(virtualSqlProblem('WITH x AS (SELECT 1 AS a) SELECT * FROM x', postgres)).toBeNull();
    expect(virtualSqlProblem('(SELECT 1) UNION ALL (SELECT 2)', postgres)).toBeNull();
    expect(virtualSqlProblem('SELECT $$;$$ AS s, "we;ird" FROM t /* ; */', postgres)).toBeNull();
  });

  it('refuses several statements, whatever hides the second', () => {
    expect(virtualSqlProblem('SELECT 1; DROP TABLE t', postgres)).toBe(ONLY_SINGLE_QUERIES);
    expect(virtualSqlProblem('SELECT 1;\nDELETE FROM t;', postgres)).toBe(ONLY_SINGLE_QUERIES);
    // A backslash never escapes a quote here, so the string ends where PostgreSQL ends it.
    expect(virtualSqlProblem("SELECT 'a\\'; DROP TABLE t; --'", postgres)).toBe(
      ONLY_SINGLE_QUERIES,
    );
  });

  it('refuses statements that write', () => {
    for (const sql of [
      'DELETE FROM t',
      'INSERT INTO t VALUES (1)',
      'CREATE TABLE x AS SELECT 1',
      'WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d',
      'SELECT * INTO copy FROM t',
      'UPDATE t SET a = 1',
      'PRAGMA table_info(t)',
      '',
      '-- nothing',
    ]) {
      expect(virtualSqlProblem(sql, postgres), sql).toBe(ONLY_SELECT);
    }
  });

  it('skips empty statements', () => {
    expect(splitStatements(';;SELECT 1;;', postgres).length).toBe(1);
  });

  it('tells self-contained expressions from ones that escape their place', () => {
    expect(isSelfContainedFragment('SUM(amount) / COUNT(*)', postgres)).toBe(true);
    expect(isSelfContainedFragment("CASE WHEN a = ')' THEN 1 END", postgres)).toBe(true);
    expect(isSelfContainedFragment('x -- trailing comment', postgres)).toBe(true);
    expect(isSelfContainedFragment('1; DROP TABLE t', postgres)).toBe(false);
    expect(isSelfContainedFragment('1) FROM t; DROP TABLE t; SELECT (1', postgres)).toBe(false);
    expect(isSelfContainedFragment("'unclosed", postgres)).toBe(false);
    expect(isSelfContainedFragment('1 /* unclosed', postgres)).toBe(false);
    expect(isSelfContainedFragment('a) AS x, (b', postgres)).toBe(false);
  });
});
