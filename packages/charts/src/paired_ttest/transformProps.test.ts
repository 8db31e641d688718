import { describe, expect, it } from 'vitest';
import { chartProps, queryResult, utc } from '../shared/testing/chartProps.js';
import { SUM_NUM } from '../shared/testing/fixtures.js';
import type { QueryFormData } from '../types.js';
import { sortRows, tTestRows } from './Chart.js';
import { liftPercent, pairedTTestPValue } from './tTest.js';
import transformProps from './transformProps.js';

const FORM: Partial<QueryFormData> = {
  viz_type: 'paired_ttest',
  groupby: ['gender'],
  metrics: [SUM_NUM, 'count'],
};
const t = (y: number) => utc(`${y}-01-01`);
const DATA = queryResult(
  [
    { __timestamp: t(2001), gender: 'girl', 'SUM(num)': 2, count: 1 },
    { __timestamp: t(2000), gender: 'girl', 'SUM(num)': 1, count: 1 },
    { __timestamp: t(2000), gender: 'boy', 'SUM(num)': 2, count: 3 },
    { __timestamp: t(2001), gender: 'boy', 'SUM(num)': 2, count: 3 },
    { __timestamp: t(2002), gender: 'boy', 'SUM(num)': 4, count: 3 },
  ],
  ['__timestamp'],
);

describe('paired_ttest transformProps', () => {
  it('one series per metric and group (groups sorted), values by time, null where missing', () => {
    const props = transformProps(chartProps(FORM, [DATA]));
    expect(props.groups).toEqual(['gender']);
    expect(props.metrics).toEqual([
      {
        metric: 'SUM(num)',
        series: [
          { group: ['boy'], values: [2, 2, 4] },
          { group: ['girl'], values: [1, 2, null] },
        ],
      },
      {
        metric: 'count',
        series: [
          { group: ['boy'], values: [3, 3, 3] },
          { group: ['girl'], values: [1, 1, null] },
        ],
      },
    ]);
    expect([props.alpha, props.pValPrec, props.liftValPrec]).toEqual([0.05, 6, 4]);
  });
  it('contribution divides by the total of the groups at each time', () => {
    const props = transformProps(chartProps({ ...FORM, contribution: true }, [DATA]));
    expect(props.metrics[0].series.map((s) => s.values)).toEqual([
      [2 / 3, 0.5, 1],
      [1 / 3, 0.5, null],
    ]);
  });
  it('empty data, no groupby, text parameters', () => {
    const empty = transformProps(chartProps(FORM, [queryResult([])]));
    expect(empty.metrics.map((m) => m.series)).toEqual([[], []]);
    const all = transformProps(
      chartProps({ ...FORM, groupby: [], significance_level: '0.1', pvalue_precision: '3' }, [
        DATA,
      ]),
    );
    expect(all.metrics[0].series).toHaveLength(1);
    expect(all.metrics[0].series[0].group).toEqual(['All']);
    expect([all.alpha, all.pValPrec]).toEqual([0.1, 3]);
  });
});

describe('the paired t-test', () => {
  it('matches scipy.stats.ttest_rel (two-sided)', () => {
    expect(pairedTTestPValue([1, 2, 3, 4, 5], [2, 2, 4, 5, 7])).toBeCloseTo(0.034109, 5);
    expect(pairedTTestPValue([10, 20, 30], [11, 19, 33])).toBeCloseTo(0.4778, 4);
  });
  it('is undefined for fewer than two pairs or identical differences; nulls are skipped', () => {
    expect(pairedTTestPValue([1], [2])).toBeNaN();
    expect(pairedTTestPValue([1, 2], [2, 3])).toBeNaN();
    expect(pairedTTestPValue([1, 2, null, 4, 5], [2, 2, 9, 5, 7])).toBeCloseTo(
      pairedTTestPValue([1, 2, 4, 5], [2, 2, 5, 7]),
      10,
    );
  });
  it('lift against the control sum, negative values too', () => {
    expect(liftPercent([2, 2], [1, 1])).toBe(100);
    expect(liftPercent([-2, -2], [1, 1])).toBe(-300);
    expect(liftPercent([1], [0])).toBe(Infinity);
  });
  it('the rows against a control, its significance and colours; sorting keeps control first', () => {
    const metric = {
      metric: 'm',
      series: [
        { group: ['a'], values: [1, 2, 3, 4, 5] },
        { group: ['b'], values: [2, 2, 4, 5, 7] },
        { group: ['c'], values: [2, 3, 4, 5, 6] },
        { group: ['d'], values: [0, 0, 0, 0, 0] },
      ],
    };
    const rows = tTestRows(metric, 0, 0.05, 4, 2);
    expect(rows.map((r) => [r.group[0], r.pValue, r.lift, r.significant, r.liftStatus])).toEqual([
      ['a', 'control', 'control', 'control', 'control'],
      ['b', '0.0341', '33.33', true, 'true'],
      ['c', 'NaN', '33.33', false, 'true'],
      ['d', '0.0132', '-100.00', true, 'false'],
    ]);
    expect(sortRows(rows, 'pValue', false).map((r) => r.group[0])).toEqual(['a', 'd', 'b', 'c']);
    expect(sortRows(rows, 'lift', false).map((r) => r.group[0])).toEqual(['a', 'b', 'c', 'd']);
    expect(sortRows(rows, 0, true).map((r) => r.group[0])).toEqual(['d', 'c', 'b', 'a']);
    // another control
    expect(tTestRows(metric, 1, 0.05, 4, 2)[1].pValue).toBe('control');
  });
  it('thousands of groups', () => {
    const series = Array.from({ length: 3000 }, (_, i) => ({
      group: [`g${i}`],
      values: [i, i + 1, i * 2, 3],
    }));
    const rows = tTestRows({ metric: 'm', series }, 0, 0.05, 6, 4);
    expect(rows).toHaveLength(3000);
  });
});
