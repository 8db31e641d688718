import { describe, expect, it } from 'vitest';
import { CARD_SORTS, CHART_DEFAULT_ORDER } from '../../api/chartsQuery';
import {
  cardSortOf,
  isFiltered,
  searchOfState,
  stateFromSearch,
  type ListStateDefaults,
} from './listState';

const DEFAULTS: ListStateDefaults = {
  pageSize: 25,
  order: CHART_DEFAULT_ORDER,
  view: 'card',
  filterIds: ['search', 'owner', 'favorite'],
  url: 'all',
};

describe('a list’s state in the address', () => {
  it('keeps a plain address for a list left as it opened', () => {
    const state = stateFromSearch('', DEFAULTS);
    expect(state).toEqual({
      page: 0,
      pageSize: 25,
      order: CHART_DEFAULT_ORDER,
      filters: {},
      view: 'card',
    });
    expect(searchOfState('', state, DEFAULTS)).toBe('');
  });

  it('writes what differs from the defaults, Superset’s way, and reads it back', () => {
    const state = {
      page: 2,
      pageSize: 50,
      order: { column: 'slice_name', direction: 'asc' as const },
      filters: { search: "births & o'neil", owner: 3, favorite: false, unset: undefined },
      view: 'list' as const,
    };
    const search = searchOfState('?other=1', state, DEFAULTS);
    const params = new URLSearchParams(search);
    expect(params.get('other')).toBe('1');
    expect(params.get('pageIndex')).toBe('2');
    expect(params.get('sortColumn')).toBe('slice_name');
    expect(params.get('sortOrder')).toBe('asc');
    expect(params.get('viewMode')).toBe('table');
    expect(stateFromSearch(search, DEFAULTS)).toEqual({
      ...state,
      filters: { search: "births & o'neil", owner: 3, favorite: false },
    });
  });

  it('ignores what it cannot read, and filters the list does not have', () => {
    const state = stateFromSearch(
      '?pageIndex=-3&pageSize=7&sortColumn=x&sortOrder=up&viewMode=grid&filters=(owner:3,drop:1',
      DEFAULTS,
    );
    expect(state).toEqual(stateFromSearch('', DEFAULTS));
    expect(stateFromSearch('?filters=(owner:3,drop:1)', DEFAULTS).filters).toEqual({ owner: 3 });
  });

  it('leaves the filters out of the address when the list keeps only paging there', () => {
    const paging = { ...DEFAULTS, url: 'paging' as const };
    const state = { ...stateFromSearch('', paging), page: 1, filters: { owner: 3 } };
    expect(searchOfState('', state, paging)).toBe('?pageIndex=1');
    expect(stateFromSearch('?pageIndex=1&filters=(owner:3)', paging).filters).toEqual({});
    const none = { ...DEFAULTS, url: 'none' as const };
    expect(searchOfState('', state, none)).toBe('');
    expect(stateFromSearch('?pageIndex=4', none).page).toBe(0);
  });
});

describe('list helpers', () => {
  it('tell whether a list is filtered, by any filter or by those named', () => {
    expect(isFiltered({ search: '', owner: undefined })).toBe(false);
    expect(isFiltered({ search: '', favorite: false })).toBe(true);
    expect(isFiltered({ active: true }, ['search'])).toBe(false);
  });

  it('find a card sort back from an order', () => {
    expect(cardSortOf(CARD_SORTS, CHART_DEFAULT_ORDER)).toBe('recent');
    expect(cardSortOf(CARD_SORTS, { column: 'viz_type', direction: 'asc' })).toBeUndefined();
    expect(cardSortOf(CARD_SORTS, null)).toBeUndefined();
  });
});
