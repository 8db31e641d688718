import { describe, expect, it } from 'vitest';
import { dataFrameFromRecords } from './dataFrame.js';
import { histogram } from './histogram.js';
import { rank } from './rank.js';
import { dataFrameToRecords } from './records.js';

// Superset's histogram fixture.
const data = dataFrameFromRecords(
  ['A', 'A', 'B', 'B', 'A', 'A', 'B', 'B', 'A', 'A'].map((group, i) => ({ group, a: i + 1 })),
);
const BINS = ['1.0 - 2.8', '2.8 - 4.6', '4.6 - 6.4', '6.4 - 8.2', '8.2 - 10.0'];
const matrix = (df: ReturnType<typeof histogram>) => {
  const out = dataFrameToRecords(df);
  return { colnames: out.colnames, rows: out.data.map((r) => out.colnames.map((c) => r[c])) };
};

describe('histogram', () => {
  it('names bins by their Python float edges and counts overall', () => {
    expect(matrix(histogram(data, { column: 'a', bins: 5 }))).toEqual({
      colnames: BINS,
      rows: [[2, 2, 2, 2, 2]],
    });
  });

  it('counts per group (sorted), cumulatively, normalized by the grand total', () => {
    expect(matrix(histogram(data, { column: 'a', groupby: ['group'] }))).toEqual({
      colnames: ['group', ...BINS],
      rows: [
        ['A', 2, 0, 2, 0, 2],
        ['B', 0, 2, 0, 2, 0],
      ],
    });
    expect(
      matrix(histogram(data, { column: 'a', groupby: ['group'], normalize: true })).rows,
    ).toEqual([
      ['A', 0.2, 0, 0.2, 0, 0.2],
      ['B', 0, 0.2, 0, 0.2, 0],
    ]);
    expect(
      matrix(histogram(data, { column: 'a', groupby: ['group'], cumulative: true })).rows,
    ).toEqual([
      ['A', 2, 2, 4, 4, 6],
      ['B', 0, 2, 2, 4, 4],
    ]);
  });

  it('ignores missing values and returns an empty frame when nothing is left', () => {
    const withNull = dataFrameFromRecords([1, 2, 3, 4, 5, null, 7, 8, 9, 10].map((a) => ({ a })));
    expect(matrix(histogram(withNull, { column: 'a' })).rows).toEqual([[2, 2, 1, 2, 2]]);
    const empty = histogram(dataFrameFromRecords([{ a: null }, { a: null }]), { column: 'a' });
    expect(empty.length).toBe(0);
  });

  it('widens a single value to ±0.5 and refuses text', () => {
    expect(
      matrix(histogram(dataFrameFromRecords([{ a: 3 }, { a: 3 }]), { column: 'a', bins: 2 })),
    ).toEqual({
      colnames: ['2.5 - 3.0', '3.0 - 3.5'],
      rows: [[0, 2]],
    });
    expect(() => histogram(data, { column: 'group' })).toThrow(
      "Column 'group' contains non-numeric values",
    );
  });
});

describe('rank', () => {
  it('adds the percentile rank, ties sharing their average rank', () => {
    const df = dataFrameFromRecords([{ v: 10 }, { v: 20 }, { v: 20 }, { v: null }, { v: 40 }]);
    expect(rank(df, { metric: 'v' }).columns[1]).toEqual({
      name: 'rank',
      values: [0.25, 0.625, 0.625, null, 1],
    });
  });

  it('ranks within group_by', () => {
    const df = dataFrameFromRecords([
      { x: 'a', v: 1 },
      { x: 'b', v: 5 },
      { x: 'a', v: 3 },
      { x: 'b', v: 2 },
    ]);
    expect(rank(df, { metric: 'v', group_by: 'x' }).columns[2].values).toEqual([0.5, 1, 1, 0.5]);
  });
});
