import { describe, expect, it } from 'vitest';
import { contribution } from './contribution.js';
import { dataFrameFromRecords } from './dataFrame.js';
import { flatten } from './flatten.js';
import { pivot } from './pivot.js';
import { dataFrameToRecords } from './records.js';

const minute = (m: number): number => Date.UTC(2020, 6, 16, 14, m);

// Superset's df_template: a timestamp and three metrics, the last one empty.
const df = dataFrameFromRecords(
  [
    { __timestamp: minute(49), a: 1, b: 1, c: null },
    { __timestamp: minute(50), a: 3, b: 9, c: null },
    { __timestamp: minute(51), a: null, b: null, c: null },
  ],
  { temporalColumns: ['__timestamp'] },
);
const col = (frame: ReturnType<typeof contribution>, name: string) =>
  frame.columns.find((c) => c.name === name)?.values;

describe('contribution', () => {
  it('row: divides each cell by its row total (the timestamp is left alone)', () => {
    const out = contribution(df, { orientation: 'row' });
    expect(out.columns.map((c) => c.name)).toEqual(['__timestamp', 'a', 'b', 'c']);
    expect(col(out, '__timestamp')).toEqual([minute(49), minute(50), minute(51)]);
    expect(col(out, 'a')).toEqual([0.5, 0.25, null]);
    expect(col(out, 'b')).toEqual([0.5, 0.75, null]);
    expect(col(out, 'c')).toEqual([null, null, null]);
  });

  it('column (default): divides by the column total, missing counting as 0', () => {
    const out = contribution(df, {});
    expect(col(out, 'a')).toEqual([0.25, 0.75, 0]);
    expect(col(out, 'b')).toEqual([0.1, 0.9, 0]);
    expect(col(out, 'c')).toEqual([null, null, null]); // 0 / 0
  });

  it('writes selected columns to rename_columns, keeping the originals', () => {
    const out = contribution(df, { orientation: 'column', columns: ['a'], rename_columns: ['%a'] });
    expect(out.columns.map((c) => c.name)).toEqual(['__timestamp', 'a', 'b', 'c', '%a']);
    expect(col(out, 'a')).toEqual([1, 3, null]);
    expect(col(out, '%a')).toEqual([0.25, 0.75, 0]);
  });

  it('totals time-shifted columns separately from the current ones', () => {
    const shifted = dataFrameFromRecords([
      { a: 3, b: 3, c: 6, 'a__1 week ago': 2, 'b__1 week ago': 1, 'c__1 week ago': 1 },
      { a: 6, b: 3, c: 3, 'a__1 week ago': 2, 'b__1 week ago': 1, 'c__1 week ago': 1 },
    ]);
    const out = contribution(shifted, { orientation: 'row', time_shifts: ['1 week ago'] });
    expect(col(out, 'a')).toEqual([0.25, 0.5]);
    expect(col(out, 'c')).toEqual([0.5, 0.25]);
    expect(col(out, 'a__1 week ago')).toEqual([0.5, 0.5]);
    expect(col(out, 'b__1 week ago')).toEqual([0.25, 0.25]);
  });

  it('works on pivoted series (contributionMode row before flatten)', () => {
    const rows = dataFrameFromRecords([
      { ds: 1, g: 'boy', n: 30 },
      { ds: 1, g: 'girl', n: 10 },
      { ds: 2, g: 'boy', n: 5 },
      { ds: 2, g: 'girl', n: 15 },
    ]);
    const pivoted = pivot(rows, {
      index: ['ds'],
      columns: ['g'],
      aggregates: { n: { operator: 'mean' } },
    });
    expect(dataFrameToRecords(flatten(contribution(pivoted, { orientation: 'row' }))).data).toEqual(
      [
        { ds: 1, 'n, boy': 0.75, 'n, girl': 0.25 },
        { ds: 2, 'n, boy': 0.25, 'n, girl': 0.75 },
      ],
    );
  });

  it('explains bad options', () => {
    expect(() => contribution(df, { columns: ['__timestamp'] })).toThrow(
      'Column "__timestamp" is not numeric or does not exists in the query results',
    );
    expect(() => contribution(df, { columns: ['a'], rename_columns: ['aa', 'bb'] })).toThrow(
      '`rename_columns` must have the same length',
    );
  });
});
