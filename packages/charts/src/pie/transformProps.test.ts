import { describe, expect, it } from 'vitest';
import transformProps, { formatPieLabel } from './transformProps.js';
import { chartProps, queryResult } from '../shared/testing/chartProps.js';
import { SUM_NUM } from '../shared/testing/fixtures.js';
import { getNumberFormatter } from '@tessera/core';
import type { QueryFormData } from '../types.js';

type Opt = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const DATA = queryResult([
  { gender: 'boy', state: 'CA', 'SUM(num)': 1500 },
  { gender: 'girl', state: 'CA', 'SUM(num)': 1000 },
  { gender: 'girl', state: 'NY', 'SUM(num)': 500 },
]);
const FORM: Partial<QueryFormData> = {
  viz_type: 'pie',
  groupby: ['gender', 'state'],
  metric: SUM_NUM,
  color_scheme: 'd3Category10',
};
const pie = (fd: Partial<QueryFormData> = {}) =>
  transformProps(chartProps({ ...FORM, ...fd }, [DATA]));

describe('pie', () => {
  it('one slice per row named by its dimension values, coloured by the scheme', () => {
    const o = pie().echartOptions as Opt;
    const [series] = o.series;
    expect(series.data.map((d: Opt) => [d.name, d.value, d.itemStyle.color])).toEqual([
      ['boy, CA', 1500, '#1f77b4'],
      ['girl, CA', 1000, '#ff7f0e'],
      ['girl, NY', 500, '#2ca02c'],
    ]);
    expect(o.legend.data).toEqual(['boy, CA', 'girl, CA', 'girl, NY']);
  });
  it('labels: type, threshold, outside with a line', () => {
    const o = pie({ label_type: 'key_value_percent', show_labels_threshold: 10, label_line: true })
      .echartOptions as Opt;
    const [series] = o.series;
    expect(series.minShowLabelAngle).toBe(36);
    expect(series.label.position).toBe('outer');
    expect(series.labelLine.show).toBe(true);
    expect(series.label.formatter({ name: 'boy, CA', value: 1500, percent: 50 })).toBe(
      'boy, CA: 1.5k (50.00%)',
    );
    const inside = pie({ labels_outside: false }).echartOptions as Opt;
    expect(inside.series[0].label.position).toBe('inner');
  });
  it('donut radii, rose type and the total in the middle', () => {
    const o = pie({
      donut: true,
      innerRadius: 40,
      outerRadius: 80,
      show_total: true,
      roseType: 'area',
    }).echartOptions as Opt;
    expect(o.series[0].radius).toEqual(['40%', '80%']);
    expect(o.series[0].roseType).toBe('area');
    expect(o.graphic.style.text).toBe('Total: 3k');
    expect((pie().echartOptions as Opt).series[0].radius).toEqual(['0%', '70%']);
  });
  it('number format, currency and the tooltip', () => {
    const o = pie({
      number_format: ',d',
      currency_format: { symbol: 'EUR', symbolPosition: 'suffix' },
    }).echartOptions as Opt;
    const html = o.tooltip.formatter({ name: 'boy, CA', value: 1500, percent: 50 });
    expect(html).toContain('1,500 €');
    expect(html).toContain('50.00%');
  });
  it('legend position and cross-filter label map', () => {
    const props = pie({ legendOrientation: 'right', legendType: 'plain' });
    const o = props.echartOptions as Opt;
    expect(o.legend).toMatchObject({ orient: 'vertical', right: 0, type: 'plain' });
    expect(o.series[0].right).toBe(160);
    expect(props.labelMap?.['girl, NY']).toEqual(['girl', 'NY']);
  });
  it('every label type', () => {
    const f = getNumberFormatter('SMART_NUMBER');
    const p = { name: 'x', value: 2000, percent: 25 };
    expect(formatPieLabel(p, 'key', f)).toBe('x');
    expect(formatPieLabel(p, 'value', f)).toBe('2k');
    expect(formatPieLabel(p, 'percent', f)).toBe('25.00%');
    expect(formatPieLabel(p, 'key_value', f)).toBe('x: 2k');
    expect(formatPieLabel(p, 'key_percent', f)).toBe('x: 25.00%');
    expect(formatPieLabel(p, 'value_percent', f)).toBe('2k (25.00%)');
  });
});
