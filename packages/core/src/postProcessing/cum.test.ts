import { describe, expect, it } from 'vitest';
import { cum } from './cum.js';
import { dataFrameFromRecords } from './dataFrame.js';
import { diff } from './diff.js';

const df = dataFrameFromRecords([
  { x: 'a', v: 1, w: 3 },
  { x: 'b', v: null, w: null },
  { x: 'c', v: 2, w: 1 },
  { x: 'd', v: 4, w: 5 },
]);
const col = (frame: ReturnType<typeof cum>, name: string) =>
  frame.columns.find((c) => c.name === name)?.values;

describe('cum', () => {
  it('skips missing values: they stay missing and the running value carries on', () => {
    expect(col(cum(df, { operator: 'sum', columns: { v: 'v' } }), 'v')).toEqual([1, null, 3, 7]);
    expect(col(cum(df, { operator: 'prod', columns: { v: 'v' } }), 'v')).toEqual([1, null, 2, 8]);
    expect(col(cum(df, { operator: 'max', columns: { w: 'w' } }), 'w')).toEqual([3, null, 3, 5]);
    expect(col(cum(df, { operator: 'min', columns: { w: 'w' } }), 'w')).toEqual([3, null, 1, 1]);
  });

  it('replaces a column mapped to itself and appends one mapped elsewhere', () => {
    const same = cum(df, { operator: 'sum', columns: { v: 'v' } });
    expect(same.columns.map((c) => c.name)).toEqual(['x', 'v', 'w']);
    const other = cum(df, { operator: 'sum', columns: { v: 'v_total' } });
    expect(other.columns.map((c) => c.name)).toEqual(['x', 'v', 'w', 'v_total']);
    expect(col(other, 'v')).toEqual([1, null, 2, 4]);
  });

  it('refuses unknown operators', () => {
    expect(() => cum(df, { operator: 'avg', columns: { v: 'v' } })).toThrow(
      'Invalid cumulative operator: avg (option "operator").',
    );
  });
});

describe('diff', () => {
  it('subtracts the value `periods` rows earlier', () => {
    const one = dataFrameFromRecords([{ v: 1 }, { v: 3 }, { v: null }, { v: 10 }]);
    expect(col(diff(one, { columns: { v: 'v' } }), 'v')).toEqual([null, 2, null, null]);
    expect(col(diff(one, { columns: { v: 'dv' }, periods: -1 }), 'dv')).toEqual([
      -2,
      null,
      null,
      null,
    ]);
  });

  it('subtracts the column to the left along axis 1', () => {
    const result = diff(df, { columns: { v: 'v', w: 'w' }, axis: 1 });
    expect(col(result, 'v')).toEqual([null, null, null, null]);
    expect(col(result, 'w')).toEqual([2, null, -1, 1]);
  });
});
