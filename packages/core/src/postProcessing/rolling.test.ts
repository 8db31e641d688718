import { describe, expect, it } from 'vitest';
import { dataFrameFromRecords } from './dataFrame.js';
import { flatten } from './flatten.js';
import { pivot } from './pivot.js';
import { dataFrameToRecords } from './records.js';
import { rolling } from './rolling.js';

const day = (iso: string): number => Date.parse(`${iso}T00:00:00Z`);
const values = (df: ReturnType<typeof rolling>, name: string) =>
  df.columns.find((c) => c.name === name)?.values;

// Superset's fixture `timeseries_df` (its datetime index as a column here).
const series = dataFrameFromRecords(
  [
    { ds: day('2019-01-01'), label: 'x', y: 1 },
    { ds: day('2019-01-02'), label: 'y', y: 2 },
    { ds: day('2019-01-05'), label: 'z', y: 3 },
    { ds: day('2019-01-07'), label: 'q', y: 4 },
  ],
  { temporalColumns: ['ds'] },
);

describe('rolling', () => {
  it('computes sum, mean, count and quantile windows as Superset does', () => {
    const sum = rolling(series, {
      columns: { y: 'y' },
      rolling_type: 'sum',
      window: 2,
      min_periods: 0,
    });
    expect(sum.columns.map((c) => c.name)).toEqual(['ds', 'label', 'y']);
    expect(values(sum, 'y')).toEqual([1, 3, 5, 7]);

    const mean = rolling(series, {
      columns: { y: 'y_mean' },
      rolling_type: 'mean',
      window: 10,
      min_periods: 0,
    });
    expect(mean.columns.map((c) => c.name)).toEqual(['ds', 'label', 'y', 'y_mean']);
    expect(values(mean, 'y_mean')).toEqual([1, 1.5, 2, 2.5]);

    const count = rolling(series, {
      columns: { y: 'y' },
      rolling_type: 'count',
      window: 10,
      min_periods: 0,
    });
    expect(values(count, 'y')).toEqual([1, 2, 3, 4]);

    const quantile = rolling(series, {
      columns: { y: 'q1' },
      rolling_type: 'quantile',
      rolling_type_options: { quantile: 0.25 },
      window: 10,
      min_periods: 0,
    });
    expect(values(quantile, 'q1')).toEqual([1, 1.25, 1.5, 1.75]);
  });

  it('with min_periods 0 an empty window sums to 0 but has no mean', () => {
    const df = dataFrameFromRecords([{ v: null }, { v: 1 }, { v: null }, { v: null }, { v: 2 }]);
    const sum = rolling(df, {
      columns: { v: 'v' },
      rolling_type: 'sum',
      window: 2,
      min_periods: 0,
    });
    expect(values(sum, 'v')).toEqual([0, 1, 1, 0, 2]);
    const mean = rolling(df, {
      columns: { v: 'v' },
      rolling_type: 'mean',
      window: 2,
      min_periods: 0,
    });
    expect(values(mean, 'v')).toEqual([null, 1, 1, null, 2]);
  });

  it('drops the first min_periods - 1 rows when min_periods is set', () => {
    const mean = rolling(series, {
      columns: { y: 'y' },
      rolling_type: 'mean',
      window: 3,
      min_periods: 2,
    });
    // Windows: [1] (too few), [1,2], [1,2,3], [2,3,4]; the first row is cut.
    expect(values(mean, 'y')).toEqual([1.5, 2, 3]);
    expect(values(mean, 'ds')).toEqual([day('2019-01-02'), day('2019-01-05'), day('2019-01-07')]);
    expect(values(mean, 'label')).toEqual(['y', 'z', 'q']);
  });

  it('without min_periods waits for a full window', () => {
    const sum = rolling(series, { columns: { y: 'y' }, rolling_type: 'sum', window: 3 });
    expect(values(sum, 'y')).toEqual([null, null, 6, 9]);
  });

  it('computes a sample standard deviation (ddof 1)', () => {
    const df = dataFrameFromRecords([{ v: 1 }, { v: 2 }, { v: 4 }, { v: 4 }, { v: 4 }]);
    const std = rolling(df, {
      columns: { v: 'v' },
      rolling_type: 'std',
      window: 3,
      min_periods: 0,
    });
    const got = values(std, 'v') as (number | null)[];
    expect(got[0]).toBeNull(); // one value: no sample deviation
    expect(got[1]).toBe(Math.SQRT1_2); // {1, 2}: squares 0.25 + 0.25 over n - 1 = 1
    expect(got[2]).toBeCloseTo(Math.sqrt(7 / 3), 14); // {1, 2, 4}: mean 7/3, squares 14/3 over 2
    expect(got[4]).toBe(0); // {4, 4, 4}: pandas forces repeated values to exactly 0
  });

  it('centres the window when asked', () => {
    const sum = rolling(series, {
      columns: { y: 'y' },
      rolling_type: 'sum',
      window: 3,
      min_periods: 1,
      center: true,
    });
    expect(values(sum, 'y')).toEqual([3, 6, 9, 7]);
  });

  it('weights windows by win_type', () => {
    const df = dataFrameFromRecords([{ v: 1 }, { v: 2 }, { v: 3 }, { v: 4 }]);
    // triang(3) = [0.5, 1, 0.5]
    const mean = rolling(df, {
      columns: { v: 'v' },
      rolling_type: 'mean',
      window: 3,
      win_type: 'triang',
    });
    expect(values(mean, 'v')).toEqual([null, null, 2, 3]);
    const sum = rolling(df, {
      columns: { v: 'v' },
      rolling_type: 'sum',
      window: 3,
      win_type: 'triang',
    });
    expect(values(sum, 'v')).toEqual([null, null, 4, 6]);
  });

  it('rolls every series of a pivoted metric, then flattens', () => {
    // Superset's test_rolling_after_pivot_with_single_metric.
    const df = dataFrameFromRecords(
      [
        { dttm: day('2019-01-01'), country: 'UK', sum_metric: 5 },
        { dttm: day('2019-01-01'), country: 'US', sum_metric: 6 },
        { dttm: day('2019-01-02'), country: 'UK', sum_metric: 7 },
        { dttm: day('2019-01-02'), country: 'US', sum_metric: 8 },
      ],
      { temporalColumns: ['dttm'] },
    );
    const pivoted = pivot(df, {
      index: ['dttm'],
      columns: ['country'],
      aggregates: { sum_metric: { operator: 'sum' } },
    });
    const rolled = rolling(pivoted, {
      columns: { sum_metric: 'sum_metric' },
      rolling_type: 'sum',
      window: 2,
      min_periods: 0,
    });
    expect(dataFrameToRecords(flatten(rolled)).data).toEqual([
      { dttm: day('2019-01-01'), 'sum_metric, UK': 5, 'sum_metric, US': 6 },
      { dttm: day('2019-01-02'), 'sum_metric, UK': 12, 'sum_metric, US': 14 },
    ]);
    // Superset's test_rolling_min_periods_trims_correctly.
    expect(
      rolling(pivoted, {
        columns: { sum_metric: 'sum_metric' },
        rolling_type: 'sum',
        window: 2,
        min_periods: 2,
      }).length,
    ).toBe(1);
  });

  it('reads the older rolling_type "cumsum" as a cumulative sum', () => {
    const out = rolling(series, { columns: { y: 'y' }, rolling_type: 'cumsum' });
    expect(values(out, 'y')).toEqual([1, 3, 6, 10]);
  });

  it('explains bad options', () => {
    const base = { columns: { y: 'y' }, rolling_type: 'sum' };
    expect(() => rolling(series, { ...base, window: 0 })).toThrow('Window must be > 0');
    expect(() => rolling(series, { ...base })).toThrow('Undefined window for rolling operation');
    expect(() => rolling(series, { ...base, rolling_type: 'abc', window: 2 })).toThrow(
      'Invalid rolling_type: abc',
    );
    expect(() => rolling(series, { ...base, columns: { nope: 'nope' }, window: 2 })).toThrow(
      'Referenced columns not available in DataFrame: "nope" (option "columns").',
    );
    expect(() =>
      rolling(series, {
        ...base,
        rolling_type: 'quantile',
        rolling_type_options: { abc: 123 },
        window: 2,
      }),
    ).toThrow('option "rolling_type_options"');
    expect(() => rolling(series, { ...base, columns: { label: 'label' }, window: 2 })).toThrow(
      'Column "label" is not numeric',
    );
  });
});
