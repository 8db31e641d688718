import { describe, expect, it } from 'vitest';
import { chartProps, queryResult } from '../shared/testing/chartProps.js';
import { SUM_NUM } from '../shared/testing/fixtures.js';
import type { QueryFormData } from '../types.js';
import transformProps from './transformProps.js';

type Opt = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const AVG_NUM = { ...SUM_NUM, aggregate: 'AVG', label: 'AVG(num)' };
const legacy: Partial<QueryFormData> = {
  viz_type: 'bubble',
  series: 'gender',
  entity: 'name',
  x: SUM_NUM,
  y: AVG_NUM,
  size: 'count',
  max_bubble_size: '10',
  x_log_scale: true,
  y_log_scale: true,
  x_axis_label: 'Sum',
  y_axis_label: 'Average',
  x_axis_format: ',d',
  y_axis_format: '.1f',
  color_scheme: 'd3Category10',
};

describe('bubble (legacy)', () => {
  it("is drawn by bubble_v2's renderer from its migrated form data", () => {
    const props = transformProps(
      chartProps(legacy, [
        queryResult([
          { name: 'Aaron', gender: 'boy', 'SUM(num)': 1000, 'AVG(num)': 10, count: 1 },
          { name: 'Abby', gender: 'girl', 'SUM(num)': 2000, 'AVG(num)': 20, count: 3 },
        ]),
      ]),
    );
    const o = props.echartOptions as Opt;
    expect(o.legend.data).toEqual(['boy', 'girl']);
    expect(o.series.map((s: Opt) => s.data[0].symbolSize)).toEqual([5, 25]);
    expect(o.xAxis).toMatchObject({ type: 'log', name: 'Sum' });
    expect(o.yAxis).toMatchObject({ type: 'log', name: 'Average' });
    expect(o.xAxis.axisLabel.formatter(1234)).toBe('1,234');
    expect(o.yAxis.axisLabel.formatter(2)).toBe('2.0');
    expect(props.formData.viz_type).toBe('bubble');
  });

  it('empty data', () => {
    const o = transformProps(chartProps(legacy, [queryResult([])])).echartOptions as Opt;
    expect(o.series).toEqual([]);
  });
});
