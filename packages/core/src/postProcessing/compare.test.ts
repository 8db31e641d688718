import { describe, expect, it } from 'vitest';
import { compare } from './compare.js';
import { dataFrameFromRecords } from './dataFrame.js';
import { flatten } from './flatten.js';
import { pivot } from './pivot.js';
import { dataFrameToRecords } from './records.js';

const day = (iso: string): number => Date.parse(`${iso}T00:00:00Z`);

// Superset's fixture `timeseries_df2`.
const df = dataFrameFromRecords([
  { label: 'x', y: 2, z: 2 },
  { label: 'y', y: 2, z: 4 },
  { label: 'z', y: 2, z: 10 },
  { label: 'q', y: 2, z: 8 },
]);
const col = (frame: ReturnType<typeof compare>, name: string) =>
  frame.columns.find((c) => c.name === name)?.values;

describe('compare', () => {
  it('adds <type>__<source>__<compare> for difference, percentage and ratio', () => {
    const base = { source_columns: ['y'], compare_columns: ['z'] };
    const difference = compare(df, { ...base, compare_type: 'difference' });
    expect(difference.columns.map((c) => c.name)).toEqual(['label', 'y', 'z', 'difference__y__z']);
    expect(col(difference, 'difference__y__z')).toEqual([0, -2, -8, -6]);
    expect(col(compare(df, { ...base, compare_type: 'percentage' }), 'percentage__y__z')).toEqual([
      0, -0.5, -0.8, -0.75,
    ]);
    expect(col(compare(df, { ...base, compare_type: 'ratio' }), 'ratio__y__z')).toEqual([
      1, 0.5, 0.2, 0.25,
    ]);
  });

  it('rounds percentage and ratio to 4 decimals (or precision) and drops originals on request', () => {
    const thirds = dataFrameFromRecords([
      { m: 1, 'm__1 year ago': 3 },
      { m: 5, 'm__1 year ago': 0 },
      { m: null, 'm__1 year ago': 2 },
    ]);
    const pct = compare(thirds, {
      source_columns: ['m'],
      compare_columns: ['m__1 year ago'],
      compare_type: 'percentage',
      drop_original_columns: true,
    });
    expect(pct.columns.map((c) => c.name)).toEqual(['percentage__m__m__1 year ago']);
    // (1 - 3) / 3 = -0.6667; 5 / 0 is infinite (null in the response); missing stays missing.
    expect(pct.columns[0].values).toEqual([-0.6667, Infinity, null]);
    expect(dataFrameToRecords(pct).data[1]).toEqual({ 'percentage__m__m__1 year ago': null });
    const ratio = compare(thirds, {
      source_columns: ['m'],
      compare_columns: ['m__1 year ago'],
      compare_type: 'ratio',
      precision: 2,
    });
    expect(col(ratio, 'ratio__m__m__1 year ago')).toEqual([0.33, Infinity, null]);
  });

  it('compares pivoted metrics label by label', () => {
    // Superset's test_compare_after_pivot.
    const rows = dataFrameFromRecords(
      [
        { dttm: day('2019-01-01'), country: 'UK', sum_metric: 5, count_metric: 1 },
        { dttm: day('2019-01-01'), country: 'US', sum_metric: 6, count_metric: 2 },
        { dttm: day('2019-01-02'), country: 'UK', sum_metric: 7, count_metric: 3 },
        { dttm: day('2019-01-02'), country: 'US', sum_metric: 8, count_metric: 4 },
      ],
      { temporalColumns: ['dttm'] },
    );
    const pivoted = pivot(rows, {
      index: ['dttm'],
      columns: ['country'],
      aggregates: { sum_metric: { operator: 'sum' }, count_metric: { operator: 'sum' } },
    });
    const compared = compare(pivoted, {
      source_columns: ['count_metric'],
      compare_columns: ['sum_metric'],
      compare_type: 'difference',
      drop_original_columns: true,
    });
    expect(dataFrameToRecords(flatten(compared)).data).toEqual([
      {
        dttm: day('2019-01-01'),
        'difference__count_metric__sum_metric, UK': -4,
        'difference__count_metric__sum_metric, US': -4,
      },
      {
        dttm: day('2019-01-02'),
        'difference__count_metric__sum_metric, UK': -4,
        'difference__count_metric__sum_metric, US': -4,
      },
    ]);
  });

  it('explains bad options', () => {
    expect(() =>
      compare(df, { source_columns: ['y'], compare_columns: [], compare_type: 'difference' }),
    ).toThrow('`compare_columns` must have the same length as `source_columns`.');
    expect(() =>
      compare(df, { source_columns: ['y'], compare_columns: ['z'], compare_type: 'absolute' }),
    ).toThrow('`compare_type` must be `difference`, `percentage` or `ratio`');
  });
});
