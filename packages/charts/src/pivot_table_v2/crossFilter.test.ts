import { describe, expect, it } from 'vitest';
import {
  METRIC_KEY,
  headerFilters,
  isActiveHeader,
  pivotCrossFilterDataMask,
  toggleSelectedFilters,
} from './crossFilter.js';

const ADHOC_STATE = {
  expressionType: 'SQL' as const,
  sqlExpression: 'UPPER(state)',
  label: 'STATE',
};

describe('pivot table cross-filters', () => {
  it('a header stands for its value and the values above it', () => {
    expect(headerFilters(['state', 'gender'], ['CA', 'boy'], 1)).toEqual({
      state: 'CA',
      gender: 'boy',
    });
    expect(headerFilters(['state', 'gender'], ['CA', 'boy'], 0)).toEqual({ state: 'CA' });
  });

  it("selects the header's own value alone; the same header again clears", () => {
    const first = toggleSelectedFilters(null, { state: 'CA', gender: 'boy' });
    expect(first).toEqual({ gender: ['boy'] });
    expect(toggleSelectedFilters(first, { state: 'NY' })).toEqual({ state: ['NY'] });
    expect(toggleSelectedFilters(first, { state: 'CA', gender: 'boy' })).toEqual({});
    expect(isActiveHeader(first, 'gender', 'boy')).toBe(true);
    expect(isActiveHeader(first, 'gender', 'girl')).toBe(false);
  });

  it('metric headers filter nothing themselves', () => {
    expect(toggleSelectedFilters(null, { [METRIC_KEY]: 'SUM(num)' })).toBeUndefined();
    expect(toggleSelectedFilters(null, { state: 'CA', [METRIC_KEY]: 'SUM(num)' })).toEqual({
      state: ['CA'],
    });
  });

  it('filters the groupby column (the adhoc column itself) and keeps the selection', () => {
    expect(pivotCrossFilterDataMask({ STATE: ['CA'] }, [ADHOC_STATE, 'gender'])).toEqual({
      extraFormData: { filters: [{ col: ADHOC_STATE, op: 'IN', val: ['CA'] }] },
      filterState: {
        value: [['CA']],
        selectedValues: ['CA'],
        selectedFilters: { STATE: ['CA'] },
      },
    });
    expect(pivotCrossFilterDataMask({ gender: [null] }, ['gender']).extraFormData).toEqual({
      filters: [{ col: 'gender', op: 'IS NULL' }],
    });
    expect(pivotCrossFilterDataMask({}, ['gender'])).toEqual({
      extraFormData: { filters: [] },
      filterState: { value: null, selectedValues: null, selectedFilters: null },
    });
  });
});
