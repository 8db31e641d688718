import { describe, expect, it } from 'vitest';
import { chartProps, queryResult, utc } from '../shared/testing/chartProps.js';
import { SUM_NUM } from '../shared/testing/fixtures.js';
import type { QueryFormData } from '../types.js';
import transformProps, { seriesNameOf, splitFlatLabel } from './transformProps.js';

type Opt = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

// what the server answers after pivot + flatten: a row per period, a column per series
const DATA = queryResult(
  [
    { __timestamp: utc('2001-01-01'), 'SUM(num), girl': 300, 'SUM(num), boy': 100 },
    { __timestamp: utc('2000-01-01'), 'SUM(num), girl': 100, 'SUM(num), boy': null },
  ],
  ['__timestamp'],
);
const FORM: Partial<QueryFormData> = {
  viz_type: 'rose',
  metrics: [SUM_NUM],
  groupby: ['gender'],
  granularity_sqla: 'ds',
  color_scheme: 'd3Category10',
  date_time_format: '%Y',
};
const rose = (fd: Partial<QueryFormData> = {}, data = DATA) =>
  transformProps(chartProps({ ...FORM, ...fd }, [data]));

describe('rose', () => {
  it('a wedge per period (ascending), the series stacked in name order', () => {
    const props = rose();
    const o = props.echartOptions as Opt;
    expect(o.angleAxis.data).toEqual(['2000', '2001']);
    expect(o.legend.data).toEqual(['boy', 'girl']);
    expect(o.series.map((s: Opt) => [s.name, s.type, s.coordinateSystem, s.stack, s.data])).toEqual(
      [
        ['boy', 'bar', 'polar', 'rose', [0, 100]],
        ['girl', 'bar', 'polar', 'rose', [100, 300]],
      ],
    );
    expect(o.series[0].itemStyle.color).toBe('#1f77b4');
    expect(props.periods[1].entries).toEqual([
      { seriesName: 'boy', value: 100, increment: 100 },
      { seriesName: 'girl', value: 300, increment: 300 },
    ]);
  });
  it('area proportions: the stacked outer radius is √(running sum ÷ largest period sum)', () => {
    const o = rose({ rose_area_proportion: true }).echartOptions as Opt;
    expect(o.radiusAxis.max).toBe(1);
    // 2001: boy 100 → √(100/400) = 0.5; girl → √(400/400) = 1, increment 0.5
    expect(o.series[0].data[1]).toBeCloseTo(0.5);
    expect(o.series[1].data[1]).toBeCloseTo(0.5);
    expect(o.series[1].data[0]).toBeCloseTo(0.5);
  });
  it('the rich tooltip lists every series of the period, the plain one the hovered series', () => {
    const o = rose({ number_format: ',d' }).echartOptions as Opt;
    const html = o.tooltip.formatter({ dataIndex: 1, seriesName: 'girl' });
    expect(html).toContain('2001');
    expect(html).toContain('boy: 100');
    expect(html).toContain('font-weight:700">');
    const plain = rose({ rich_tooltip: false }).echartOptions as Opt;
    const one = plain.tooltip.formatter({ dataIndex: 1, seriesName: 'girl' });
    expect(one).toContain('girl: 300');
    expect(one).not.toContain('boy');
  });
  it('series names: metric dropped for one metric, kept for several, offsets, escapes', () => {
    const opts = { metricLabels: ['m'], timeCompare: ['1 year ago'] };
    expect(seriesNameOf(['m'], opts)).toBe('m');
    expect(seriesNameOf(['m', 'a', 'b'], opts)).toBe('a, b');
    expect(seriesNameOf(['m', 'a'], { ...opts, metricLabels: ['m', 'n'] })).toBe('m, a');
    expect(seriesNameOf(['m__1 year ago', 'a'], opts)).toBe('a, 1 year ago offset');
    const diff = { ...opts, comparisonType: 'difference' };
    expect(seriesNameOf(['difference__m__m__1 year ago'], diff)).toBe('m, 1 year ago offset');
    expect(seriesNameOf(['m'], diff)).toBeNull();
    expect(splitFlatLabel('m, a\\, b')).toEqual(['m', 'a, b']);
  });
  it('no groupby: one series per metric; empty data; negatives; many periods', () => {
    const single = rose(
      { groupby: [] },
      queryResult([{ __timestamp: utc('2000-01-01'), 'SUM(num)': -5 }], ['__timestamp']),
    ).echartOptions as Opt;
    expect(single.series.map((s: Opt) => [s.name, s.data])).toEqual([['SUM(num)', [-5]]]);
    const empty = rose({}, queryResult([])).echartOptions as Opt;
    expect(empty.series).toEqual([]);
    const many = queryResult(
      Array.from({ length: 2000 }, (_, i) => ({
        __timestamp: utc('2000-01-01') + i * 864e5,
        'SUM(num), x': i,
      })),
      ['__timestamp'],
    );
    expect((rose({}, many).echartOptions as Opt).angleAxis.data).toHaveLength(2000);
  });
});
