import { describe, expect, it } from 'vitest';
import { dataFrameFromRecords } from './dataFrame.js';
import { flatten } from './flatten.js';
import { pivot } from './pivot.js';
import { dataFrameToRecords } from './records.js';

const day = (iso: string): number => Date.parse(`${iso}T00:00:00Z`);

// Superset's fixture `multiple_metrics_df`.
const metricsDf = dataFrameFromRecords(
  [
    { dttm: day('2019-01-01'), country: 'UK', sum_metric: 5, count_metric: 1 },
    { dttm: day('2019-01-01'), country: 'US', sum_metric: 6, count_metric: 2 },
    { dttm: day('2019-01-02'), country: 'UK', sum_metric: 7, count_metric: 3 },
    { dttm: day('2019-01-02'), country: 'US', sum_metric: 8, count_metric: 4 },
  ],
  { temporalColumns: ['dttm'] },
);

// The "birth names" shape a timeseries chart queries: x-axis, a dimension, two metrics.
const births = dataFrameFromRecords(
  [
    { ds: day('2000-01-01'), gender: 'girl', state: 'CA', 'SUM(num)': 10, 'COUNT(*)': 1 },
    { ds: day('2000-01-01'), gender: 'boy', state: 'CA', 'SUM(num)': 20, 'COUNT(*)': 2 },
    { ds: day('2000-01-01'), gender: 'boy', state: 'NY', 'SUM(num)': 5, 'COUNT(*)': 1 },
    { ds: day('2001-01-01'), gender: 'boy', state: 'CA', 'SUM(num)': 30, 'COUNT(*)': 3 },
  ],
  { temporalColumns: ['ds'] },
);

