import { describe, expect, it } from 'vitest';
import { chartProps, queryResult, utc } from '../shared/testing/chartProps.js';
import { SUM_NUM } from '../shared/testing/fixtures.js';
import type { DataRecord, QueryFormData } from '../types.js';
import transformProps from './transformProps.js';

type Opt = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const stats = (prefix: string, s: number[], outliers: number[] = []) => {
  const [min, q1, median, q3, max, mean, count] = s;
  return {
    [`${prefix}__min`]: min,
    [`${prefix}__q1`]: q1,
    [`${prefix}__median`]: median,
    [`${prefix}__q3`]: q3,
    [`${prefix}__max`]: max,
    [`${prefix}__mean`]: mean,
    [`${prefix}__count`]: count,
    [`${prefix}__outliers`]: outliers as unknown as number,
  };
};
const ROWS: DataRecord[] = [
  { gender: 'boy', ...stats('SUM(num)', [1, 2, 3, 4, 5, 3, 10], [40, -9]) },
  { gender: 'girl', ...stats('SUM(num)', [2, 3, 4, 5, 6, 4, 12]) },
];
const FORM: Partial<QueryFormData> = {
  viz_type: 'box_plot',
  columns: ['state'],
  groupby: ['gender'],
  metrics: [SUM_NUM],
  whiskerOptions: 'Tukey',
  color_scheme: 'd3Category10',
};
const box = (fd: Partial<QueryFormData> = {}, rows = ROWS, extra = {}) =>
  transformProps(chartProps({ ...FORM, ...fd }, [queryResult(rows)], extra));

describe('box_plot', () => {
  it('one box per series from the boxplot statistics, outliers as scatter points', () => {
    const props = box();
    const o = props.echartOptions as Opt;
    expect(o.xAxis.data).toEqual(['boy', 'girl']);
    const [boxes, ...outliers] = o.series;
    expect(boxes.type).toBe('boxplot');
    expect(boxes.data.map((b: Opt) => [b.name, b.value.slice(0, 5), b.itemStyle.color])).toEqual([
      ['boy', [1, 2, 3, 4, 5], '#1f77b4'],
      ['girl', [2, 3, 4, 5, 6], '#ff7f0e'],
    ]);
    expect(outliers[0]).toMatchObject({ type: 'scatter', name: 'boy' });
    expect(outliers[0].data).toEqual([
      ['boy', 40],
      ['boy', -9],
    ]);
    expect(outliers[1].data).toEqual([]);
    expect(props.labelMap).toEqual({ boy: ['boy'], girl: ['girl'] });
    expect(props.groupby).toEqual(['gender']);
  });

  it('several metrics: one box per series and metric; the tooltip lists the statistics', () => {
    const rows = [
      {
        gender: 'boy',
        ...stats('SUM(num)', [1, 2, 3, 4, 5, 3, 10]),
        ...stats('count', [0, 1, 2, 3, 4, 2, 5]),
      },
    ];
    const o = box({ metrics: [SUM_NUM, 'count'] }, rows).echartOptions as Opt;
    expect(o.xAxis.data).toEqual(['boy, SUM(num)', 'boy, count']);
    const html = o.series[0].tooltip.formatter({
      name: 'boy, <i>count</i>',
      data: { value: [0, 1000, 2, 3, 4, 2, 5] },
    });
    expect(html).toContain('1st Quartile');
    expect(html).toContain('1k');
    expect(html).toContain('&lt;i&gt;');
  });

  it('no series dimension: one box named by the metric; selected boxes stay bright', () => {
    const rows = [stats('SUM(num)', [1, 2, 3, 4, 5, 3, 10])];
    const o = box({ groupby: [] }, rows).echartOptions as Opt;
    expect(o.series[0].data).toHaveLength(1);
    const selected = box({}, ROWS, { filterState: { selectedValues: ['girl'] } })
      .echartOptions as Opt;
    expect(selected.series[0].data.map((b: Opt) => b.itemStyle.opacity)).toEqual([0.3, 0.6]);
  });

  it('empty data, nulls, negatives, dates, and many boxes', () => {
    expect((box({}, []).echartOptions as Opt).series).toHaveLength(1);
    const nulls = box({}, [{ gender: null, ...stats('SUM(num)', [NaN, -3, -2, -1, 0, -1, 3]) }])
      .echartOptions as Opt;
    expect(nulls.xAxis.data).toEqual(['<NULL>']);
    expect(nulls.series[0].data[0].value.slice(0, 5)).toEqual([null, -3, -2, -1, 0]);
    // the dates arrive as epoch ms in a temporal column
    const datedProps = transformProps(
      chartProps({ ...FORM, groupby: ['ds'], date_format: '%Y-%m-%d' }, [
        queryResult(
          [{ ds: utc('2020-05-01'), ...stats('SUM(num)', [1, 2, 3, 4, 5, 3, 4]) }],
          ['ds'],
        ),
      ]),
    );
    expect((datedProps.echartOptions as Opt).xAxis.data).toEqual(['2020-05-01']);
    const many = Array.from({ length: 2000 }, (_, i) => ({
      gender: `g${i}`,
      ...stats('SUM(num)', [1, 2, 3, 4, 5, 3, 4]),
    }));
    expect((box({}, many).echartOptions as Opt).series[0].data).toHaveLength(2000);
  });

  it('tick layout and number format', () => {
    const o = box({ x_ticks_layout: '45°', number_format: ',.1f' }).echartOptions as Opt;
    expect(o.xAxis.axisLabel.rotate).toBe(-45);
    expect(o.yAxis.axisLabel.formatter(1234)).toBe('1,234.0');
  });
});
