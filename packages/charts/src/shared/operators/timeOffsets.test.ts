import { describe, expect, it } from 'vitest';
import type { ChartQueryObject, QueryFormData } from '../../types.js';
import { SUM_NUM } from '../testing/fixtures.js';
import { resampleOperator } from './resample.js';
import { getMetricOffsetsMap } from './timeComparison.js';
import { getTimeOffsets } from './timeOffsets.js';

const fd = (extra: Partial<QueryFormData>): QueryFormData => ({
  datasource: '1__table',
  viz_type: 'echarts_timeseries_line',
  ...extra,
});

describe('getTimeOffsets', () => {
  it('keeps regular shifts and sends "inherit" as is', () => {
    expect(getTimeOffsets(fd({ time_compare: ['1 year ago', 'inherit'] }))).toEqual([
      '1 year ago',
      'inherit',
    ]);
  });

  it('"custom" stands for the start_date_offset date, after the regular shifts', () => {
    const formData = fd({
      time_compare: ['custom', '1 week ago'],
      start_date_offset: '2020-01-01',
    });
    expect(getTimeOffsets(formData)).toEqual(['1 week ago', '2020-01-01']);
  });

  it('"custom" without a date is not sent; a single string counts as one shift', () => {
    expect(getTimeOffsets(fd({ time_compare: ['custom'] }))).toEqual([]);
    expect(getTimeOffsets(fd({ time_compare: '1 day ago' }))).toEqual(['1 day ago']);
    expect(getTimeOffsets(fd({}))).toEqual([]);
  });

  it('the compared columns are named after the resolved offsets', () => {
    const queryObject: ChartQueryObject = { metrics: [SUM_NUM] };
    const map = getMetricOffsetsMap(
      fd({ time_compare: ['custom', 'inherit'], start_date_offset: '2020-01-01' }),
      queryObject,
    );
    expect([...map.keys()]).toEqual(['SUM(num)__2020-01-01', 'SUM(num)__inherit']);
  });
});

describe('resampleOperator', () => {
  it('sends linear interpolation as the linear method', () => {
    expect(resampleOperator(fd({ resample_rule: '1MS', resample_method: 'linear' }), {})).toEqual({
      operation: 'resample',
      options: { method: 'linear', rule: '1MS', fill_value: null },
    });
  });

  it('sends zero imputation as asfreq with fill_value 0', () => {
    expect(resampleOperator(fd({ resample_rule: '1A', resample_method: 'zerofill' }), {})).toEqual({
      operation: 'resample',
      options: { method: 'asfreq', rule: '1A', fill_value: 0 },
    });
  });

  it('needs both a rule and a method', () => {
    expect(resampleOperator(fd({ resample_method: 'linear' }), {})).toBeUndefined();
    expect(resampleOperator(fd({ resample_rule: '1D' }), {})).toBeUndefined();
  });
});
