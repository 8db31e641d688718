import { describe, expect, it } from 'vitest';
import { chartProps, queryResult } from '../shared/testing/chartProps.js';
import { SUM_NUM } from '../shared/testing/fixtures.js';
import type { QueryFormData } from '../types.js';
import { linearColorScale } from '../shared/color/sequentialSchemes.js';
import transformProps from './transformProps.js';

type Opt = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const DATA = queryResult([
  { gender: 'boy', state: 'CA', count: 30, 'SUM(num)': 1500 },
  { gender: 'girl', state: 'CA', count: 20, 'SUM(num)': 1000 },
  { gender: 'girl', state: 'NY', count: 50, 'SUM(num)': 500 },
]);
const FORM: Partial<QueryFormData> = {
  viz_type: 'sunburst_v2',
  columns: ['gender', 'state'],
  metric: 'count',
  color_scheme: 'd3Category10',
};
const sunburst = (fd: Partial<QueryFormData> = {}, data = DATA, extra = {}) =>
  transformProps(chartProps({ ...FORM, ...fd }, [data], extra));
const options = (fd: Partial<QueryFormData> = {}, data = DATA) =>
  sunburst(fd, data).echartOptions as Opt;
const shape = (item: Opt): unknown =>
  item.children ? [item.name, item.value, item.children.map(shape)] : [item.name, item.value];

describe('sunburst_v2', () => {
  it('one ring per level, values summed upwards, coloured by category', () => {
    const s = options().series[0];
    expect(s.type).toBe('sunburst');
    expect(s.data.map(shape)).toEqual([
      ['boy', 30, [['CA', 30]]],
      [
        'girl',
        70,
        [
          ['CA', 20],
          ['NY', 50],
        ],
      ],
    ]);
    expect(s.data[0].itemStyle.color).toBe('#1f77b4');
    expect(s.label.show).toBe(false);
  });
  it('with a secondary metric: coloured on the linear scheme by secondary ÷ primary', () => {
    const s = options({ secondary_metric: SUM_NUM, linear_color_scheme: 'superset_seq_1' })
      .series[0];
    const scale = linearColorScale('superset_seq_1', 0, 50);
    expect(s.data[0].itemStyle.color).toBe(scale(50));
    expect(s.data[1].children[1].itemStyle.color).toBe(scale(10));
  });
  it('labels, the threshold, the total in the middle', () => {
    const o = options({
      show_labels: true,
      show_labels_threshold: 10,
      show_total: true,
      label_type: 'key_value',
    });
    expect(o.series[0].label).toMatchObject({ show: true, minAngle: 36 });
    expect(o.series[0].label.formatter({ name: 'CA', value: 1500 })).toBe('CA: 1.5k');
    expect(o.graphic.style.text).toBe('Total: 100');
  });
  it('the tooltip: path, value, share of parent and of total, escaped', () => {
    const o = options();
    const ny = o.series[0].data[1].children[1];
    const html = o.tooltip.formatter({ data: ny });
    expect(html).toContain('girl / NY');
    expect(html).toContain('71.43%');
    expect(html).toContain('50.00%');
    const evil = options({}, queryResult([{ gender: '<i>x</i>', state: 'CA', count: 1 }]));
    expect(evil.tooltip.formatter({ data: evil.series[0].data[0] })).toContain('&lt;i&gt;');
  });
  it('a click on a node cross-filters its path', () => {
    const props = sunburst({}, DATA, { emitCrossFilters: true });
    const s = (props.echartOptions as Opt).series[0];
    expect(s.nodeClick).toBe(false);
    expect(props.labelMap?.[s.data[1].children[1].filterKey]).toEqual(['girl', 'NY']);
    expect(props.labelMap?.[s.data[1].filterKey]).toEqual(['girl']);
    expect(props.groupby).toEqual(['gender', 'state']);
  });
  it('empty data, nulls, dates and thousands of nodes', () => {
    expect(options({}, queryResult([])).series[0].data).toEqual([]);
    const nulls = options(
      { columns: ['ds'] },
      queryResult([{ ds: Date.UTC(2020, 0, 1), count: null }], ['ds']),
    );
    expect(nulls.series[0].data[0]).toMatchObject({ name: '2020', value: 0 });
    const many = queryResult(
      Array.from({ length: 4000 }, (_, i) => ({ gender: `g${i % 4}`, state: `s${i}`, count: 1 })),
    );
    const s = options({}, many).series[0];
    expect(s.data).toHaveLength(4);
    expect(s.data[0].children).toHaveLength(1000);
  });
});
