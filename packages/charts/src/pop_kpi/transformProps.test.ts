import { describe, expect, it } from 'vitest';
import { chartProps, queryResult } from '../shared/testing/chartProps.js';
import { SUM_NUM } from '../shared/testing/fixtures.js';
import type { QueryFormData } from '../types.js';
import transformProps, { percentDifference } from './transformProps.js';

const FORM: Partial<QueryFormData> = {
  viz_type: 'pop_kpi',
  metric: SUM_NUM,
  time_comparison: 'y',
};
const kpi = (rows: Record<string, number | null>[], fd: Partial<QueryFormData> = {}) =>
  transformProps(chartProps({ ...FORM, ...fd }, [queryResult(rows)]));

describe('pop_kpi transformProps', () => {
  it('the value, the previous value, the delta and the percent change', () => {
    const props = kpi([{ 'SUM(num)': 1500, 'SUM(num)__1 year ago': 1200 }]);
    expect(props.bigNumber).toBe('1.5k');
    expect(props.comparisons.map((c) => [c.symbol, c.value])).toEqual([
      ['#', '1.2k'],
      ['△', '300'],
      ['%', '+25.0%'],
    ]);
    expect(props.percentDifferenceNumber).toBe(0.25);
    expect(props.hasComparison).toBe(true);
    expect([props.headerFontSize, props.subheaderFontSize]).toEqual([16, 16]);
  });
  it('a decrease, negative values, formats and colours', () => {
    const props = kpi([{ 'SUM(num)': -50, 'SUM(num)__1 year ago': 100 }], {
      y_axis_format: ',d',
      percentDifferenceFormat: '.0%',
      comparison_color_enabled: true,
      comparison_color_scheme: 'Red',
      header_font_size: 0.6,
      subheader_font_size: 0.4,
    });
    expect(props.comparisons.map((c) => c.value)).toEqual(['100', '-150', '-150%']);
    expect(props.comparisonColorScheme).toBe('Red');
    expect(props.comparisonColorEnabled).toBe(true);
    expect([props.headerFontSize, props.subheaderFontSize]).toEqual([60, 40]);
  });
  it('inherit, column_config names and visibility, the metric name', () => {
    const props = kpi([{ 'SUM(num)': 2, 'SUM(num)__inherit': 0 }], {
      time_comparison: 'r',
      column_config: { Delta: { visible: false }, 'Percent change': { customColumnName: 'YoY' } },
      show_metric_name: true,
      subtitle: 'births',
    });
    expect(props.comparisons.map((c) => [c.symbol, c.value])).toEqual([
      ['#', '0'],
      ['YoY', '+100.0%'],
    ]);
    expect(props.showMetricName).toBe(true);
    expect(props.metricName).toBe('SUM(num)');
    expect(props.subtitle).toBe('births');
  });
  it('empty data, nulls, no comparison column', () => {
    expect(kpi([]).bigNumber).toBe('No data');
    const none = kpi([{ 'SUM(num)': 7 }]);
    expect(none.hasComparison).toBe(false);
    expect(none.comparisons.map((c) => c.value)).toEqual(['–', '–', '–']);
    const nulls = kpi([{ 'SUM(num)': null, 'SUM(num)__1 year ago': null }]);
    expect(nulls.bigNumber).toBe('0');
    expect(nulls.percentDifferenceNumber).toBe(0);
  });
  it("Superset's percent change rules", () => {
    expect(percentDifference(0, 0)).toBe(0);
    expect(percentDifference(5, 0)).toBe(1);
    expect(percentDifference(0, 5)).toBe(-1);
    expect(percentDifference(5, -10)).toBe(1.5);
  });
});
