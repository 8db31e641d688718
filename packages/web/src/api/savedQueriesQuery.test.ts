import { describe, expect, it } from 'vitest';
import { listQuery } from './listQuery';
import { SAVED_QUERY_LIST, savedQueryUrl } from './savedQueriesQuery';

describe('the saved queries list query', () => {
  it('asks for last modified first by default', () => {
    expect(listQuery(SAVED_QUERY_LIST, { page: 0, pageSize: 25 })).toEqual({
      page: 0,
      page_size: 25,
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
    });
  });

  it('searches all text and filters by database, schema and modifier', () => {
    const q = listQuery(SAVED_QUERY_LIST, {
      page: 2,
      pageSize: 10,
      order: { column: 'label', direction: 'asc' },
      filters: { search: '  birds ', database: 3, schema: 'main', modifiedBy: 7 },
    });
    expect(q).toEqual({
      page: 2,
      page_size: 10,
      filters: [
        { col: 'label', opr: 'all_text', value: 'birds' },
        { col: 'database', opr: 'rel_o_m', value: 3 },
        { col: 'schema', opr: 'eq', value: 'main' },
        { col: 'changed_by', opr: 'rel_o_m', value: 7 },
      ],
      order_column: 'label',
      order_direction: 'asc',
    });
  });

  it('links a saved query into SQL Lab', () => {
    expect(savedQueryUrl(5, 'http://h')).toBe('http://h/sqllab/?savedQueryId=5');
  });
});
