import { describe, expect, it } from 'vitest';
import { optionMatches, selectSearch } from './SelectFilter';

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
});
