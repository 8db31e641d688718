import { describe, expect, it } from 'vitest';
import { aggregate } from './aggregate.js';
import { dataFrameFromRecords } from './dataFrame.js';
import { dataFrameToRecords } from './records.js';

const df = dataFrameFromRecords([
  { region: 'EU', cars: 3 },
  { region: 'EU', cars: 1 },
  { region: 'EU', cars: 4 },
  { region: 'EU', cars: 2 },
  { region: 'Asia', cars: 6 },
  { region: 'Asia', cars: null },
  { region: null, cars: 9 },
]);
const one = (operator: string, options?: Record<string, unknown>) =>
  dataFrameToRecords(
    aggregate(df, {
      groupby: ['region'],
      aggregates: { out: { operator, column: 'cars', options } },
    }),
  ).data.map((r) => r.out);

describe('aggregate', () => {
  it('groups sorted by key, leaving out rows with a missing key', () => {
    const out = aggregate(df, {
      groupby: ['region'],
      aggregates: { total: { operator: 'sum', column: 'cars' }, cars: { operator: 'max' } },
    });
    expect(dataFrameToRecords(out).data).toEqual([
      { region: 'Asia', total: 6, cars: 6 },
      { region: 'EU', total: 10, cars: 4 },
    ]);
  });

  it('applies numpy operators the way pandas calls them', () => {
    // groups: Asia [6, null], EU [3, 1, 4, 2]
    expect(one('sum')).toEqual([6, 10]);
    expect(one('mean')).toEqual([6, 2.5]); // pandas skips the missing value
    expect(one('average')).toEqual([null, 2.5]); // numpy on the raw array: NaN
    expect(one('median')).toEqual([null, 2.5]);
    expect(one('nanmedian')).toEqual([6, 2.5]);
    expect(one('count')).toEqual([2, 4]); // np.ma.count counts every row
    expect(one('min')).toEqual([6, 1]);
    expect(one('prod')).toEqual([6, 24]);
    expect(one('argmax')).toEqual([0, 2]); // position within the group
    // np.std hands ddof=0 to Series.std: population deviation unless options ask otherwise.
    expect(one('var')).toEqual([0, 1.25]);
    expect(one('std')).toEqual([0, Math.sqrt(1.25)]);
    expect(one('std', { ddof: 1 })).toEqual([null, Math.sqrt(5 / 3)]);
  });

  it('percentile uses options.q with linear interpolation', () => {
    // EU sorted [1, 2, 3, 4]: index 0.75 → 1.75; Asia has a missing value → NaN for percentile.
    expect(one('percentile', { q: 25 })).toEqual([null, 1.75]);
    expect(one('nanpercentile', { q: 25 })).toEqual([6, 1.75]);
    expect(() => one('percentile')).toThrow('percentile needs options.q');
  });

  it('reduces everything to one row without groupby', () => {
    const out = aggregate(df, {
      groupby: [],
      aggregates: { 'SUM(cars)': { operator: 'sum', column: 'cars' } },
    });
    expect(dataFrameToRecords(out).data).toEqual([{ 'SUM(cars)': 25 }]);
  });

  it('explains bad aggregates', () => {
    expect(() => aggregate(df, { groupby: [], aggregates: { x: { operator: 'sum' } } })).toThrow(
      'Column referenced by aggregate is undefined: x',
    );
    expect(() =>
      aggregate(df, { groupby: [], aggregates: { cars: { operator: 'mode' } } }),
    ).toThrow('Invalid numpy function: mode');
  });
});
