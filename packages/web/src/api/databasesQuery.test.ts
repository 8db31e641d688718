import { describe, expect, it } from 'vitest';
import { DATABASE_LIST } from './databasesQuery';
import { listQuery } from './listQuery';

describe('the databases list query', () => {
  it('asks for a page sorted and filtered by name and flags', () => {
    expect(
      listQuery(DATABASE_LIST, {
        page: 1,
        pageSize: 25,
        order: { column: 'database_name', direction: 'desc' },
        filters: { search: ' pg ', exposeInSqlLab: true, allowRunAsync: false },
      }),
    ).toEqual({
      page: 1,
      page_size: 25,
      order_column: 'database_name',
      order_direction: 'desc',
      filters: [
        { col: 'database_name', opr: 'ct', value: 'pg' },
        { col: 'expose_in_sqllab', opr: 'eq', value: true },
        { col: 'allow_run_async', opr: 'eq', value: false },
      ],
    });
  });
});
