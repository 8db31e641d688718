import { describe, expect, it } from 'vitest';
import { chartProps, queryResult } from '../shared/testing/chartProps.js';
import { SUM_NUM } from '../shared/testing/fixtures.js';
import type { DataRecord, QueryFormData } from '../types.js';
import transformProps, { sankeyLinks } from './transformProps.js';

type Opt = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const FORM: Partial<QueryFormData> = {
  viz_type: 'sankey_v2',
  source: 'source',
  target: 'target',
  metric: SUM_NUM,
  color_scheme: 'd3Category10',
};
const sankey = (rows: DataRecord[], fd: Partial<QueryFormData> = {}) =>
  transformProps(chartProps({ ...FORM, ...fd }, [queryResult(rows)])).echartOptions as Opt;
const row = (source: unknown, target: unknown, value: unknown) =>
  ({ source, target, 'SUM(num)': value }) as DataRecord;

describe('sankey_v2', () => {
  it('nodes are the distinct values, coloured by the scheme; links carry the metric', () => {
    const o = sankey([row('A', 'B', 10), row('A', 'C', 5), row('B', 'C', 3)]);
    const [series] = o.series;
    expect(series.data.map((n: Opt) => [n.name, n.itemStyle.color])).toEqual([
      ['A', '#1f77b4'],
      ['B', '#ff7f0e'],
      ['C', '#2ca02c'],
    ]);
    expect(series.links).toEqual([
      { source: 'A', target: 'B', value: 10 },
      { source: 'A', target: 'C', value: 5 },
      { source: 'B', target: 'C', value: 3 },
    ]);
  });
  it('tooltips: a link with its share of the source, a node with its throughput', () => {
    const o = sankey([row('A', 'B', 1000), row('A', 'C', 3000)]);
    const edge = o.tooltip.formatter({
      dataType: 'edge',
      data: { source: 'A', target: 'B', value: 1000 },
    });
    expect(edge).toContain('A → B');
    expect(edge).toContain('1k (25.00%)');
    expect(o.tooltip.formatter({ dataType: 'node', name: 'A' })).toContain('4k');
  });
  it('leaves out self-loops and cycles, keeps nulls as <NULL>, sums duplicates', () => {
    const { links, dropped } = sankeyLinks(
      [row('A', 'B', 1), row('B', 'A', 2), row('A', 'A', 3), row('A', 'B', 4), row(null, 'A', 1)],
      'source',
      'target',
      'SUM(num)',
    );
    expect(links).toEqual([
      { source: 'A', target: 'B', value: 5 },
      { source: '<NULL>', target: 'A', value: 1 },
    ]);
    expect(dropped).toBe(2);
  });
  it('empty data, one row, negative and text values', () => {
    expect(sankey([]).series[0].data).toEqual([]);
    const one = sankey([row('x', 'y', '-4')]).series[0];
    expect(one.links).toEqual([{ source: 'x', target: 'y', value: -4 }]);
  });
  it('thousands of links draw without layout iterations', () => {
    const rows = Array.from({ length: 3000 }, (_, i) => row(`s${i % 600}`, `t${i}`, i));
    const [series] = sankey(rows).series;
    expect(series.links).toHaveLength(3000);
    expect(series.layoutIterations).toBe(0);
  });
});
