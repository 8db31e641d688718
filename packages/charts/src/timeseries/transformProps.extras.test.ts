import { describe, expect, it } from 'vitest';
import lineTransform from '../echarts_timeseries_line/transformProps.js';
import { chartProps, queryResult, utc } from '../shared/testing/chartProps.js';
import { SUM_NUM } from '../shared/testing/fixtures.js';
import { LabelColorNamespace } from '../shared/color/colorScale.js';
import type { QueryFormData } from '../types.js';

type Opt = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const T1 = utc('2020-01-01');
const T2 = utc('2020-01-02');
const BASE: Partial<QueryFormData> = {
  viz_type: 'echarts_timeseries_line',
  x_axis: 'ds',
  metrics: [SUM_NUM],
  groupby: ['gender'],
};
const DATA = queryResult(
  [
    { ds: T1, boy: 100, girl: 80 },
    { ds: T2, boy: 120, girl: 60 },
  ],
  ['ds'],
  { label_map: { boy: ['boy'], girl: ['girl'] } },
);

describe('annotation layers', () => {
  it('a FORMULA layer is a line evaluated at every x (in the legend)', () => {
    const o = lineTransform(
      chartProps(
        {
          ...BASE,
          annotation_layers: [
            {
              name: 'Target',
              annotationType: 'FORMULA',
              value: 'y = 50 + 0 * x',
              show: true,
              color: '#ff0000',
              style: 'dashed',
              width: 2,
            },
            { name: 'Hidden', annotationType: 'FORMULA', value: '1', show: false },
            { name: 'Broken', annotationType: 'FORMULA', value: 'alert(1)', show: true },
          ],
        },
        [DATA],
      ),
    ).echartOptions as Opt;
    const target = o.series.find((s: Opt) => s.name === 'Target');
    expect(target.data).toEqual([
      [T1, 50],
      [T2, 50],
    ]);
    expect(target.lineStyle).toMatchObject({ type: 'dashed', width: 2 });
    expect(target.itemStyle.color).toBe('#ff0000');
    expect(o.series.some((s: Opt) => s.name === 'Hidden' || s.name === 'Broken')).toBe(false);
    expect(o.legend.data).toEqual(['boy', 'girl', 'Target']);
  });
  it('a formula over a categorical axis uses the row position as x', () => {
    const cats = queryResult([
      { state: 'CA', boy: 1 },
      { state: 'NY', boy: 2 },
      { state: 'TX', boy: 3 },
    ]);
    const o = lineTransform(
      chartProps(
        {
          ...BASE,
          x_axis: 'state',
          annotation_layers: [
            { name: 'Line', annotationType: 'FORMULA', value: '2x + 1', show: true },
          ],
        },
        [cats],
      ),
    ).echartOptions as Opt;
    expect(o.series.find((s: Opt) => s.name === 'Line').data).toEqual([
      ['CA', 1],
      ['NY', 3],
      ['TX', 5],
    ]);
  });
  it('EVENT and INTERVAL layers become mark lines and mark areas', () => {
    const result = {
      ...DATA,
      annotation_data: {
        Launches: {
          records: [
            { start_dttm: T1, end_dttm: T1, short_descr: 'v1.0', long_descr: 'First release' },
          ],
        },
        Outages: {
          records: [
            {
              start_dttm: '2020-01-01 06:00:00',
              end_dttm: '2020-01-01 12:00:00',
              short_descr: 'DB down',
              long_descr: '',
            },
          ],
        },
      },
    };
    const o = lineTransform(
      chartProps(
        {
          ...BASE,
          annotation_layers: [
            {
              name: 'Launches',
              annotationType: 'EVENT',
              sourceType: 'NATIVE',
              show: true,
              showLabel: true,
            },
            {
              name: 'Outages',
              annotationType: 'INTERVAL',
              sourceType: 'NATIVE',
              show: true,
              opacity: 'opacityLow',
            },
          ],
        },
        [result],
      ),
    ).echartOptions as Opt;
    const event = o.series.find((s: Opt) => s.markLine);
    expect(event.markLine.data).toEqual([{ name: 'Launches - v1.0\n\nFirst release', xAxis: T1 }]);
    expect(event.markLine.label.show).toBe(true);
    const interval = o.series.find((s: Opt) => s.markArea);
    expect(interval.markArea.data[0][0]).toEqual({
      name: 'Outages - DB down',
      xAxis: T1 + 6 * 3600000,
    });
    expect(interval.markArea.data[0][1]).toEqual({ xAxis: T1 + 12 * 3600000 });
    expect(interval.markArea.itemStyle.opacity).toBe(0.2);
  });
  it('a TIME_SERIES layer draws the other chart series', () => {
    const result = {
      ...DATA,
      annotation_data: {
        Other: [
          {
            key: 'other chart',
            values: [
              { x: T1, y: 5 },
              { x: T2, y: 7 },
            ],
          },
        ],
      },
    };
    const o = lineTransform(
      chartProps(
        {
          ...BASE,
          annotation_layers: [{ name: 'Other', annotationType: 'TIME_SERIES', show: true }],
        },
        [result],
      ),
    ).echartOptions as Opt;
    expect(o.series.find((s: Opt) => s.name === 'other chart').data).toEqual([
      [T1, 5],
      [T2, 7],
    ]);
  });
});

