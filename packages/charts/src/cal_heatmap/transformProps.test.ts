import { describe, expect, it } from 'vitest';
import { chartProps, queryResult, utc } from '../shared/testing/chartProps.js';
import type { QueryFormData } from '../types.js';
import transformProps from './transformProps.js';

type Opt = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const FORM: Partial<QueryFormData> = {
  viz_type: 'cal_heatmap',
  granularity_sqla: 'ds',
  metrics: ['count', 'sum__num'],
  domain_granularity: 'month',
  subdomain_granularity: 'day',
};
const ROWS = [
  { __timestamp: utc('2024-01-01'), count: 1, sum__num: 10 },
  { __timestamp: utc('2024-01-02'), count: 3, sum__num: null },
  { __timestamp: utc('2024-03-15'), count: -2, sum__num: 30 },
];
const calendar = (fd: Partial<QueryFormData> = {}, rows: Record<string, unknown>[] = ROWS) =>
  transformProps(chartProps({ ...FORM, ...fd }, [queryResult(rows as never, ['__timestamp'])]));

describe('cal_heatmap', () => {
  it('one calendar per metric over the days with data, a cell per day', () => {
    const p = calendar();
    const o = p.echartOptions as Opt;
    expect(o.calendar).toHaveLength(2);
    expect(o.calendar[0].range).toEqual(['2024-01-01', '2024-03-15']);
    expect(o.calendar[0].cellSize).toEqual([10, 10]);
    expect(o.calendar[1].top).toBeGreaterThan(o.calendar[0].top + 70);
    expect(o.series.map((s: Opt) => [s.name, s.type, s.coordinateSystem, s.calendarIndex])).toEqual(
      [
        ['count', 'heatmap', 'calendar', 0],
        ['sum__num', 'heatmap', 'calendar', 1],
      ],
    );
    expect(o.series[0].data).toEqual([
      ['2024-01-01', 1],
      ['2024-01-02', 3],
      ['2024-03-15', -2],
    ]);
    expect(o.series[1].data).toEqual([
      ['2024-01-01', 10],
      ['2024-03-15', 30],
    ]);
    expect(o.title.map((t: Opt) => t.text)).toEqual(['count', 'sum__num']);
  });

  it('colours in `steps` steps of the linear scheme over each metric, with a legend', () => {
    const o = calendar({ steps: 5, linear_color_scheme: 'schemeBlues' }).echartOptions as Opt;
    expect(o.visualMap).toHaveLength(2);
    expect(o.visualMap[0]).toMatchObject({ splitNumber: 5, min: -2, max: 3, seriesIndex: [0] });
    expect(o.visualMap[0].inRange.color[0]).toBe('#b5d4e9');
    expect(o.visualMap[0].show).toBe(true);
    const hidden = calendar({ show_legend: false, show_metric_name: false }).echartOptions as Opt;
    expect(hidden.visualMap[0].show).toBe(false);
    expect(hidden.title).toEqual([]);
  });

  it('a year domain: a calendar per metric and year', () => {
    const o = calendar({ domain_granularity: 'year', metrics: ['count'] }, [
      { __timestamp: utc('2023-12-31'), count: 1 },
      { __timestamp: utc('2024-06-01'), count: 2 },
    ]).echartOptions as Opt;
    expect(o.calendar.map((c: Opt) => c.range)).toEqual([
      ['2023-01-01', '2023-12-31'],
      ['2024-01-01', '2024-12-31'],
    ]);
    expect(o.calendar[0].yearLabel.show).toBe(true);
    expect(o.series.map((s: Opt) => s.data.length)).toEqual([1, 1]);
    expect(o.visualMap[0].seriesIndex).toEqual([0, 1]);
  });

  it('hour and minute cells under a day or week domain: a grid of days by hours', () => {
    const H = 3600000;
    const p = calendar(
      { domain_granularity: 'day', subdomain_granularity: 'min', metrics: ['count'] },
      [
        { __timestamp: utc('2024-01-01') + 2 * H, count: 2 },
        { __timestamp: utc('2024-01-01') + 2 * H + 60000, count: 3 },
        { __timestamp: utc('2024-01-03') + 23 * H, count: 4 },
      ],
    );
    const o = p.echartOptions as Opt;
    expect(o.calendar).toBeUndefined();
    expect(o.grid).toHaveLength(1);
    expect(o.xAxis[0].data).toEqual(['2024-01-01', '2024-01-02', '2024-01-03']);
    expect(o.yAxis[0].data).toHaveLength(24);
    expect(o.series[0].type).toBe('heatmap');
    expect(o.series[0].data).toEqual([
      [0, 2, 5],
      [2, 23, 4],
    ]);
    expect(o.visualMap[0]).toMatchObject({ min: 4, max: 5, seriesIndex: [0] });
    expect(o.series[0].tooltip.formatter({ value: [2, 23, 4] })).toContain('4');
    const empty = calendar({ domain_granularity: 'hour', subdomain_granularity: 'hour' }, []);
    expect((empty.echartOptions as Opt).series.map((s: Opt) => s.data)).toEqual([[], []]);
  });

  it('week and month subdomains paint their days; hours add up per day', () => {
    const week = calendar({ subdomain_granularity: 'week', metrics: ['count'] }, [
      { __timestamp: utc('2024-01-01'), count: 4 },
    ]).echartOptions as Opt;
    expect(week.series[0].data).toHaveLength(7);
    expect(week.series[0].data[6]).toEqual(['2024-01-07', 4]);
    const month = calendar({ subdomain_granularity: 'month', metrics: ['count'] }, [
      { __timestamp: utc('2024-02-01'), count: 4 },
    ]).echartOptions as Opt;
    expect(month.series[0].data).toHaveLength(29);
    const hours = calendar({ subdomain_granularity: 'hour', metrics: ['count'] }, [
      // (a month domain: hours summed into their day)
      { __timestamp: utc('2024-01-01') + 3600000, count: 2 },
      { __timestamp: utc('2024-01-01') + 7200000, count: 5 },
    ]).echartOptions as Opt;
    expect(hours.series[0].data).toEqual([['2024-01-01', 7]]);
  });

  it('cell size, padding and radius; values in cells; the tooltip', () => {
    const o = calendar({
      cell_size: 14,
      cell_padding: 3,
      cell_radius: 2,
      show_values: true,
      y_axis_format: ',d',
      x_axis_time_format: '%Y-%m-%d',
    }).echartOptions as Opt;
    expect(o.calendar[0].cellSize).toEqual([14, 14]);
    expect(o.series[0].itemStyle).toMatchObject({ borderWidth: 3, borderRadius: 2 });
    expect(o.series[0].label.show).toBe(true);
    expect(o.series[0].label.formatter({ value: ['2024-01-01', 1234] })).toBe('1,234');
    const html = o.series[0].tooltip.formatter({ value: ['2024-01-02', 3000] });
    expect(html).toContain('2024-01-02');
    expect(html).toContain('3,000');
  });

  it('empty data, one row, ISO dates, thousands of days (scrolls past its box)', () => {
    const empty = calendar({}, []).echartOptions as Opt;
    expect(empty.calendar).toEqual([]);
    expect(empty.series).toEqual([]);
    const one = calendar({ metrics: ['count'] }, [
      { __timestamp: '2024-05-05T00:00:00', count: 9 },
    ]);
    expect((one.echartOptions as Opt).series[0].data).toEqual([['2024-05-05', 9]]);
    const rows = Array.from({ length: 3000 }, (_, i) => ({
      __timestamp: utc('2015-01-01') + i * 86400000,
      count: i % 17,
    }));
    const many = calendar({ metrics: ['count'] }, rows);
    expect((many.echartOptions as Opt).series[0].data).toHaveLength(3000);
    expect(many.contentWidth).toBeGreaterThan(many.width);
  });
});
