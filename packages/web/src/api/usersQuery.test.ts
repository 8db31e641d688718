import rison from 'rison';
import { describe, expect, it } from 'vitest';
import { risonQuery } from './rison';
import { listQuery } from './listQuery';
import { USER_LIST } from './usersQuery';

describe('the users list query', () => {
  it('asks for one page, sorted, filtered by the search text and status', () => {
    const q = listQuery(USER_LIST, {
      page: 2,
      pageSize: 25,
      order: { column: 'last_login', direction: 'desc' },
      filters: { search: '  ada ', searchColumn: 'email', active: false },
    });
    expect(q).toEqual({
      page: 2,
      page_size: 25,
      order_column: 'last_login',
      order_direction: 'desc',
      filters: [
        { col: 'email', opr: 'ct', value: 'ada' },
        { col: 'active', opr: 'eq', value: 0 },
      ],
    });
  });

  it('sends no filters for an empty search', () => {
    expect(listQuery(USER_LIST, { page: 0, pageSize: 10, filters: { search: '   ' } })).toEqual({
      page: 0,
      page_size: 10,
    });
  });

  it('encodes q so that any search text survives the URL', () => {
    const q = listQuery(USER_LIST, {
      page: 0,
      pageSize: 10,
      filters: { search: "o'neil & co #1" },
    });
    const encoded = risonQuery(q);
    const decoded = rison.decode(decodeURIComponent(encoded.slice('?q='.length)));
    expect(decoded).toEqual(q);
    expect(encoded).not.toMatch(/[ &#]/);
  });
});
