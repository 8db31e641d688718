import { describe, expect, it } from 'vitest';
import { chartProps, queryResult } from '../shared/testing/chartProps.js';
import type { DataRecord, QueryFormData } from '../types.js';
import transformProps from './transformProps.js';

type Opt = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const ROWS: DataRecord[] = [
  { gender: 'boy', '0.0 - 2.5': 3, '2.5 - 5.0': 1 },
  { gender: 'girl', '0.0 - 2.5': 2, '2.5 - 5.0': 4 },
];
const FORM: Partial<QueryFormData> = {
  viz_type: 'histogram_v2',
  column: 'num',
  groupby: ['gender'],
  color_scheme: 'd3Category10',
  show_legend: true,
};
const hist = (fd: Partial<QueryFormData> = {}, rows = ROWS) =>
  transformProps(chartProps({ ...FORM, ...fd }, [queryResult(rows)])).echartOptions as Opt;

describe('histogram_v2', () => {
  it('the bins are the x categories, each group a bar series of its counts', () => {
    const o = hist();
    expect(o.xAxis.data).toEqual(['0 - 2.5', '2.5 - 5']);
    expect(o.series.map((s: Opt) => [s.name, s.type, s.data, s.itemStyle.color])).toEqual([
      ['boy', 'bar', [3, 1], '#1f77b4'],
      ['girl', 'bar', [2, 4], '#ff7f0e'],
    ]);
    expect(o.legend.data).toEqual(['boy', 'girl']);
  });

  it('without dimensions the series is the column; normalized shares as percentages', () => {
    const o = hist({ groupby: [], normalize: true, show_value: true }, [
      { '0.0 - 2.5': 0.25, '2.5 - 5.0': 0.75 },
    ]);
    expect(o.series[0].name).toBe('num');
    expect(o.series[0].label.show).toBe(true);
    expect(o.series[0].label.formatter({ value: 0.25 })).toBe('25.00%');
    expect(o.yAxis.axisLabel.formatter(0.5)).toBe('50.00%');
  });

  it('the tooltip lists each group and their total; text escaped', () => {
    const html = hist().tooltip.formatter([
      { name: '0 - 2.5', seriesName: '<b>boy</b>', value: 3, color: '#000' },
      { name: '0 - 2.5', seriesName: 'girl', value: 2, color: '#111' },
    ]);
    expect(html).toContain('Total');
    expect(html).toContain('>5<');
    expect(html).toContain('&lt;b&gt;boy');
  });

  it('empty data, null groups, negative edges, thousands of bins, formats', () => {
    expect(hist({}, []).series).toEqual([]);
    const o = hist({ x_axis_format: ',.1f', x_axis_title: 'Num', y_axis_title: 'Count' }, [
      { gender: null, '-10.0 - -5.0': 1, '-5.0 - 0.0': 2 },
    ]);
    expect(o.series[0].name).toBe('<NULL>');
    expect(o.xAxis.data).toEqual(['-10.0 - -5.0', '-5.0 - 0.0']);
    expect(o.xAxis.name).toBe('Num');
    const wide: DataRecord = {};
    for (let i = 0; i < 1000; i += 1) wide[`${i}.0 - ${i + 1}.0`] = i;
    const many = hist({ groupby: [] }, [wide]);
    expect(many.xAxis.data).toHaveLength(1000);
    expect(many.series[0].data).toHaveLength(1000);
  });
});
