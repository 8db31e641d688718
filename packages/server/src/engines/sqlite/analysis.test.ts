import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { analyzeSqliteSql, VIRTUAL_TABLE, type Opcode, type SqliteCompiler } from './analysis.js';

function compilerOver(db: Database.Database): SqliteCompiler {
  return {
    explain: async (statement) => db.prepare(`EXPLAIN ${statement}`).all() as Opcode[],
    schema: async () =>
      db
        .prepare(
          `SELECT 0 AS db, 1 AS rootpage, 'sqlite_master' AS name
           UNION ALL SELECT 0, rootpage, tbl_name FROM main.sqlite_schema WHERE rootpage > 0`,
        )
        .all() as { db: number; rootpage: number; name: string }[],
  };
}

describe('SQLite statement analysis (SQLite’s own compiler)', () => {
  const db = new Database(':memory:');
  db.exec(
    'CREATE TABLE users (a, b); CREATE TABLE ok (a); CREATE INDEX ok_a ON ok (a); CREATE VIEW v AS SELECT * FROM users',
  );
  const analyze = (sql: string) => analyzeSqliteSql(compilerOver(db), sql);

  it('names the tables the bytecode opens, views compiled into theirs', async () => {
    const [s] = await analyze('SELECT (SELECT max(a) FROM users), a FROM ok WHERE a > 1');
    expect(s.tables.map((t) => t.table).sort()).toEqual(['ok', 'users']);
    expect((await analyze('SELECT * FROM v'))[0].tables.map((t) => t.table)).toEqual(['users']);
    expect((await analyze('SELECT * FROM sqlite_master'))[0].tables[0].table).toBe('sqlite_master');
  });

  it('reads virtual tables as table functions and calls as functions', async () => {
    const [s] = await analyze("SELECT upper(name) FROM pragma_table_info('users')");
    expect(s.tableFunctions).toEqual([VIRTUAL_TABLE]);
    expect(s.functions).toContain('upper');
  });

  it('finds writes, ATTACH and PRAGMA', async () => {
    expect((await analyze('SELECT * FROM ok'))[0].readOnly).toBe(true);
    expect((await analyze('INSERT INTO ok SELECT a FROM users'))[0].readOnly).toBe(false);
    expect((await analyze("VACUUM INTO '/tmp/x.db'"))[0]).toMatchObject({
      readOnly: false,
      functions: ['vacuum_into'],
    });
    expect((await analyze("ATTACH '/tmp/x.db' AS x"))[0]).toMatchObject({
      opaque: true,
      functions: ['sqlite_attach'],
    });
    expect((await analyze('PRAGMA writable_schema = 1'))[0]).toMatchObject({
      readOnly: false,
      opaque: true,
    });
  });

  it('fails on what SQLite cannot compile', async () => {
    await expect(analyze('SELECT * FROM nope')).rejects.toThrow(/no such table/);
  });
});
