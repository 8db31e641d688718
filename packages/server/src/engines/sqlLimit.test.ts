import { describe, expect, it } from 'vitest';
import { duckdbSpec } from './duckdb/spec.js';
import { mysqlSpec } from './mysql/spec.js';
import { postgresSpec } from './postgres/spec.js';
import { sqliteSpec } from './sqlite/spec.js';
import { cutRows, isLimitableQuery, limitSql, stripTrailing } from './sqlLimit.js';

const pg = { noLimit: '', dollarQuotes: true };

describe('limitSql', () => {
  it('appends a limit to a query that has none, dropping trailing semicolons and comments', () => {
    expect(limitSql('SELECT * FROM t;  -- all of it\n', 100, 0, pg)).toEqual({
      sql: 'SELECT * FROM t\nLIMIT 100',
      applied: true,
    });
    expect(postgresSpec.applyLimit('SELECT 1 /* one */ ;', 5, 10)).toBe(
      'SELECT 1\nLIMIT 5 OFFSET 10',
    );
  });

  it("keeps the query's own smaller limit, as SQL Lab does", () => {
    expect(postgresSpec.applyLimit('SELECT * FROM t LIMIT 10', 1000)).toBe(
      'SELECT * FROM t\nLIMIT 10',
    );
    expect(postgresSpec.applyLimit('SELECT * FROM t LIMIT 5000', 1000)).toBe(
      'SELECT * FROM t\nLIMIT 1000',
    );
    expect(postgresSpec.applyLimit('SELECT * FROM t LIMIT 10 OFFSET 20', 5, 2)).toBe(
      'SELECT * FROM t\nLIMIT 5 OFFSET 22',
    );
    // MySQL's LIMIT offset, count
    expect(mysqlSpec.applyLimit('SELECT * FROM t LIMIT 20, 10', 100)).toBe(
      'SELECT * FROM t\nLIMIT 10 OFFSET 20',
    );
  });

  it('ignores LIMIT inside subqueries, strings and comments', () => {
    expect(
      postgresSpec.applyLimit("SELECT * FROM (SELECT 1 LIMIT 1) s WHERE x = 'LIMIT 3'", 7),
    ).toBe("SELECT * FROM (SELECT 1 LIMIT 1) s WHERE x = 'LIMIT 3'\nLIMIT 7");
    expect(postgresSpec.applyLimit('SELECT $$ LIMIT 2 $$ AS x', 7)).toBe(
      'SELECT $$ LIMIT 2 $$ AS x\nLIMIT 7',
    );
    expect(mysqlSpec.applyLimit("SELECT 'it\\'s LIMIT 2' AS x", 7)).toBe(
      "SELECT 'it\\'s LIMIT 2' AS x\nLIMIT 7",
    );
  });

  it('wraps queries whose tail it does not understand', () => {
    expect(postgresSpec.applyLimit('SELECT * FROM t FETCH FIRST 3 ROWS ONLY', 10)).toBe(
      'SELECT * FROM (\nSELECT * FROM t FETCH FIRST 3 ROWS ONLY\n) AS inner_qry\nLIMIT 10',
    );
    expect(postgresSpec.applyLimit('SELECT * FROM t LIMIT $1', 10)).toMatch(/^SELECT \* FROM \(/);
  });

  it('uses each dialect for an offset without a limit', () => {
    expect(postgresSpec.applyLimit('SELECT 1', null, 5)).toBe('SELECT 1\nOFFSET 5');
    expect(duckdbSpec.applyLimit('SELECT 1', null, 5)).toBe('SELECT 1\nOFFSET 5');
    expect(sqliteSpec.applyLimit('SELECT 1', null, 5)).toBe('SELECT 1\nLIMIT -1 OFFSET 5');
    expect(mysqlSpec.applyLimit('SELECT 1', null, 5)).toBe(
      'SELECT 1\nLIMIT 18446744073709551615 OFFSET 5',
    );
  });

  it('leaves statements that take no LIMIT alone', () => {
    for (const sql of [
      'SHOW TABLES',
      'EXPLAIN SELECT 1',
      'PRAGMA table_info(t)',
      'INSERT INTO t VALUES (1)',
    ]) {
      expect(limitSql(sql, 10, 0, pg)).toEqual({ sql, applied: false });
    }
    expect(isLimitableQuery('WITH x AS (SELECT 1) SELECT * FROM x', pg)).toBe(true);
    expect(isLimitableQuery('-- note\n(SELECT 1) UNION (SELECT 2)', pg)).toBe(true);
    expect(cutRows([1, 2, 3, 4, 5], 2, 1)).toEqual([2, 3]);
  });

  it('strips trailing noise but not a -- inside a string', () => {
    expect(stripTrailing("SELECT '--x' ;\n\n")).toBe("SELECT '--x'");
    expect(stripTrailing('SELECT 1 -- a\n-- b\n;')).toBe('SELECT 1');
  });
});

describe('stripTrailing with quoted names', () => {
  it('keeps a -- inside a double-quoted or backquoted name on the last line', () => {
    expect(stripTrailing('SELECT * FROM "we--ird"')).toBe('SELECT * FROM "we--ird"');
    expect(stripTrailing('SELECT * FROM `a--b` -- note')).toBe('SELECT * FROM `a--b`');
    expect(stripTrailing("SELECT '--' AS x -- note;")).toBe("SELECT '--' AS x");
  });
});
