import { describe, expect, it, vi } from 'vitest';
import { nativeFilterDataMask, type NativeFilter } from '@tessera/core';
import { DataMaskStore } from './dataMaskStore';
import {
  dataMaskOfFilterState,
  keyAfterUpdate,
  nativeFiltersKeyOf,
  risonDataMaskOf,
} from './filterStateUrl';

const gender = {
  id: 'NATIVE_FILTER-g',
  type: 'NATIVE_FILTER',
  name: 'Gender',
  filterType: 'filter_select',
  targets: [{ datasetId: 1, column: { name: 'gender' } }],
  controlValues: {},
  defaultDataMask: {},
  cascadeParentIds: [],
  scope: { rootPath: ['ROOT_ID'], excluded: [] },
} as NativeFilter;

describe('DataMaskStore', () => {
  it('hands out a new mask, and tells its listeners, only when a part changes', () => {
    const store = new DataMaskStore({ [gender.id]: nativeFilterDataMask(gender, undefined) });
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.get();
    expect(store.update({ [gender.id]: nativeFilterDataMask(gender, undefined) })).toBe(false);
    expect(store.get()).toBe(before);
    expect(listener).not.toHaveBeenCalled();

    expect(store.update({ [gender.id]: nativeFilterDataMask(gender, ['girl']) })).toBe(true);
    expect(store.get()).not.toBe(before);
    expect(store.get()[gender.id]!.extraFormData).toEqual({
      filters: [{ col: 'gender', op: 'IN', val: ['girl'] }],
    });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the parts it is not given, and takes a chart part out', () => {
    const store = new DataMaskStore({ [gender.id]: nativeFilterDataMask(gender, ['boy']) });
    store.update({ '12': { extraFormData: { filters: [{ col: 'x', op: 'IN', val: [1] }] } } });
    expect(Object.keys(store.get()).sort()).toEqual(['12', gender.id]);
    store.remove('12');
    expect(Object.keys(store.get())).toEqual([gender.id]);
  });

  it("sets a chart's cross-filter, keeping its own state, and clears it with an empty one", () => {
    const store = new DataMaskStore({ '7': { ownState: { pageSize: 10 } } });
    const girl = {
      extraFormData: { filters: [{ col: 'gender', op: 'IN', val: ['girl'] }] },
      filterState: { value: ['girl'], selectedValues: ['girl'] },
    };
    expect(store.setCrossFilter(7, girl)).toBe(true);
    expect(store.get()['7']).toEqual({ ownState: { pageSize: 10 }, ...girl });
    expect(store.setCrossFilter(7, girl)).toBe(false);
    const cleared = { extraFormData: { filters: [] }, filterState: { value: null } };
    expect(store.setCrossFilter(7, cleared)).toBe(true);
    expect(store.get()['7']).toEqual({ ownState: { pageSize: 10 } });
    store.setCrossFilter(8, girl);
    expect(store.setCrossFilter(8, null)).toBe(true);
    expect('8' in store.get()).toBe(false);
    expect(store.setCrossFilter(8, null)).toBe(false);
  });

  it('replaces the whole mask when it differs', () => {
    const store = new DataMaskStore({});
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    expect(store.replace({})).toBe(false);
    expect(store.replace({ [gender.id]: nativeFilterDataMask(gender, ['boy']) })).toBe(true);
    stop();
    store.replace({});
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('the address of the filters', () => {
  it('reads native_filters_key', () => {
    expect(nativeFiltersKeyOf('?native_filters_key=abc-1&x=1')).toBe('abc-1');
    expect(nativeFiltersKeyOf('?native_filters_key=')).toBeUndefined();
    expect(nativeFiltersKeyOf('')).toBeUndefined();
  });

  it("reads Superset's rison native_filters, and nothing from bad text", () => {
    const search =
      '?native_filters=' +
      encodeURIComponent(
        '(NATIVE_FILTER-g:(extraFormData:(filters:!((col:gender,op:IN,val:!(girl)))),filterState:(value:!(girl))))',
      );
    expect(risonDataMaskOf(search)).toEqual({
      'NATIVE_FILTER-g': {
        extraFormData: { filters: [{ col: 'gender', op: 'IN', val: ['girl'] }] },
        filterState: { value: ['girl'] },
      },
    });
    expect(risonDataMaskOf('?native_filters=(((')).toBeUndefined();
    expect(risonDataMaskOf('?native_filters=!(1,2)')).toBeUndefined();
  });

  it('reads a filter state value, and the key an update answers', () => {
    expect(dataMaskOfFilterState('{"a":{"filterState":{"value":[1]}}}')).toEqual({
      a: { filterState: { value: [1] } },
    });
    expect(dataMaskOfFilterState('not json')).toBeUndefined();
    expect(dataMaskOfFilterState('[1]')).toBeUndefined();
    expect(keyAfterUpdate('n3wKey', 'old')).toBe('n3wKey');
    expect(keyAfterUpdate('Value updated', 'old')).toBe('old');
    expect(keyAfterUpdate(undefined, 'old')).toBe('old');
  });
});
