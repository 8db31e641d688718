import { describe, expect, it } from 'vitest';
import {
  controlPanelDefaults,
  controlWithState,
  getControlConfig,
  isControlVisible,
  stateFromFormData,
} from '../shared/controls/index.js';
import { BIRTH_NAMES } from '../shared/testing/chartProps.js';
import { SUM_NUM } from '../shared/testing/fixtures.js';
import { GenericDataType } from '../types.js';
import type { ControlPanelState, QueryFormData } from '../types.js';
import { controlPanel } from './controlPanel.js';

const state = (formData: Partial<QueryFormData>): ControlPanelState =>
  stateFromFormData(formData, { columns: BIRTH_NAMES.columns });
const visible = (name: string, formData: Partial<QueryFormData>) =>
  isControlVisible(getControlConfig(controlPanel, name)!, state(formData), name);

describe('table control panel', () => {
  it('has a "Time Comparison" section in aggregate mode', () => {
    const section = controlPanel.sections.find((s) => s.label === 'Time Comparison')!;
    expect(section).toBeDefined();
    expect(section.visibility!(state({ groupby: ['name'] }))).toBe(true);
    expect(section.visibility!(state({ query_mode: 'raw', all_columns: ['name'] }))).toBe(false);
    const shift = getControlConfig(controlPanel, 'time_compare')!;
    expect(shift.label).toBe('Time shift');
    expect(shift.freeForm).toBe(true);
    expect(shift.choices?.map(([v]) => v)).toEqual([
      '1 day ago',
      '1 week ago',
      '1 month ago',
      '1 year ago',
      'custom',
      'inherit',
    ]);
    expect(getControlConfig(controlPanel, 'comparison_type')!.label).toBe('Calculation type');
    expect(controlPanelDefaults(controlPanel).comparison_type).toBe('values');
    expect(visible('time_compare', { groupby: ['name'] })).toBe(true);
    expect(visible('time_compare', { query_mode: 'raw', all_columns: ['name'] })).toBe(false);
  });

  it('asks for the custom start date only with a "Custom" shift', () => {
    expect(visible('start_date_offset', { groupby: ['name'], time_compare: '1 year ago' })).toBe(
      false,
    );
    expect(visible('start_date_offset', { groupby: ['name'], time_compare: 'custom' })).toBe(true);
    expect(getControlConfig(controlPanel, 'start_date_offset')!.label).toBe('Shift start date');
  });

  it('"Customize columns" lists dimensions, metrics and percentage metrics with their types', () => {
    const config = controlWithState(
      getControlConfig(controlPanel, 'column_config')!,
      state({
        groupby: ['name', 'ds', 'num'],
        metrics: [SUM_NUM, 'count'],
        percent_metrics: ['count'],
      }),
    );
    expect(config.columnNames).toEqual(['name', 'ds', 'num', 'SUM(num)', 'count', '%count']);
    expect(config.columnTypes).toEqual({
      name: GenericDataType.STRING,
      ds: GenericDataType.TEMPORAL,
      num: GenericDataType.NUMERIC,
      'SUM(num)': GenericDataType.NUMERIC,
      count: GenericDataType.NUMERIC,
      '%count': GenericDataType.NUMERIC,
    });
    const raw = controlWithState(
      getControlConfig(controlPanel, 'column_config')!,
      state({ query_mode: 'raw', all_columns: ['state'], metrics: [SUM_NUM] }),
    );
    expect(raw.columnNames).toEqual(['state']);
  });
});
