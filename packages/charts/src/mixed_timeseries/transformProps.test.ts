import { describe, expect, it } from 'vitest';
import { mixedCrossFilterDataMask } from './crossFilter.js';
import transformProps from './transformProps.js';
import { chartProps, queryResult, utc } from '../shared/testing/chartProps.js';
import { COUNT_STAR, SUM_NUM } from '../shared/testing/fixtures.js';
import type { QueryFormData } from '../types.js';

type Opt = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const T1 = utc('2020-01-01');
const T2 = utc('2020-01-02');
const A = queryResult(
  [
    { ds: T1, boy: 100, girl: 80 },
    { ds: T2, boy: 120, girl: 60 },
  ],
  ['ds'],
  { label_map: { boy: ['boy'], girl: ['girl'] } },
);
const B = queryResult(
  [
    { ds: T1, 'COUNT(*)': 3 },
    { ds: T2, 'COUNT(*)': 4 },
  ],
  ['ds'],
);
const FORM: Partial<QueryFormData> = {
  viz_type: 'mixed_timeseries',
  x_axis: 'ds',
  metrics: [SUM_NUM],
  groupby: ['gender'],
  metrics_b: [COUNT_STAR],
  groupby_b: [],
  seriesType: 'bar',
  stack: true,
  seriesTypeB: 'line',
  markerEnabledB: true,
  yAxisIndexB: 1,
  y_axis_format: ',d',
  y_axis_format_secondary: '.1f',
  logAxisSecondary: true,
};

const options = (fd: Partial<QueryFormData> = {}) =>
  transformProps(chartProps({ ...FORM, ...fd }, [A, B])).echartOptions as Opt;

describe('mixed chart', () => {
  it('draws both queries with their own series styles', () => {
    const o = options();
    expect(o.series.map((s: Opt) => [s.name, s.type, s.yAxisIndex])).toEqual([
      ['boy', 'bar', 0],
      ['girl', 'bar', 0],
      ['COUNT(*)', 'line', 1],
    ]);
    expect(o.series[0].stack).toBe('a-obs');
    expect(o.series[2].stack).toBeUndefined();
    expect(o.series[2].showSymbol).toBe(true);
  });
  it('has a primary and a secondary y-axis with their own formats and scales', () => {
    const o = options();
    expect(o.yAxis).toHaveLength(2);
    expect(o.yAxis[0]).toMatchObject({ type: 'value', position: 'left' });
    expect(o.yAxis[1]).toMatchObject({ type: 'log', position: 'right', min: 1 });
    expect(o.yAxis[0].axisLabel.formatter(1234)).toBe('1,234');
    expect(o.yAxis[1].axisLabel.formatter(3)).toBe('3.0');
    const html = o.tooltip.formatter([
      { seriesName: 'boy', value: [T1, 100] },
      { seriesName: 'COUNT(*)', value: [T1, 3] },
    ]);
    expect(html).toMatch(/COUNT\(\*\)<\/td><td[^>]*>3.0</);
    expect(html).toMatch(/boy<\/td><td[^>]*>100</);
  });
  it('query identifiers name the series after their query', () => {
    const o = options({ show_query_identifiers: true });
    expect(o.legend.data).toEqual(['boy (Query A)', 'girl (Query A)', 'COUNT(*) (Query B)']);
  });
  it('the same metric in both queries gets two colours', () => {
    const same = queryResult([{ ds: T1, 'SUM(num)': 1 }], ['ds']);
    const o = transformProps(
      chartProps({ ...FORM, groupby: [], metrics_b: [SUM_NUM] }, [same, same]),
    ).echartOptions as Opt;
    expect(o.series[0].itemStyle.color).not.toBe(o.series[1].itemStyle.color);
  });
  it('shares the x-axis, legend and zoom', () => {
    const o = options({ zoomable: true, legendOrientation: 'bottom' });
    expect(o.xAxis.type).toBe('time');
    expect(o.legend).toMatchObject({ bottom: 0, orient: 'horizontal' });
    expect(o.dataZoom).toHaveLength(2);
  });
});

describe('mixed chart cross-filters', () => {
  const byState = queryResult(
    [
      { ds: T1, CA: 3, NY: 1 },
      { ds: T2, CA: 4, NY: 2 },
    ],
    ['ds'],
    { label_map: { CA: ['CA'], NY: ['NY'] } },
  );
  const props = (fd: Partial<QueryFormData> = {}) =>
    transformProps(chartProps({ ...FORM, groupby_b: ['state'], ...fd }, [A, byState]));

  it("a Query B series filters on Query B's groupby values", () => {
    const p = props();
    expect(p).toMatchObject({
      groupby: ['gender'],
      groupbyB: ['state'],
      labelMap: { boy: ['boy'], girl: ['girl'] },
      labelMapB: { CA: ['CA'], NY: ['NY'] },
      seriesQueryMap: { boy: 0, girl: 0, CA: 1, NY: 1 },
      seriesBreakdown: 2,
    });
    expect(mixedCrossFilterDataMask(p, 'NY', 3, [])).toEqual({
      extraFormData: { filters: [{ col: 'state', op: 'IN', val: ['NY'] }] },
      filterState: { value: [['NY']], selectedValues: ['NY'] },
    });
    expect(mixedCrossFilterDataMask(p, 'girl', 1, [])?.extraFormData).toEqual({
      filters: [{ col: 'gender', op: 'IN', val: ['girl'] }],
    });
    expect(mixedCrossFilterDataMask(p, 'NY', 3, ['NY'])?.filterState).toEqual({
      value: null,
      selectedValues: null,
    });
  });

  it('series renamed by show_query_identifiers still find their values', () => {
    const p = props({ show_query_identifiers: true });
    expect(p.labelMap).toEqual({ 'boy (Query A)': ['boy'], 'girl (Query A)': ['girl'] });
    expect(p.labelMapB).toEqual({ 'CA (Query B)': ['CA'], 'NY (Query B)': ['NY'] });
    expect(p.seriesQueryMap['CA (Query B)']).toBe(1);
    // Without a series index (a legend click), the name tells the query.
    expect(mixedCrossFilterDataMask(p, 'CA (Query B)', undefined, [])?.extraFormData).toEqual({
      filters: [{ col: 'state', op: 'IN', val: ['CA'] }],
    });
  });

  it('a series of a query without groupby emits nothing', () => {
    const p = transformProps(chartProps(FORM, [A, B]));
    expect(mixedCrossFilterDataMask(p, 'COUNT(*)', 2, [])).toBeUndefined();
  });
});
