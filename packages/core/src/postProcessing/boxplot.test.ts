import { describe, expect, it } from 'vitest';
import { boxplot } from './boxplot.js';
import { dataFrameFromRecords } from './dataFrame.js';
import { dataFrameToRecords } from './records.js';

const df = dataFrameFromRecords([
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 100].map((cars) => ({ region: 'A', cars, bikes: 1 })),
  ...[10, 20, 30].map((cars) => ({ region: 'B', cars, bikes: 2 })),
]);

describe('boxplot', () => {
  it('tukey: whiskers within 1.5 IQR of midpoint quartiles, the rest are outliers', () => {
    const out = dataFrameToRecords(
      boxplot(df, { groupby: ['region'], metrics: ['cars'], whisker_type: 'tukey' }),
    );
    expect(out.colnames).toEqual([
      'region',
      'cars__mean',
      'cars__median',
      'cars__max',
      'cars__min',
      'cars__q1',
      'cars__q3',
      'cars__count',
      'cars__outliers',
    ]);
    // A: q1 = (3 + 4) / 2, q3 = (7 + 8) / 2, IQR 4 → fences -2.5 and 13.5.
    expect(out.data[0]).toEqual({
      region: 'A',
      cars__mean: 14.5,
      cars__median: 5.5,
      cars__max: 9,
      cars__min: 1,
      cars__q1: 3.5,
      cars__q3: 7.5,
      cars__count: 10,
      cars__outliers: [100],
    });
    expect(out.data[1]).toMatchObject({
      cars__q1: 15,
      cars__q3: 25,
      cars__max: 30,
      cars__min: 10,
      cars__outliers: [],
    });
  });

  it('groups the statistics, metrics in order within each', () => {
    const out = boxplot(df, {
      groupby: ['region'],
      metrics: ['cars', 'bikes'],
      whisker_type: 'min/max',
    });
    expect(out.columns.map((c) => c.name).slice(0, 5)).toEqual([
      'region',
      'cars__mean',
      'bikes__mean',
      'cars__median',
      'bikes__median',
    ]);
    expect(dataFrameToRecords(out).data[0]).toMatchObject({
      cars__max: 100,
      cars__min: 1,
      cars__outliers: [],
    });
  });

  it('percentile whiskers: values above the high one, then those below the low one, are outliers', () => {
    const out = dataFrameToRecords(
      boxplot(df, {
        groupby: ['region'],
        metrics: ['cars'],
        whisker_type: 'percentile',
        percentiles: [10, 90],
      }),
    );
    const a = out.data[0];
    expect(a.cars__min).toBeCloseTo(1.9, 12);
    expect(a.cars__max).toBeCloseTo(18.1, 12);
    expect(a.cars__outliers).toEqual([100, 1]);
  });

  it('refuses bad percentiles', () => {
    for (const percentiles of [undefined, [10], [90, 10]]) {
      expect(() =>
        boxplot(df, {
          groupby: ['region'],
          metrics: ['cars'],
          whisker_type: 'percentile',
          percentiles,
        }),
      ).toThrow('percentiles must be a list or tuple with two numeric values');
    }
  });
});
