import { describe, expect, it } from 'vitest';
import type { DataFrame } from './dataFrame.js';
import { dataFrameFromRecords } from './dataFrame.js';
import { flatten } from './flatten.js';
import { pivot } from './pivot.js';
import { dataFrameToRecords } from './records.js';
import { resample } from './resample.js';

const day = (iso: string): number => Date.parse(`${iso.length === 10 ? `${iso}T00:00:00` : iso}Z`);

/** A frame indexed by time, as `pivot` leaves it. */
const indexed = (rows: { t: string; [k: string]: unknown }[]): DataFrame => {
  const df = dataFrameFromRecords(
    rows.map(({ t, ...rest }) => ({ __timestamp: day(t), ...rest })),
    {
      temporalColumns: ['__timestamp'],
    },
  );
  return { ...df, columns: df.columns.slice(1), index: [df.columns[0]] };
};
const table = (df: DataFrame) => dataFrameToRecords(flatten(df)).data;
const iso = (ms: unknown) => new Date(ms as number).toISOString().slice(0, 10);

// Superset's fixture `timeseries_df`.
const series = indexed([
  { t: '2019-01-01', label: 'x', y: 1 },
  { t: '2019-01-02', label: 'y', y: 2 },
  { t: '2019-01-05', label: 'z', y: 3 },
  { t: '2019-01-07', label: 'q', y: 4 },
]);

