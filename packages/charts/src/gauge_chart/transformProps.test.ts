import { describe, expect, it } from 'vitest';
import { chartProps, queryResult } from '../shared/testing/chartProps.js';
import type { QueryFormData } from '../types.js';
import transformProps, { intervalColorStops, parseNumberList } from './transformProps.js';

type Opt = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const DATA = queryResult([
  { gender: 'boy', state: 'CA', count: 300 },
  { gender: 'girl', state: 'CA', count: 100 },
]);
const FORM: Partial<QueryFormData> = {
  viz_type: 'gauge_chart',
  groupby: ['gender', 'state'],
  metric: 'count',
  color_scheme: 'd3Category10',
};
const gauge = (fd: Partial<QueryFormData> = {}, data = DATA) =>
  transformProps(chartProps({ ...FORM, ...fd }, [data]));
const series = (fd: Partial<QueryFormData> = {}, data = DATA) =>
  (gauge(fd, data).echartOptions as Opt).series[0];

describe('gauge_chart', () => {
  it('one pointer per row named "col: value, ..." on a dial from 2×min(0) to 2×max', () => {
    const props = gauge();
    const s = (props.echartOptions as Opt).series[0];
    expect(s.type).toBe('gauge');
    expect(s.data.map((d: Opt) => [d.name, d.value, d.itemStyle.color])).toEqual([
      ['gender: boy, state: CA', 300, '#1f77b4'],
      ['gender: girl, state: CA', 100, '#ff7f0e'],
    ]);
    expect([s.min, s.max]).toEqual([0, 600]);
    expect(props.labelMap?.['gender: girl, state: CA']).toEqual(['girl', 'CA']);
    // titles and values of the pointers stack, none on top of another
    const offsets = s.data.map((d: Opt) => parseFloat(d.title.offsetCenter[1]));
    expect(offsets[1]).toBeGreaterThan(offsets[0]);
  });
  it('negative values: the dial starts at twice the smallest', () => {
    const s = series({}, queryResult([{ gender: 'boy', state: 'CA', count: -50 }]));
    expect([s.min, s.max]).toEqual([-100, 0]);
  });
  it('min, max, angles, value format and the progress bar', () => {
    const s = series({
      min_val: 10,
      max_val: '1000',
      start_angle: 180,
      end_angle: 0,
      value_formatter: '{value} kg',
      number_format: ',d',
      show_progress: false,
      round_cap: true,
      split_number: 5,
      show_pointer: false,
    });
    expect(s).toMatchObject({ min: 10, max: 1000, startAngle: 180, endAngle: 0, splitNumber: 5 });
    expect(s.progress).toMatchObject({ show: false, roundCap: true });
    expect(s.pointer.show).toBe(false);
    expect(s.data[0].detail.formatter(1234)).toBe('1,234 kg');
  });
  it('interval bounds coloured from the scheme (1-based)', () => {
    expect(parseNumberList('2, 4,x,5')).toEqual([2, 4, 5]);
    expect(
      intervalColorStops([200, 400, 600], [1, 2, 3], 0, 600, ['#a', '#b', '#c'], '#z'),
    ).toEqual([
      [1 / 3, '#a'],
      [2 / 3, '#b'],
      [1, '#c'],
    ]);
    const s = series({ intervals: '300,600', interval_color_indices: '3' });
    expect(s.axisLine.lineStyle.color).toEqual([
      [0.5, '#2ca02c'],
      [1, '#E0E0E0'],
    ]);
  });
  it('no groupby: one pointer named by the metric; empty data draws no pointer', () => {
    const s = series({ groupby: [] }, queryResult([{ count: 42 }]));
    expect(s.data.map((d: Opt) => d.name)).toEqual(['count']);
    const empty = series({}, queryResult([]));
    expect(empty.data).toEqual([]);
    expect(empty.max).toBeGreaterThan(empty.min);
  });
  it('null values and dark theme', () => {
    const s = series({}, queryResult([{ gender: 'boy', state: null, count: null }]));
    expect(s.data[0]).toMatchObject({ name: 'gender: boy, state: <NULL>', value: null });
    const dark = transformProps(chartProps(FORM, [DATA], { theme: 'dark' }));
    expect((dark.echartOptions as Opt).series[0].axisLabel.color).toBe('#B2B2B2');
  });
});
