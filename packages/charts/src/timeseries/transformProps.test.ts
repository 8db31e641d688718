import { describe, expect, it } from 'vitest';
import lineTransform from '../echarts_timeseries_line/transformProps.js';
import barTransform from '../echarts_timeseries_bar/transformProps.js';
import areaTransform from '../echarts_area/transformProps.js';
import stepTransform from '../echarts_timeseries_step/transformProps.js';
import smoothTransform from '../echarts_timeseries_smooth/transformProps.js';
import scatterTransform from '../echarts_timeseries_scatter/transformProps.js';
import genericTransform from '../echarts_timeseries/transformProps.js';
import { chartProps, queryResult, utc } from '../shared/testing/chartProps.js';
import { SUM_NUM } from '../shared/testing/fixtures.js';
import type { QueryFormData } from '../types.js';

type Opt = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const T1 = utc('2020-01-01');
const T2 = utc('2020-01-02');
const T3 = utc('2020-01-03');
// SUM(num) by gender over ds, after pivot -> rename -> flatten.
const BY_GENDER = queryResult(
  [
    { ds: T1, boy: 100, girl: 80 },
    { ds: T2, boy: 120, girl: null },
    { ds: T3, boy: 90, girl: 110 },
  ],
  ['ds'],
  { label_map: { ds: ['ds'], boy: ['boy'], girl: ['girl'] } },
);
const FORM: Partial<QueryFormData> = {
  viz_type: 'echarts_timeseries_line',
  x_axis: 'ds',
  time_grain_sqla: 'P1D',
  metrics: [SUM_NUM],
  groupby: ['gender'],
  color_scheme: 'supersetColors',
};

const options = (fd: Partial<QueryFormData> = {}, transform = lineTransform, result = BY_GENDER) =>
  transform(chartProps({ ...FORM, ...fd }, [result])).echartOptions as Opt;

describe('time-series series', () => {
  it('makes one series per column, ordered by total, coloured by the scheme', () => {
    const o = options();
    expect(o.series.map((s: Opt) => s.name)).toEqual(['boy', 'girl']);
    expect(o.series[0].data).toEqual([
      [T1, 100],
      [T2, 120],
      [T3, 90],
    ]);
    expect(o.series[1].data[1]).toEqual([T2, null]);
    expect(o.series.map((s: Opt) => s.type)).toEqual(['line', 'line']);
    expect(o.series.map((s: Opt) => s.itemStyle.color)).toEqual(['#1FA8C9', '#454E7C']);
  });
  it('sorts series by name ascending when asked', () => {
    const o = options({ sort_series_type: 'name', sort_series_ascending: true });
    expect(o.series.map((s: Opt) => s.name)).toEqual(['boy', 'girl']);
    const desc = options({ sort_series_type: 'max', sort_series_ascending: false });
    expect(desc.series.map((s: Opt) => s.name)).toEqual(['boy', 'girl']);
    const asc = options({ sort_series_type: 'min', sort_series_ascending: true });
    expect(asc.series.map((s: Opt) => s.name)).toEqual(['girl', 'boy']);
  });
  it('each chart type draws its own series style', () => {
    expect(options({}, barTransform).series[0].type).toBe('bar');
    expect(options({}, smoothTransform).series[0].smooth).toBe(true);
    expect(options({}, scatterTransform).series[0]).toMatchObject({
      type: 'scatter',
      showSymbol: true,
    });
    expect(options({}, stepTransform).series[0].step).toBe('start');
    expect(options({ seriesType: 'end' }, stepTransform).series[0].step).toBe('end');
    expect(options({ seriesType: 'bar' }, genericTransform).series[0].type).toBe('bar');
    const area = options({ opacity: 0.5 }, areaTransform).series[0];
    expect(area).toMatchObject({ type: 'line', areaStyle: { opacity: 0.5 } });
  });
  it('markers', () => {
    const s = options({ markerEnabled: true, markerSize: 8 }).series[0];
    expect(s).toMatchObject({ showSymbol: true, symbolSize: 8 });
  });
});

