import { describe, expect, it } from 'vitest';
import { analyzePostgresSql } from './analysis.js';

const one = async (sql: string) => {
  const statements = await analyzePostgresSql(sql);
  expect(statements).toHaveLength(1);
  return statements[0];
};
const tableNames = async (sql: string) =>
  (await one(sql)).tables.map((t) => [t.catalog, t.schema, t.table].filter(Boolean).join('.'));

describe('PostgreSQL statement analysis (PostgreSQL’s own parser)', () => {
  it('reads every relation, with PostgreSQL’s folding of unquoted names', async () => {
    expect(await tableNames('SELECT * FROM Users u JOIN public."Orders" o ON true')).toEqual([
      'users',
      'public.Orders',
    ]);
    expect(await tableNames('TABLE users')).toEqual(['users']);
    expect(
      await tableNames('SELECT (SELECT max(x) FROM secret), * FROM a WHERE b IN (SELECT c FROM d)'),
    ).toEqual(['secret', 'a', 'd']);
  });

  it('resolves CTE names by scope, as PostgreSQL does', async () => {
    expect(await tableNames('WITH x AS (SELECT * FROM users) SELECT * FROM x')).toEqual(['users']);
    expect(
      await tableNames('WITH a AS (SELECT * FROM b), b AS (SELECT 1) SELECT * FROM a, b'),
    ).toEqual(['b']);
    expect(
      await tableNames('WITH RECURSIVE a AS (SELECT * FROM b), b AS (SELECT 1) SELECT * FROM a'),
    ).toEqual([]);
    expect(
      await tableNames('SELECT * FROM (WITH users AS (SELECT 1) SELECT * FROM users) q, users'),
    ).toEqual(['users']);
    // A quoted CTE name is not the folded table name.
    expect(await tableNames('WITH "Users" AS (SELECT 1) SELECT * FROM users')).toEqual(['users']);
  });

  it('names functions and table functions, whatever their schema', async () => {
    const s = await one(
      "SELECT pg_catalog.pg_read_file('/etc/passwd'), lo_import('/etc/passwd') FROM generate_series(1, 3), f() AS x",
    );
    expect(s.functions).toEqual(
      expect.arrayContaining(['pg_read_file', 'lo_import', 'generate_series', 'f']),
    );
    expect(s.tableFunctions).toEqual(['generate_series', 'f']);
  });

  it('finds writes anywhere: data-modifying CTEs, SELECT INTO, locks, EXPLAIN ANALYZE', async () => {
    expect(await one('SELECT 1')).toMatchObject({ kind: 'select', readOnly: true });
    expect(await one('SHOW search_path')).toMatchObject({ kind: 'show', readOnly: true });
    for (const sql of [
      'WITH x AS (DELETE FROM t RETURNING *) SELECT * FROM x',
      'SELECT * INTO newt FROM t',
      'SELECT * FROM t FOR UPDATE',
      'EXPLAIN ANALYZE INSERT INTO t VALUES (1)',
      'EXPLAIN ANALYZE CREATE TABLE t2 AS SELECT 1',
      'EXPLAIN (ANALYZE) SELECT * INTO t3 FROM t',
      "COPY t TO '/tmp/x.csv'",
      'SET search_path = x',
      'CREATE TABLE t (a int)',
    ])
      expect(await one(sql), sql).toMatchObject({ readOnly: false });
    expect((await one("COPY t FROM PROGRAM 'id'")).functions).toContain('copy_program');
    expect((await one("COPY t TO '/tmp/x'")).functions).toContain('copy_file');
    for (const sql of ['DO $$ BEGIN PERFORM 1; END $$', 'CALL p()', 'EXECUTE s', "LOAD 'x'"])
      expect(await one(sql), sql).toMatchObject({ readOnly: false, opaque: true });
  });

  it('keeps each statement’s exact text, from the parser’s own boundaries', async () => {
    const statements = await analyzePostgresSql(
      "SELECT 'é;' AS a; SELECT $$;$$ /* ; */; DROP TABLE t",
    );
    expect(statements.map((s) => s.sql)).toEqual([
      "SELECT 'é;' AS a",
      'SELECT $$;$$ /* ; */',
      'DROP TABLE t',
    ]);
  });

  it('refuses text PostgreSQL cannot read, with the position', async () => {
    await expect(analyzePostgresSql('SELECT * FROM births WHER num > 1')).rejects.toMatchObject({
      message: expect.stringMatching(/syntax error at or near "num"/),
      position: 27,
    });
  });
});
