import { describe, expect, it } from 'vitest';
import { dataFrameFromRecords } from './dataFrame.js';
import { flatten } from './flatten.js';
import { pivot } from './pivot.js';
import { dataFrameToRecords } from './records.js';
import { rename } from './rename.js';
import { select } from './select.js';
import { sort } from './sort.js';

const rows = dataFrameFromRecords([
  { ds: 1, gender: 'boy', 'SUM(num)': 20, 'SUM(num)__1 year ago': 15 },
  { ds: 1, gender: 'girl', 'SUM(num)': 10, 'SUM(num)__1 year ago': 12 },
  { ds: 2, gender: 'boy', 'SUM(num)': 30, 'SUM(num)__1 year ago': null },
]);

describe('rename', () => {
  it('renames flat columns', () => {
    const out = rename(rows, { columns: { gender: 'sex' } });
    expect(out.columns.map((c) => c.name)).toEqual([
      'ds',
      'sex',
      'SUM(num)',
      'SUM(num)__1 year ago',
    ]);
  });

  it('drops the metric level (truncate_metric) and names time shifts by their offset', () => {
    const pivoted = pivot(rows, {
      index: ['ds'],
      columns: ['gender'],
      aggregates: {
        'SUM(num)': { operator: 'mean' },
        'SUM(num)__1 year ago': { operator: 'mean' },
      },
      drop_missing_columns: false,
    });
    // What the time-series chart's renameOperator sends for "actual values" comparisons.
    const renamed = rename(pivoted, {
      columns: { 'SUM(num)__1 year ago': '1 year ago', 'SUM(num)': null },
      level: 0,
      inplace: true,
    });
    expect(dataFrameToRecords(flatten(renamed)).colnames).toEqual([
      'ds',
      'boy',
      'girl',
      '1 year ago, boy',
      '1 year ago, girl',
    ]);
  });

  it('refuses a rename onto existing labels and unknown columns', () => {
    expect(() => rename(rows, { columns: { gender: 'ds' } })).toThrow('Label already exists');
    expect(() => rename(rows, { columns: { nope: 'x' } })).toThrow(
      'Referenced columns not available in DataFrame: "nope" (option "columns").',
    );
  });
});

describe('select', () => {
  it('keeps columns in the given order, then excludes, then renames', () => {
    const out = select(rows, {
      columns: ['SUM(num)', 'ds', 'gender'],
      exclude: ['gender'],
      rename: { 'SUM(num)': 'total' },
    });
    expect(out.columns.map((c) => c.name)).toEqual(['total', 'ds']);
    expect(out.columns[0].values).toEqual([20, 10, 30]);
  });

  it('accepts rename as a list of mappings', () => {
    const out = select(rows, { rename: [{ ds: 'day' }, { gender: 'sex' }] });
    expect(out.columns.map((c) => c.name)).toEqual([
      'day',
      'sex',
      'SUM(num)',
      'SUM(num)__1 year ago',
    ]);
  });

  it('names unknown columns', () => {
    expect(() => select(rows, { columns: ['nope'] })).toThrow('"nope" (option "columns")');
  });
});

describe('sort', () => {
  it('sorts by columns with per-column direction, missing values last', () => {
    const out = sort(rows, { by: ['SUM(num)__1 year ago'], ascending: false });
    expect(out.columns[3].values).toEqual([15, 12, null]);
    const two = sort(rows, { by: ['ds', 'SUM(num)'], ascending: [false, true] });
    expect(two.columns[2].values).toEqual([30, 10, 20]);
  });

  it('reads the older {column: ascending} form', () => {
    const out = sort(rows, { columns: { 'SUM(num)': true } });
    expect(out.columns[2].values).toEqual([10, 20, 30]);
  });

  it('sorts by the index and leaves the frame alone without keys', () => {
    const pivoted = pivot(rows, {
      index: ['ds'],
      columns: ['gender'],
      aggregates: { 'SUM(num)': { operator: 'sum' } },
    });
    const out = sort(pivoted, { is_sort_index: true, ascending: false });
    expect(out.index[0].values).toEqual([2, 1]);
    expect(out.columns[0].values).toEqual([30, 20]);
    expect(sort(rows, {})).toBe(rows);
  });
});
