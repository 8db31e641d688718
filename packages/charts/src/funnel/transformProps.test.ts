import { describe, expect, it } from 'vitest';
import { chartProps, queryResult } from '../shared/testing/chartProps.js';
import { SUM_NUM } from '../shared/testing/fixtures.js';
import type { QueryFormData } from '../types.js';
import transformProps, { funnelStages } from './transformProps.js';

type Opt = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const DATA = queryResult([
  { state: 'CA', 'SUM(num)': 1000 },
  { state: 'NY', 'SUM(num)': 500 },
  { state: 'TX', 'SUM(num)': 250 },
  { state: null, 'SUM(num)': 250 },
]);
const FORM: Partial<QueryFormData> = {
  viz_type: 'funnel',
  groupby: ['state'],
  metric: SUM_NUM,
  color_scheme: 'd3Category10',
};
const funnel = (fd: Partial<QueryFormData> = {}, data = DATA) =>
  transformProps(chartProps({ ...FORM, ...fd }, [data]));
const series = (fd: Partial<QueryFormData> = {}, data = DATA) =>
  (funnel(fd, data).echartOptions as Opt).series[0];

describe('funnel', () => {
  it('one stage per row named by its values (null as <NULL>), coloured by the scheme', () => {
    const props = funnel();
    const s = (props.echartOptions as Opt).series[0];
    expect(s.type).toBe('funnel');
    expect(s.data.map((d: Opt) => [d.name, d.value, d.itemStyle.color])).toEqual([
      ['CA', 1000, '#1f77b4'],
      ['NY', 500, '#ff7f0e'],
      ['TX', 250, '#2ca02c'],
      ['<NULL>', 250, '#d62728'],
    ]);
    expect((props.echartOptions as Opt).legend.data).toEqual(['CA', 'NY', 'TX', '<NULL>']);
    expect(props.labelMap).toEqual({ CA: ['CA'], NY: ['NY'], TX: ['TX'], '<NULL>': [null] });
  });
  it('percentages of the first step, the previous step and the total', () => {
    expect(
      funnelStages([
        { name: 'a', value: 200 },
        { name: 'b', value: 100 },
        { name: 'c', value: 50 },
      ]),
    ).toEqual([
      { name: 'a', value: 200, firstStepPercent: 1, prevStepPercent: 1, totalPercent: 200 / 350 },
      {
        name: 'b',
        value: 100,
        firstStepPercent: 0.5,
        prevStepPercent: 0.5,
        totalPercent: 100 / 350,
      },
      {
        name: 'c',
        value: 50,
        firstStepPercent: 0.25,
        prevStepPercent: 0.5,
        totalPercent: 50 / 350,
      },
    ]);
    const label = (fd: Partial<QueryFormData>) =>
      series({ label_type: 'key_percent', ...fd }).label.formatter({ name: 'TX', value: 250 });
    expect(label({})).toBe('TX: 25.00%');
    expect(label({ percent_calculation_type: 'prev_step' })).toBe('TX: 50.00%');
    expect(label({ percent_calculation_type: 'total' })).toBe('TX: 12.50%');
  });
  it('a zero first step gives 0% rather than dividing by zero; negative values stay', () => {
    const stages = funnelStages([
      { name: 'a', value: 0 },
      { name: 'b', value: -5 },
    ]);
    expect(stages[1]).toMatchObject({ value: -5, firstStepPercent: 0, prevStepPercent: 0 });
  });
  it('tooltip, labels and layout controls', () => {
    const s = series({
      show_labels: false,
      label_line: true,
      orient: 'horizontal',
      sort: 'ascending',
      gap: 4,
    });
    expect(s).toMatchObject({ orient: 'horizontal', sort: 'ascending', gap: 4 });
    expect(s.label.show).toBe(false);
    expect(s.labelLine.show).toBe(true);
    const o = funnel({ number_format: ',d' }).echartOptions as Opt;
    const html = o.tooltip.formatter({ name: 'NY', value: 500 });
    expect(html).toContain('NY: 500 (50.00%)');
    expect((funnel({ show_tooltip_labels: false }).echartOptions as Opt).tooltip.show).toBe(false);
  });
  it('escapes names in the tooltip', () => {
    const o = funnel({}, queryResult([{ state: '<b>x</b>', 'SUM(num)': 1 }])).echartOptions as Opt;
    expect(o.tooltip.formatter({ name: '<b>x</b>', value: 1 })).toContain('&lt;b&gt;x');
  });
  it('empty data draws nothing; thousands of stages all drawn', () => {
    expect(series({}, queryResult([])).data).toEqual([]);
    const many = queryResult(
      Array.from({ length: 3000 }, (_, i) => ({ state: `s${i}`, 'SUM(num)': 3000 - i })),
    );
    expect(series({}, many).data).toHaveLength(3000);
  });
  it('dims the stages not selected by a cross-filter', () => {
    const props = transformProps(
      chartProps(FORM, [DATA], { filterState: { selectedValues: ['NY'] } }),
    );
    const data = (props.echartOptions as Opt).series[0].data;
    expect(data.map((d: Opt) => d.itemStyle.opacity)).toEqual([0.3, 1, 0.3, 0.3]);
  });
});
