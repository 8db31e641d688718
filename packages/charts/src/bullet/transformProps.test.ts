import { describe, expect, it } from 'vitest';
import { chartProps, queryResult } from '../shared/testing/chartProps.js';
import { SUM_NUM } from '../shared/testing/fixtures.js';
import type { DataRecord, QueryFormData } from '../types.js';
import transformProps, { tokenizeNumbers, tokenizeStrings } from './transformProps.js';

type Opt = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const FORM: Partial<QueryFormData> = {
  viz_type: 'bullet',
  metric: SUM_NUM,
  ranges: '100, 200, 300',
  range_labels: 'low, mid, high',
  markers: '250',
  marker_labels: 'target',
  marker_lines: '280',
  marker_line_labels: 'stretch',
};
const bullet = (
  data: DataRecord[],
  fd: Partial<QueryFormData> = {},
  theme: 'light' | 'dark' = 'light',
) =>
  transformProps(chartProps({ ...FORM, ...fd }, [queryResult(data)], { theme }))
    .echartOptions as Opt;

describe('bullet', () => {
  it('the measure over stacked range bands, a marker triangle and a marker line', () => {
    const o = bullet([{ 'SUM(num)': 150 }]);
    const bands = o.series.filter((s: Opt) => s.stack === 'ranges');
    expect(bands.map((s: Opt) => [s.name, s.data])).toEqual([
      ['low: ≤ 100', [100]],
      ['mid: ≤ 200', [100]],
      ['high: ≤ 300', [100]],
    ]);
    const measure = o.series.find((s: Opt) => s.name === 'SUM(num)');
    expect(measure.data).toEqual([150]);
    const line = o.series.find((s: Opt) => s.symbol === 'rect');
    expect(line).toMatchObject({ name: 'stretch: 280', data: [[280, 'SUM(num)']] });
    expect(line.label.formatter()).toBe('stretch');
    const marker = o.series.find((s: Opt) => s.symbol === 'triangle');
    expect(marker).toMatchObject({ name: 'target: 250', symbol: 'triangle' });
    expect(marker.data).toEqual([[250, 'SUM(num)']]);
    expect(o.xAxis).toMatchObject({ min: 0, max: 300 });
  });
  it('ranges default to 110% of the measure; empty data draws a zero bar', () => {
    const o = bullet([{ 'SUM(num)': 1000 }], { ranges: '', markers: '', marker_lines: '' });
    expect(o.series[0].data[0]).toBeCloseTo(1100);
    const empty = bullet([], { ranges: '', markers: '', marker_lines: '' });
    expect(empty.series.find((s: Opt) => s.name === 'SUM(num)').data).toEqual([0]);
    expect(empty.xAxis.max).toBeGreaterThan(empty.xAxis.min);
  });
  it('negative measures widen the axis below zero; null counts as 0', () => {
    const o = bullet([{ 'SUM(num)': -50 }]);
    expect(o.xAxis.min).toBe(-50);
    expect(bullet([{ 'SUM(num)': null }]).series[3].data).toEqual([0]);
  });
  it('bands at most 56px tall, the measure a third of them', () => {
    const o = bullet([{ 'SUM(num)': 150 }]);
    expect(o.series[0].barWidth).toBe(56);
    expect(o.series[3].barWidth).toBe(19);
    expect(o.grid.height).toBe(56 + 36);
  });
  it('a groupby draws one bullet per row (thousands too)', () => {
    const rows = Array.from({ length: 2000 }, (_, i) => ({ gender: `g${i}`, 'SUM(num)': i }));
    const o = bullet(rows, { groupby: ['gender'] });
    expect(o.yAxis[0].data).toHaveLength(2000);
    expect(o.series.find((s: Opt) => s.name === 'SUM(num)').data).toHaveLength(2000);
  });
  it('dark bands, labels off, tokenizers', () => {
    const dark = bullet([{ 'SUM(num)': 1 }], { show_labels: false }, 'dark');
    expect(dark.series[0].itemStyle.color).toBe('#5a5a5a');
    expect(dark.series[0].label.show).toBe(false);
    expect(tokenizeNumbers('1, 2,3')).toEqual([1, 2, 3]);
    expect(tokenizeNumbers('a')).toBeNull();
    expect(tokenizeStrings(' a , b')).toEqual(['a', 'b']);
  });
  it('labels in tooltips are escaped', () => {
    const o = bullet([{ 'SUM(num)': 1 }], { range_labels: '<i>x</i>' });
    expect(o.series[0].tooltip.formatter()).toContain('&lt;i&gt;');
  });
});
