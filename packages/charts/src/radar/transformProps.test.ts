import { describe, expect, it } from 'vitest';
import { chartProps, queryResult } from '../shared/testing/chartProps.js';
import { COUNT_STAR, SUM_NUM } from '../shared/testing/fixtures.js';
import type { QueryFormData } from '../types.js';
import transformProps from './transformProps.js';

type Opt = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const DATA = queryResult([
  { state: 'CA', 'SUM(num)': 1000, 'COUNT(*)': 40 },
  { state: 'NY', 'SUM(num)': 500, 'COUNT(*)': 80 },
  { state: 'TX', 'SUM(num)': null, 'COUNT(*)': -10 },
]);
const FORM: Partial<QueryFormData> = {
  viz_type: 'radar',
  groupby: ['state'],
  metrics: [SUM_NUM, COUNT_STAR],
  color_scheme: 'd3Category10',
};
const radar = (fd: Partial<QueryFormData> = {}, data = DATA) =>
  transformProps(chartProps({ ...FORM, ...fd }, [data])).echartOptions as Opt;

describe('radar', () => {
  it('the metrics are the indicators, each row a polygon coloured by the scheme', () => {
    const o = radar();
    expect(o.radar.indicator).toEqual([
      { name: 'SUM(num)', max: 1000, min: 0 },
      { name: 'COUNT(*)', max: 80, min: -10 },
    ]);
    expect(o.series[0].data.map((d: Opt) => [d.name, d.value, d.lineStyle.color])).toEqual([
      ['CA', [1000, 40], '#1f77b4'],
      ['NY', [500, 80], '#ff7f0e'],
      ['TX', [null, -10], '#2ca02c'],
    ]);
    expect(o.legend.data).toEqual(['CA', 'NY', 'TX']);
  });
  it("a metric's configured max wins over the data's", () => {
    const o = radar({ column_config: { 'SUM(num)': { radarMetricMaxValue: 5000 } } });
    expect(o.radar.indicator[0].max).toBe(5000);
  });
  it('labels, circle shape and the tooltip', () => {
    const o = radar({ label_type: 'key_value', label_position: 'bottom', is_circle: true });
    expect(o.radar.shape).toBe('circle');
    expect(o.series[0].label.position).toBe('bottom');
    expect(o.series[0].label.formatter({ name: 'CA', value: 1000 })).toBe('CA: 1k');
    const html = o.tooltip.formatter({ name: 'CA', value: [1000, 40], color: '#1f77b4' });
    expect(html).toContain('SUM(num)');
    expect(html).toContain('1k');
    expect(radar({ show_labels: false }).series[0].label.show).toBe(false);
  });
  it('empty data: no polygon; many rows: all drawn', () => {
    expect(radar({}, queryResult([])).series[0].data).toEqual([]);
    const many = queryResult(
      Array.from({ length: 2000 }, (_, i) => ({ state: `s${i}`, 'SUM(num)': i, 'COUNT(*)': 1 })),
    );
    expect(radar({}, many).series[0].data).toHaveLength(2000);
  });
  it('the cross-filter label map', () => {
    const props = transformProps(chartProps(FORM, [DATA]));
    expect(props.labelMap).toEqual({ CA: ['CA'], NY: ['NY'], TX: ['TX'] });
    expect(props.groupby).toEqual(['state']);
  });
});
