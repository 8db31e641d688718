import { describe, expect, it } from 'vitest';
import {
  cascadeExtraFormData,
  changedFilterIds,
  initialDashboardDataMask,
  nativeFilterDataMask,
  nativeFilterExtraFormData,
  nativeFilterLabel,
  unsetRequiredFilters,
} from './nativeFilterMask.js';
import { nativeFilter } from './nativeFilters.fixtures.js';

const filter = nativeFilter;

describe('nativeFilterExtraFormData (as Superset plugins build it)', () => {
  it('select: IN, NOT IN with inverse selection, nothing when empty', () => {
    expect(nativeFilterExtraFormData('filter_select', 'gender', ['girl'])).toEqual({
      filters: [{ col: 'gender', op: 'IN', val: ['girl'] }],
    });
    expect(
      nativeFilterExtraFormData('filter_select', 'gender', ['boy', 'girl'], {
        inverseSelection: true,
      }),
    ).toEqual({ filters: [{ col: 'gender', op: 'NOT IN', val: ['boy', 'girl'] }] });
    expect(nativeFilterExtraFormData('filter_select', 'gender', 'girl')).toEqual({
      filters: [{ col: 'gender', op: 'IN', val: ['girl'] }],
    });
    expect(nativeFilterExtraFormData('filter_select', 'gender', [])).toEqual({});
    expect(nativeFilterExtraFormData('filter_select', 'gender', null)).toEqual({});
    expect(nativeFilterExtraFormData('filter_select', 'gender', undefined)).toEqual({});
  });

  it('range: >= and <=, a missing bound left out', () => {
    expect(nativeFilterExtraFormData('filter_range', 'num', [10, 20])).toEqual({
      filters: [
        { col: 'num', op: '>=', val: 10 },
        { col: 'num', op: '<=', val: 20 },
      ],
    });
    expect(nativeFilterExtraFormData('filter_range', 'num', [null, 20])).toEqual({
      filters: [{ col: 'num', op: '<=', val: 20 }],
    });
    expect(nativeFilterExtraFormData('filter_range', 'num', [5, null])).toEqual({
      filters: [{ col: 'num', op: '>=', val: 5 }],
    });
    expect(nativeFilterExtraFormData('filter_range', 'num', [null, null])).toEqual({});
  });

  it('time range, time grain and time column', () => {
    expect(nativeFilterExtraFormData('filter_time', undefined, 'Last year')).toEqual({
      time_range: 'Last year',
    });
    expect(nativeFilterExtraFormData('filter_time', undefined, 'No filter')).toEqual({});
    expect(nativeFilterExtraFormData('filter_timegrain', undefined, ['P1M'])).toEqual({
      time_grain_sqla: 'P1M',
    });
    expect(nativeFilterExtraFormData('filter_timecolumn', undefined, ['ds'])).toEqual({
      granularity_sqla: 'ds',
    });
    expect(nativeFilterExtraFormData('filter_unknown', 'x', ['a'])).toEqual({});
  });
});

describe('nativeFilterDataMask', () => {
  it('is the extra form data and the filter state of a value', () => {
    expect(nativeFilterDataMask(filter(), ['girl', 'boy'])).toEqual({
      id: 'NATIVE_FILTER-g',
      extraFormData: { filters: [{ col: 'gender', op: 'IN', val: ['girl', 'boy'] }] },
      filterState: { value: ['girl', 'boy'], label: 'girl, boy' },
    });
    expect(nativeFilterDataMask(filter(), [])).toEqual({
      id: 'NATIVE_FILTER-g',
      extraFormData: {},
      filterState: { value: undefined, label: undefined },
    });
  });

  it('labels values as Superset does', () => {
    expect(nativeFilterLabel('filter_select', [null, true], { inverseSelection: true })).toBe(
      '<NULL>, TRUE (excluded)',
    );
    expect(nativeFilterLabel('filter_range', [1, 2])).toBe('1 ≤ x ≤ 2');
    expect(nativeFilterLabel('filter_range', [null, 2])).toBe('x ≤ 2');
    expect(nativeFilterLabel('filter_time', 'Last week')).toBe('Last week');
    const grain = filter({ filterType: 'filter_timegrain', targets: [{ datasetId: 1 }] });
    expect(nativeFilterDataMask(grain, ['P1M'], 'Month').filterState).toEqual({
      value: ['P1M'],
      label: 'Month',
    });
  });
});

