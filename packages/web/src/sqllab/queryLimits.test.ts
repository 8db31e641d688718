import { describe, expect, it } from 'vitest';
import { queryLimitOptions } from './queryLimits';

describe('queryLimitOptions', () => {
  it('adds SQL_MAX_ROW to the fixed choices', () => {
    expect(queryLimitOptions(1000000)).toEqual([10, 100, 1000, 10000, 100000, 1000000]);
    expect(queryLimitOptions(5000)).toEqual([10, 100, 1000, 5000, 10000, 100000]);
  });

  it('does not repeat a choice that is already offered', () => {
    expect(queryLimitOptions(100000)).toEqual([10, 100, 1000, 10000, 100000]);
  });

  it('keeps the fixed choices when the server sends no SQL_MAX_ROW', () => {
    expect(queryLimitOptions(undefined)).toEqual([10, 100, 1000, 10000, 100000]);
  });
});