describe('axes and formats', () => {
  it('a temporal x-axis is a time axis with smart_date labels', () => {
    const o = options();
    expect(o.useUTC).toBe(true);
    expect(o.xAxis.type).toBe('time');
    expect(o.xAxis.minInterval).toBe(86400000);
    expect(o.xAxis.axisLabel.formatter(utc('2020-01-01'))).toBe('2020');
    expect(o.xAxis.axisLabel.formatter(utc('2020-02-01'))).toBe('February');
    expect(o.yAxis.type).toBe('value');
    expect(o.yAxis.axisLabel.formatter(1234)).toBe('1.23k');
  });
  it('x time format, y number format and currency', () => {
    const o = options({ x_axis_time_format: '%Y-%m-%d', y_axis_format: ',.2f' });
    expect(o.xAxis.axisLabel.formatter(T2)).toBe('2020-01-02');
    expect(o.yAxis.axisLabel.formatter(1234.5)).toBe('1,234.50');
    const usd = options({ currency_format: { symbol: 'USD', symbolPosition: 'prefix' } });
    expect(usd.yAxis.axisLabel.formatter(1234)).toBe('$ 1.23k');
  });
  it('titles, margins, rotation, minor split lines', () => {
    const o = options({
      x_axis_title: 'Day',
      x_axis_title_margin: 30,
      y_axis_title: 'Births',
      y_axis_title_margin: 50,
      y_axis_title_position: 'Left',
      xAxisLabelRotation: 45,
      minorSplitLine: true,
      minorTicks: true,
    });
    expect(o.xAxis).toMatchObject({ name: 'Day', nameGap: 30, nameLocation: 'middle' });
    expect(o.xAxis.axisLabel.rotate).toBe(45);
    expect(o.yAxis).toMatchObject({ name: 'Births', nameGap: 50, nameLocation: 'middle' });
    expect(o.yAxis.minorSplitLine.show).toBe(true);
    expect(o.xAxis.minorTick.show).toBe(true);
    // top: grid 20 + legend 30 + y title 20.
    expect(o.grid).toMatchObject({ bottom: 50, left: 70, top: 70 });
  });
  it('log scale starts at the power of ten under the smallest value', () => {
    const o = options({ logAxis: true });
    expect(o.yAxis).toMatchObject({ type: 'log', min: 10 });
  });
  it('bounds apply when truncating the y-axis', () => {
    const o = options({ truncateYAxis: true, y_axis_bounds: [50, 150] });
    expect(o.yAxis).toMatchObject({ min: 50, max: 150, scale: true });
    const open = options({ truncateYAxis: true, y_axis_bounds: [null, 'x'] });
    expect(open.yAxis.min).toBeUndefined();
    expect(open.yAxis.max).toBeUndefined();
  });
  it('a string x-axis is categorical; a numeric one a value axis truncated to its data', () => {
    const cats = queryResult([
      { state: 'CA', boy: 1 },
      { state: 'NY', boy: 2 },
    ]);
    expect(options({ x_axis: 'state' }, lineTransform, cats).xAxis.type).toBe('category');
    const nums = queryResult([
      { num: 1, boy: 1 },
      { num: 5, boy: 2 },
    ]);
    const o = options({ x_axis: 'num' }, lineTransform, nums);
    expect(o.xAxis).toMatchObject({ type: 'value', min: 'dataMin', max: 'dataMax' });
    expect(
      options({ x_axis: 'num', xAxisForceCategorical: true }, lineTransform, nums).xAxis.type,
    ).toBe('category');
  });
  it('horizontal bars swap the axes and the data', () => {
    const o = options({ orientation: 'horizontal' }, barTransform);
    expect(o.xAxis.type).toBe('value');
    expect(o.yAxis.type).toBe('time');
    expect(o.series[0].data[0]).toEqual([100, T1]);
    expect(o.series[0].label.position).toBe('right');
  });
});