describe('time comparison, forecasts, names and colours', () => {
  it('time-shift series are dashed, faded and share their series colour', () => {
    const shifted = queryResult(
      [
        { ds: T1, boy: 100, '1 week ago, boy': 90 },
        { ds: T2, boy: 120, '1 week ago, boy': 95 },
      ],
      ['ds'],
    );
    const o = lineTransform(
      chartProps({ ...BASE, time_compare: ['1 week ago'], comparison_type: 'values' }, [shifted]),
    ).echartOptions as Opt;
    const [boy, lastWeek] = o.series;
    expect(lastWeek.name).toBe('1 week ago, boy');
    expect(lastWeek.itemStyle.color).toBe(boy.itemStyle.color);
    expect(lastWeek.lineStyle).toMatchObject({ type: 'dashed', opacity: 0.7 });
    const own = lineTransform(
      chartProps({ ...BASE, time_compare: ['1 week ago'], time_shift_color: false }, [shifted]),
    ).echartOptions as Opt;
    expect(own.series[1].itemStyle.color).not.toBe(own.series[0].itemStyle.color);
  });
  it('forecasts: observations as points, the trend as a line, the band stacked', () => {
    const forecast = queryResult(
      [
        {
          ds: T1,
          'SUM(num)': 10,
          'SUM(num)__yhat': 11,
          'SUM(num)__yhat_lower': 8,
          'SUM(num)__yhat_upper': 14,
        },
        {
          ds: T2,
          'SUM(num)': null,
          'SUM(num)__yhat': 12,
          'SUM(num)__yhat_lower': 9,
          'SUM(num)__yhat_upper': 16,
        },
      ],
      ['ds'],
    );
    const o = lineTransform(chartProps({ ...BASE, groupby: [], forecastEnabled: true }, [forecast]))
      .echartOptions as Opt;
    const byId = Object.fromEntries(o.series.map((s: Opt) => [s.id, s]));
    expect(byId['SUM(num)'].type).toBe('scatter');
    expect(byId['SUM(num)__yhat'].type).toBe('line');
    expect(byId['SUM(num)__yhat_upper'].data[0]).toEqual([T1, 6]);
    expect(byId['SUM(num)__yhat_upper'].stack).toBe('SUM(num)');
    expect(o.legend.data).toEqual(['SUM(num)']);
    const html = o.tooltip.formatter(
      o.series.map((s: Opt) => ({ seriesName: s.id, value: s.data[0] })),
    );
    expect(html).toContain('10, ŷ = 11 (8, 14)');
  });
  it('a saved metric shows its verbose name', () => {
    const counts = queryResult([{ ds: T1, count: 5 }], ['ds']);
    const o = lineTransform(chartProps({ ...BASE, metrics: ['count'], groupby: [] }, [counts]))
      .echartOptions as Opt;
    expect(o.series[0].name).toBe('COUNT(*)');
  });
  it('the same label keeps its colour in another chart of the same namespace', () => {
    const labelColors = new LabelColorNamespace();
    const first = lineTransform(chartProps(BASE, [DATA], { labelColors })).echartOptions as Opt;
    const onlyGirls = queryResult([{ ds: T1, girl: 80 }], ['ds']);
    const second = lineTransform(chartProps(BASE, [onlyGirls], { labelColors }))
      .echartOptions as Opt;
    expect(second.series[0].itemStyle.color).toBe(first.series[1].itemStyle.color);
    expect(second.series[0].itemStyle.color).toBe('#454E7C');
  });
  it('cross-filter data: the label map and selected series fade the others', () => {
    const props = lineTransform(
      chartProps(BASE, [DATA], { filterState: { selectedValues: ['girl'] } }),
    );
    expect(props.labelMap).toEqual({ boy: ['boy'], girl: ['girl'] });
    expect(props.groupby).toEqual(['gender']);
    const o = props.echartOptions as Opt;
    expect(o.series[0].itemStyle.opacity).toBe(0.3);
    expect(o.series[1].itemStyle.opacity).toBe(1);
  });
});

describe('custom and inherited time shifts', () => {
  it('the custom date and inherit series are drawn as time shifts', () => {
    const shifted = queryResult(
      [
        { ds: T1, boy: 100, '2019-12-01, boy': 90, 'inherit, boy': 80 },
        { ds: T2, boy: 120, '2019-12-01, boy': 95, 'inherit, boy': 85 },
      ],
      ['ds'],
    );
    const o = lineTransform(
      chartProps(
        {
          ...BASE,
          time_compare: ['custom', 'inherit'],
          start_date_offset: '2019-12-01',
          comparison_type: 'values',
        },
        [shifted],
      ),
    ).echartOptions as Opt;
    const [boy, custom, inherit] = o.series;
    expect([custom.name, inherit.name]).toEqual(['2019-12-01, boy', 'inherit, boy']);
    expect(custom.lineStyle).toMatchObject({ type: 'dashed', opacity: 0.7 });
    expect(inherit.lineStyle).toMatchObject({ opacity: 0.7 });
    expect(custom.itemStyle.color).toBe(boy.itemStyle.color);
  });
});
