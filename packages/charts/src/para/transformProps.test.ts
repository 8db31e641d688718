import { describe, expect, it } from 'vitest';
import { chartProps, queryResult } from '../shared/testing/chartProps.js';
import { SUM_NUM } from '../shared/testing/fixtures.js';
import type { DataRecord, QueryFormData } from '../types.js';
import { sequentialColors } from '../shared/color/sequentialSchemes.js';
import transformProps from './transformProps.js';

type Opt = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const DATA: DataRecord[] = [
  { name: 'Aaron', 'SUM(num)': 100, count: 3, total: 10 },
  { name: 'Zoe', 'SUM(num)': -20, count: null, total: 30 },
];
const FORM: Partial<QueryFormData> = {
  viz_type: 'para',
  series: 'name',
  metrics: [SUM_NUM, 'count'],
};
const para = (fd: Partial<QueryFormData> = {}, data = DATA) =>
  transformProps(chartProps({ ...FORM, ...fd }, [queryResult(data)]));

describe('para', () => {
  it('one axis per metric, one line per row', () => {
    const o = para().echartOptions as Opt;
    expect(o.parallelAxis.map((a: Opt) => [a.dim, a.name, a.type])).toEqual([
      [0, 'SUM(num)', 'value'],
      [1, 'count', 'value'],
    ]);
    expect(o.series[0].type).toBe('parallel');
    expect(o.series[0].data).toEqual([
      { name: 'Aaron', value: [100, 3] },
      { name: 'Zoe', value: [-20, null] },
    ]);
    expect(o.visualMap).toBeUndefined();
  });
  it('include_series puts the series first as a category axis', () => {
    const o = para({ include_series: true }).echartOptions as Opt;
    expect(o.parallelAxis[0]).toMatchObject({
      dim: 0,
      name: 'name',
      type: 'category',
      data: ['Aaron', 'Zoe'],
    });
    expect(o.series[0].data[0].value).toEqual(['Aaron', 100, 3]);
  });
  it('the colour metric colours lines on the linear scheme (an extra dimension when not an axis)', () => {
    const o = para({ secondary_metric: 'total', linear_color_scheme: 'superset_seq_2' })
      .echartOptions as Opt;
    expect(o.series[0].data[0].value).toEqual([100, 3, 10]);
    expect(o.visualMap).toMatchObject({ dimension: 2, min: 10, max: 30 });
    expect(o.visualMap.inRange.color).toEqual(sequentialColors('superset_seq_2'));
    const onAxis = para({ secondary_metric: 'count', include_series: true }).echartOptions as Opt;
    expect(onAxis.visualMap.dimension).toBe(2);
  });
  it('the data table, empty data and thousands of rows', () => {
    const props = para({ show_datatable: true });
    expect(props.dataTable).toEqual({
      columns: ['name', 'SUM(num)', 'count'],
      rows: [
        ['Aaron', '100', '3'],
        ['Zoe', '-20', ''],
      ],
    });
    expect(para().dataTable).toBeUndefined();
    const withColour = para({ show_datatable: true, secondary_metric: 'total' }).dataTable;
    expect(withColour?.columns).toEqual(['name', 'SUM(num)', 'count', 'total']);
    expect(withColour?.rows[0]).toEqual(['Aaron', '100', '3', '10']);
    expect((para({}, []).echartOptions as Opt).series[0].data).toEqual([]);
    const many = Array.from({ length: 3000 }, (_, i) => ({
      name: `n${i}`,
      'SUM(num)': i,
      count: 1,
    }));
    expect((para({}, many).echartOptions as Opt).series[0].data).toHaveLength(3000);
  });
  it('names are escaped in the tooltip', () => {
    const o = para({}, [{ name: '<b>', 'SUM(num)': 1, count: 1 }]).echartOptions as Opt;
    expect(o.tooltip.formatter({ dataIndex: 0 })).toContain('&lt;b&gt;');
  });
});
