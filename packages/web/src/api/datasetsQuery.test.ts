import { describe, expect, it } from 'vitest';
import { DATASET_DEFAULT_ORDER, DATASET_LIST } from './datasetsQuery';
import { listQuery } from './listQuery';

describe('the datasets list query', () => {
  it('sorts by last modified, newest first, unless told otherwise', () => {
    const q = listQuery(DATASET_LIST, { page: 0, pageSize: 25 });
    expect(q).toEqual({
      page: 0,
      page_size: 25,
      order_column: DATASET_DEFAULT_ORDER.column,
      order_direction: 'desc',
    });
  });

  it('turns each filter into the operator Superset uses for it', () => {
    const q = listQuery(DATASET_LIST, {
      page: 0,
      pageSize: 25,
      order: { column: 'table_name', direction: 'asc' },
      filters: { search: 'sales', database: 3, schema: 'public', kind: 'virtual', owner: 7 },
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
    const physical = listQuery(DATASET_LIST, {
      page: 0,
      pageSize: 25,
      filters: { kind: 'physical' },
    });
    expect(physical.filters).toEqual([
      { col: 'sql', opr: 'dataset_is_null_or_empty', value: true },
    ]);
  });
});
