import { describe, expect, it } from 'vitest';
import { listQuery } from './listQuery';
import {
  QUERY_HISTORY_LIST,
  formatQueryDuration,
  queryHistoryUrl,
  queryTableName,
  shortenSql,
} from './queryHistoryQuery';

describe('the query history list query', () => {
  it('asks for the most recently changed runs first by default', () => {
    expect(listQuery(QUERY_HISTORY_LIST, { page: 0, pageSize: 25 })).toEqual({
      page: 0,
      page_size: 25,
      order_column: 'changed_on',
      order_direction: 'desc',
    });
  });

  it('filters by database, state, user, start time and SQL text', () => {
    const q = listQuery(QUERY_HISTORY_LIST, {
      page: 1,
      pageSize: 10,
      order: { column: 'rows', direction: 'desc' },
      filters: {
        database: 2,
        status: 'failed',
        user: 7,
        startTime: [1_700_000_000_000, 1_700_086_400_000],
        search: '  birth_names ',
      },
    });
    expect(q).toEqual({
      page: 1,
      page_size: 10,
      filters: [
        { col: 'database', opr: 'rel_o_m', value: 2 },
        { col: 'status', opr: 'eq', value: 'failed' },
        { col: 'user', opr: 'rel_o_m', value: 7 },
        { col: 'start_time', opr: 'gt', value: 1_700_000_000_000 },
        { col: 'start_time', opr: 'lt', value: 1_700_086_400_000 },
        { col: 'sql', opr: 'ct', value: 'birth_names' },
      ],
      order_column: 'rows',
      order_direction: 'desc',
    });
  });

  it('leaves an open end of the time range out and sorts a chosen column ascending', () => {
    const q = listQuery(QUERY_HISTORY_LIST, {
      page: 0,
      pageSize: 25,
      order: { column: 'start_time', direction: 'asc' },
      filters: { startTime: [null, 1_700_000_000_000], search: '   ' },
    });
    expect(q).toEqual({
      page: 0,
      page_size: 25,
      filters: [{ col: 'start_time', opr: 'lt', value: 1_700_000_000_000 }],
      order_column: 'start_time',
      order_direction: 'asc',
    });
  });
});

describe('query history helpers', () => {
  it('links a run into SQL Lab, and to run it again', () => {
    expect(queryHistoryUrl(12)).toBe('/sqllab/?queryId=12');
    expect(queryHistoryUrl(12, true)).toBe('/sqllab/?queryId=12&autorun=true');
  });

  it('formats a run duration as hours, minutes and seconds', () => {
    expect(formatQueryDuration(1000, 2250)).toBe('00:00:01.25');
    expect(formatQueryDuration(0, 3_723_500)).toBe('01:02:03.50');
    expect(formatQueryDuration(1000, null)).toBe('');
  });

  it('names tables given as objects or as text', () => {
    expect(queryTableName({ schema: 'main', table: 'birth_names' })).toBe('main.birth_names');
    expect(queryTableName({ schema: null, table: 'birth_names' })).toBe('birth_names');
    expect(queryTableName('main.birth_names')).toBe('main.birth_names');
  });

  it('shows the first four lines of the SQL, long lines cut', () => {
    expect(shortenSql('SELECT 1')).toBe('SELECT 1');
    expect(shortenSql('a\nb\nc\nd\ne\n')).toBe('a\nb\nc\nd\n...');
    expect(shortenSql('x'.repeat(120), 4, 100)).toBe(`${'x'.repeat(100)}...`);
  });
});
