import { describe, expect, it } from 'vitest';
import type { DashboardDataMask, NativeFilter, NativeFilterItem } from '@tessera/core';
import {
  appliedFilterRows,
  filterSetDataMask,
  filterSetMatches,
  filterSetParams,
  filterSetRows,
  filterValueForDisplay,
  findMatchingFilterSet,
  hasAppliedFilters,
  isFilterSetNameTaken,
  isFilterSetOutdated,
  newFilterSetMetadata,
  rebuiltFilterSetMetadata,
} from './filterSetModel';

const filter = (id: string, over: Partial<NativeFilter> = {}): NativeFilter => ({
  id,
  type: 'NATIVE_FILTER',
  name: id.replace('NATIVE_FILTER-', ''),
  filterType: 'filter_select',
  targets: [{ datasetId: 1, column: { name: id.replace('NATIVE_FILTER-', '') } }],
  controlValues: { multiSelect: true },
  defaultDataMask: {},
  cascadeParentIds: [],
  scope: { rootPath: ['ROOT_ID'], excluded: [] },
  ...over,
});

const gender = filter('NATIVE_FILTER-gender');
const state = filter('NATIVE_FILTER-state');
const items: NativeFilterItem[] = [
  { id: 'DIVIDER-1', type: 'DIVIDER', title: 'People', description: '' },
  gender,
  state,
];

const part = (id: string, value: unknown[]) => ({
  id,
  extraFormData: { filters: [{ col: id, op: 'IN' as const, val: value }] },
  filterState: { value, label: value.join(', ') },
});

const boysMask: DashboardDataMask = { [gender.id]: part(gender.id, ['boy']) };
const set = (params: object, id = 1, name = 'Boys') => ({
  id,
  name,
  params: params as Record<string, unknown>,
});

describe('filter sets against the dashboard', () => {
  it('reads params leniently', () => {
    expect(filterSetParams({ params: {} })).toEqual({ nativeFilters: {}, dataMask: {} });
    expect(filterSetParams({ params: { nativeFilters: [1], dataMask: { a: 1, b: {} } } })).toEqual({
      nativeFilters: {},
      dataMask: { b: {} },
    });
  });

  it('saves the configuration and the applied native filters’ masks', () => {
    const applied = { ...boysMask, '12': { extraFormData: {}, ownState: { page: 2 } } };
    const meta = newFilterSetMetadata(items, applied);
    expect(Object.keys(meta.nativeFilters)).toEqual([gender.id, state.id]);
    expect(meta.dataMask).toEqual({ [gender.id]: part(gender.id, ['boy']) });
  });

  it('matches the applied selection, value by value', () => {
    const params = newFilterSetMetadata(items, boysMask);
    expect(filterSetMatches(params, items, boysMask)).toBe(true);
    // an empty value is no value, whatever its form
    const emptied = { ...boysMask, [state.id]: { filterState: { value: [] } } };
    expect(filterSetMatches(params, items, emptied)).toBe(true);
    expect(filterSetMatches(params, items, {})).toBe(false);
    const more = { ...boysMask, [state.id]: part(state.id, ['CA']) };
    expect(filterSetMatches(params, items, more)).toBe(false);
    const sets = [set(newFilterSetMetadata(items, {}), 1, 'All'), set(params, 2)];
    expect(findMatchingFilterSet(sets, items, boysMask)?.id).toBe(2);
    expect(findMatchingFilterSet(sets, items, {})?.id).toBe(1);
  });

  it('applies its values to the filters it holds, emptying those it holds unset', () => {
    const params = newFilterSetMetadata(items, boysMask);
    const parts = filterSetDataMask(params, items);
    expect(parts[gender.id]?.filterState?.value).toEqual(['boy']);
    expect(parts[gender.id]?.extraFormData?.filters).toEqual([
      { col: 'gender', op: 'IN', val: ['boy'] },
    ]);
    expect(parts[state.id]).toEqual({
      id: state.id,
      extraFormData: {},
      filterState: { value: undefined, label: undefined },
    });
    expect(filterSetMatches(params, items, parts)).toBe(true);
  });

  it('is outdated when a filter it holds changed or is gone, and Rebuild drops those', () => {
    const params = newFilterSetMetadata(items, {
      ...boysMask,
      [state.id]: part(state.id, ['CA']),
    });
    expect(isFilterSetOutdated(params, items)).toBe(false);
    const changedItems = [filter(gender.id, { controlValues: { multiSelect: false } })];
    expect(isFilterSetOutdated(params, changedItems)).toBe(true);
    expect(filterSetRows(params, changedItems)).toEqual([
      { id: gender.id, name: 'gender', value: 'boy', state: 'changed' },
      { id: state.id, name: 'state', value: 'CA', state: 'removed' },
    ]);
    // a changed filter keeps the value it has, and the set holds none for it
    expect(filterSetDataMask(params, changedItems)).toEqual({});
    expect(filterSetMatches(params, changedItems, boysMask)).toBe(false);
    expect(filterSetMatches(params, changedItems, {})).toBe(true);
    const rebuilt = rebuiltFilterSetMetadata(params, [gender, filter('NATIVE_FILTER-new')]);
    expect(Object.keys(rebuilt.nativeFilters)).toEqual([gender.id]);
    expect(Object.keys(rebuilt.dataMask)).toEqual([gender.id]);
    expect(isFilterSetOutdated(rebuilt, [gender])).toBe(false);
    // options saved with undefined members are the same options
    const saved = { ...params.nativeFilters[gender.id], controlValues: { multiSelect: true } };
    const withUndefined = filter(gender.id, {
      controlValues: { multiSelect: true, sortMetric: undefined },
    });
    expect(
      isFilterSetOutdated({ nativeFilters: { [gender.id]: saved }, dataMask: {} }, [withUndefined]),
    ).toBe(false);
  });

  it('shows values and what is applied', () => {
    expect(filterValueForDisplay(undefined)).toBe('');
    expect(filterValueForDisplay({ filterState: { value: ['a', 'b'] } })).toBe('a, b');
    expect(filterValueForDisplay({ filterState: { value: 'P1Y', label: 'Year' } })).toBe('Year');
    expect(filterValueForDisplay({ filterState: { value: { a: 1 } } })).toBe('{"a":1}');
    expect(filterValueForDisplay({ filterState: { value: 3 } })).toBe('3');
    expect(appliedFilterRows(items, boysMask).map((r) => [r.name, r.value])).toEqual([
      ['gender', 'boy'],
      ['state', ''],
    ]);
    expect(hasAppliedFilters(items, boysMask)).toBe(true);
    expect(hasAppliedFilters(items, { [gender.id]: { filterState: { value: [] } } })).toBe(false);
  });

  it('knows names taken by other sets', () => {
    const sets = [set({}, 1, 'Boys'), set({}, 2, 'Girls')];
    expect(isFilterSetNameTaken(sets, ' Boys ')).toBe(true);
    expect(isFilterSetNameTaken(sets, 'Boys', 1)).toBe(false);
    expect(isFilterSetNameTaken(sets, 'All')).toBe(false);
  });
});
