import { describe, expect, it } from 'vitest';
import type { DataFrame } from './dataFrame.js';
import { dataFrameFromRecords } from './dataFrame.js';
import { flatten } from './flatten.js';
import { dataFrameToRecords } from './records.js';

const day = (iso: string): number => Date.parse(`${iso}T00:00:00Z`);

/** Superset's flatten docstring example: foo/bar × one/two columns over a datetime index. */
const multi: DataFrame = {
  length: 2,
  index: [{ name: '__timestamp', values: [day('2021-01-01'), day('2021-01-02')], temporal: true }],
  columns: [
    { name: ['foo', 'one'], values: [1, 1] },
    { name: ['foo', 'two'], values: [1, 1] },
    { name: ['bar', 'one'], values: [1, 1] },
    { name: ['bar', 'two'], values: [1, 1] },
  ],
  columnLevels: [{ name: 'level1' }, { name: 'level2' }],
};

describe('flatten', () => {
  it('joins levels with ", " and turns the index into the first column', () => {
    const out = dataFrameToRecords(flatten(multi));
    expect(out.colnames).toEqual(['__timestamp', 'foo, one', 'foo, two', 'bar, one', 'bar, two']);
    expect(out.temporalColumns).toEqual(['__timestamp']);
    expect(out.data[0]).toEqual({
      __timestamp: day('2021-01-01'),
      'foo, one': 1,
      'foo, two': 1,
      'bar, one': 1,
      'bar, two': 1,
    });
  });

  it('drops levels by position or name', () => {
    expect(flatten(multi, { drop_levels: [0] }).columns.map((c) => c.name)).toEqual([
      '__timestamp',
      'one',
      'two',
      'one',
      'two',
    ]);
    expect(flatten(multi, { drop_levels: ['level2'] }).columns.map((c) => c.name)).toEqual([
      '__timestamp',
      'foo',
      'foo',
      'bar',
      'bar',
    ]);
    expect(() => flatten(multi, { drop_levels: [0, 1] })).toThrow(
      'at least one level must be left',
    );
  });

  it('escapes commas in labels, skips missing labels and prints values as Python does', () => {
    const df: DataFrame = {
      length: 1,
      index: [{ name: 'x', values: ['a'] }],
      columns: [
        { name: ['m', 'Boston, MA'], values: [1] },
        { name: [null, 'boy'], values: [2] },
        { name: ['m', 3], values: [3] },
        { name: ['m', true], values: [4] },
        { name: ['m', 2.5], values: [5] },
        { name: ['m', day('2020-09-29')], values: [6] },
      ],
      columnLevels: [{ name: null }, { name: 'g', temporal: false }],
    };
    expect(flatten(df).columns.map((c) => c.name)).toEqual([
      'x',
      'm, Boston\\, MA',
      'boy',
      'm, 3',
      'm, True',
      'm, 2.5',
      `m, ${day('2020-09-29')}`,
    ]);
    const temporal: DataFrame = {
      ...df,
      columns: df.columns.slice(-1),
      columnLevels: [{ name: null }, { name: 'ds', temporal: true }],
    };
    expect(flatten(temporal).columns[1].name).toBe('m, 2020-09-29 00:00:00');
  });

  it('keeps the index when reset_index is false, and leaves flat frames as they are', () => {
    const out = flatten(multi, { reset_index: false });
    expect(out.index).toHaveLength(1);
    expect(out.columns[0].name).toBe('foo, one');
    const flat = dataFrameFromRecords([{ a: 1 }]);
    expect(flatten(flat)).toEqual(flat);
  });
});
