import { describe, expect, it } from 'vitest';
import { chartProps, queryResult, utc } from '../shared/testing/chartProps.js';
import { SUM_NUM } from '../shared/testing/fixtures.js';
import type { DataRecord, QueryFormData } from '../types.js';
import transformProps, { TOKEN } from './transformProps.js';

type Opt = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const FORM: Partial<QueryFormData> = {
  viz_type: 'waterfall',
  x_axis: 'year',
  metric: SUM_NUM,
  show_legend: true,
};
const waterfall = (fd: Partial<QueryFormData> = {}, rows: DataRecord[], temporal: string[] = []) =>
  transformProps(chartProps({ ...FORM, ...fd }, [queryResult(rows, temporal)]));
const values = (o: Opt) => o.series.map((s: Opt) => s.data.map((d: Opt) => d.value));

describe('waterfall', () => {
  it('increase and decrease bars lifted by an assist bar to the running total, then a total', () => {
    const o = waterfall({}, [
      { year: '2019', 'SUM(num)': 10 },
      { year: '2020', 'SUM(num)': 5 },
      { year: '2020', 'SUM(num)': 1 },
      { year: '2021', 'SUM(num)': -4 },
    ]).echartOptions as Opt;
    expect(o.xAxis.data).toEqual(['2019', '2020', '2021', 'Total']);
    expect(o.series.map((s: Opt) => s.name)).toEqual(['Assist', 'Increase', 'Decrease', 'Total']);
    expect(values(o)).toEqual([
      [0, 10, 12, TOKEN],
      [10, 6, TOKEN, TOKEN],
      [TOKEN, TOKEN, 4, TOKEN],
      [TOKEN, TOKEN, TOKEN, 12],
    ]);
    expect(o.legend.data).toEqual(['Increase', 'Decrease', 'Total']);
    expect(o.series[1].itemStyle.color).toBe('#5ac189');
  });

  it('crossing zero: the assist bar draws the part below zero in the change colour', () => {
    const o = waterfall({}, [
      { year: 'a', 'SUM(num)': 5 },
      { year: 'b', 'SUM(num)': -8 },
    ]).echartOptions as Opt;
    expect(values(o)[0]).toEqual([0, 5, TOKEN]);
    expect(values(o)[2]).toEqual([TOKEN, -3, TOKEN]);
    expect(o.series[0].data[1].itemStyle.color).toBe('#e04355');
    expect(values(o)[3]).toEqual([TOKEN, TOKEN, -3]);
  });

  it('a breakdown: each x shows its breakdown values, then its total', () => {
    const props = waterfall({ x_axis: 'year', groupby: ['gender'] }, [
      { year: '2019', gender: 'boy', 'SUM(num)': 3 },
      { year: '2019', gender: 'girl', 'SUM(num)': 2 },
      { year: '2020', gender: 'boy', 'SUM(num)': -1 },
    ]);
    const o = props.echartOptions as Opt;
    expect(o.xAxis.data).toEqual(['boy', 'girl', '2019', 'boy', '2020']);
    expect(values(o)[3]).toEqual([TOKEN, TOKEN, 5, TOKEN, 4]);
    expect(props.labelMap).toEqual({
      '0': ['2019', 'boy'],
      '1': ['2019', 'girl'],
      '3': ['2020', 'boy'],
    });
    expect(props.groupby).toEqual(['year', 'gender']);
  });

  it('labels, colours, total label, show_total off, tooltip', () => {
    const o = waterfall(
      {
        show_value: true,
        total_label: 'Sum',
        increase_color: { r: 0, g: 0, b: 255, a: 1 },
        show_total: true,
        y_axis_format: ',d',
      },
      [{ year: '<b>2019</b>', 'SUM(num)': 1000 }],
    ).echartOptions as Opt;
    expect(o.series[1].itemStyle.color).toBe('#0000ff');
    expect(o.legend.data[2]).toBe('Sum');
    expect(o.xAxis.axisLabel.formatter('Total', 1)).toBe('Sum');
    expect(o.series[1].label.formatter({ data: { originalValue: 1000 } })).toBe('1,000');
    const html = o.tooltip.formatter([
      { seriesName: 'Assist', dataIndex: 0, data: { value: 0 } },
      {
        seriesName: 'Increase',
        dataIndex: 0,
        data: { value: 1000, originalValue: 1000, totalSum: 1000 },
      },
    ]);
    expect(html).toContain('&lt;b&gt;2019');
    expect(html).toContain('1,000');
    const noTotal = waterfall({ show_total: false }, [{ year: 'a', 'SUM(num)': 1 }])
      .echartOptions as Opt;
    expect(noTotal.xAxis.data).toEqual(['a']);
  });

  it('empty data, nulls, dates and many categories', () => {
    const empty = waterfall({}, []).echartOptions as Opt;
    expect(empty.xAxis.data).toEqual(['Total']);
    const nulls = waterfall({}, [{ year: null, 'SUM(num)': null }]).echartOptions as Opt;
    expect(nulls.xAxis.data).toEqual(['<NULL>', 'Total']);
    const dated = waterfall(
      { x_axis: 'ds', x_axis_time_format: '%Y' },
      [{ ds: utc('2020-01-01'), 'SUM(num)': 1 }],
      ['ds'],
    ).echartOptions as Opt;
    expect(dated.xAxis.axisLabel.formatter(utc('2020-01-01'), 0)).toBe('2020');
    const many = Array.from({ length: 3000 }, (_, i) => ({
      year: `c${i}`,
      'SUM(num)': i % 2 ? 1 : -1,
    }));
    expect((waterfall({}, many).echartOptions as Opt).xAxis.data).toHaveLength(3001);
  });
});
