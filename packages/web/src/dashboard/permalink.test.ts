import { describe, expect, it } from 'vitest';
import { permalinkState } from './permalink';

describe('permalinkState', () => {
  it('keeps the tabs shown, the anchor and the other address parameters', () => {
    const tabs = new Map([
      ['TABS-top', 'TAB-b'],
      ['TABS-inner', 'TAB-c'],
    ]);
    const location = {
      search:
        '?edit=true&standalone=1&permalink_key=k&native_filters_key=n&activeTabs=TAB-b&foo=bar&foo=baz',
      hash: '#CHART-x%20y',
    };
    expect(permalinkState(location, tabs)).toEqual({
      dataMask: {},
      activeTabs: ['TAB-b', 'TAB-c'],
      anchor: 'CHART-x y',
      urlParams: [
        ['foo', 'bar'],
        ['foo', 'baz'],
      ],
    });
  });

  it('has no anchor without a hash, and takes the data mask given', () => {
    const mask = { 'NATIVE_FILTER-1': { filterState: { value: ['boy'] } } };
    expect(permalinkState({ search: '', hash: '' }, new Map(), mask)).toEqual({
      dataMask: mask,
      activeTabs: [],
      anchor: null,
      urlParams: [],
    });
  });
});
