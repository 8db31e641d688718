import { describe, expect, it } from 'vitest';
import {
  getControlConfig,
  isControlVisible,
  stateFromFormData,
} from '../shared/controls/controlPanel.js';
import type { DatasourceMeta } from '../types.js';
import { controlPanel } from './controlPanel.js';

const datasource: DatasourceMeta = {
  columns: [{ column_name: 'ds', is_dttm: true, type_generic: 2 }],
};
const visible = (name: string, formData: Record<string, unknown>) =>
  isControlVisible(
    getControlConfig(controlPanel, name)!,
    stateFromFormData(formData, datasource),
    name,
  );

describe('partition controls', () => {
  it('the rolling window and the resample show in the Advanced Analytics mode only', () => {
    const advanced = { time_series_option: 'adv_anal', rolling_type: 'mean' };
    for (const name of ['rolling_type', 'rolling_periods', 'resample_rule', 'resample_method']) {
      expect(visible(name, advanced), name).toBe(true);
      expect(visible(name, { ...advanced, time_series_option: 'agg_sum' }), name).toBe(false);
    }
    // the periods still follow the rolling function
    expect(visible('rolling_periods', { time_series_option: 'adv_anal' })).toBe(false);
  });
});
