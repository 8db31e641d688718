import { describe, expect, it } from 'vitest';
import { refreshedChartIds, staggerDelays } from './autoRefresh';

describe('periodic refresh', () => {
  it('leaves out the immune charts', () => {
    expect(refreshedChartIds([1, 2, 3], { timed_refresh_immune_slices: [2] })).toEqual([1, 3]);
    expect(refreshedChartIds([1, 2], {})).toEqual([1, 2]);
  });

  it('staggers the charts over the stagger time, at least 5 s', () => {
    expect(staggerDelays(3, 10, {})).toEqual([0, 2500, 5000]);
    expect(staggerDelays(3, 10, { stagger_time: 8000 })).toEqual([0, 4000, 8000]);
    // a fifth of a long interval beats the stagger time
    expect(staggerDelays(2, 3600, {})).toEqual([0, 720000]);
  });

  it('asks every chart at once without stagger', () => {
    expect(staggerDelays(3, 10, { stagger_refresh: false })).toEqual([0, 0, 0]);
    expect(staggerDelays(1, 10, {})).toEqual([0]);
  });
});
