import { describe, expect, it } from 'vitest';
import type { ChartQueryObject } from '../../types.js';
import { overrideExtraFormData } from './extraFormData.js';

const query = (over: Partial<ChartQueryObject> = {}): ChartQueryObject => ({
  columns: [],
  metrics: [],
  filters: [
    { col: 'ds', op: 'TEMPORAL_RANGE', val: 'No filter' },
    { col: 'gender', op: 'IN', val: ['boy'] },
  ],
  ...over,
});

describe('overrideExtraFormData', () => {
  it("puts a time filter's range on the TEMPORAL_RANGE filters of a query without granularity", () => {
    const out = overrideExtraFormData(query(), { time_range: '1960-01-01 : 1970-01-01' });
    expect(out.time_range).toBe('1960-01-01 : 1970-01-01');
    expect(out.filters).toEqual([
      { col: 'ds', op: 'TEMPORAL_RANGE', val: '1960-01-01 : 1970-01-01' },
      { col: 'gender', op: 'IN', val: ['boy'] },
    ]);
  });

  it('leaves the filters alone with a granularity (the server applies time_range on it)', () => {
    const out = overrideExtraFormData(query({ granularity: 'ds' }), { time_range: 'Last week' });
    expect(out.filters?.[0]).toEqual({ col: 'ds', op: 'TEMPORAL_RANGE', val: 'No filter' });
    expect(out.time_range).toBe('Last week');
  });

  it('changes nothing without a time range, and takes the time grain into extras', () => {
    const out = overrideExtraFormData(query(), { time_grain_sqla: 'P1M' });
    expect(out.filters?.[0]?.val).toBe('No filter');
    expect(out.extras).toEqual({ time_grain_sqla: 'P1M' });
  });
});