describe('initialDashboardDataMask', () => {
  const gender = filter({
    defaultDataMask: { filterState: { value: ['boy'] } },
  });
  const state = filter({
    id: 'NATIVE_FILTER-s',
    targets: [{ datasetId: 1, column: { name: 'state' } }],
    controlValues: { defaultToFirstItem: true },
    defaultDataMask: { filterState: { value: ['CA'] } },
  });

  it('starts from the defaults (extra form data made from the value)', () => {
    const mask = initialDashboardDataMask([gender, state]);
    expect(mask['NATIVE_FILTER-g']!.extraFormData).toEqual({
      filters: [{ col: 'gender', op: 'IN', val: ['boy'] }],
    });
    // the first item comes with the values
    expect(mask['NATIVE_FILTER-s']!.filterState?.value).toBeUndefined();
  });

  it('takes each source in turn over the defaults; drops unknown filters, keeps charts', () => {
    const mask = initialDashboardDataMask(
      [gender, state],
      [
        { 'NATIVE_FILTER-g': { filterState: { value: ['girl'] } } },
        undefined,
        {
          'NATIVE_FILTER-s': { filterState: { value: ['NY'] } },
          'NATIVE_FILTER-gone': { filterState: { value: ['x'] } },
          '12': { extraFormData: { filters: [{ col: 'a', op: 'IN', val: [1] }] } },
        },
      ],
    );
    expect(Object.keys(mask).sort()).toEqual(['12', 'NATIVE_FILTER-g', 'NATIVE_FILTER-s']);
    expect(mask['NATIVE_FILTER-g']!.filterState?.value).toEqual(['girl']);
    expect(mask['NATIVE_FILTER-s']!.extraFormData).toEqual({
      filters: [{ col: 'state', op: 'IN', val: ['NY'] }],
    });
    expect(mask['12']!.extraFormData?.filters).toHaveLength(1);
  });
});

describe('cascading, required filters and changes', () => {
  const parent = filter({ id: 'P' });
  const other = filter({ id: 'Q', targets: [{ datasetId: 1, column: { name: 'state' } }] });
  const child = filter({
    id: 'C',
    cascadeParentIds: ['P', 'Q'],
    controlValues: { enableEmptyFilter: true },
  });

  it("narrows a child's values by its parents' selections", () => {
    const selected = {
      P: nativeFilterDataMask(parent, ['girl']),
      Q: nativeFilterDataMask(other, ['CA']),
    };
    expect(cascadeExtraFormData(child, selected)).toEqual({
      filters: [
        { col: 'gender', op: 'IN', val: ['girl'] },
        { col: 'state', op: 'IN', val: ['CA'] },
      ],
    });
    expect(cascadeExtraFormData(parent, selected)).toEqual({});
  });

  it('lists the required filters without a value', () => {
    expect(unsetRequiredFilters([parent, child], {}).map((f) => f.id)).toEqual(['C']);
    expect(unsetRequiredFilters([child], { C: nativeFilterDataMask(child, ['x']) })).toEqual([]);
  });

  it('finds the filters whose value changed', () => {
    const before = { P: nativeFilterDataMask(parent, ['girl']) };
    const after = {
      P: nativeFilterDataMask(parent, ['girl']),
      Q: nativeFilterDataMask(other, ['CA']),
    };
    expect(changedFilterIds([parent, other], before, after)).toEqual(['Q']);
    expect(changedFilterIds([parent, other], after, after)).toEqual([]);
    expect(changedFilterIds([parent], { P: nativeFilterDataMask(parent, []) }, {})).toEqual([]);
  });
});
