import { describe, expect, it } from 'vitest';
import type { SqlLabResultColumn } from '@tessera/core';
import type { Query } from './types';
import { limitNotice, nextSort, rowsToTsv, viewRows } from './resultView';

const columns: SqlLabResultColumn[] = [
  { column_name: 'name', name: 'name', type: 'VARCHAR', type_generic: 1, is_dttm: false },
  { column_name: 'num', name: 'num', type: 'BIGINT', type_generic: 0, is_dttm: false },
];
const rows = [
  { name: 'Mary', num: 20 },
  { name: 'Aaron', num: null },
  { name: 'Zoe', num: 3 },
  { name: 'marc', num: 100 },
];

describe('result view', () => {
  it('sorts numbers as numbers, with nulls last both ways', () => {
    expect(
      viewRows(rows, columns, '', { column: 'num', direction: 'asc' }).map((r) => r.num),
    ).toEqual([3, 20, 100, null]);
    expect(
      viewRows(rows, columns, '', { column: 'num', direction: 'desc' }).map((r) => r.num),
    ).toEqual([100, 20, 3, null]);
  });

  it('filters on any cell, ignoring case', () => {
    expect(viewRows(rows, columns, 'MAR', null).map((r) => r.name)).toEqual(['Mary', 'marc']);
    expect(viewRows(rows, columns, '100', null).map((r) => r.name)).toEqual(['marc']);
  });

  it('cycles a column through ascending, descending and unsorted', () => {
    const asc = nextSort(null, 'num');
    const desc = nextSort(asc, 'num');
    expect(asc).toEqual({ column: 'num', direction: 'asc' });
    expect(desc).toEqual({ column: 'num', direction: 'desc' });
    expect(nextSort(desc, 'num')).toBeNull();
    expect(nextSort(desc, 'name')).toEqual({ column: 'name', direction: 'asc' });
  });

  it('copies rows as tab-separated text with a header', () => {
    expect(rowsToTsv(rows.slice(0, 2), columns)).toBe('name\tnum\nMary\t20\nAaron\tNULL\n');
  });

  it('names the limit that cut the result', () => {
    const q = { rows: 1000, queryLimit: 1000, limitingFactor: 'DROPDOWN' } as Query;
    expect(limitNotice(q, false)).toBe(
      'The number of rows displayed is limited to 1000 by the limit dropdown.',
    );
    expect(limitNotice({ ...q, limitingFactor: 'QUERY' }, false)).toBe(
      'The number of rows displayed is limited to 1000 by the query',
    );
    expect(limitNotice({ ...q, limitingFactor: 'NOT_LIMITED' }, false)).toBeNull();
    expect(limitNotice({ ...q, rows: 10000, queryLimit: 100000 }, true)).toContain(
      'limited to 10000. Please add additional limits/filters or download to csv to see more rows up to the 100000 limit.',
    );
  });
});
