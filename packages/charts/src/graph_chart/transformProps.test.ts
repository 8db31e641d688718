import { describe, expect, it, vi } from 'vitest';
import { chartProps, queryResult } from '../shared/testing/chartProps.js';
import { SUM_NUM } from '../shared/testing/fixtures.js';
import type { DataRecord, QueryFormData } from '../types.js';
import { forceLayout } from './forceLayout.js';
import type * as ForceLayout from './forceLayout.js';
import transformProps, { parseEdgeSymbol } from './transformProps.js';

vi.mock('./forceLayout.js', async (original) => {
  const actual = await original<typeof ForceLayout>();
  return { ...actual, forceLayout: vi.fn(actual.forceLayout) };
});

type Opt = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const FORM: Partial<QueryFormData> = {
  viz_type: 'graph_chart',
  source: 'source',
  target: 'target',
  metric: SUM_NUM,
  color_scheme: 'd3Category10',
};
const graph = (rows: DataRecord[], fd: Partial<QueryFormData> = {}, extra = {}) =>
  transformProps(chartProps({ ...FORM, ...fd }, [queryResult(rows)], extra));
const row = (source: unknown, target: unknown, value: unknown, more = {}) =>
  ({ source, target, 'SUM(num)': value, ...more }) as DataRecord;

describe('graph_chart', () => {
  it('nodes valued by the sum of their edges, sized and linked by value', () => {
    const props = graph([row('A', 'B', 10), row('A', 'C', 30), row('B', 'C', 20)]);
    const [series] = (props.echartOptions as Opt).series;
    expect(series.data.map((n: Opt) => [n.id, n.name, n.value])).toEqual([
      ['0', 'A', 40],
      ['1', 'B', 30],
      ['2', 'C', 50],
    ]);
    expect(series.data.map((n: Opt) => n.symbolSize)).toEqual([30, 10, 50]);
    expect(series.links.map((l: Opt) => [l.source, l.target, l.value, l.lineStyle.width])).toEqual([
      ['0', '1', 10, 1.5],
      ['0', '2', 30, 7.5],
      ['1', '2', 20, 4.5],
    ]);
    expect(series.layout).toBe('force');
    expect(series.edgeSymbol).toEqual(['none', 'arrow']);
    expect((props.echartOptions as Opt).legend).toMatchObject({ show: false, data: [] });
  });
  it('categories colour the nodes and fill the legend', () => {
    const props = graph(
      [row('A', 'B', 1, { sc: 'x', tc: 'y' }), row('B', 'C', 1, { sc: true, tc: null })],
      { source_category: 'sc', target_category: 'tc' },
    );
    const o = props.echartOptions as Opt;
    expect(o.legend).toMatchObject({ show: true, data: ['x', 'y', 'sc: true', 'N/A'] });
    expect(o.series[0].data.map((n: Opt) => n.category)).toEqual(['x', 'y', 'N/A']);
    expect(o.series[0].categories.map((c: Opt) => c.itemStyle.color)).toEqual([
      '#1f77b4',
      '#ff7f0e',
      '#2ca02c',
      '#d62728',
    ]);
  });
  it('tooltips name the edge and the node', () => {
    const o = graph([row('A', 'B', 1500)]).echartOptions as Opt;
    const edge = o.tooltip.formatter({
      dataType: 'edge',
      data: { source: '0', target: '1', value: 1500 },
    });
    expect(edge).toContain('A &gt; B');
    expect(edge).toContain('1.5k');
    expect(o.tooltip.formatter({ dataType: 'node', data: { name: '<b>', value: 2 } })).toContain(
      '&lt;b&gt;',
    );
  });
  it('layout, threshold, roam and edge symbols from the form data', () => {
    const o = graph([row('A', 'B', 1), row('B', 'C', 5)], {
      layout: 'circular',
      showSymbolThreshold: 3,
      roam: 'scale',
      edgeSymbol: 'circle,circle',
    }).echartOptions as Opt;
    expect(o.series[0].layout).toBe('circular');
    expect(o.series[0].roam).toBe('scale');
    expect(o.series[0].edgeSymbol).toEqual(['circle', 'circle']);
    expect(o.series[0].data.map((n: Opt) => n.label.show)).toEqual([false, true, true]);
    expect(parseEdgeSymbol('bogus')).toEqual(['none', 'none']);
  });
  it('empty data, zero and null values, negative metrics, a selection', () => {
    expect((graph([]).echartOptions as Opt).series[0].data).toEqual([]);
    const props = graph(
      [row('A', null, 0), row(null, 'B', -2), row('A', 'B', null)],
      {},
      {
        filterState: { selectedValues: ['B'] },
      },
    );
    const [series] = (props.echartOptions as Opt).series;
    expect(series.data.map((n: Opt) => [n.name, n.value, n.itemStyle.opacity])).toEqual([
      ['<NULL>', -2, 0.3],
      ['B', -2, undefined],
    ]);
    expect(series.links).toHaveLength(1);
  });
  it("thousands of edges: laid out once, in a bounded run, at the force layout's scale", () => {
    const rows = Array.from({ length: 5000 }, (_, i) =>
      row(`n${i % 400}`, `n${(i * 7) % 400}`, i + 1),
    );
    vi.mocked(forceLayout).mockClear();
    const props = graph(rows, {}, { width: 800, height: 600 });
    const [series] = (props.echartOptions as Opt).series;
    expect(series.data).toHaveLength(400);
    expect(series.links).toHaveLength(5000);
    // every node where the layout put it, drawn as placed (ECharts lays out nothing)
    expect(series.layout).toBe('none');
    expect(series.data.every((n: Opt) => Number.isFinite(n.x) && Number.isFinite(n.y))).toBe(true);
    // a pixel a unit: the series box is the graph's own, centred in the chart, wider than it
    expect(series.left + series.width / 2).toBeCloseTo(400);
    expect(series.top + series.height / 2).toBeCloseTo(300);
    expect(series.width).toBeGreaterThan(800);
    for (const n of series.data as Opt[])
      expect(Math.abs(n.x)).toBeLessThanOrEqual(series.width / 2);
    // resized, the same answer keeps its picture, centred in the new box
    const resized = (graph(rows, {}, { width: 1000, height: 500 }).echartOptions as Opt).series[0];
    expect(resized.data.map((n: Opt) => [n.x, n.y])).toEqual(
      series.data.map((n: Opt) => [n.x, n.y]),
    );
    expect(resized.left + resized.width / 2).toBeCloseTo(500);
    expect(forceLayout).toHaveBeenCalledTimes(1);
    // other settings of the force, another layout
    graph(rows, { repulsion: 3000 }, { width: 1000, height: 500 });
    expect(forceLayout).toHaveBeenCalledTimes(2);
  });
  it('a smaller graph, or a circular one, is laid out by ECharts', () => {
    const rows = Array.from({ length: 600 }, (_, i) => row(`n${i % 299}`, `n${(i * 7) % 299}`, 1));
    const [force] = (graph(rows).echartOptions as Opt).series;
    expect(force.layout).toBe('force');
    expect(force.force).toMatchObject({ edgeLength: 400, repulsion: 1000, layoutAnimation: true });
    expect(force.data[0].x).toBeUndefined();
    const many = Array.from({ length: 2000 }, (_, i) =>
      row(`n${i % 1000}`, `n${(i * 3) % 1000}`, 1),
    );
    const [circular] = (graph(many, { layout: 'circular' }).echartOptions as Opt).series;
    expect(circular.layout).toBe('circular');
    expect(circular.data[0].x).toBeUndefined();
  });
});
