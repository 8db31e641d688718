import { describe, expect, it } from 'vitest';
import type { AdhocFilter } from '@tessera/core';
import {
  chooseOperator,
  chooseSubject,
  filterLabel,
  filterOperators,
  isAdhocFilterValid,
  newFilter,
} from './filterEditor';

const context = {
  datasourceType: 'table',
  columns: [
    { column_name: 'name', type: 'VARCHAR' },
    { column_name: 'num', type: 'INTEGER' },
    { column_name: 'flag', type: 'BOOLEAN' },
    { column_name: 'calc', type: 'VARCHAR', expression: 'UPPER(name)' },
  ],
};
const ops = (subject: string, clause: 'WHERE' | 'HAVING' = 'WHERE') =>
  filterOperators(subject, clause, context).map(([op]) => op);

describe('filter operators', () => {
  it('offers string columns the comparisons, sets and LIKE, but not true/false or REGEX', () => {
    expect(ops('name')).toEqual([
      '==',
      '!=',
      '<',
      '<=',
      '>',
      '>=',
      'IN',
      'NOT IN',
      'LIKE',
      'ILIKE',
      'IS NOT NULL',
      'IS NULL',
    ]);
  });
  it('offers true/false to integer and expression columns, and boolean columns only null checks and true/false', () => {
    expect(ops('num')).toContain('IS TRUE');
    expect(ops('calc')).toContain('IS FALSE');
    expect(ops('flag')).toEqual(['IS NOT NULL', 'IS NULL', 'IS TRUE', 'IS FALSE']);
  });
  it('restricts HAVING to the comparison operators', () => {
    expect(ops('SUM(num)', 'HAVING')).toEqual(['==', '!=', '<', '<=', '>', '>=']);
  });
});

describe('filter validity', () => {
  const base = { ...newFilter('name'), clause: 'WHERE' as const };
  it('needs subject and operator for null checks', () => {
    expect(isAdhocFilterValid({ ...base, operator: 'IS NULL' })).toBe(true);
    expect(isAdhocFilterValid({ ...base, subject: null, operator: 'IS NULL' })).toBe(false);
  });
  it('needs a non-null comparator for true/false', () => {
    expect(isAdhocFilterValid(chooseOperator({ ...base, subject: 'num' }, 'IS TRUE'))).toBe(true);
    expect(isAdhocFilterValid({ ...base, operator: 'IS TRUE', comparator: null })).toBe(false);
  });
  it('needs a non-empty comparator for other operators', () => {
    expect(isAdhocFilterValid({ ...base, operator: '==', comparator: '' })).toBe(false);
    expect(isAdhocFilterValid({ ...base, operator: 'IN', comparator: [] })).toBe(false);
    expect(isAdhocFilterValid({ ...base, operator: 'IN', comparator: ['a'] })).toBe(true);
    expect(isAdhocFilterValid({ ...base, operator: '==', comparator: 0 })).toBe(true);
  });
  it('needs an expression and clause for SQL filters', () => {
    const sql: AdhocFilter = { expressionType: 'SQL', clause: 'WHERE', sqlExpression: '' };
    expect(isAdhocFilterValid(sql)).toBe(false);
    expect(isAdhocFilterValid({ ...sql, sqlExpression: 'num > 1' })).toBe(true);
  });
});

describe('filter editing', () => {
  it('keeps lists for multi operators, one value for single ones, none for true/false', () => {
    const f = chooseOperator(newFilter('name'), 'IN');
    expect(f.comparator).toEqual([]);
    const one = chooseOperator({ ...f, comparator: ['a', 'b'] }, '==');
    expect(one.comparator).toBe('a');
    expect(chooseOperator(one, 'IN').comparator).toEqual(['a']);
  });
  it('sets HAVING for a metric subject and WHERE for a column', () => {
    expect(chooseSubject(newFilter(), 'count', true, context).clause).toBe('HAVING');
    expect(chooseSubject(newFilter(), 'name', false, context).clause).toBe('WHERE');
  });
  it('labels with the SQL, cut at 40 + "..."', () => {
    const f = { ...chooseOperator(newFilter('name'), 'IN'), comparator: ['Amy', 'Bob'] };
    expect(filterLabel(f)).toBe("name IN ('Amy', 'Bob')");
    const long = { ...f, comparator: ['a'.repeat(50)] };
    expect(filterLabel(long)).toHaveLength(43);
    expect(filterLabel(long).endsWith('...')).toBe(true);
  });
});

describe('time range filters', () => {
  const temporal = {
    ...context,
    columns: [...context.columns, { column_name: 'ds', type: 'TIMESTAMP', is_dttm: true }],
  };
  it('starts a temporal subject as a time range filter, valid with "No filter"', () => {
    const f = chooseSubject(newFilter(), 'ds', false, temporal);
    expect(f).toMatchObject({ operator: 'TEMPORAL_RANGE', comparator: 'No filter' });
    expect(isAdhocFilterValid(f)).toBe(true);
    expect(filterLabel({ ...f, comparator: 'Last week' })).toBe('ds (Last week)');
    expect(filterOperators('name', 'WHERE', temporal).map(([op]) => op)).not.toContain(
      'TEMPORAL_RANGE',
    );
  });
});
