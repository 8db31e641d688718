import { describe, expect, it } from 'vitest';
import { chartProps, queryResult } from '../shared/testing/chartProps.js';
import { SUM_NUM } from '../shared/testing/fixtures.js';
import type { DataRecord, QueryFormData } from '../types.js';
import transformProps, { bubbleSize } from './transformProps.js';

type Opt = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const AVG_NUM = { ...SUM_NUM, aggregate: 'AVG', label: 'AVG(num)' };
const ROWS: DataRecord[] = [
  { name: 'Aaron', gender: 'boy', 'SUM(num)': 100, 'AVG(num)': 10, count: 10 },
  { name: 'Abby', gender: 'girl', 'SUM(num)': 200, 'AVG(num)': 20, count: 20 },
  { name: 'Adam', gender: 'boy', 'SUM(num)': 300, 'AVG(num)': 15, count: 30 },
];
const FORM: Partial<QueryFormData> = {
  viz_type: 'bubble_v2',
  series: 'gender',
  entity: 'name',
  x: SUM_NUM,
  y: AVG_NUM,
  size: 'count',
  color_scheme: 'd3Category10',
  max_bubble_size: '25',
};
const bubble = (fd: Partial<QueryFormData> = {}, rows = ROWS) =>
  transformProps(chartProps({ ...FORM, ...fd }, [queryResult(rows)]));

describe('bubble_v2', () => {
  it('one scatter series per series value, bubbles at (x, y) sized by the size metric', () => {
    const props = bubble();
    const o = props.echartOptions as Opt;
    expect(
      o.series.map((s: Opt) => [s.name, s.type, s.itemStyle.color, s.itemStyle.opacity]),
    ).toEqual([
      ['boy', 'scatter', '#1f77b4', 0.6],
      ['girl', 'scatter', '#ff7f0e', 0.6],
    ]);
    expect(o.series[0].data).toEqual([
      { value: [100, 10, 10, 'Aaron', 'boy'], symbolSize: 5 },
      { value: [300, 15, 30, 'Adam', 'boy'], symbolSize: 55 },
    ]);
    expect(o.series[1].data[0].symbolSize).toBe(30);
    expect(o.legend.data).toEqual(['boy', 'girl']);
    expect(props.labelMap).toEqual({ boy: ['boy'], girl: ['girl'] });
    expect(props.groupby).toEqual(['gender']);
  });

  it('the tooltip names the entity and series and formats the three metrics', () => {
    const o = bubble({ tooltipSizeFormat: ',d' }).echartOptions as Opt;
    const html = o.tooltip.formatter({ data: { value: [1500, 10, 2000, '<i>A</i>', 'boy'] } });
    expect(html).toContain('boy (&lt;i&gt;A&lt;/i&gt;)');
    expect(html).toContain('1.5k');
    expect(html).toContain('2,000');
  });

  it('without a series each entity is its own series; log axes, titles, formats', () => {
    const o = bubble({
      series: null,
      logXAxis: true,
      logYAxis: true,
      x_axis_label: 'Sum',
      y_axis_label: 'Avg',
      xAxisFormat: ',d',
    }).echartOptions as Opt;
    expect(o.legend.data).toEqual(['Aaron', 'Abby', 'Adam']);
    expect(o.xAxis).toMatchObject({ type: 'log', name: 'Sum' });
    expect(o.yAxis).toMatchObject({ type: 'log', name: 'Avg' });
    expect(o.xAxis.axisLabel.formatter(1234)).toBe('1,234');
  });

  it('sizes: equal sizes, max bubble size, nulls, negatives, empty data, thousands', () => {
    expect(bubbleSize(3, 3, 3, 25)).toBe(5);
    expect(bubbleSize(10, 0, 10, 50)).toBe(105);
    const o = bubble({ max_bubble_size: '5' }, [
      { name: null, gender: null, 'SUM(num)': -5, 'AVG(num)': null, count: -1 },
      { name: 'b', gender: 'x', 'SUM(num)': 5, 'AVG(num)': 1, count: 1 },
    ]).echartOptions as Opt;
    expect(o.series[0].name).toBe('<NULL>');
    expect(o.series.map((s: Opt) => s.data[0].symbolSize)).toEqual([5, 15]);
    expect((bubble({}, []).echartOptions as Opt).series).toEqual([]);
    const many = Array.from({ length: 5000 }, (_, i) => ({
      name: `n${i}`,
      gender: `g${i % 7}`,
      'SUM(num)': i,
      'AVG(num)': i % 13,
      count: i,
    }));
    const big = bubble({}, many).echartOptions as Opt;
    expect(big.series).toHaveLength(7);
    expect(big.series.reduce((n: number, s: Opt) => n + s.data.length, 0)).toBe(5000);
  });
});
