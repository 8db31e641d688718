import { describe, expect, it } from 'vitest';
import { analyzeMysqlSql, canonicalMysql } from './analysis.js';

const one = async (sql: string) => {
  const statements = await analyzeMysqlSql(sql);
  expect(statements).toHaveLength(1);
  return statements[0];
};

describe('MySQL statement analysis', () => {
  it('reads comments as MySQL does, so the parser and the server agree', () => {
    // MySQL: `--x` is two minus signs; the table after it is read.
    expect(canonicalMysql('SELECT 1 --x FROM secret')).toBe('SELECT 1 - -x FROM secret');
    expect(canonicalMysql('SELECT 1 -- x\nFROM t # y\n')).toBe('SELECT 1  \nFROM t  \n');
    expect(() => canonicalMysql('SELECT /*! 1 FROM secret */')).toThrow(/executable comments/);
    expect(() => canonicalMysql('SELECT /*M! 1 */')).toThrow(/executable comments/);
    expect(() => canonicalMysql("SELECT 'open")).toThrow(/Unterminated/);
  });

  it('finds the tables a hidden-comment trick would hide', async () => {
    const s = await one('SELECT 1 --x FROM secret');
    expect(s.tables).toEqual([{ catalog: null, schema: null, table: 'secret' }]);
  });

  it('reads tables in joins, subqueries and CTEs by scope', async () => {
    const s = await one(
      'WITH x AS (SELECT * FROM users) SELECT * FROM x JOIN db2.t ON true WHERE EXISTS (SELECT 1 FROM s)',
    );
    expect(s.tables.map((t) => [t.schema, t.table].filter(Boolean).join('.'))).toEqual([
      'users',
      'db2.t',
      's',
    ]);
    expect((await one('DESCRIBE users')).tables).toEqual([
      { catalog: null, schema: null, table: 'users' },
    ]);
  });

  it('finds file access and writes', async () => {
    expect((await one("SELECT load_file('/etc/passwd')")).functions).toContain('load_file');
    for (const sql of [
      "SELECT * FROM t INTO OUTFILE '/tmp/x'",
      "SELECT * INTO DUMPFILE '/tmp/x' FROM t",
      'SELECT * FROM t FOR UPDATE',
      'INSERT INTO t SELECT * FROM u',
      "LOAD DATA INFILE '/etc/passwd' INTO TABLE t",
    ])
      expect(await one(sql), sql).toMatchObject({ readOnly: false });
    expect(await one('SELECT 1')).toMatchObject({ readOnly: true, opaque: false });
  });
});