describe('resample', () => {
  it('ffill carries the last row forward onto the daily grid', () => {
    expect(table(resample(series, { rule: '1D', method: 'ffill' }))).toEqual([
      { __timestamp: day('2019-01-01'), label: 'x', y: 1 },
      { __timestamp: day('2019-01-02'), label: 'y', y: 2 },
      { __timestamp: day('2019-01-03'), label: 'y', y: 2 },
      { __timestamp: day('2019-01-04'), label: 'y', y: 2 },
      { __timestamp: day('2019-01-05'), label: 'z', y: 3 },
      { __timestamp: day('2019-01-06'), label: 'z', y: 3 },
      { __timestamp: day('2019-01-07'), label: 'q', y: 4 },
    ]);
  });

  it('zerofill (asfreq with fill_value) fills every gap, as Superset does', () => {
    const out = table(resample(series, { rule: '1D', method: 'asfreq', fill_value: 0 }));
    expect(out.map((r) => r.label)).toEqual(['x', 'y', 0, 0, 'z', 0, 'q']);
    expect(out.map((r) => r.y)).toEqual([1, 2, 0, 0, 3, 0, 4]);
  });

  it('asfreq leaves gaps empty; bfill and linear fill them', () => {
    expect(table(resample(series, { rule: '1D', method: 'asfreq' })).map((r) => r.y)).toEqual([
      1,
      2,
      null,
      null,
      3,
      null,
      4,
    ]);
    expect(table(resample(series, { rule: '1D', method: 'bfill' })).map((r) => r.y)).toEqual([
      1, 2, 3, 3, 3, 4, 4,
    ]);
    const numeric = indexed([
      { t: '2019-01-01', y: 1 },
      { t: '2019-01-04', y: 4 },
      { t: '2019-01-05', y: null },
      { t: '2019-01-06', y: 10 },
    ]);
    expect(table(resample(numeric, { rule: '1D', method: 'linear' })).map((r) => r.y)).toEqual([
      1, 2, 3, 4, 7, 10,
    ]);
  });

  it('zero-fills pivoted series (Superset test_resample_after_pivot)', () => {
    const rows = dataFrameFromRecords(
      [
        { __timestamp: day('2022-01-13'), city: 'Chicago', val: 6 },
        { __timestamp: day('2022-01-13'), city: 'LA', val: 5 },
        { __timestamp: day('2022-01-13'), city: 'NY', val: 4 },
        { __timestamp: day('2022-01-11'), city: 'Chicago', val: 3 },
        { __timestamp: day('2022-01-11'), city: 'LA', val: 2 },
        { __timestamp: day('2022-01-11'), city: 'NY', val: 1 },
      ],
      { temporalColumns: ['__timestamp'] },
    );
    const pivoted = pivot(rows, {
      index: ['__timestamp'],
      columns: ['city'],
      aggregates: { val: { operator: 'sum' } },
    });
    expect(table(resample(pivoted, { rule: '1D', method: 'asfreq', fill_value: 0 }))).toEqual([
      { __timestamp: day('2022-01-11'), 'val, Chicago': 3, 'val, LA': 2, 'val, NY': 1 },
      { __timestamp: day('2022-01-12'), 'val, Chicago': 0, 'val, LA': 0, 'val, NY': 0 },
      { __timestamp: day('2022-01-13'), 'val, Chicago': 6, 'val, LA': 5, 'val, NY': 4 },
    ]);
  });

  it('aggregates bins: 7D from midnight of the first day, W weeks ending on Sunday', () => {
    // 2019-01-01 is a Tuesday; one value a day, 1 to 10.
    const daily = indexed(
      Array.from({ length: 10 }, (_, i) => ({
        t: `2019-01-${String(i + 1).padStart(2, '0')}`,
        v: i + 1,
      })),
    );
    const sevenDays = table(resample(daily, { rule: '7D', method: 'sum' }));
    expect(sevenDays.map((r) => [iso(r.__timestamp), r.v])).toEqual([
      ['2019-01-01', 28],
      ['2019-01-08', 27],
    ]);
    const weeks = table(resample(daily, { rule: 'W', method: 'sum' }));
    expect(weeks.map((r) => [iso(r.__timestamp), r.v])).toEqual([
      ['2019-01-06', 21],
      ['2019-01-13', 34],
    ]);
    const means = table(resample(daily, { rule: 'W', method: 'mean' }));
    expect(means.map((r) => r.v)).toEqual([3.5, 8.5]);
  });

  it('month rules: MS fills missing month starts; 1M labels month ends (month-start data do not match)', () => {
    const monthly = indexed([
      { t: '2020-01-01', v: 1 },
      { t: '2020-03-01', v: 3 },
    ]);
    const starts = table(resample(monthly, { rule: '1MS', method: 'asfreq', fill_value: 0 }));
    expect(starts.map((r) => [iso(r.__timestamp), r.v])).toEqual([
      ['2020-01-01', 1],
      ['2020-02-01', 0],
      ['2020-03-01', 3],
    ]);
    const ends = table(resample(monthly, { rule: '1M', method: 'asfreq' }));
    expect(ends.map((r) => [iso(r.__timestamp), r.v])).toEqual([
      ['2020-01-31', null],
      ['2020-02-29', null],
      ['2020-03-31', null],
    ]);
    const sums = table(resample(monthly, { rule: '1M', method: 'sum' }));
    expect(sums.map((r) => r.v)).toEqual([1, 0, 3]);
    const years = table(resample(monthly, { rule: '1AS', method: 'sum' }));
    expect(years.map((r) => [iso(r.__timestamp), r.v])).toEqual([['2020-01-01', 4]]);
  });

  it('relabels regular data that sits off the grid instead of losing it (pandas equal-sampling rule)', () => {
    const noon = indexed([
      { t: '2019-01-01T12:00:00', v: 1 },
      { t: '2019-01-02T12:00:00', v: 2 },
      { t: '2019-01-03T12:00:00', v: 3 },
    ]);
    expect(
      table(resample(noon, { rule: '1D', method: 'asfreq' })).map((r) => [iso(r.__timestamp), r.v]),
    ).toEqual([
      ['2019-01-01', 1],
      ['2019-01-02', 2],
      ['2019-01-03', 3],
    ]);
  });

  it('resamples the older time_column and gives it back as a column', () => {
    const flat = dataFrameFromRecords(
      [
        { ds: day('2019-01-01'), v: 1 },
        { ds: day('2019-01-03'), v: 3 },
      ],
      { temporalColumns: ['ds'] },
    );
    const out = resample(flat, { rule: '1D', method: 'asfreq', fill_value: 0, time_column: 'ds' });
    expect(dataFrameToRecords(out).data).toEqual([
      { ds: day('2019-01-01'), v: 1 },
      { ds: day('2019-01-02'), v: 0 },
      { ds: day('2019-01-03'), v: 3 },
    ]);
  });

  it('explains bad options', () => {
    const flat = dataFrameFromRecords([{ ds: 1, v: 1 }]);
    expect(() => resample(flat, { rule: '1D', method: 'asfreq' })).toThrow(
      'Resample operation requires DatetimeIndex',
    );
    expect(() => resample(series, { rule: '1D', method: 'zerofill' })).toThrow(
      'Resample method should be in asfreq, bfill, ffill, linear, median, mean, sum.',
    );
    expect(() => resample(series, { rule: 'fortnight', method: 'asfreq' })).toThrow(
      'Invalid frequency: fortnight',
    );
  });
});

describe('resample limits', () => {
  it('refuses a rule that would explode the row count', () => {
    const year = indexed([
      { t: '2019-01-01', v: 1 },
      { t: '2020-01-01', v: 2 },
    ]);
    expect(() => resample(year, { rule: '1S', method: 'asfreq' })).toThrow(
      'would give more than 1000000 rows',
    );
  });
});
