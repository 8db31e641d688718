import { describe, expect, it } from 'vitest';
import { sqlDialectFor } from './dialect.js';
import { tablesRead } from './tablesRead.js';

const pg = sqlDialectFor('postgresql');
const names = (sql: string, dialect = pg) =>
  tablesRead(sql, dialect).map((t) => [t.schema, t.table].filter(Boolean).join('.'));

describe('tablesRead', () => {
  it('reads FROM, JOIN and comma-joined tables with schemas and quotes', () => {
    expect(
      names('SELECT * FROM a, "Odd ""Name""" AS o, c d JOIN s.b ON a.x = b.x WHERE 1 = 1'),
    ).toEqual(['a', 'Odd "Name"', 'c', 's.b']);
  });

  it('leaves out CTE names, subqueries, table functions and FROM inside functions', () => {
    expect(
      names(
        `WITH t AS (SELECT 1), u (x) AS (SELECT EXTRACT(YEAR FROM ts) FROM real_one)
         SELECT * FROM t, u, generate_series(1, 3) g, (SELECT 1) q
         WHERE a IS DISTINCT FROM b`,
      ),
    ).toEqual(['real_one']);
  });

  it('reads the targets of DML and DDL', () => {
    expect(names('INSERT INTO x (a) SELECT a FROM y')).toEqual(['x', 'y']);
    expect(names('UPDATE x SET a = 1')).toEqual(['x']);
    expect(names('DELETE FROM x WHERE a = 1')).toEqual(['x']);
    expect(names('TRUNCATE TABLE x')).toEqual(['x']);
    expect(names('DROP TABLE IF EXISTS x')).toEqual(['x']);
  });

  it('reads MySQL backticks and three-part names', () => {
    const my = sqlDialectFor('mysql');
    expect(names('SELECT * FROM `db`.`t` JOIN cat.s.u', my)).toEqual(['db.t', 's.u']);
  });
});
