import { describe, expect, it } from 'vitest';
import { pivotTableV2 } from './pivotTableV2.js';

const input = {
  colnames: ['state', 'gender', 'SUM(num)', 'COUNT(*)'],
  coltypes: [1, 1, 0, 0],
  data: [
    { state: 'NY', gender: 'boy', 'SUM(num)': 5, 'COUNT(*)': 1 },
    { state: 'CA', gender: 'girl', 'SUM(num)': 3, 'COUNT(*)': 2 },
    { state: 'CA', gender: 'boy', 'SUM(num)': 7, 'COUNT(*)': 3 },
  ],
};
const form = {
  groupbyRows: ['state'],
  groupbyColumns: ['gender'],
  metrics: ['SUM(num)', 'COUNT(*)'],
};

describe('pivot_table_v2 post-processing', () => {
  it('pivots rows by columns, metrics on top, names flattened with spaces', () => {
    expect(pivotTableV2(input, form, {})).toEqual({
      colnames: ['SUM(num) boy', 'SUM(num) girl', 'COUNT(*) boy', 'COUNT(*) girl'],
      coltypes: [0, 0, 0, 0],
      indexnames: ['CA', 'NY'],
      cells: [
        [7, 3, 3, 2],
        [5, null, 1, null],
      ],
    });
  });

  it('combines metrics under each column group, and uses verbose names', () => {
    const r = pivotTableV2(
      input,
      { ...form, combineMetric: true },
      { gender: 'Gender', 'SUM(num)': 'Births' },
    );
    expect(r.colnames).toEqual(['boy Births', 'boy COUNT(*)', 'girl Births', 'girl COUNT(*)']);
    expect(r.cells[0]).toEqual([7, 3, 3, 2]);
  });

  it('puts metrics on the rows, transposes, and totals a pivot without rows', () => {
    const onRows = pivotTableV2(input, { ...form, metricsLayout: 'ROWS' }, {});
    expect(onRows.indexnames).toEqual(['SUM(num) CA', 'SUM(num) NY', 'COUNT(*) CA', 'COUNT(*) NY']);
    expect(onRows.colnames).toEqual(['boy', 'girl']);
    expect(onRows.cells[0]).toEqual([7, 3]);
    const transposed = pivotTableV2(input, { ...form, transposePivot: true }, {});
    expect(transposed.indexnames).toEqual(['boy', 'girl']);
    expect(transposed.colnames).toEqual([
      'SUM(num) CA',
      'SUM(num) NY',
      'COUNT(*) CA',
      'COUNT(*) NY',
    ]);
    const columnsOnly = pivotTableV2(
      input,
      { groupbyColumns: ['gender'], metrics: ['SUM(num)'], aggregateFunction: 'Maximum' },
      {},
    );
    expect(columnsOnly).toMatchObject({
      colnames: ['SUM(num) boy', 'SUM(num) girl'],
      indexnames: ['Total (Maximum)'],
      cells: [[7, 3]],
    });
  });
});
