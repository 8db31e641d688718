import { describe, expect, it } from 'vitest';
import { DATASET_DEFAULT_ORDER, datasetsListQuery } from './datasetsQuery';

describe('datasetsListQuery', () => {
  it('sorts by last modified, newest first, unless told otherwise', () => {
    const q = datasetsListQuery({ page: 0, pageSize: 25 });
    expect(q).toEqual({
      page: 0,
      page_size: 25,
      order_column: DATASET_DEFAULT_ORDER.orderColumn,
      order_direction: 'desc',
    });
  });

  it('turns each filter into the operator Superset uses for it', () => {
    const q = datasetsListQuery({
      page: 0,
      pageSize: 25,
      orderColumn: 'table_name',
      search: 'sales',
      databaseId: 3,
      schema: 'public',
      kind: 'virtual',
      ownerId: 7,
    });
    expect(q.order_column).toBe('table_name');
    expect(q.order_direction).toBe('asc');
    expect(q.filters).toEqual([
      { col: 'table_name', opr: 'ct', value: 'sales' },
      { col: 'database', opr: 'rel_o_m', value: 3 },
      { col: 'schema', opr: 'eq', value: 'public' },
      { col: 'sql', opr: 'dataset_is_null_or_empty', value: false },
      { col: 'owners', opr: 'rel_m_m', value: 7 },
    ]);
    const physical = datasetsListQuery({ page: 0, pageSize: 25, kind: 'physical' });
    expect(physical.filters).toEqual([
      { col: 'sql', opr: 'dataset_is_null_or_empty', value: true },
    ]);
  });
});
