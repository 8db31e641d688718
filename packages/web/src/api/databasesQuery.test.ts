import { describe, expect, it } from 'vitest';
import { databasesListQuery } from './databasesQuery';

describe('databasesListQuery', () => {
  it('asks for a page sorted and filtered by name and flags', () => {
    expect(
      databasesListQuery({
        page: 1,
        pageSize: 25,
        orderColumn: 'database_name',
        orderDirection: 'desc',
        search: ' pg ',
        exposeInSqlLab: true,
        allowRunAsync: false,
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
