import { describe, expect, it } from 'vitest';
import { chartProps, queryResult } from '../shared/testing/chartProps.js';
import type { DataRecord, QueryFormData } from '../types.js';
import { chordLayout, ribbonPath } from './layout.js';
import transformProps, { chordMatrix } from './transformProps.js';

type Opt = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const FORM = {
  viz_type: 'chord',
  groupby: 'channel_1',
  columns: 'channel_2',
  metric: 'count',
  color_scheme: 'd3Category10',
  y_axis_format: 'SMART_NUMBER',
} as unknown as Partial<QueryFormData>;
const row = (a: unknown, b: unknown, count: unknown) =>
  ({ channel_1: a, channel_2: b, count }) as DataRecord;
const chord = (rows: DataRecord[], fd: Partial<QueryFormData> = {}) =>
  transformProps(chartProps({ ...FORM, ...fd }, [queryResult(rows)])).echartOptions as Opt;
const API = { getWidth: () => 600, getHeight: () => 400 };

describe('chord', () => {
  it('an arc per node, a ribbon per pair (both directions), arcs coloured by the scheme', () => {
    const o = chord([row('a', 'b', 10), row('b', 'a', 10), row('a', 'c', 5), row('b', 'c', 1)]);
    const [ribbons, arcs] = o.series;
    expect(arcs.data.map((d: Opt) => [d.name, d.value[1]])).toEqual([
      ['a', 25],
      ['b', 21],
      ['c', 6],
    ]);
    expect(ribbons.data.map((d: Opt) => d.name)).toEqual(['a → b', 'a → c', 'b → c']);
    const sector = arcs.renderItem({ dataIndex: 0 }, API).children[0];
    expect(sector.type).toBe('sector');
    expect(sector.style.fill).toBe('#1f77b4');
    expect(sector.shape.startAngle).toBeCloseTo(-Math.PI / 2);
    const label = arcs.renderItem({ dataIndex: 2 }, API).children[1];
    expect(label.style.text).toBe('c');
    const path = ribbons.renderItem({ dataIndex: 0 }, API);
    expect(path.shape.pathData).toMatch(/^M .* A .* Q 300.00 200.00 .* Z$/);
  });
  it('tooltips: both directions of a ribbon, an arc total, in the number format', () => {
    const o = chord([row('a', 'b', 1200), row('b', 'a', 300)], { y_axis_format: ',d' });
    const ribbon = o.tooltip.formatter({ seriesIndex: 0, dataIndex: 0 });
    expect(ribbon).toContain('a → b');
    expect(ribbon).toContain('1,200');
    expect(ribbon).toContain('b → a');
    expect(ribbon).toContain('300');
    expect(o.tooltip.formatter({ seriesIndex: 1, dataIndex: 1 })).toContain('1,500');
  });
  it('the layout: arcs proportional, padded, going round once', () => {
    const { groups, ribbons } = chordLayout([
      [0, 3, 1],
      [1, 0, 0],
      [0, 0, 0],
    ]);
    const spans = groups.map((g) => g.endAngle - g.startAngle);
    expect(spans[0] / spans[1]).toBeCloseTo(5 / 4);
    expect(spans[2] / spans[1]).toBeCloseTo(1 / 4);
    expect(groups[1].startAngle - groups[0].endAngle).toBeCloseTo(0.025);
    expect(groups[2].endAngle + 0.025).toBeCloseTo(-Math.PI / 2 + Math.PI * 2);
    expect(
      ribbons.map((r) => [r.source.index, r.source.value, r.target.index, r.target.value]),
    ).toEqual([
      [0, 3, 1, 1],
      [0, 1, 2, 0],
    ]);
  });
  it('self flows, nulls, negative values, text numbers', () => {
    const { nodes, matrix } = chordMatrix(
      [row('a', 'a', 2), row(null, 'a', '3'), row('a', 'b', -4)],
      'channel_1',
      'channel_2',
      'count',
    );
    expect(nodes).toEqual(['a', '<NULL>', 'b']);
    expect(matrix).toEqual([
      [2, 0, -4],
      [3, 0, 0],
      [0, 0, 0],
    ]);
    const { ribbons } = chordLayout(matrix);
    expect(ribbons).toHaveLength(2);
    expect(ribbonPath(ribbons[0], 0, 0, 10)).toMatch(/^M .* A .* Q .* Z$/);
  });
  it('empty data and one row', () => {
    const empty = chord([]);
    expect(empty.series[0].data).toEqual([]);
    expect(empty.series[1].data).toEqual([]);
    const one = chord([row('x', 'y', 5)]);
    expect(one.series[1].data).toHaveLength(2);
    expect(one.series[0].data).toHaveLength(1);
  });
  it('thousands of pairs', () => {
    const rows = Array.from({ length: 4000 }, (_, i) =>
      row(`n${i % 200}`, `n${(i * 13) % 199}`, i),
    );
    const o = chord(rows);
    expect(o.series[1].data).toHaveLength(200);
    expect(o.series[0].data.length).toBeGreaterThan(1000);
    const hidden = o.series[1].data.map(
      (_: unknown, i: number) =>
        o.series[1].renderItem({ dataIndex: i }, API).children[1].invisible,
    );
    expect(hidden.some(Boolean)).toBe(true);
  });
});
