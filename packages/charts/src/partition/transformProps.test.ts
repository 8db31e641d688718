import { describe, expect, it } from 'vitest';
import { chartProps, queryResult, utc } from '../shared/testing/chartProps.js';
import { SUM_NUM } from '../shared/testing/fixtures.js';
import type { DataRecord, QueryFormData } from '../types.js';
import { partitionLayout, partitionTrees, roll, type PartitionNode } from './partitionTree.js';
import transformProps, { textColorOn } from './transformProps.js';

type Opt = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const FORM: Partial<QueryFormData> = {
  viz_type: 'partition',
  groupby: ['gender', 'state'],
  metrics: [SUM_NUM],
  color_scheme: 'd3Category10',
  partition_limit: '5',
  partition_threshold: '0.05',
};
const ROWS: DataRecord[] = [
  { gender: 'boy', state: 'CA', 'SUM(num)': 60 },
  { gender: 'boy', state: 'NY', 'SUM(num)': 20 },
  { gender: 'girl', state: 'CA', 'SUM(num)': 20 },
];
const partition = (rows: DataRecord[], fd: Partial<QueryFormData> = {}, temporal: string[] = []) =>
  transformProps(chartProps({ ...FORM, ...fd }, [queryResult(rows, temporal)]))
    .echartOptions as Opt;
const shape = (node: PartitionNode): unknown =>
  node.children.length
    ? [node.name, node.value, node.children.map(shape)]
    : [node.name, node.value];
const spec = (mode: string, more = {}) => ({
  metrics: ['m'],
  groupby: ['g'],
  mode: mode as 'not_time',
  time: '__timestamp',
  nameOf: (v: unknown) => String(v),
  ...more,
});
const TIMED: DataRecord[] = [
  { __timestamp: utc('2000-01-01'), g: 'a', m: 2 },
  { __timestamp: utc('2000-01-01'), g: 'b', m: 4 },
  { __timestamp: utc('2001-01-01'), g: 'a', m: 6 },
  { __timestamp: utc('2001-01-01'), g: 'b', m: 2 },
];

