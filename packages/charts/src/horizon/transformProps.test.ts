import { describe, expect, it } from 'vitest';
import { chartProps, queryResult, utc } from '../shared/testing/chartProps.js';
import { SUM_NUM } from '../shared/testing/fixtures.js';
import type { DataRecord, QueryFormData } from '../types.js';
import transformProps, { HORIZON_COLORS, horizonBands, horizonRows } from './transformProps.js';

type Opt = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const ROWS: DataRecord[] = [
  { __timestamp: utc('2020-01-02'), gender: 'boy', 'SUM(num)': 10 },
  { __timestamp: utc('2020-01-01'), gender: 'boy', 'SUM(num)': 20 },
  { __timestamp: utc('2020-01-01'), gender: 'girl', 'SUM(num)': -5 },
  { __timestamp: utc('2020-01-02'), gender: 'girl', 'SUM(num)': null },
  { __timestamp: utc('2020-01-03'), gender: 'girl', 'SUM(num)': 5 },
];
const FORM: Partial<QueryFormData> = {
  viz_type: 'horizon',
  metrics: [SUM_NUM],
  groupby: ['gender'],
  granularity_sqla: 'ds',
  series_height: '25',
};
const horizon = (fd: Partial<QueryFormData> = {}, rows = ROWS, height = 600) =>
  transformProps(chartProps({ ...FORM, ...fd }, [queryResult(rows, ['__timestamp'])], { height }));
const api = { getWidth: () => 200, getHeight: () => 600 };

describe('horizon', () => {
  it('one row per series, named by its groupby values, points sorted by time, nulls dropped', () => {
    const rows = horizonRows(ROWS, ['SUM(num)'], ['gender'], 'series');
    expect(rows.map((r) => [r.name, r.points.map((p) => p.y), r.max])).toEqual([
      ['boy', [20, 10], 20],
      ['girl', [-5, 5], 5],
    ]);
    const o = horizon().echartOptions as Opt;
    expect(o.series[0].type).toBe('custom');
    expect(o.series[0].data.map((d: Opt) => d.name)).toEqual(['boy', 'girl']);
  });
  it('colour scales: overall shares the domain, change is relative to the first point', () => {
    expect(horizonRows(ROWS, ['SUM(num)'], ['gender'], 'overall').map((r) => r.max)).toEqual([
      20, 20,
    ]);
    const change = horizonRows(ROWS, ['SUM(num)'], ['gender'], 'change');
    expect(change[0].points.map((p) => p.y)).toEqual([0, -10]);
    expect(change[1].points.map((p) => p.y)).toEqual([0, 10]);
  });
  it('bands: positive values fill from the bottom in warm colours, negative from the top', () => {
    const row = {
      name: 'x',
      points: [
        { x: 0, y: 8 },
        { x: 1, y: -2 },
      ],
      max: 8,
    };
    const bands = horizonBands(row, (x) => x * 100, 0, 20);
    expect(bands.map((b) => b.color)).toEqual([...HORIZON_COLORS.slice(4), HORIZON_COLORS[3]]);
    // the full positive value fills all four bands to the top at x=0
    expect(bands[3].points[1]).toEqual([0, 0]);
    // -2 of 8 is one band deep: the top band hangs 20px at x=100
    expect(bands[4].points[2]).toEqual([100, 20]);
  });
  it('renders each row at series_height, labelled, shrunk when rows do not fit', () => {
    const o = horizon().echartOptions as Opt;
    const group = o.series[0].renderItem({ dataIndex: 1 }, api);
    const label = group.children.find((c: Opt) => c.type === 'text');
    expect(label.style.text).toBe('girl');
    expect(label.y).toBe(25 + 12.5);
    const many = Array.from({ length: 1000 }, (_, i) => ({
      __timestamp: utc('2020-01-01'),
      gender: `g${i}`,
      'SUM(num)': i,
    }));
    const small = horizon({}, many, 500).echartOptions as Opt;
    expect(small.series[0].data).toHaveLength(1000);
    const item = small.series[0].renderItem({ dataIndex: 999 }, api);
    expect(item.children.find((c: Opt) => c.type === 'rect').shape.height).toBe(2);
  });
  it('empty data draws nothing; several metrics name the series with the metric', () => {
    const o = horizon({}, []).echartOptions as Opt;
    expect(o.series[0].data).toEqual([]);
    const rows = horizonRows([{ __timestamp: 1, a: 1, b: 2 }], ['a', 'b'], [], 'series');
    expect(rows.map((r) => r.name)).toEqual(['a', 'b']);
  });
  it('series names are escaped in the tooltip', () => {
    const o = horizon({}, [{ __timestamp: 1, gender: '<b>x</b>', 'SUM(num)': 1 }])
      .echartOptions as Opt;
    expect(o.tooltip.formatter({ dataIndex: 0 })).toContain('&lt;b&gt;x&lt;/b&gt;');
  });
  it('the tooltip tells the series, the time and the value under the pointer', () => {
    // 2020-01-01 … 2020-01-03 across 800 px: a day is 400 px
    const props = horizon();
    const tip = (x: number, dataIndex: number) => {
      props.pointer.x = x;
      return (props.echartOptions as Opt).tooltip.formatter({ dataIndex });
    };
    expect(tip(10, 0)).toContain('boy');
    // Superset's detailed smart date: a year's first day is the year
    expect(tip(10, 0)).toContain('>2020<');
    expect(tip(10, 0)).toContain('>20<');
    expect(tip(390, 0)).toContain('2020-01-02');
    expect(tip(390, 0)).toContain('>10<');
    // girl has no value on the 2nd: the nearest point is told
    expect(tip(500, 1)).toContain('2020-01-03');
    expect(tip(500, 1)).toContain('>5<');
    expect(tip(100, 1)).toContain('>-5<');
    // the change scale draws the change, the tooltip tells the value
    const change = horizon({ horizon_color_scale: 'change' });
    change.pointer.x = 800;
    expect((change.echartOptions as Opt).tooltip.formatter({ dataIndex: 0 })).toContain('>10<');
  });
});
