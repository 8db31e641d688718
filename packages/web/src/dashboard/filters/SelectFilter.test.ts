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

  it('searches the options held at once, with or without the search of all values', () => {
    const onSearch = () => {};
    const local = selectSearch(false, '', onSearch);
    const all = selectSearch(true, '0000500', onSearch);
    // the held options are narrowed at once, before the server's search has answered
    for (const search of [local, all]) {
      expect(search).toMatchObject({ filterOption: optionMatches });
    }
    // "Dynamically search all filter values" follows the typed text for the server's search
    expect(all).toMatchObject({ onSearch, searchValue: '0000500' });
    expect(local).not.toHaveProperty('onSearch');
  });
});
