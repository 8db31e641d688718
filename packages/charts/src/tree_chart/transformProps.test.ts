import { describe, expect, it } from 'vitest';
import { chartProps, queryResult } from '../shared/testing/chartProps.js';
import { SUM_NUM } from '../shared/testing/fixtures.js';
import type { DataRecord, QueryFormData } from '../types.js';
import transformProps, { buildTree, type TreeNode } from './transformProps.js';

type Opt = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const FORM: Partial<QueryFormData> = {
  viz_type: 'tree_chart',
  id: 'id',
  parent: 'parent',
  name: 'name',
  metric: SUM_NUM,
};
const row = (id: unknown, parent: unknown, name: unknown, value: unknown = 1) =>
  ({ id, parent, name, 'SUM(num)': value }) as DataRecord;
const ROWS = [row(1, null, 'root', 10), row(2, 1, 'a', 4), row(3, 1, 'b', 6), row(4, 2, 'a1', 4)];
const tree = (rows: DataRecord[], fd: Partial<QueryFormData> = {}) =>
  transformProps(chartProps({ ...FORM, ...fd }, [queryResult(rows)])).echartOptions as Opt;
const shape = (node: TreeNode): unknown =>
  node.children.length ? [node.name, node.children.map(shape)] : node.name;
const COLS = { id: 'id', parent: 'parent', name: 'name', metric: 'SUM(num)' };

describe('tree_chart', () => {
  it('one tree from the node with an empty parent, valued by the metric', () => {
    const o = tree(ROWS);
    const [series] = o.series;
    expect(series.type).toBe('tree');
    expect(shape(series.data[0])).toEqual(['root', [['a', ['a1']], 'b']]);
    expect(series.data[0].value).toBe(10);
    expect(series).toMatchObject({
      layout: 'orthogonal',
      orient: 'LR',
      symbol: 'emptyCircle',
      symbolSize: 7,
      roam: true,
      emphasis: { focus: 'descendant' },
      label: { position: 'left' },
      leaves: { label: { position: 'bottom' } },
    });
  });
  it('a root node id picks the subtree; an unknown one draws nothing', () => {
    expect(shape(tree(ROWS, { root_node_id: '2' }).series[0].data[0])).toEqual(['a', ['a1']]);
    expect(tree(ROWS, { root_node_id: '99' }).series[0].data[0]).toEqual({
      name: '',
      children: [],
    });
  });
  it('several roots (and parents that are no row) go under one "All" root', () => {
    const t = buildTree(
      [row('paris', 'France', 'Paris'), row('lyon', 'France', 'Lyon'), row('nyc', 'USA', 'NYC')],
      COLS,
    );
    expect(shape(t)).toEqual([
      'All',
      [
        ['France', ['Paris', 'Lyon']],
        ['USA', ['NYC']],
      ],
    ]);
  });
  it('a row that is its own parent is a top node, laid after the branches', () => {
    const t = buildTree(
      [
        row('Singapore', 'Singapore', 'Singapore'),
        row('paris', 'France', 'Paris'),
        row('dublin', 'Ireland', 'Dublin'),
      ],
      COLS,
    );
    expect(shape(t)).toEqual([
      'All',
      [['France', ['Paris']], ['Ireland', ['Dublin']], 'Singapore'],
    ]);
  });
  it('labels: overlapping ones hidden (shown on hover), names cut to the room', () => {
    const [series] = tree(ROWS).series;
    expect(series.labelLayout).toEqual({ hideOverlap: true });
    expect(series.emphasis.label.show).toBe(true);
    expect(series.label).toMatchObject({ position: 'left', overflow: 'truncate', ellipsis: '…' });
    expect(series.leaves.label).toMatchObject({ position: 'bottom', overflow: 'truncate' });
  });
  it('cycles end, duplicates and empty ids are dropped, names fall back to the id', () => {
    const t = buildTree(
      [row('a', 'b', null), row('b', 'a', 'B'), row('a', 'b', 'again'), row(null, 'a', 'x')],
      { id: 'id', parent: 'parent', metric: 'SUM(num)' },
      'a',
    );
    expect(shape(t)).toEqual(['a', ['b']]);
  });
  it('empty data, radial layout, tooltip path, thousands of nodes', () => {
    expect(tree([]).series[0].data[0]).toEqual({ name: 'All', children: [] });
    const o = tree(ROWS, { layout: 'radial', roam: 'false' });
    expect(o.series[0].layout).toBe('radial');
    expect(o.series[0].roam).toBe(false);
    const html = o.tooltip.formatter({
      value: 1500,
      treeAncestors: [{ name: '' }, { name: 'root' }, { name: '<a>' }],
    });
    expect(html).toContain('root ▸ &lt;a&gt;');
    expect(html).toContain('1.5k');
    const many = [
      row(0, null, 'r'),
      ...Array.from({ length: 3000 }, (_, i) => row(i + 1, Math.floor(i / 10), `n${i}`)),
    ];
    const count = (n: TreeNode): number => 1 + n.children.reduce((s, c) => s + count(c), 0);
    expect(count(tree(many).series[0].data[0])).toBe(3001);
  });
});
