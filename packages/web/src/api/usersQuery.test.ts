import rison from 'rison';
import { describe, expect, it } from 'vitest';
import { risonQuery } from './rison';
import { usersListQuery } from './usersQuery';

describe('usersListQuery', () => {
  it('asks for one page, sorted, filtered by the search text and status', () => {
    const q = usersListQuery({
      page: 2,
      pageSize: 25,
      orderColumn: 'last_login',
      orderDirection: 'desc',
      search: '  ada ',
      searchColumn: 'email',
      active: false,
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
    expect(usersListQuery({ page: 0, pageSize: 10, search: '   ' })).toEqual({
      page: 0,
      page_size: 10,
    });
  });

  it('encodes q so that any search text survives the URL', () => {
    const q = usersListQuery({ page: 0, pageSize: 10, search: "o'neil & co #1" });
    const encoded = risonQuery(q);
    const decoded = rison.decode(decodeURIComponent(encoded.slice('?q='.length)));
    expect(decoded).toEqual(q);
    expect(encoded).not.toMatch(/[ &#]/);
  });
});
