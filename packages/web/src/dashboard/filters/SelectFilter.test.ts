import { describe, expect, it } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../../components/useDebounced';
import { optionMatches, selectSearch, serverSearchWait } from './SelectFilter';

describe('the select filter search', () => {
  it("finds the typed text in an option's label or value, trimmed, in any case", () => {
    const option = { value: 'value 0000500', label: 'value 0000500' };
    expect(optionMatches('0000500', option)).toBe(true);
    expect(optionMatches('  VALUE 00005 ', option)).toBe(true);
    expect(optionMatches('0999999', option)).toBe(false);
    expect(optionMatches('', option)).toBe(true);
    expect(optionMatches('12', { value: 12, label: '12.0' })).toBe(true);
    expect(optionMatches('x', undefined)).toBe(false);
  });

  it('searches the options held at once, the typed text held by the page', () => {
    const onSearch = () => {};
    // the held options are narrowed at once, before any server search has answered; the typed
    // text is the page's (cleared when the list closes, followed by the search of all values)
    expect(selectSearch('0000500', onSearch)).toEqual({
      filterOption: optionMatches,
      onSearch,
      searchValue: '0000500',
    });
  });

  it('asks the server at once only when nothing held matches and no request is on its way', () => {
    const held = ['0000000', '0000500', '0000999'].map((v) => ({ value: v, label: v }));
    // the options held still answer: the person reads them, the server waits for the debounce
    expect(serverSearchWait('00005', held, false)).toBe(SEARCH_DEBOUNCE_MS);
    // nothing held matches: the list would only say "Loading...", so the search leaves now
    expect(serverSearchWait('0999999', held, false)).toBe(0);
    // a values request is on its way: the keys typed meanwhile wait, one request per pause
    expect(serverSearchWait('0999999', held, true)).toBe(SEARCH_DEBOUNCE_MS);
    // a cleared search waits too (closing the list is not a search)
    expect(serverSearchWait('  ', held, false)).toBe(SEARCH_DEBOUNCE_MS);
    expect(serverSearchWait('x', [], false)).toBe(0);
  });
});
