import { describe, expect, it } from 'vitest';
import { chartProps, queryResult } from '../shared/testing/chartProps.js';
import { SUM_NUM } from '../shared/testing/fixtures.js';
import type { QueryFormData } from '../types.js';
import { buildTree } from './tree.js';
import transformProps from './transformProps.js';

type Opt = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const DATA = queryResult([
  { gender: 'boy', state: 'CA', 'SUM(num)': 1500 },
  { gender: 'girl', state: 'CA', 'SUM(num)': 1000 },
  { gender: 'girl', state: 'NY', 'SUM(num)': 500 },
  { gender: 'girl', state: null, 'SUM(num)': null },
]);
const FORM: Partial<QueryFormData> = {
  viz_type: 'treemap_v2',
  groupby: ['gender', 'state'],
  metric: SUM_NUM,
  color_scheme: 'd3Category10',
};
const treemap = (fd: Partial<QueryFormData> = {}, data = DATA, extra = {}) =>
  transformProps(chartProps({ ...FORM, ...fd }, [data], extra));
const series = (fd: Partial<QueryFormData> = {}, data = DATA) =>
  (treemap(fd, data).echartOptions as Opt).series[0];
const shape = (item: Opt): unknown =>
  item.children ? [item.name, item.value, item.children.map(shape)] : [item.name, item.value];

describe('treemap_v2', () => {
  it('the rows folded into the groupby levels under a root named by the metric', () => {
    const [root] = series().data;
    expect(shape(root)).toEqual([
      'SUM(num)',
      3000,
      [
        ['boy', 1500, [['CA', 1500]]],
        [
          'girl',
          1500,
          [
            ['CA', 1000],
            ['NY', 500],
            ['<NULL>', 0],
          ],
        ],
      ],
    ]);
    expect(root.children[1].itemStyle.color).toBe('#2ca02c');
  });
  it('a click on a node cross-filters its path (levels down to it)', () => {
    const props = treemap();
    const [root] = (props.echartOptions as Opt).series[0].data;
    const girl = root.children[1];
    expect(props.labelMap?.[girl.filterKey]).toEqual(['girl']);
    expect(props.labelMap?.[girl.children[2].filterKey]).toEqual(['girl', null]);
    expect(props.groupby).toEqual(['gender', 'state']);
    const selected = treemap({}, DATA, {
      filterState: { selectedValues: [girl.children[0].filterKey] },
    });
    const girls = (selected.echartOptions as Opt).series[0].data[0].children[1].children;
    expect(girls.map((n: Opt) => n.itemStyle.opacity)).toEqual([1, 0.3, 0.3]);
  });
  it('labels: key_value by default, key or value; upper labels', () => {
    const s = series();
    expect(s.label.formatter({ name: 'CA', value: 1500 })).toBe('CA: 1.5k');
    expect(series({ label_type: 'key' }).label.formatter({ name: 'CA', value: 1 })).toBe('CA');
    expect(
      series({ label_type: 'value', number_format: ',d' }).label.formatter({
        name: 'CA',
        value: 1500,
      }),
    ).toBe('1,500');
    expect(series({ show_upper_labels: false, show_labels: false })).toMatchObject({
      upperLabel: { show: false },
      label: { show: false },
    });
  });
  it('the tooltip: path, value and share of the total, escaped', () => {
    const html = (treemap().echartOptions as Opt).tooltip.formatter({
      value: 750,
      treePathInfo: [{ name: 'SUM(num)' }, { name: 'girl' }, { name: '<NY>' }],
    });
    expect(html).toContain('girl / &lt;NY&gt;');
    expect(html).toContain('25.00%');
  });
  it('zoom on click unless cross-filtering', () => {
    expect(series().nodeClick).toBe('zoomToNode');
    const emitting = treemap({}, DATA, { emitCrossFilters: true }).echartOptions as Opt;
    expect(emitting.series[0].nodeClick).toBe(false);
  });
  it('empty data draws nothing; one row; thousands of leaves; negatives summed', () => {
    expect(series({}, queryResult([])).data).toEqual([]);
    const one = series({ groupby: ['gender'] }, queryResult([{ gender: 'boy', 'SUM(num)': -5 }]));
    expect(shape(one.data[0])).toEqual(['SUM(num)', -5, [['boy', -5]]]);
    const rows = Array.from({ length: 5000 }, (_, i) => ({ a: `g${i % 10}`, b: `l${i}`, v: 1 }));
    const tree = buildTree(rows, ['a', 'b'], 'v');
    expect(tree).toHaveLength(10);
    expect(tree.reduce((n, t) => n + t.children.length, 0)).toBe(5000);
  });
});
