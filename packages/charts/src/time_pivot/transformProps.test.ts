import { describe, expect, it } from 'vitest';
import { chartProps, queryResult, utc } from '../shared/testing/chartProps.js';
import { SUM_NUM } from '../shared/testing/fixtures.js';
import type { DataRecord, QueryFormData } from '../types.js';
import transformProps, { periodStart, pivotPeriods, rollSeries } from './transformProps.js';

type Opt = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const FORM: Partial<QueryFormData> = {
  viz_type: 'time_pivot',
  metric: SUM_NUM,
  granularity_sqla: 'ds',
  freq: 'AS',
  color_picker: { r: 10, g: 20, b: 30, a: 1 },
};
const rows = (pairs: [string, number | null][]): DataRecord[] =>
  pairs.map(([d, v]) => ({ __timestamp: utc(d), 'SUM(num)': v }));
const pivot = (data: DataRecord[], fd: Partial<QueryFormData> = {}) =>
  transformProps(chartProps({ ...FORM, ...fd }, [queryResult(data, ['__timestamp'])]))
    .echartOptions as Opt;

describe('time_pivot', () => {
  it('period starts for every frequency the control offers', () => {
    const t = Date.parse('2021-03-10T13:45:30Z'); // a Wednesday
    expect(new Date(periodStart(t, 'AS')).toISOString()).toBe('2021-01-01T00:00:00.000Z');
    expect(new Date(periodStart(t, 'W-SUN')).toISOString()).toBe('2021-03-07T00:00:00.000Z');
    expect(new Date(periodStart(t, 'W-MON')).toISOString()).toBe('2021-03-08T00:00:00.000Z');
    expect(new Date(periodStart(t, '52W-MON')).toISOString()).toBe('2021-03-08T00:00:00.000Z');
    expect(new Date(periodStart(t, 'D')).toISOString()).toBe('2021-03-10T00:00:00.000Z');
    expect(new Date(periodStart(t, 'H')).toISOString()).toBe('2021-03-10T13:00:00.000Z');
    expect(new Date(periodStart(t, 'T')).toISOString()).toBe('2021-03-10T13:45:00.000Z');
  });
  it('one line per year, shifted onto the current year, the current one opaque', () => {
    const o = pivot(
      rows([
        ['2019-02-01', 1],
        ['2019-03-01', 2],
        ['2020-02-01', 3],
        ['2021-02-01', 4],
        ['2021-03-01', null],
      ]),
    );
    expect(o.series.map((s: Opt) => s.name)).toEqual(['-1', '-2', 'current']);
    expect(o.legend.data).toEqual(['-1', '-2', 'current']);
    const oldest = o.series[1];
    expect(oldest.data).toEqual([
      [utc('2021-02-01'), 1],
      [utc('2021-03-01'), 2],
    ]);
    expect(o.series[2].lineStyle.color).toBe('rgba(10, 20, 30, 1)');
    expect(oldest.lineStyle.color).toBe('rgba(10, 20, 30, 0.5)');
    expect(o.xAxis.type).toBe('time');
  });
  it('rolling mean, sum, std and cumsum with min periods', () => {
    expect(rollSeries([1, 2, 3, null, 5], 'mean', 2, 1)).toEqual([1, 1.5, 2.5, 3, 5]);
    expect(rollSeries([1, 2, 3], 'sum', 2, 2)).toEqual([null, 3, 5]);
    expect(rollSeries([1, 3], 'std', 2, 0)).toEqual([null, Math.SQRT2]);
    expect(rollSeries([1, 2, 3], 'cumsum', 1, 1)).toEqual([null, 3, 6]);
    expect(rollSeries([1, 2], null, 1, 0)).toEqual([1, 2]);
    const o = pivot(
      rows([
        ['2021-01-01', 1],
        ['2021-01-02', 3],
      ]),
      {
        rolling_type: 'cumsum',
      },
    );
    expect(o.series[0].data.map((p: number[]) => p[1])).toEqual([1, 4]);
  });
  it('empty data, one row, negative values and all-null periods', () => {
    expect(pivot([]).series).toEqual([]);
    expect(pivot(rows([['2020-05-05', -3]])).series[0].data).toEqual([[utc('2020-05-05'), -3]]);
    expect(
      pivotPeriods(
        [
          [utc('2019-01-01'), null],
          [utc('2020-01-01'), 1],
        ],
        'AS',
      ).map((s) => s.name),
    ).toEqual(['current']);
  });
  it('line style, axis formats and bounds', () => {
    const o = pivot(rows([['2021-01-01', 1500]]), {
      line_interpolation: 'step-before',
      y_axis_format: ',d',
      y_axis_bounds: [0, 2000],
      y_log_scale: true,
    });
    expect(o.series[0].step).toBe('start');
    expect(o.yAxis).toMatchObject({ type: 'log', min: 0, max: 2000 });
    expect(o.yAxis.axisLabel.formatter(1500)).toBe('1,500');
  });
  it('thousands of days pivot by week into at most 7 points a line', () => {
    const data = Array.from({ length: 3000 }, (_, i) => ({
      __timestamp: utc('2015-01-01') + i * 86_400_000,
      'SUM(num)': i,
    }));
    const o = pivot(data, { freq: 'W-MON' });
    expect(o.series.length).toBeGreaterThan(400);
    expect(Math.max(...o.series.map((s: Opt) => s.data.length))).toBeLessThanOrEqual(7);
  });
});