describe('stacking, values and contribution', () => {
  it('stacks series and fills gaps next to values with zero', () => {
    const o = options({ stack: 'Stack' }, areaTransform);
    expect(o.series.map((s: Opt) => s.stack)).toEqual(['obs', 'obs']);
    expect(o.series[1].data[1]).toEqual([T2, 0]);
  });
  it('only the stack total is labelled under only_total', () => {
    const o = options({ stack: 'Stack', show_value: true, only_total: true }, barTransform);
    const [boy, girl] = o.series;
    expect(boy.label.show).toBe(true);
    const at = (s: Opt, i: number) =>
      s.label.formatter({ value: s.data[i], dataIndex: i, seriesName: s.name });
    expect(at(girl, 0)).toBe('180');
    expect(at(boy, 0)).toBe('');
    // At T2 girl has no value: the (zero) girl bar on top carries the total.
    expect(at(girl, 1)).toBe('120');
  });
  it('a threshold hides small labels when not only the total shows', () => {
    const o = options(
      { stack: 'Stack', show_value: true, only_total: false, percentage_threshold: 50 },
      barTransform,
    );
    const girl = o.series[1];
    expect(girl.label.formatter({ value: [T1, 80], dataIndex: 0, seriesName: 'girl' })).toBe('');
    expect(girl.label.formatter({ value: [T3, 110], dataIndex: 2, seriesName: 'girl' })).toBe(
      '110',
    );
  });
  it('Expand stacks to 100% with a percent axis', () => {
    const o = options({ stack: 'Expand' }, areaTransform);
    expect(o.series[0].data[0]).toEqual([T1, 100 / 180]);
    expect(o.yAxis).toMatchObject({ min: 0, max: 1 });
    expect(o.yAxis.axisLabel.formatter(0.5)).toBe('50.00%');
  });
  it('Stream adds a centring baseline', () => {
    const o = options({ stack: 'Stream' }, areaTransform);
    expect(o.series[0]).toMatchObject({ name: 'baseline', stackStrategy: 'all' });
    expect(o.series[0].data[0]).toEqual([T1, -90]);
  });
  it('contribution mode formats values as percentages', () => {
    const shares = queryResult([{ ds: T1, boy: 0.6, girl: 0.4 }], ['ds']);
    const o = options({ contributionMode: 'row', stack: 'Stack' }, barTransform, shares);
    expect(o.yAxis.axisLabel.formatter(0.6)).toBe('60.00%');
    expect(o.yAxis.max).toBe(1);
  });
});

describe('legend, tooltip and zoom', () => {
  it('legend: scroll on top by default; plain on the left reserves room', () => {
    const o = options();
    expect(o.legend).toMatchObject({ type: 'scroll', orient: 'horizontal', top: 0, show: true });
    expect(o.legend.data).toEqual(['boy', 'girl']);
    const left = options({ legendType: 'plain', legendOrientation: 'left' });
    expect(left.legend).toMatchObject({ type: 'plain', orient: 'vertical', left: 0 });
    expect(left.grid.left).toBe(180);
    const margin = options({ legendOrientation: 'bottom', legendMargin: 60 });
    expect(margin.grid.bottom).toBe(80);
    expect(options({ show_legend: false }).legend.show).toBe(false);
  });
  it('rich tooltip: every series at x with its share and a total', () => {
    const o = options();
    expect(o.tooltip.trigger).toBe('axis');
    const html = o.tooltip.formatter([
      { seriesName: 'boy', value: [T2, 100], color: '#1FA8C9' },
      { seriesName: 'girl', value: [T2, 80], color: '#454E7C' },
    ]);
    expect(html).toContain('2020-01-02');
    expect(html).toMatch(/boy<\/td><td[^>]*>100<\/td><td[^>]*>55.56%/);
    expect(html).toMatch(/Total<\/td><td[^>]*>180/);
  });
  it('tooltip sorted by value, and item tooltips without total', () => {
    const sorted = options({ tooltipSortByMetric: true }).tooltip.formatter([
      { seriesName: 'boy', value: [T3, 90] },
      { seriesName: 'girl', value: [T3, 110] },
    ]);
    expect(sorted.indexOf('girl')).toBeLessThan(sorted.indexOf('boy'));
    const item = options({ rich_tooltip: false });
    expect(item.tooltip.trigger).toBe('item');
    expect(item.tooltip.formatter({ seriesName: 'boy', value: [T1, 100] })).not.toContain('Total');
  });
  it('zoom adds a slider, inside zoom and room at the bottom', () => {
    const o = options({ zoomable: true });
    expect(o.dataZoom.map((z: Opt) => z.type)).toEqual(['slider', 'inside']);
    expect(o.grid.bottom).toBe(80);
    expect(o.toolbox.show).toBe(true);
    expect(options().dataZoom).toEqual([]);
  });
});
