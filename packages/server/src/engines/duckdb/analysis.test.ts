import { describe, expect, it } from 'vitest';
import { analyzeDuckdbSql } from './analysis.js';

const one = async (sql: string) => {
  const statements = await analyzeDuckdbSql(sql);
  expect(statements).toHaveLength(1);
  return statements[0];
};
const tableNames = async (sql: string) =>
  (await one(sql)).tables.map((t) => [t.catalog, t.schema, t.table].filter(Boolean).join('.'));

describe('DuckDB statement analysis (DuckDB’s own parser)', () => {
  it('reads every relation a query names, in subqueries, joins and DESCRIBE / SUMMARIZE', async () => {
    expect(await tableNames('SELECT * FROM users')).toEqual(['users']);
    expect(await tableNames("SELECT * FROM 'users'")).toEqual(['users']);
    expect(await tableNames('FROM users SELECT a')).toEqual(['users']);
    expect(await tableNames('DESCRIBE users')).toEqual(['users']);
    expect(await tableNames('SUMMARIZE main.users')).toEqual(['main.users']);
    expect(await tableNames('SHOW users')).toEqual(['users']);
    expect(
      await tableNames(
        'SELECT (SELECT max(x) FROM s.secret), u.* FROM c.s2.u JOIN v USING (id) WHERE EXISTS (SELECT 1 FROM w)',
      ),
    ).toEqual(['s.secret', 'c.s2.u', 'v', 'w']);
    expect(await tableNames('SELECT * FROM a UNION ALL SELECT * FROM b')).toEqual(['a', 'b']);
  });

  it('resolves CTE names by scope, as DuckDB does', async () => {
    expect(await tableNames('WITH x AS (SELECT * FROM users) SELECT * FROM x')).toEqual(['users']);
    // A CTE's body does not see the CTEs after it: `b` there is a table.
    expect(
      await tableNames('WITH a AS (SELECT * FROM b), b AS (SELECT 1) SELECT * FROM a, b'),
    ).toEqual(['b']);
    // A CTE inside a subquery does not hide a table of the same name outside it.
    expect(
      await tableNames('SELECT * FROM (WITH users AS (SELECT 1) SELECT * FROM users) q, users'),
    ).toEqual(['users']);
    expect(
      await tableNames(
        'WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM t WHERE n < 3) SELECT * FROM t',
      ),
    ).toEqual([]);
  });

  it('names the table functions and functions a query calls', async () => {
    const s = await one(
      "SELECT upper(b), getenv('HOME') FROM query_table('users'), range(3) r, read_text('/etc/passwd')",
    );
    expect(s.tableFunctions).toEqual(['query_table', 'range', 'read_text']);
    expect(s.functions).toEqual(expect.arrayContaining(['upper', 'getenv', 'query_table']));
    expect((await one("SELECT * FROM query('SELECT * FROM users')")).tableFunctions).toEqual([
      'query',
    ]);
    expect((await one("SELECT * FROM pragma_table_info('users')")).tableFunctions).toEqual([
      'pragma_table_info',
    ]);
    expect((await one('SHOW TABLES')).tableFunctions).toEqual(['show']);
  });

  it('marks queries read-only and everything else not, EXPLAIN ANALYZE unwrapped', async () => {
    expect(await one('SELECT 1')).toMatchObject({ kind: 'select', readOnly: true, opaque: false });
    for (const sql of [
      "COPY birth_names TO '/tmp/x.csv'",
      "EXPLAIN ANALYZE COPY birth_names TO '/tmp/x.csv'",
      'explain analyse insert into t values (1)',
      "ATTACH '/tmp/x.db' AS x",
      'INSTALL httpfs',
      'LOAD httpfs',
      'SET enable_external_access = true',
      'PRAGMA enable_profiling',
      'CHECKPOINT',
      'CREATE TABLE t AS SELECT 1',
      "EXPORT DATABASE '/tmp/x'",
    ]) {
      expect(await one(sql), sql).toMatchObject({ readOnly: false, opaque: true });
    }
    // DuckDB runs a PIVOT without its IN list as two statements: not one to analyse.
    await expect(analyzeDuckdbSql('PIVOT users ON b')).rejects.toThrow(/split/);
    expect(await one('EXPLAIN SELECT * FROM users')).toMatchObject({
      kind: 'explain',
      readOnly: true,
      tables: [{ table: 'users' }],
    });
  });

  it('splits scripts where DuckDB does, keeping each statement’s text', async () => {
    const statements = await analyzeDuckdbSql("SELECT ';' AS a; -- x\nSELECT 2; DROP TABLE t");
    expect(statements.map((s) => s.sql)).toEqual([
      "SELECT ';' AS a",
      '-- x\nSELECT 2',
      'DROP TABLE t',
    ]);
    expect(statements.map((s) => s.readOnly)).toEqual([true, true, false]);
  });

  it('refuses text DuckDB cannot read', async () => {
    await expect(analyzeDuckdbSql('SELECT * FROM WHERE')).rejects.toThrow(/syntax error/);
    await expect(analyzeDuckdbSql('SELECT 1\u0000')).rejects.toThrow(/NUL/);
  });
});
