import { describe, expect, it } from 'vitest';
import { controlPanels } from '../../controlPanels.js';
import type { DatasourceMeta } from '../../types.js';
import {
  COMPARISON_TYPE_CHOICES,
  RESAMPLE_METHOD_CHOICES,
  RESAMPLE_RULE_CHOICES,
  TIME_SHIFT_CHOICES,
} from './advancedAnalytics.js';
import { getControlConfig, isControlVisible, stateFromFormData } from './controlPanel.js';

const datasource: DatasourceMeta = {
  columns: [
    { column_name: 'ds', is_dttm: true, type_generic: 2 },
    { column_name: 'gender', is_dttm: false, type_generic: 1 },
    { column_name: 'num', is_dttm: false, type_generic: 0 },
  ],
};
const panelOf = (vizType: string) => controlPanels.get(vizType)!;
const config = (vizType: string, name: string) => getControlConfig(panelOf(vizType), name);
const visible = (vizType: string, name: string, formData: Record<string, unknown>) =>
  isControlVisible(config(vizType, name)!, stateFromFormData(formData, datasource), name);

const TIMESERIES_TYPES = [
  'echarts_timeseries',
  'echarts_timeseries_line',
  'echarts_timeseries_bar',
  'echarts_timeseries_scatter',
  'echarts_timeseries_smooth',
  'echarts_timeseries_step',
  'echarts_area',
  'mixed_timeseries',
];

describe('time comparison controls', () => {
  it('offer "1 month ago", a custom date and the time filter range as Superset labels them', () => {
    expect(TIME_SHIFT_CHOICES).toContainEqual(['1 month ago', '1 month ago']);
    expect(TIME_SHIFT_CHOICES.slice(-2)).toEqual([
      ['custom', 'Custom date'],
      ['inherit', 'Inherit range from time filter'],
    ]);
  });

  it('"Difference" is stored as difference', () => {
    expect(COMPARISON_TYPE_CHOICES).toContainEqual(['difference', 'Difference']);
    expect(COMPARISON_TYPE_CHOICES.map(([v]) => v)).not.toContain('absolute');
  });

  it('"Shift start date" shows only while custom is a chosen time shift (per query)', () => {
    const control = config('echarts_timeseries_line', 'start_date_offset');
    expect(control).toMatchObject({ type: 'TimeOffsetControl', label: 'Shift start date' });
    const line = (fd: Record<string, unknown>) =>
      visible('echarts_timeseries_line', 'start_date_offset', { x_axis: 'ds', ...fd });
    expect(line({ time_compare: ['custom'] })).toBe(true);
    expect(line({ time_compare: ['1 year ago', 'custom'] })).toBe(true);
    expect(line({ time_compare: ['1 year ago'] })).toBe(false);
    expect(line({ time_compare: [] })).toBe(false);
    const mixed = { x_axis: 'ds', time_compare: ['1 week ago'], time_compare_b: ['custom'] };
    expect(visible('mixed_timeseries', 'start_date_offset', mixed)).toBe(false);
    expect(visible('mixed_timeseries', 'start_date_offset_b', mixed)).toBe(true);
  });
});

describe('resample controls', () => {
  it('rules and fill methods carry Superset labels, with 1MS, 1A, zerofill and linear', () => {
    expect(RESAMPLE_RULE_CHOICES).toContainEqual(['1MS', '1 month start frequency']);
    expect(RESAMPLE_RULE_CHOICES).toContainEqual(['1A', '1 year end frequency']);
    expect(RESAMPLE_METHOD_CHOICES).toContainEqual(['zerofill', 'Zero imputation']);
    expect(RESAMPLE_METHOD_CHOICES).toContainEqual(['linear', 'Linear interpolation']);
    expect(config('echarts_timeseries_line', 'resample_method')?.label).toBe('Fill method');
  });
});

describe('x axis and pie controls', () => {
  it.each(TIMESERIES_TYPES)('%s has "Force categorical" for a numeric x-axis', (vizType) => {
    expect(config(vizType, 'xAxisForceCategorical')).toMatchObject({
      type: 'CheckboxControl',
      label: 'Force categorical',
      default: false,
      renderTrigger: true,
    });
    expect(visible(vizType, 'xAxisForceCategorical', { x_axis: 'num' })).toBe(true);
    expect(visible(vizType, 'xAxisForceCategorical', { x_axis: 'ds' })).toBe(false);
  });

  it('the pie has "Rose Type": None, Area or Radius', () => {
    const rose = config('pie', 'roseType');
    expect(rose).toMatchObject({ type: 'SelectControl', label: 'Rose Type', default: null });
    expect(rose?.choices).toEqual([
      ['area', 'Area'],
      ['radius', 'Radius'],
      [null, 'None'],
    ]);
  });
});
