import { describe, expect, it } from 'vitest';
import { DATASET_LIST } from '../api/datasetsQuery';
import { listQuery } from '../api/listQuery';
import { CHANGE_DATASET_PAGE_SIZE, changeDatasetParams, datasourceKey } from './changeDataset';

describe('the change-dataset table', () => {
  it('asks for 25 datasets a page, last changed first', () => {
    const q = listQuery(DATASET_LIST, changeDatasetParams({ page: 2, search: '' }));
    expect(q).toEqual({
      page: 2,
      page_size: CHANGE_DATASET_PAGE_SIZE,
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
    });
    expect(CHANGE_DATASET_PAGE_SIZE).toBe(25);
  });

  it('filters by name and sorts by the column asked for', () => {
    const q = listQuery(
      DATASET_LIST,
      changeDatasetParams({ page: 0, search: 'sales', sortColumn: 'table_name' }),
    );
    expect(q.filters).toEqual([{ col: 'table_name', opr: 'ct', value: 'sales' }]);
    expect(q.order_column).toBe('table_name');
    expect(q.order_direction).toBe('asc');
  });

  it("names the chart's datasource as id__table", () => {
    expect(datasourceKey(42)).toBe('42__table');
  });
});
