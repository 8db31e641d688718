import { describe, expect, it } from 'vitest';
import { mergeExtraFilters, simpleFilterToAdhoc } from './mergeExtraFilters.js';

const base = { datasource: '3__table', viz_type: 'table' };

describe("Superset's merge_extra_filters", () => {
  it('turns column filters into adhoc filters marked isExtra and drops extra_filters', () => {
    const merged = mergeExtraFilters({
      ...base,
      extra_filters: [{ col: 'gender', op: 'IN', val: ['boy'] }],
    });
    expect(merged.extra_filters).toBeUndefined();
    expect(merged.adhoc_filters).toEqual([
      {
        clause: 'WHERE',
        expressionType: 'SIMPLE',
        comparator: ['boy'],
        operator: 'IN',
        subject: 'gender',
        isExtra: true,
        filterOptionName: expect.stringMatching(/^filter_[0-9a-f]{8}$/),
      },
    ]);
  });

  it('sets time fields from the reserved columns, skipping No filter', () => {
    const merged = mergeExtraFilters({
      ...base,
      time_range: 'Last week',
      extra_filters: [
        { col: '__time_range', op: '==', val: 'No filter' },
        { col: '__time_grain', op: '==', val: 'P1M' },
        { col: '__time_col', op: '==', val: 'ds' },
      ],
    });
    expect(merged.time_range).toBe('Last week');
    expect(merged.time_grain_sqla).toBe('P1M');
    expect(merged.granularity_sqla).toBe('ds');
    expect(merged.applied_time_extras).toEqual({ __time_grain: 'P1M', __time_col: 'ds' });
    expect(merged.adhoc_filters).toEqual([]);
  });

  it('skips empty values and filters already there with the same value', () => {
    const existing = simpleFilterToAdhoc({ col: 'gender', op: 'IN', val: ['boy', 'girl'] });
    const merged = mergeExtraFilters({
      ...base,
      adhoc_filters: [existing],
      extra_filters: [
        { col: 'gender', op: 'IN', val: ['girl', 'boy'] },
        { col: 'name', op: 'IN', val: [] },
        { col: 'gender', op: 'IN', val: ['girl'] },
      ],
    });
    expect(merged.adhoc_filters?.map((f) => f.comparator)).toEqual([['boy', 'girl'], ['girl']]);
  });

  it('gives the same filter the same option name every time', () => {
    const clause = { col: 'gender', op: '==', val: 'boy', isExtra: true };
    expect(simpleFilterToAdhoc(clause).filterOptionName).toBe(
      simpleFilterToAdhoc({ ...clause }).filterOptionName,
    );
  });
});