describe('partition', () => {
  it('an icicle: the metric on the left, each level a column, heights by share', () => {
    const o = partition(ROWS);
    const [series] = o.series;
    expect(series.type).toBe('custom');
    const round = (v: unknown) => (typeof v === 'number' ? Math.round(v * 1e6) / 1e6 : v);
    expect(series.data.map((d: Opt) => [d.name, ...d.value].map(round))).toEqual([
      ['SUM(num)', 0, 0, 0.333333, 1, 100],
      ['boy', 0.333333, 0, 0.666667, 0.8, 80],
      ['CA', 0.666667, 0, 1, 0.6, 60],
      ['NY', 0.666667, 0.6, 1, 0.8, 20],
      ['girl', 0.333333, 0.8, 0.666667, 1, 20],
      ['CA', 0.666667, 0.8, 1, 1, 20],
    ]);
    const api = { getWidth: () => 600, getHeight: () => 400 };
    const item = series.renderItem({ dataIndex: 1 }, api);
    expect(item.children[0].shape).toEqual({ x: 200, y: 0, width: 199, height: 319 });
    expect(item.children[0].style.fill).toBe('#ff7f0e');
    expect(item.children[1].style.text).toBe('boy\n80');
  });
  it('zoomed: the focused node fills the chart, what falls outside is not drawn', () => {
    const props = transformProps(chartProps(FORM, [queryResult(ROWS)]));
    expect(props.rects.map((r) => r.node.name)).toEqual([
      'SUM(num)',
      'boy',
      'CA',
      'NY',
      'girl',
      'CA',
    ]);
    const zoomed = props.optionFor({ 0: 1 }) as Opt;
    const api = { getWidth: () => 600, getHeight: () => 400 };
    const boy = zoomed.series[0].renderItem({ dataIndex: 1 }, api);
    expect(boy.children[0].shape).toEqual({ x: 40, y: 0, width: 279, height: 399 });
    expect(zoomed.series[0].renderItem({ dataIndex: 4 }, api)).toBeUndefined();
    // unzoomed, the same option as echartOptions
    expect((props.optionFor({}) as Opt).series[0].data).toEqual(
      (props.echartOptions as Opt).series[0].data,
    );
  });
  it('a band per metric; limit and threshold prune the smallest children', () => {
    const o = partition(
      [
        ...ROWS.map((r) => ({ ...r, count: 1 })),
        { gender: 'x', state: 'TX', 'SUM(num)': 1, count: 1 },
      ],
      { metrics: [SUM_NUM, 'count'], partition_limit: '2', partition_threshold: '0.1' },
    );
    const names = o.series[0].data.map((d: Opt) => d.name);
    expect(names.filter((n: string) => n === 'SUM(num)' || n === 'count')).toHaveLength(2);
    expect(names).not.toContain('x');
    expect(o.series[0].data[0].value.slice(1, 4)).toEqual([0, 1 / 3, 0.5]);
  });
  it('rich tooltip: the path with values and shares; plain: the node', () => {
    const o = partition(ROWS, { number_format: ',d' });
    const html = o.tooltip.formatter({ dataIndex: 3 });
    expect(html).toContain('SUM(num)');
    expect(html).toContain('boy');
    expect(html).toContain('25.0%');
    const plain = partition(ROWS, { rich_tooltip: false }).tooltip.formatter({ dataIndex: 3 });
    expect(plain).not.toContain('boy');
    expect(plain).toContain('NY');
  });
  it('time modes: range sum and mean, period difference, factor and percentage', () => {
    const value = (mode: string) =>
      partitionTrees(TIMED, spec(mode)).map((t) => [t.value, ...t.children.map((c) => c.value)])[0];
    expect(value('agg_sum')).toEqual([14, 8, 6]);
    expect(value('agg_mean')).toEqual([3.5, 4, 3]);
    expect(value('point_diff')).toEqual([2, 4, -2]);
    expect(value('point_factor')).toEqual([8 / 6, 3, 0.5]);
    expect(value('point_percent')).toEqual([8 / 6 - 1, 2, -0.5]);
  });
  it('advanced analytics: a level per period, rolled; equal date sizes', () => {
    const [tree] = partitionTrees(
      TIMED,
      spec('adv_anal', { rolling: { type: 'cumsum', periods: 1, minPeriods: 0 } }),
    );
    expect(shape(tree)).toEqual([
      'm',
      14 + 6,
      [
        [
          '946684800000',
          6,
          [
            ['a', 2],
            ['b', 4],
          ],
        ],
        [
          '978307200000',
          14,
          [
            ['a', 8],
            ['b', 6],
          ],
        ],
      ],
    ]);
    const rects = partitionLayout([tree], {
      limit: 1,
      threshold: 0.6,
      logScale: false,
      equalDateSize: true,
    });
    expect(rects.filter((r) => r.depth === 1).map((r) => [r.node.name, r.y1 - r.y0])).toEqual([
      ['946684800000', 0.5],
      ['978307200000', 0.5],
    ]);
    expect(rects.filter((r) => r.depth === 2).map((r) => r.node.name)).toEqual(['b']);
    const o = partition(
      TIMED,
      { groupby: ['g'], metrics: ['m'], time_series_option: 'adv_anal', date_time_format: '%Y' },
      ['__timestamp'],
    );
    expect(o.series[0].data.map((d: Opt) => d.name)).toContain('2001');
  });
  it('advanced analytics reads the resample rule and method of the form data', () => {
    const o = partition(
      [
        { __timestamp: utc('2000-01-01'), g: 'a', m: 1 },
        { __timestamp: utc('2000-03-01'), g: 'a', m: 2 },
      ],
      {
        groupby: ['g'],
        metrics: ['m'],
        time_series_option: 'adv_anal',
        date_time_format: '%Y-%m',
        resample_rule: '1MS',
        resample_method: 'sum',
      },
      ['__timestamp'],
    );
    expect(o.series[0].data.map((d: Opt) => d.name)).toEqual(
      expect.arrayContaining(['2000-01', '2000-02', '2000-03']),
    );
  });
  it('rolling windows like pandas', () => {
    const r = (type: string, periods = 2, minPeriods = 0) =>
      roll([1, 2, 3, 4], { type: type as 'sum', periods, minPeriods });
    expect(r('sum')).toEqual([1, 3, 5, 7]);
    expect(r('mean')).toEqual([1, 1.5, 2.5, 3.5]);
    expect(r('sum', 2, 2)).toEqual([NaN, 3, 5, 7]);
    expect(r('std')[1]).toBeCloseTo(Math.SQRT1_2);
  });
  it('empty data, nulls, negatives, log scale, thousands of leaves', () => {
    expect(partition([]).series[0].data).toEqual([]);
    const o = partition([
      { gender: null, state: 'CA', 'SUM(num)': -5 },
      { gender: 'boy', state: 'CA', 'SUM(num)': 15 },
    ]);
    expect(o.series[0].data.map((d: Opt) => d.name)).toContain('<NULL>');
    const many = Array.from({ length: 5000 }, (_, i) => ({
      gender: `g${i % 50}`,
      state: `s${i}`,
      'SUM(num)': i + 1,
    }));
    const big = partition(many, {
      partition_limit: '0',
      partition_threshold: '0',
      log_scale: true,
    });
    expect(big.series[0].data).toHaveLength(1 + 50 + 5000);
    expect(textColorOn('#ffff00')).toBe('#000000');
    expect(textColorOn('#1f1f7f')).toBe('#FFFFFF');
  });
});