describe('pivot', () => {
  it('gives metric-major multi-level columns sorted as pandas sorts them, index kept', () => {
    const df = pivot(metricsDf, {
      index: ['dttm'],
      columns: ['country'],
      aggregates: { sum_metric: { operator: 'sum' }, count_metric: { operator: 'sum' } },
    });
    // count_metric sorts before sum_metric although it was listed second.
    expect(df.columns.map((c) => c.name)).toEqual([
      ['count_metric', 'UK'],
      ['count_metric', 'US'],
      ['sum_metric', 'UK'],
      ['sum_metric', 'US'],
    ]);
    expect(df.columns.map((c) => c.values)).toEqual([
      [1, 3],
      [2, 4],
      [5, 7],
      [6, 8],
    ]);
    expect(df.index[0]).toMatchObject({
      name: 'dttm',
      values: [day('2019-01-01'), day('2019-01-02')],
      temporal: true,
    });
  });

  it('flattens multiple metrics and columns to "SUM(num), boy" names', () => {
    const pivoted = pivot(births, {
      index: ['ds'],
      columns: ['gender'],
      aggregates: { 'SUM(num)': { operator: 'mean' }, 'COUNT(*)': { operator: 'mean' } },
      drop_missing_columns: false,
    });
    const out = dataFrameToRecords(flatten(pivoted));
    expect(out.colnames).toEqual([
      'ds',
      'COUNT(*), boy',
      'COUNT(*), girl',
      'SUM(num), boy',
      'SUM(num), girl',
    ]);
    expect(out.data).toEqual([
      // boy on 2000-01-01 has two rows (CA, NY): the dummy mean aggregate averages them.
      {
        ds: day('2000-01-01'),
        'COUNT(*), boy': 1.5,
        'COUNT(*), girl': 1,
        'SUM(num), boy': 12.5,
        'SUM(num), girl': 10,
      },
      {
        ds: day('2001-01-01'),
        'COUNT(*), boy': 3,
        'COUNT(*), girl': null,
        'SUM(num), boy': 30,
        'SUM(num), girl': null,
      },
    ]);
    expect(out.temporalColumns).toEqual(['ds']);
  });

  it('gives one level per grouping column: "SUM(num), boy, CA"', () => {
    const out = dataFrameToRecords(
      flatten(
        pivot(births, {
          index: ['ds'],
          columns: ['gender', 'state'],
          aggregates: { 'SUM(num)': { operator: 'sum' } },
        }),
      ),
    );
    // Only combinations present in the data become columns.
    expect(out.colnames).toEqual([
      'ds',
      'SUM(num), boy, CA',
      'SUM(num), boy, NY',
      'SUM(num), girl, CA',
    ]);
    expect(out.data[1]).toEqual({
      ds: day('2001-01-01'),
      'SUM(num), boy, CA': 30,
      'SUM(num), boy, NY': null,
      'SUM(num), girl, CA': null,
    });
  });

  it('drops all-empty series unless drop_missing_columns is false', () => {
    const df = dataFrameFromRecords([
      { x: 'a', g: 'm', v: 1 },
      { x: 'a', g: 'n', v: null },
      { x: 'b', g: 'm', v: 2 },
    ]);
    const names = (drop: boolean) =>
      dataFrameToRecords(
        flatten(
          pivot(df, {
            index: ['x'],
            columns: ['g'],
            aggregates: { v: { operator: 'mean' } },
            drop_missing_columns: drop,
          }),
        ),
      ).colnames;
    expect(names(true)).toEqual(['x', 'v, m']);
    expect(names(false)).toEqual(['x', 'v, m', 'v, n']);
  });

  it('keeps only observed label combinations when drop_missing_columns is false (no cartesian product)', () => {
    // Superset's test_pivot_eliminate_cartesian_product_columns.
    const df = dataFrameFromRecords(
      [
        { dttm: day('2019-01-01'), a: 0, b: 0, metric: 9, metric2: 10 },
        { dttm: day('2019-01-01'), a: 1, b: 1, metric: null, metric2: 11 },
      ],
      { temporalColumns: ['dttm'] },
    );
    const out = dataFrameToRecords(
      flatten(
        pivot(df, {
          index: ['dttm'],
          columns: ['a', 'b'],
          aggregates: { metric: { operator: 'mean' }, metric2: { operator: 'mean' } },
          drop_missing_columns: false,
        }),
      ),
    );
    expect(out.colnames).toEqual([
      'dttm',
      'metric, 0, 0',
      'metric, 1, 1',
      'metric2, 0, 0',
      'metric2, 1, 1',
    ]);
    expect(out.data[0]['metric, 1, 1']).toBeNull();
  });

  it('fills missing cells with metric_fill_value and a sum of only-missing values is 0', () => {
    // Superset's categories_df: 101 people in three categories, idx_nulls set every 5th.
    const rows = Array.from({ length: 101 }, (_, i) => ({
      name: `person${i}`,
      category: `cat${i % 3}`,
      idx_nulls: i % 5 === 0 ? i : null,
    }));
    const df = pivot(dataFrameFromRecords(rows), {
      index: ['name'],
      columns: ['category'],
      metric_fill_value: 1,
      aggregates: { idx_nulls: { operator: 'sum' } },
    });
    const cat0 = df.columns[0].values as number[];
    // 0+15+30+45+60+75+90 = 315 from cat0 people, plus 1 for each of the 67 others.
    expect(cat0.reduce((a, b) => a + b, 0)).toBe(382);
  });

  it('puts missing column labels under "<NULL>"', () => {
    const df = dataFrameFromRecords([
      { x: 'a', g: null, v: 1 },
      { x: 'a', g: 'm', v: 2 },
    ]);
    const out = dataFrameToRecords(
      flatten(pivot(df, { index: ['x'], columns: ['g'], aggregates: { v: { operator: 'sum' } } })),
    );
    expect(out.colnames).toEqual(['x', 'v, <NULL>', 'v, m']);
  });

  it('adds marginal distributions as an "All" column per metric and an "All" row', () => {
    const df = dataFrameFromRecords([
      { x: 'a', g: 'm', v: 1 },
      { x: 'a', g: 'n', v: 2 },
      { x: 'b', g: 'm', v: 3 },
    ]);
    const out = dataFrameToRecords(
      flatten(
        pivot(df, {
          index: ['x'],
          columns: ['g'],
          aggregates: { v: { operator: 'sum' } },
          marginal_distributions: true,
          marginal_distribution_name: 'All',
        }),
      ),
    );
    expect(out.colnames).toEqual(['x', 'v, m', 'v, n', 'v, All']);
    expect(out.data).toEqual([
      { x: 'a', 'v, m': 1, 'v, n': 2, 'v, All': 3 },
      { x: 'b', 'v, m': 3, 'v, n': null, 'v, All': 3 },
      { x: 'All', 'v, m': 4, 'v, n': 2, 'v, All': 6 },
    ]);
  });

  it('without columns gives flat metric names, sorted', () => {
    const df = pivot(metricsDf, {
      index: ['dttm'],
      aggregates: { sum_metric: { operator: 'sum' }, count_metric: { operator: 'sum' } },
    });
    const out = dataFrameToRecords(flatten(df));
    expect(out.colnames).toEqual(['dttm', 'count_metric', 'sum_metric']);
    expect(out.data[0]).toEqual({ dttm: day('2019-01-01'), count_metric: 3, sum_metric: 11 });
  });

  it('with several index columns and drop_missing_columns false, fills in every index combination', () => {
    const df = dataFrameFromRecords([
      { a: 'x1', b: 'y1', v: 1 },
      { a: 'x2', b: 'y2', v: 2 },
    ]);
    const pivoted = pivot(df, {
      index: ['a', 'b'],
      aggregates: { v: { operator: 'sum' } },
      drop_missing_columns: false,
    });
    expect(pivoted.index.map((c) => c.values)).toEqual([
      ['x1', 'x1', 'x2', 'x2'],
      ['y1', 'y2', 'y1', 'y2'],
    ]);
    expect(pivoted.columns[0].values).toEqual([1, null, null, 2]);
    // flatten moves only the first index level to a column, as pandas' reset_index(level=0) does.
    expect(flatten(pivoted).columns.map((c) => c.name)).toEqual(['a', 'v']);
  });

  it('combine_value_with_metric puts the metric level last', () => {
    const pivoted = pivot(metricsDf, {
      index: ['dttm'],
      columns: ['country'],
      aggregates: { sum_metric: { operator: 'sum' }, count_metric: { operator: 'sum' } },
      combine_value_with_metric: true,
    });
    expect(dataFrameToRecords(flatten(pivoted)).colnames).toEqual([
      'dttm',
      'UK, count_metric',
      'UK, sum_metric',
      'US, count_metric',
      'US, sum_metric',
    ]);
  });

  it('gives joined names but no index in the response when not flattened', () => {
    const pivoted = pivot(metricsDf, {
      index: ['dttm'],
      columns: ['country'],
      aggregates: { sum_metric: { operator: 'sum' } },
    });
    const out = dataFrameToRecords(pivoted);
    expect(out.colnames).toEqual(['sum_metric, UK', 'sum_metric, US']);
    expect(out.indexnames).toEqual([day('2019-01-01'), day('2019-01-02')]);
    expect(out.data[0]).toEqual({ 'sum_metric, UK': 5, 'sum_metric, US': 6 });
  });

  it('explains bad options', () => {
    expect(() =>
      pivot(metricsDf, { index: [], aggregates: { sum_metric: { operator: 'sum' } } }),
    ).toThrow('Pivot operation requires at least one index');
    expect(() =>
      pivot(metricsDf, { index: ['nope'], aggregates: { sum_metric: { operator: 'sum' } } }),
    ).toThrow('Referenced columns not available in DataFrame: "nope" (option "index").');
    expect(() => pivot(metricsDf, { index: ['dttm'], aggregates: { sum_metric: {} } })).toThrow(
      'Operator undefined for aggregator: sum_metric',
    );
    expect(() =>
      pivot(metricsDf, { index: ['dttm'], aggregates: { sum_metric: { operator: 'total' } } }),
    ).toThrow('Invalid numpy function: total');
  });
});
