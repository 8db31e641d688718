import { describe, expect, it } from 'vitest';
import { chartProps, queryResult, utc } from '../shared/testing/chartProps.js';
import { SUM_NUM } from '../shared/testing/fixtures.js';
import type { DataRecord, QueryFormData } from '../types.js';
import { metadata } from './metadata.js';
import transformProps, { percentChange } from './transformProps.js';
import { toLineFormData } from './toLineFormData.js';

type Opt = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const DATA: DataRecord[] = [
  { ds: utc('2020-01-01'), boy: 100, girl: null },
  { ds: utc('2021-01-01'), boy: 150, girl: 50 },
  { ds: utc('2022-01-01'), boy: 50, girl: 25 },
];
const FORM: Partial<QueryFormData> = {
  viz_type: 'compare',
  granularity_sqla: 'ds',
  metrics: [SUM_NUM],
  groupby: ['gender'],
};
const compare = (data = DATA, fd: Partial<QueryFormData> = {}) =>
  transformProps(chartProps({ ...FORM, ...fd }, [queryResult(data, ['ds'])]));

describe('compare', () => {
  it('each series as its percent change against its first value', () => {
    expect(percentChange(DATA, 'ds')).toEqual([
      { ds: utc('2020-01-01'), boy: 0, girl: null },
      { ds: utc('2021-01-01'), boy: 0.5, girl: 0 },
      { ds: utc('2022-01-01'), boy: -0.5, girl: -0.5 },
    ]);
    const o = compare().echartOptions as Opt;
    const boy = o.series.find((s: Opt) => s.name === 'boy');
    expect(boy.type).toBe('line');
    expect(boy.data.map((p: unknown[]) => p[1])).toEqual([0, 0.5, -0.5]);
  });
  it('a series starting at 0, empty data and negative values', () => {
    expect(
      percentChange(
        [
          { t: 1, a: 0, b: -2 },
          { t: 2, a: 5, b: -4 },
        ],
        't',
      ),
    ).toEqual([
      { t: 1, a: null, b: 0 },
      { t: 2, a: null, b: 1 },
    ]);
    expect(percentChange([], 't')).toEqual([]);
    expect((compare([]).echartOptions as Opt).series).toEqual([]);
  });
  it('the y axis is a percentage; the nvd3 axis keys become the line chart keys', () => {
    const o = compare(DATA, { y_axis_format: 'SMART_NUMBER', x_axis_label: 'Year' })
      .echartOptions as Opt;
    expect(o.yAxis.axisLabel.formatter(0.25)).toBe('25.0%');
    expect(o.xAxis.name).toBe('Year');
    expect(
      toLineFormData({
        datasource: '1__table',
        viz_type: 'compare',
        y_axis_format: '.2%',
        y_log_scale: true,
      }),
    ).toMatchObject({
      y_axis_format: '.2%',
      logAxis: true,
      viz_type: 'echarts_timeseries_line',
    });
  });
  it('is its own viz type, marked deprecated', () => {
    expect(metadata.label).toBe('DEPRECATED');
    expect(metadata.name).toBe('Time-series Percent Change');
    expect(compare().formData.viz_type).toBe('compare');
    expect(metadata.behaviors).toEqual([]);
    const props = transformProps(
      chartProps(FORM, [queryResult(DATA, ['ds'])], { emitCrossFilters: true }),
    );
    expect(props.emitCrossFilters).toBe(false);
  });
  it('thousands of series points', () => {
    const data = Array.from({ length: 2000 }, (_, i) => ({ ds: i * 1000, a: i + 1 }));
    const o = compare(data, { groupby: [] }).echartOptions as Opt;
    expect(o.series[0].data).toHaveLength(2000);
    expect(o.series[0].data[1999][1]).toBe(1999);
  });
});
