import { describe, expect, it } from 'vitest';
import { chartProps, queryResult, utc } from '../shared/testing/chartProps.js';
import type { DataRecord, QueryFormData } from '../types.js';
import transformProps from './transformProps.js';
import { sequentialColors } from '../shared/color/sequentialSchemes.js';

type Opt = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const ROWS: DataRecord[] = [
  { platform: 'PS2', genre: 'Action', count: 10, rank: 0.75 },
  { platform: 'DS', genre: 'Action', count: 30, rank: 1 },
  { platform: 'PS2', genre: 'Sports', count: 5, rank: 0.25 },
  { platform: 'DS', genre: 'Sports', count: 7, rank: 0.5 },
];
const FORM: Partial<QueryFormData> = {
  viz_type: 'heatmap_v2',
  x_axis: 'platform',
  groupby: 'genre' as unknown as string[],
  metric: 'count',
  linear_color_scheme: 'schemeBlues',
  normalize_across: 'heatmap',
  sort_x_axis: 'alpha_asc',
  sort_y_axis: 'alpha_asc',
  show_legend: true,
  show_percentage: true,
  show_values: true,
  value_bounds: [null, null],
  y_axis_format: 'SMART_NUMBER',
  xscale_interval: null,
};
const heatmap = (fd: Partial<QueryFormData> = {}, rows = ROWS, temporal: string[] = []) =>
  transformProps(chartProps({ ...FORM, ...fd }, [queryResult(rows, temporal)]))
    .echartOptions as Opt;

describe('heatmap_v2', () => {
  it('one cell per row on sorted category axes, coloured by the metric on the scheme', () => {
    const o = heatmap();
    expect(o.xAxis.data).toEqual(['DS', 'PS2']);
    expect(o.yAxis.data).toEqual(['Action', 'Sports']);
    expect(o.series[0].type).toBe('heatmap');
    expect(o.series[0].data).toEqual([
      [1, 0, 10],
      [0, 0, 30],
      [1, 1, 5],
      [0, 1, 7],
    ]);
    expect(o.visualMap).toMatchObject({ min: 5, max: 30, dimension: 2, show: true });
    expect(o.visualMap.inRange.color).toEqual(sequentialColors('schemeBlues'));
    expect(o.series[0].label.show).toBe(true);
    expect(o.series[0].label.formatter({ value: [0, 0, 1500] })).toBe('1.5k');
    expect(o.legend.show).toBe(false);
    expect(o.xAxis.axisLabel.interval).toBe('auto');
  });

  it('normalized: coloured by rank; value bounds win', () => {
    const o = heatmap({ normalized: true });
    expect(o.series[0].data[0]).toEqual([1, 0, 10, 0.75]);
    expect(o.visualMap).toMatchObject({ dimension: 3, min: 0.25, max: 1 });
    expect(heatmap({ value_bounds: [0, 100] }).visualMap).toMatchObject({ min: 0, max: 100 });
  });

  it('sorts by the metric total per category', () => {
    const o = heatmap({ sort_x_axis: 'value_asc', sort_y_axis: 'value_desc' });
    expect(o.xAxis.data).toEqual(['PS2', 'DS']);
    expect(o.yAxis.data).toEqual(['Action', 'Sports']);
    expect(heatmap({ sort_x_axis: 'alpha_desc' }).xAxis.data).toEqual(['PS2', 'DS']);
  });

  it('the tooltip: value and share of the heatmap, of x or of y; text escaped', () => {
    const html = heatmap().tooltip.formatter({ value: [0, 0, 30] });
    expect(html).toContain('DS (Action)');
    expect(html).toContain('57.69% (heatmap)');
    expect(heatmap({ normalize_across: 'x' }).tooltip.formatter({ value: [0, 0, 30] })).toContain(
      '81.08% (DS)',
    );
    expect(heatmap({ normalize_across: 'y' }).tooltip.formatter({ value: [0, 0, 30] })).toContain(
      '75.00% (Action)',
    );
    const xss = heatmap({}, [{ platform: '<b>x</b>', genre: 'g', count: 1, rank: 1 }]);
    expect(xss.tooltip.formatter({ value: [0, 0, 1] })).toContain('&lt;b&gt;x&lt;/b&gt;');
  });

  it('empty data, nulls and one row', () => {
    const empty = heatmap({}, []);
    expect(empty.series[0].data).toEqual([]);
    expect(empty.visualMap).toMatchObject({ min: 0, max: 200 });
    const nulls = heatmap({}, [
      { platform: null, genre: 'Action', count: 1, rank: 1 },
      { platform: 'DS', genre: 'Action', count: null, rank: null },
    ]);
    expect(nulls.xAxis.data).toEqual(['DS']);
    expect(nulls.series[0].data).toEqual([[0, 0, null]]);
    expect(heatmap({}, [ROWS[0]]).series[0].data).toEqual([[0, 0, 10]]);
  });

  it('negative values, dates on x, thousands of cells', () => {
    const neg = heatmap({}, [
      { platform: 'a', genre: 'b', count: -5, rank: 0.5 },
      { platform: 'a', genre: 'c', count: -1, rank: 1 },
    ]);
    expect(neg.visualMap).toMatchObject({ min: -5, max: -1 });
    const dated = heatmap(
      { x_axis_time_format: '%Y' },
      [{ ds: utc('2020-01-01'), genre: 'x', count: 1, rank: 1 }],
      ['ds'],
    );
    expect(dated.xAxis.axisLabel.formatter(String(utc('2020-01-01')))).toBe('2020');
    const many: DataRecord[] = [];
    for (let i = 0; i < 100; i += 1)
      for (let j = 0; j < 50; j += 1)
        many.push({ platform: `p${i}`, genre: `g${j}`, count: i * j });
    const big = heatmap({ sort_x_axis: undefined }, many);
    expect(big.series[0].data).toHaveLength(5000);
    expect(big.xAxis.data).toHaveLength(100);
  });

  it('a value that does not fit its cell is left out', () => {
    const many: DataRecord[] = [];
    for (let i = 0; i < 60; i += 1) many.push({ platform: `p${i}`, genre: 'g', count: 123456 });
    const crowded = heatmap({}, many);
    expect(crowded.series[0].label.formatter({ value: [0, 0, 123456] })).toBe('');
    expect(heatmap().series[0].label.formatter({ value: [0, 0, 123456] })).toBe('123k');
  });

  it('margins, intervals and an unknown scheme', () => {
    const o = heatmap({
      left_margin: 100,
      bottom_margin: 'auto',
      xscale_interval: 2,
      linear_color_scheme: 'nope',
    });
    expect(o.grid).toMatchObject({ left: 100, bottom: 10, containLabel: true });
    expect(o.xAxis.axisLabel.interval).toBe(1);
    expect(o.visualMap.inRange.color).toEqual(sequentialColors('superset_seq_1'));
  });
});
