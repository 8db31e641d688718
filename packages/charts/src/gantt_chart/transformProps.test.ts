import { describe, expect, it } from 'vitest';
import { chartProps, queryResult, utc } from '../shared/testing/chartProps.js';
import type { DataRecord, QueryFormData } from '../types.js';
import transformProps, { ganttRows, renderGanttBar } from './transformProps.js';

type Opt = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const DATA: DataRecord[] = [
  { start: utc('2020-01-01'), end: utc('2020-01-05'), task: 'Build', team: 'web', cost: 1500 },
  { start: utc('2020-01-03'), end: utc('2020-01-09'), task: 'Test', team: 'qa', cost: 200 },
  { start: utc('2020-01-04'), end: utc('2020-01-06'), task: 'Build', team: 'qa', cost: null },
];
const FORM: Partial<QueryFormData> = {
  viz_type: 'gantt_chart',
  start_time: 'start',
  end_time: 'end',
  y_axis: 'task',
  series: 'team',
  tooltip_columns: ['cost'],
};
const gantt = (fd: Partial<QueryFormData> = {}, data = DATA) =>
  transformProps(chartProps({ ...FORM, ...fd }, [queryResult(data, ['start', 'end'])]))
    .echartOptions as Opt;

describe('gantt_chart', () => {
  it('one custom series per series value, bars from start to end on their row', () => {
    const o = gantt();
    expect(o.series.map((s: Opt) => [s.type, s.name])).toEqual([
      ['custom', 'qa'],
      ['custom', 'web'],
    ]);
    expect(o.yAxis.data).toEqual(['Build', 'Test']);
    expect(o.series[0].data).toEqual([
      [utc('2020-01-03'), utc('2020-01-09'), 1],
      [utc('2020-01-04'), utc('2020-01-06'), 0],
    ]);
    expect(o.legend.data).toEqual(['qa', 'web']);
    expect(o.xAxis.type).toBe('time');
  });
  it('subcategories split each category by series', () => {
    const rows = ganttRows(DATA, 'task', 'team', true);
    expect(rows.labels).toEqual(['Build', '', 'Test']);
    expect(DATA.map(rows.rowOf)).toEqual([0, 2, 1]);
    expect(gantt({ subcategories: true }).yAxis.data).toEqual(['Build', '', 'Test']);
  });
  it('renders a rect clipped to the grid', () => {
    const api = {
      value: (i: number) => [10, 200, 0][i],
      coord: ([x, y]: number[]) => [x, 50 + y * 20],
      size: () => [0, 20],
      style: () => ({ fill: 'red' }),
    };
    const rect = renderGanttBar({ coordSys: { x: 20, y: 0, width: 100, height: 200 } }, api);
    expect(rect?.shape).toMatchObject({ x: 20, width: 100, y: 44, height: 12 });
    const nan = { ...api, value: () => NaN };
    expect(renderGanttBar({ coordSys: { x: 0, y: 0, width: 1, height: 1 } }, nan)).toBeNull();
  });
  it('tooltip lists times and tooltip columns, escaped', () => {
    const o = gantt({}, [{ ...DATA[0], task: '<b>Build</b>' }]);
    const html = o.tooltip.formatter({ seriesIndex: 0, dataIndex: 0 });
    expect(html).toContain('&lt;b&gt;Build&lt;/b&gt;');
    expect(html).toContain('2020');
    expect(html).toContain('1.5k');
  });
  it('empty data, no series, time bounds, thousands of bars', () => {
    expect(gantt({}, []).series).toEqual([]);
    const noSeries = gantt({ series: null });
    expect(noSeries.series).toHaveLength(1);
    expect(noSeries.legend.show).toBe(false);
    const bounded = gantt({ x_axis_time_bounds: ['08:00:00', '18:00:00'] });
    expect(bounded.xAxis.min).toBe(Date.parse('2020-01-01T08:00:00Z'));
    expect(bounded.xAxis.max).toBe(Date.parse('2020-01-09T18:00:00Z'));
    const many = Array.from({ length: 5000 }, (_, i) => ({
      start: i * 1000,
      end: i * 1000 + 500,
      task: `t${i % 100}`,
      team: `g${i % 7}`,
      cost: i,
    }));
    const o = gantt({}, many);
    expect(o.yAxis.data).toHaveLength(100);
    expect(o.series.reduce((n: number, s: Opt) => n + s.data.length, 0)).toBe(5000);
  });
});
